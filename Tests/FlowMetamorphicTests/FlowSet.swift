import FlowDiagnostics
import FlowYAML
import FlowcKit
import Foundation

/// One flow file of a set: its path as the run names it, and its text.
struct FlowSource: Hashable, Sendable {
    var path: String
    var text: String
}

/// A set of flow files linted together, in load order.
struct FlowSet: CustomStringConvertible, Sendable {
    var name: String
    var files: [FlowSource]
    var description: String { name }

    /// A finding as a user sees it, without the reader's shared file object.
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var rule: String
        var severity: String
        var message: String
        var flow: String?

        static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message, lhs.flow ?? "")
                < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message, rhs.flow ?? "")
        }

        var description: String {
            "\(file):\(line):\(column): \(severity): \(message) [\(rule)]" + (flow.map { " (\($0))" } ?? "")
        }
    }

    /// Every finding of `lint` for the files, in a canonical order.
    func lint() -> [Finding] {
        let loader = FlowLoader()
        let decoded = files.map { loader.load(text: $0.text, path: $0.path) }
        return LintRun(paths: []).lint(decoded).diagnostics.map {
            Finding(
                file: $0.location.file, line: $0.location.line, column: $0.location.column,
                rule: $0.rule.rawValue, severity: $0.severity.rawValue, message: $0.message, flow: $0.flow)
        }.sorted()
    }

    /// The reader's documents of each file, and whether it read without a finding.
    static func read(_ file: FlowSource) -> YAMLDocuments {
        YAMLReader().read(Array(file.text.utf8), file: file.path)
    }
}

/// The flow sets the metamorphic tests transform: flows/, the fixtures and a corpus slice.
enum FlowSets {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The directories of flow files in the repository, relative to its root.
    static let directories = [
        "flows",
        "Tests/FlowcTests/Fixtures/broken",
        "Tests/FlowcTests/Fixtures/clean",
        "Tests/FlowcTests/Fixtures/warnings",
        "Tests/FlowEmittersTests/Fixtures/basic",
        "Tests/FlowEmittersTests/Fixtures/escaping",
        "Tests/FlowEmittersTests/Fixtures/findings",
        "Tests/FlowEmittersTests/Fixtures/tabs",
        "Tests/GenerateFixtureApp/Flows",
        "Tests/RealApps/ElementX",
        "Tests/RealApps/Firefox",
        "Tests/RealApps/Bitwarden",
    ]

    /// The flow files below `directory`, in sorted path order, named relative to it.
    static func load(_ directory: URL, name: String) throws -> FlowSet {
        let manager = FileManager.default
        let paths = (manager.subpaths(atPath: directory.path) ?? [])
            .filter { $0.hasSuffix(".flow.yaml") || $0.hasSuffix(".flow.yml") }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let files = try paths.map { path in
            FlowSource(
                path: path,
                text: try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8))
        }
        return FlowSet(name: name, files: files)
    }

    static func repository() throws -> [FlowSet] {
        try directories.map { try load(packageRoot.appendingPathComponent($0), name: $0) }
    }

    /// A small slice of the benchmark corpus, written by Scripts/corpus.py (deterministic).
    static func corpusSlice() throws -> FlowSet {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowc-metamorphic-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = [
            "python3", packageRoot.appendingPathComponent("Scripts/corpus.py").path,
            "--files", "14", "--screens", "9", "--depth", "3", "--tabs", "2", "--out", directory.path,
        ]
        try python.run()
        python.waitUntilExit()
        guard python.terminationStatus == 0 else { throw CorpusError() }
        return try load(directory, name: "corpus 14x9")
    }

    struct CorpusError: Error {}

    /// Every set, read once per test run.
    static let all: Result<[FlowSet], any Error> = Result { try repository() + [corpusSlice()] }
}
