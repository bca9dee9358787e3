import FlowcTestSupport
import Foundation
import Testing

/// `flowc lint` end to end: the built executable on fixture directories.
@Suite struct LintCommandTests {
    @Test func cleanFlowsPrintOnlyTheSummaryAndExitZero() throws {
        let result = try FlowcProcess.run(["lint", "clean"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "2 files, 2 flows: no findings\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func theJSONReportOfABrokenAppInFull() throws {
        let result = try FlowcProcess.run(["lint", "broken", "--format", "json"])
        #expect(result.status == 1)
        let expected = try String(
            contentsOf: FlowcProcess.fixtures.appendingPathComponent("broken.expected.json"), encoding: .utf8)
        #expect(result.standardOutput == expected)
        // And it is JSON that a parser reads, with the documented shape.
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let summary = object?["summary"] as? [String: Int]
        #expect(summary == ["files": 6, "flows": 6, "errors": 13, "warnings": 6])
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 19)
        #expect(diagnostics.allSatisfy { ($0["file"] as? String)?.hasPrefix("broken/") == true })
    }

    @Test func textAndXcodeFormatsOfTheSameFindings() throws {
        let text = try FlowcProcess.run(["lint", "broken/Shop.flow.yaml", "broken/App.flow.yaml"])
        #expect(text.status == 1)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "broken/Shop.flow.yaml:13:13: error: action 'open' hands 'Product.ID' to screen 'detail', which takes 'Product' [type-mismatch]"
            ))
        #expect(lines.last == "2 files, 2 flows: 8 errors, 4 warnings")
        let xcode = try FlowcProcess.run(["lint", "--format", "xcode", "broken/Shop.flow.yaml", "broken/App.flow.yaml"])
        #expect(xcode.status == 1)
        #expect(xcode.standardOutput.split(separator: "\n").map(String.init) == Array(lines.dropLast()))
        #expect(xcode.standardError == "2 files, 2 flows: 8 errors, 4 warnings\n")
    }

    @Test func warningsPassUnlessStrict() throws {
        let plain = try FlowcProcess.run(["lint", "warnings"])
        #expect(plain.status == 0)
        #expect(plain.standardOutput.hasSuffix("1 file, 1 flow: 0 errors, 2 warnings\n"))
        let strict = try FlowcProcess.run(["lint", "--strict", "warnings"])
        #expect(strict.status == 1)
    }

    @Test func badPathsAreRunFailures() throws {
        let missing = try FlowcProcess.run(["lint", "no/such/place"])
        #expect(missing.status == 2)
        #expect(missing.standardOutput.isEmpty)
        #expect(missing.standardError == "flowc: error: cannot read 'no/such/place': no such file or directory\n")
        let empty = try FlowcProcess.run(["lint", "empty"])
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("no flow files (*.flow.yaml, *.flow.yml) under 'empty'"))
        let badFormat = try FlowcProcess.run(["lint", "--format", "yaml", "clean"])
        #expect(badFormat.status == 2)
        let unknownFlag = try FlowcProcess.run(["lint", "--frobnicate", "clean"])
        #expect(unknownFlag.status == 2)
    }

    @Test func aFileNamedDirectlyIsReadWhateverItsName() throws {
        let directory = try TemporaryDirectory()
        try "flow: A\nentry: true\nstart: a\nscreens: {a: null}\n".write(
            to: directory.url.appendingPathComponent("navigation.yaml"), atomically: true, encoding: .utf8)
        try "not: a flow file\n".write(
            to: directory.url.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
        let named = try FlowcProcess.run(["lint", "navigation.yaml"], in: directory.url)
        #expect(named.status == 0)
        #expect(named.standardOutput == "1 file, 1 flow: no findings\n")
        let walked = try FlowcProcess.run(["lint"], in: directory.url)
        #expect(walked.status == 2, "a directory gives only *.flow.yaml and *.flow.yml files")
    }

    @Test func directoriesAreReadInPathOrderAndPathsStayAsGiven() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("b/nested"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        let flow = "flow: Dup\nentry: true\nstart: a\nscreens: {a: null}\n"
        for path in ["b/nested/x.flow.yml", "b.flow.yaml", "a.flow.yaml", ".hidden/z.flow.yaml"] {
            try flow.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let result = try FlowcProcess.run(["lint", "--format", "xcode", "./"], in: root)
        #expect(result.status == 1)
        // a.flow.yaml loads first and keeps the name; the others are duplicates, in path order.
        #expect(
            result.standardOutput == """
                ./b.flow.yaml:1:7: error: flow 'Dup' is declared again; the first, at ./a.flow.yaml:1:7, keeps the name [duplicate-identifier]
                ./b/nested/x.flow.yml:1:7: error: flow 'Dup' is declared again; the first, at ./a.flow.yaml:1:7, keeps the name [duplicate-identifier]

                """)
        #expect(result.standardError == "3 files, 3 flows: 2 errors, 0 warnings\n")
    }

    @Test func rulesAndExplain() throws {
        let rules = try FlowcProcess.run(["rules"])
        #expect(rules.status == 0)
        // The rules of the format, then flowc's own superfluous-disable.
        #expect(rules.standardOutput.split(separator: "\n").count == 20)
        #expect(
            rules.standardOutput.hasSuffix(
                "superfluous-disable      warning  a `# flowc:disable` comment that silences nothing, or names no rule\n"
            ))
        #expect(
            rules.standardOutput.contains(
                "unreachable-screen       error    a screen that no path from `start` reaches"))
        let explain = try FlowcProcess.run(["explain", "dead-end-screen"])
        #expect(explain.status == 0)
        #expect(explain.standardOutput.hasPrefix("dead-end-screen (default: warning)"))
        // "Reported:" for one example, "Reported 1:", "Reported 2:" for several.
        #expect(explain.standardOutput.contains("\nReported"))
        #expect(explain.standardOutput.contains("\nNot reported"))
        #expect(!explain.standardOutput.contains("↓"))
        let unknown = try FlowcProcess.run(["explain", "dead-end-screens"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("did you mean 'dead-end-screen'?"))
    }

    @Test func helpAndVersion() throws {
        let help = try FlowcProcess.run(["lint", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("Exit status"))
        // The language server reads the workspace's configuration, not the current directory's.
        let server = try FlowcProcess.run(["lsp", "--help"])
        #expect(server.standardOutput.contains("workspace's folder that the client's"), "\(server.standardOutput)")
        #expect(!server.standardOutput.contains("in the current directory"), "\(server.standardOutput)")
        let version = try FlowcProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(!version.standardOutput.isEmpty)
    }
}
