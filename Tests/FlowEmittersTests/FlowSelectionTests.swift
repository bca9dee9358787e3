import Testing

@testable import FlowEmitters

/// `--flow NAME`: the flow, and every flow it can start, transitively.
@Suite struct FlowSelectionTests {
    static let tabs = GraphFixtures.testDirectory + "/Fixtures/tabs"

    static func selected(_ name: String, in directory: String) throws -> [String] {
        let graph = GraphFixtures.lint(directory).graph
        let selection = try FlowSelection.flows(from: name, in: graph).get()
        return graph.flowNames.enumerated().filter { selection[$0.offset] }.map(\.element)
    }

    @Test("a flow brings its tabs, its children and theirs, but not its parents")
    func transitive() throws {
        #expect(try Self.selected("Main", in: Self.tabs) == ["Account", "Onboarding", "Feed", "Main"])
        #expect(try Self.selected("App", in: Self.tabs) == ["Account", "Onboarding", "Feed", "Main", "App"])
        #expect(try Self.selected("Feed", in: Self.tabs) == ["Feed"])
    }

    @Test("a cycle of flows ends")
    func cycle() throws {
        let selected = try Self.selected("Checkout", in: GraphFixtures.testDirectory + "/Fixtures/findings")
        #expect(selected == ["Store", "Checkout", "Payment"])
    }

    @Test("an unknown flow is an error with a suggestion")
    func unknown() {
        let graph = GraphFixtures.lint(Self.tabs).graph
        switch FlowSelection.flows(from: "Mian", in: graph) {
        case .success: Issue.record("'Mian' is not a flow")
        case .failure(let error): #expect(error.description == "no flow named 'Mian'; did you mean 'Main'?")
        }
        switch FlowSelection.flows(from: "Zzzzzz", in: graph) {
        case .success: Issue.record("'Zzzzzz' is not a flow")
        case .failure(let error): #expect(error.description == "no flow named 'Zzzzzz'")
        }
    }

    @Test("the drawing of a selection has only its flows")
    func drawing() throws {
        let drawing = try GraphFixtures.drawing(Self.tabs, flow: "Main")
        #expect(drawing.clusters.map(\.flowName) == ["Account", "Onboarding", "Feed", "Main"])
        let ids = Set(drawing.clusters.flatMap { $0.nodes.map(\.id) })
        #expect(drawing.edges.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
        #expect(!drawing.clusters.flatMap(\.nodes).contains { $0.kind == .missing })
    }
}
