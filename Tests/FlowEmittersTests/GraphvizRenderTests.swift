import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

@testable import FlowEmitters

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every drawing goes through the real Graphviz: `dot -Tsvg` must exit 0, print nothing on
/// standard error (no warning, no error) and give well-formed SVG. Without `dot` the tests are
/// skipped, and fail under CI (`RequiredTool`): install it (`apt-get install -y graphviz`,
/// `brew install graphviz`).
@Suite struct GraphvizRenderTests {
    @Test(
        "dot -Tsvg renders the drawing without a word on standard error", .requires(.graphviz),
        arguments: GraphFixtures.cases)
    func render(_ fixture: GraphFixtures.Case) throws {
        let output = DotEmitter().emit(try GraphFixtures.drawing(fixture.directory))
        try Self.expectCleanRender(output, name: fixture.name)
    }

    @Test("dot renders every --flow selection of the example app", .requires(.graphviz))
    func renderSelections() throws {
        let outcome = GraphFixtures.lint("flows")
        for name in outcome.graph.flowNames {
            let selection = try FlowSelection.flows(from: name, in: outcome.graph).get()
            let drawing = NavigationGraphBuilder().build(
                outcome.graph, diagnostics: outcome.diagnostics, selection: selection)
            try Self.expectCleanRender(DotEmitter().emit(drawing), name: "example --flow \(name)")
        }
    }

    /// A lint-clean flow may name a view or a type of any length; Graphviz refuses a quoted string
    /// over 16 KiB. Labels and tooltips that long are cut, and the drawing still renders.
    @Test("dot renders a drawing whose texts are longer than Graphviz reads", .requires(.graphviz))
    func renderLongTexts() throws {
        let view = "V" + String(repeating: "é&\"\\", count: 5_000)
        let text = """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {go: {input: "\(String(repeating: "Long", count: 5_000))", to: push detail}}}
              detail: {view: '\(view)', input: Int}
            """
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: text, path: "a.flow.yaml")])
        let drawing = NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics, selection: nil)
        let dot = DotEmitter().emit(drawing)
        #expect(dot.contains("…\""), "a long text is cut and says so")
        try Self.expectCleanRender(dot, name: "long texts")
    }

    static func expectCleanRender(_ dot: String, name: String) throws {
        let executable = try #require(
            RequiredTool.graphviz.command?.first, "Graphviz 'dot' is not installed (\(RequiredTool.graphviz.install))")
        let result = try ProcessRunner.run([executable, "-Tsvg"], input: Data(dot.utf8))
        #expect(result.status == 0, "\(name): dot exited \(result.status)")
        let errors = result.standardError
        #expect(errors.isEmpty, "\(name): dot printed:\n\(errors)")
        #expect(!result.standardOutput.isEmpty, "\(name): dot printed no SVG")
        let parser = XMLParser(data: Data(result.standardOutput.utf8))
        #expect(parser.parse(), "\(name): the SVG is not well-formed XML: \(String(describing: parser.parserError))")
    }
}
