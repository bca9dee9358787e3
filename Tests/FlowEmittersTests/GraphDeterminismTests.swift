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
}
