import FlowModel
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

@testable import FlowEmitters

/// Big graphs through the real Graphviz: a 35-flow app with tabs, shared and presented children
/// and cycles between flows (`Tests/FlowcTests/Fixtures/large-app`, written by
/// `Scripts/large-app.py`), a slice of the benchmark corpus (`Scripts/corpus.py`), and the
/// coordinator trees of three real apps (`Tests/RealApps`). Cycles between clusters reached by
/// `lhead` edges are what made `dot` stop with "trouble in init_rank"; `dot -Tsvg` must exit 0
/// and print nothing on standard error, for the whole graph and for each `--flow` selection.
@Suite struct LargeGraphRenderTests {
    static let largeApp = "Tests/FlowcTests/Fixtures/large-app"

    @Test(
        "dot renders every flow of a large app, a real app and the benchmark corpus cleanly", .requires(.graphviz),
        arguments: [
            largeApp, "Tests/RealApps/ElementX", "Tests/RealApps/Firefox", "Tests/RealApps/Bitwarden",
        ])
    func renderWhole(_ directory: String) throws {
        let drawing = try GraphFixtures.drawing(directory)
        // Each directory is drawn whole; Bitwarden, the smallest, has 21 flows.
        #expect(drawing.clusters.count >= 21, "\(directory) has \(drawing.clusters.count) flows")
        try GraphvizRenderTests.expectCleanRender(DotEmitter().emit(drawing), name: directory)
    }

    /// The selections that hold a cycle between flows, or many flows, are the ones that broke.
    @Test(
        "dot renders each --flow selection of the large app and of Element X", .requires(.graphviz),
        arguments: [
            largeApp, "Tests/RealApps/ElementX",
        ])
    func renderSelections(_ directory: String) throws {
        let outcome = GraphFixtures.lint(directory)
        for name in outcome.graph.flowNames {
            let selection = try FlowSelection.flows(from: name, in: outcome.graph).get()
            guard selection.filter({ $0 }).count > 3 else { continue }
            let drawing = NavigationGraphBuilder().build(
                outcome.graph, diagnostics: outcome.diagnostics, selection: selection)
            try GraphvizRenderTests.expectCleanRender(DotEmitter().emit(drawing), name: "\(directory) --flow \(name)")
        }
    }

    @Test("the large app has what breaks layouts, and lints without errors")
    func largeAppShape() throws {
        let outcome = GraphFixtures.lint(Self.largeApp)
        #expect(outcome.graph.flows.count >= 30)
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics.filter { $0.severity == .error })")
        #expect(outcome.graph.flows.contains { $0.root == .tabs })
        let drawing = try GraphFixtures.drawing(Self.largeApp)
        #expect(drawing.edges.filter { $0.headCluster != nil }.count >= 50, "edges into clusters")
        // Flows that start each other: Room -> UserProfile -> Room.
        #expect(outcome.diagnostics.contains { $0.rule.rawValue == "child-cycle" })
    }

    @Test("Scripts/large-app.py writes the committed large-app fixture")
    func largeAppIsUpToDate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("large-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.python(["Scripts/large-app.py", directory.path])
        let committed = GraphFixtures.root.appendingPathComponent(Self.largeApp)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()))
        for name in names {
            let written = try Data(contentsOf: directory.appendingPathComponent(name))
            #expect(written == (try Data(contentsOf: committed.appendingPathComponent(name))), "\(name) is stale")
        }
    }

    @Test("dot renders a slice of the benchmark corpus cleanly", .requires(.graphviz))
    func renderBenchmarkCorpus() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.python([
            "Scripts/corpus.py", "--files", "40", "--screens", "12", "--depth", "4", "--tabs", "3",
            "--out", directory.path,
        ])
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let loader = FlowLoader()
        let files = try names.map { name in
            loader.load(bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))), path: name)
        }
        let outcome = LintRun(paths: []).lint(files)
        #expect(outcome.graph.flows.count == 40)
        let drawing = NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics)
        try GraphvizRenderTests.expectCleanRender(DotEmitter().emit(drawing), name: "benchmark corpus")
    }

    static func python(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = GraphFixtures.root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 \(arguments.joined(separator: " "))")
    }
}
