import FlowModel
import FlowcKit
import Testing

@testable import FlowEmitters

/// The same flows give the same bytes: loaded, linted, built and written twice.
@Suite struct GraphDeterminismTests {
    @Test("two renders are byte-identical", arguments: GraphFixtures.cases)
    func twice(_ fixture: GraphFixtures.Case) throws {
        for format in GraphFormat.allCases {
            let first = format.emit(try GraphFixtures.drawing(fixture.directory))
            let second = format.emit(try GraphFixtures.drawing(fixture.directory))
            #expect(first == second, "\(fixture.name) \(format)")
            #expect(!first.isEmpty)
        }
    }

    @Test("drawing every flow is drawing with every flow selected")
    func selectionOfAll() throws {
        let outcome = GraphFixtures.lint("flows")
        let builder = NavigationGraphBuilder()
        let all = [Bool](repeating: true, count: outcome.graph.flows.count)
        #expect(
            builder.build(outcome.graph, diagnostics: outcome.diagnostics)
                == builder.build(outcome.graph, diagnostics: outcome.diagnostics, selection: all))
    }

    @Test("drawing and writing run by run gives the bytes of the whole drawing written", arguments: GraphFixtures.cases)
    func runByRun(_ fixture: GraphFixtures.Case) throws {
        try Self.expectRunByRunSame(GraphFixtures.lint(fixture.directory))
        if fixture.directory == "flows" {
            let outcome = GraphFixtures.lint("flows")
            let selection = try FlowSelection.flows(from: "Checkout", in: outcome.graph).get()
            try Self.expectRunByRunSame(outcome, selection: selection)
        }
    }

    static func expectRunByRunSame(_ outcome: LintRun.Outcome, selection: [Bool]? = nil) throws {
        let drawing = NavigationGraphBuilder().build(
            outcome.graph, diagnostics: outcome.diagnostics, selection: selection)
        for format in GraphFormat.allCases {
            var sink = GraphTextSink()
            format.write(outcome.graph, diagnostics: outcome.diagnostics, selection: selection, to: &sink)
            #expect(sink.bytes == Array(format.emit(drawing).utf8), "\(format)")
        }
    }

    /// Flows enough for the emitters to write in many pieces on all cores.
    static func largeDrawing() -> NavigationGraph {
        let outcome = largeOutcome()
        return NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics)
    }

    static func largeOutcome() -> LintRun.Outcome {
        let loader = FlowLoader()
        var files: [FlowModel.FlowFile] = []
        for index in 0..<300 {
            var text = "flow: F\(index)\n" + (index == 0 ? "entry: true\n" : "")
            text += "start: s0\noutcomes: [done]\nback: done\nscreens:\n"
            for screen in 0..<20 {
                text += "  s\(screen):\n    actions:\n"
                if screen < 19 { text += "      next: \(screen % 4 == 3 ? "present" : "push") s\(screen + 1)\n" }
                if screen > 0 { text += "      back: pop\n" }
                if screen == 19 { text += "      done: finish done\n" }
                if screen == 5 && index * 2 + 1 < 300 { text += "      child: start F\(index * 2 + 1)\n" }
                if screen == 7 { text += "      oops: push nowhere\n" }
            }
            if index * 2 + 1 < 300 { text += "children:\n  F\(index * 2 + 1):\n    on: {done: stay}\n" }
            files.append(loader.load(text: text, path: "F\(index).flow.yaml"))
        }
        return LintRun(paths: []).lint(files)
    }

    @Test("large drawings, built and written in pieces on all cores, keep one order")
    func large() throws {
        let drawing = Self.largeDrawing()
        #expect(drawing == Self.largeDrawing())
        #expect(drawing.clusters.count > GraphChunks.clustersPerRun)
        let dot = DotEmitter().emit(drawing)
        #expect(dot == DotEmitter().emit(drawing))
        let parsed = DotStatements(dot)
        #expect(parsed.clusters == drawing.clusters.map(\.id))
        #expect(parsed.nodes == drawing.clusters.flatMap { $0.nodes.map(\.id) })
        #expect(parsed.edges.map(\.from) == drawing.edges.map(\.from))
        #expect(parsed.edges.map(\.to) == drawing.edges.map(\.to))
        let mermaid = MermaidEmitter().emit(drawing)
        #expect(mermaid == MermaidEmitter().emit(drawing))
        // linkStyle counts edges across pieces: the red ones are exactly the edges with findings.
        // (`edges` is put together when asked: once here, not once an edge.)
        let edges = drawing.edges
        let red = edges.indices.filter { !edges[$0].findings.isEmpty }.map(String.init)
        #expect(!red.isEmpty)
        #expect(mermaid.contains("    linkStyle " + red.joined(separator: ",") + " stroke:"))
        try Self.expectRunByRunSame(Self.largeOutcome())
    }
}
