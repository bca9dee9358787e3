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
