import FlowcTestSupport
import Foundation
import Testing

extension RequiredTool {
    /// Neovim, whose built-in LSP client drives `flowc lsp` end to end.
    static let neovim = RequiredTool(name: "nvim", install: "apt-get install neovim, or brew install neovim")
}

/// A real editor against the real server: headless Neovim and its built-in LSP client open a flow
/// file, break a reference and mend it, rename a screen, and rename an outcome across files
/// (`Neovim/edit.lua` beside this file drives it).
@Suite struct NeovimTests {
    @Test(.requires(.neovim)) func neovimSeesABrokenReferenceAndRenamesAScreenAndAnOutcome() throws {
        let directory = try ProtocolTests.workspace()
        let flowc = try #require(FlowcExecutable.url, "flowc is not built beside the tests")
        let script = PackageRoot.url.appendingPathComponent("Tests/FlowLanguageServerTests/Neovim/edit.lua")
        let result = directory.path("result.txt")
        let run = try ProcessRunner.run(
            ["nvim", "--headless", "--clean", "-n", "-c", "luafile \(script.path)"], in: directory.url,
            environment: ["FLOWC": flowc.path, "RESULT": result], timeout: 120)
        let report = (try? String(contentsOfFile: result, encoding: .utf8)) ?? ""
        #expect(run.status == 0, "nvim: \(run.output)\n\(report)")
        #expect(report.contains("OK renamed"), "\(report)")
        let app = try String(contentsOf: directory.url.appendingPathComponent("App.flow.yaml"), encoding: .utf8)
        #expect(app.contains("to: push itemDetail"))
        #expect(app.contains("  itemDetail:\n"))
        #expect(!app.contains("detail:"))
        // The outcome `done` of Settings, renamed at App's `on` key: both files.
        #expect(app.contains("      finished: stay\n"))
        let settings = try String(
            contentsOf: directory.url.appendingPathComponent("flows/Settings.flow.yaml"), encoding: .utf8)
        #expect(settings.contains("  finished: null\n") && settings.contains("close: finish finished"))
        #expect(!settings.contains("done"))
        let lint = try ProcessRunner.run([flowc.path, "lint"], in: directory.url)
        #expect(lint.status == 0, "\(lint.output)")
    }
}
