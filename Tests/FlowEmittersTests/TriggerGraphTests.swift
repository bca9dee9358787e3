import FlowModel
import FlowRules
import Testing

@testable import FlowEmitters

/// Format 1.2: how triggers are drawn, checked against the flows of the `triggers` fixture: one
/// without `from` is a node `⚡ name` its transitions leave; one with `from` has its transitions
/// leave each of its screens, labelled `⚡ name`; each edge is drawn as its verb.
@Suite struct TriggerGraphTests {
    static let directory = GraphFixtures.testDirectory + "/Fixtures/triggers"

    @Test func triggersAreDrawnFromTheirNodeOrFromTheirScreens() throws {
        let outcome = GraphFixtures.lint(Self.directory)
        #expect(outcome.diagnostics.isEmpty)
        let drawing = try GraphFixtures.drawing(Self.directory)
        let nodes = Dictionary(drawing.clusters.flatMap(\.nodes).map { ($0.id, $0) }) { first, _ in first }
        var drawn = 0
        for flow in outcome.graph.flows {
            let name = flow.name.value
            for trigger in flow.triggers {
                let node = GraphIdentifier.trigger(name, trigger.name.value)
                if trigger.from == nil {
                    #expect(nodes[node]?.kind == .trigger, "\(node)")
                    #expect(nodes[node]?.title == "⚡ " + trigger.name.value)
                } else {
                    #expect(nodes[node] == nil, "a trigger with 'from' has no node of its own")
                }
                for transition in trigger.transitions {
                    let edges = drawing.edges.filter { $0.origin == flow.location(of: transition.position) }
                    #expect(!edges.isEmpty, "\(name) trigger \(trigger.name.value): \(transition)")
                    drawn += edges.count
                    for edge in edges { #expect(edge.kind == GraphEdge.Kind(transition.verb)) }
                    if let from = trigger.from {
                        let screens = Set(from.map { GraphIdentifier.screen(name, $0.value) })
                        #expect(Set(edges.map(\.from)) == screens)
                        #expect(edges.allSatisfy { $0.label == "⚡ " + trigger.name.value })
                    } else {
                        #expect(edges.allSatisfy { $0.from == node && $0.label == trigger.name.value })
                    }
                }
            }
        }
        // Every alternative of every trigger, from each of its sources.
        #expect(drawn == 9)
        // A screen that only a `from` trigger pushes is reached, and its `pop` goes back to each.
        let cancelled = drawing.edges.filter { $0.label == "⚡ cancelled" }
        #expect(
            Set(cancelled.map(\.to)) == [
                GraphIdentifier.screen("App", "home"), GraphIdentifier.screen("App", "detail"),
            ])
    }
}
