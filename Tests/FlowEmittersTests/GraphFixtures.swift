import FlowDiagnostics
import FlowModel
import FlowcKit
import Foundation
import Testing

@testable import FlowEmitters

/// The flows the graph tests draw: the example app in `flows/` and each directory under
/// `Fixtures/`, loaded with paths relative to the package root so that output names the same
/// files on every machine.
enum GraphFixtures {
    /// The package root, found from this file.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let testDirectory = "Tests/FlowEmittersTests"

    /// One set of flows to draw: a name for its goldens and a directory relative to the root.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var directory: String
        var testDescription: String { name }
    }

    /// The example app first, then every fixture directory, in name order.
    static let cases: [Case] = {
        var cases = [Case(name: "example", directory: "flows")]
        let fixtures = root.appendingPathComponent(testDirectory + "/Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            cases.append(Case(name: name, directory: testDirectory + "/Fixtures/" + name))
        }
        return cases
    }()

    /// Every `*.flow.yaml` and `*.flow.yml` below `directory`, in path order, as `flowc` takes them.
    static func files(in directory: String) -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".flow.yaml") || relative.hasSuffix(".flow.yml") {
                paths.append(directory + "/" + relative)
            }
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Loads and lints the flows of `directory`, as `flowc graph` does.
    static func lint(_ directory: String) -> LintRun.Outcome {
        let loader = FlowLoader()
        let decoded = files(in: directory).map { path -> FlowFile in
            let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data()
            return loader.load(text: String(decoding: data, as: UTF8.self), path: path)
        }
        return LintRun(paths: []).lint(decoded)
    }

    static func drawing(_ directory: String, flow: String? = nil) throws -> NavigationGraph {
        let outcome = lint(directory)
        let selection = try FlowSelection.flows(from: flow, in: outcome.graph).get()
        return NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics, selection: selection)
    }
}
