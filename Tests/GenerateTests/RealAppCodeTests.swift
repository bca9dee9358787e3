import FlowEmitters
import FlowModel
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The real apps of `Tests/RealApps` (issue 20's acceptance, and issue 33's third app): what `flowc lint` reports on
/// them is what their FINDINGS.md records, and the code flowc generates from them compiles
/// against the stand-in UIKit and SwiftUI, warnings as errors, and passes `swift-format lint` (their
/// long type names and texts are where a line is too long to leave as it is).
///
/// Every tree has errors, each one decided in FINDINGS.md, and `generate` rightly refuses them.
/// So the flows are compiled with each error's line patched, in memory, to the nearest thing the
/// format can say (`patches`): the lint must then be clean, which also tells when a rule or format
/// fix has made a patch unnecessary (its line no longer reads as written).
@Suite struct RealAppCodeTests {
    struct App: CustomStringConvertible, Sendable {
        var name: String
        var patches: [Patch]

        var description: String { name }
        var directory: String { "Tests/RealApps/" + name }
    }

    /// Line `line` of `file`, which reads `old`, replaced by `new`, for the FINDINGS.md rows `findings`.
    struct Patch: Sendable {
        var file: String
        var line: Int
        var old: String
        var new: String
        var findings: String
    }

    static let apps = [
        App(
            name: "ElementX",
            patches: [
                Patch(
                    file: "AppLockSetup.flow.yaml", line: 34, old: "      continue: [push settings, finish complete]",
                    new: "      proceed: [push settings, finish complete]", findings: "F1"),
                // The optional rule (nothing for `String?`, as Firefox's F21), left to a rule fix: not `make`.
                Patch(
                    file: "Authentication.flow.yaml", line: 52, old: "      continueWithPassword: push login",
                    new: "      continueWithPassword: {input: String?, to: push login}", findings: "F14"),
            ]),
        App(
            name: "Firefox",
            patches: [
                Patch(file: "Browser.flow.yaml", line: 5, old: "input: LaunchType?", new: "", findings: "F20-F22")
            ]),
        App(
            name: "Bitwarden",
            patches: [
                // The router looks the account up for one item of the main entry's list; the first
                // screens take no input.
                Patch(file: "Auth.flow.yaml", line: 87, old: "    input: Account", new: "", findings: "F3"),
                // The optional rule again (`nil` for `FolderView?`): not `make`.
                Patch(
                    file: "Vault.flow.yaml", line: 37, old: "      addFolder: start AddEditFolder",
                    new: "      addFolder: {input: FolderView?, to: start AddEditFolder}", findings: "F10"),
                // The state the coordinator makes: the screen takes what each entry hands it.
                Patch(
                    file: "VaultItem.flow.yaml", line: 36, old: "    input: CipherItemState", new: "",
                    findings: "F12-F14"),
            ]),
    ]

    // MARK: - FINDINGS.md

    @Test("FINDINGS.md's raw output is what flowc lint reports now", arguments: apps)
    func rawOutputIsCurrent(_ app: App) throws {
        let flowc = try #require(FlowcExecutable.url)
        let lint = try ProcessRunner.run([flowc.path, "lint", app.directory], in: PackageRoot.url)
        let findings = try String(contentsOfFile: PackageRoot.path(app.directory + "/FINDINGS.md"), encoding: .utf8)
        let parts = findings.components(separatedBy: "## Raw output\n\n```\n")
        try #require(parts.count == 2, "\(app.directory)/FINDINGS.md has one '## Raw output' block")
        let raw = parts[1].components(separatedBy: "```")[0]
        #expect(raw == lint.standardOutput, "\(app.directory)/FINDINGS.md: paste `flowc lint \(app.directory)`")
    }

    @Test("FINDINGS.md's table has a row for each finding, and marks the others gone", arguments: apps)
    func tableMatchesTheFindings(_ app: App) throws {
        let outcome = try LintRun(paths: [PackageRoot.path(app.directory)]).run().get()
        let reported = Set(
            outcome.diagnostics.map { finding in
                "\(URL(fileURLWithPath: finding.location.file).lastPathComponent):\(finding.location.line):"
                    + "\(finding.location.column) \(finding.rule.rawValue)"
            })
        let findings = try String(contentsOfFile: PackageRoot.path(app.directory + "/FINDINGS.md"), encoding: .utf8)
        var rows: Set<String> = []
        for line in findings.split(separator: "\n") where line.hasPrefix("| F") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, !cells[3].contains("gone") else { continue }
            rows.insert(cells[1] + " " + cells[2])
        }
        #expect(rows.subtracting(reported).sorted() == [], "rows of FINDINGS.md that flowc no longer reports")
        #expect(reported.subtracting(rows).sorted() == [], "findings that FINDINGS.md does not decide")
    }

    // MARK: - The generated code

    /// The folder of the stand-in modules SwiftPM built beside the test bundle (Linux only).
    static let standIns: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) {
                return modules
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    /// The app's flows with its patches applied.
    static func patchedFlows(_ app: App, directory relative: String? = nil) throws -> [FlowFile] {
        let directory = PackageRoot.path(relative ?? app.directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".flow.yaml") }.sorted()
        return try names.map { name in
            var lines = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for patch in app.patches where patch.file == name {
                let line = lines.indices.contains(patch.line - 1) ? lines[patch.line - 1] : ""
                #expect(line == patch.old, "\(name):\(patch.line) (\(patch.findings)) reads '\(line)'")
                lines[patch.line - 1] = patch.new
            }
            return FlowLoader().load(text: lines.joined(separator: "\n"), path: directory + "/" + name)
        }
    }

    @Test(
        "each error of FINDINGS.md is patched, and nothing else is an error", arguments: apps)
    func patchesCoverTheErrors(_ app: App) throws {
        let outcome = LintRun(paths: []).lint(try Self.patchedFlows(app))
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics.filter { $0.severity == .error })")
    }

    @Test(
        "the generated code and skeletons compile against the stand-ins",
        .enabled(if: StandInCompiler.isAvailable), arguments: apps)
    func generatedCodeCompiles(_ app: App) throws {
        let directory = try TemporaryDirectory()
        let paths =
            [PackageRoot.path(app.directory + "/Model.swift")] + (try Self.writeGeneratedCode(app, to: directory))
        let compile = try StandInCompiler.compile(paths, module: app.name)
        #expect(compile.status == 0, "\(compile.output)")
    }

    @Test(
        "the generated code and skeletons pass swift-format lint",
        .requires(.swiftFormat), arguments: apps)
    func generatedCodePassesSwiftFormat(_ app: App) throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.writeGeneratedCode(app, to: directory)
        let lint = try ProcessRunner.run(
            [
                try #require(GeneratedCodeTests.swiftFormat), "lint", "--strict", "--configuration",
                PackageRoot.path(".swift-format"),
            ]
                + paths)
        #expect(lint.status == 0, "\(lint.standardError)")
    }

    /// Writes the code and skeletons generated from the app's patched flows into `directory`;
    /// returns their paths.
    static func writeGeneratedCode(_ app: App, to directory: TemporaryDirectory) throws -> [String] {
        let outcome = LintRun(paths: []).lint(try patchedFlows(app))
        let root = PackageRoot.url.path
        let source = { (path: String) -> String in
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        let emitter = SwiftEmitter()
        return try (emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)).map
        {
            try directory.write($0.contents, to: $0.name).path
        }
    }
}
