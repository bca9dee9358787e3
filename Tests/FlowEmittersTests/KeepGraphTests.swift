import FlowModel
import FlowRules
import FlowcKit
import Testing

@testable import FlowEmitters

/// Format 1.2: how kept children are drawn, checked against the flows of the `keep` fixture: the
/// `start` of a kept child is a `keptStart` edge, drawn double in DOT and as a longer thick arrow in
/// Mermaid; a `dismiss` on the first screen of a kept flow ends at its "hidden" node, not the exit.
@Suite struct KeepGraphTests {
    static let directory = GraphFixtures.testDirectory + "/Fixtures/keep"

    @Test func keptStartsAreDoubleAndHidingDismissesEndHidden() throws {
        let outcome = GraphFixtures.lint(Self.directory)
        // Library's `dismiss` on a pushed screen is no way to hide it: the one finding.
        #expect(outcome.diagnostics.map(\.rule.rawValue) == ["dismiss-without-present"])
        let drawing = try GraphFixtures.drawing(Self.directory)
        let starts = drawing.edges.filter { $0.kind.verb == .start }
        #expect(
            Set(starts.map { "\($0.label) \($0.kind)" }) == ["library keptStart", "scan keptStart", "help start"])
        let nodes = Dictionary(drawing.clusters.flatMap(\.nodes).map { ($0.id, $0) }) { first, _ in first }
        for flow in ["Library", "Scanner"] {
            #expect(nodes[GraphIdentifier.hidden(flow)]?.kind == .hidden, "\(flow)")
        }
        // Scanner's one `dismiss`, on its first screen, hides it; Library's on a pushed screen leaves it.
        #expect(nodes[GraphIdentifier.exit("Scanner")] == nil)
        #expect(
            drawing.edges.contains {
                $0.from == GraphIdentifier.screen("Library", "detail") && $0.to == GraphIdentifier.exit("Library")
            })
        let hiding = drawing.edges.filter { $0.to.hasSuffix("__flow__hidden") }
        #expect(
            Set(hiding.map(\.from)) == [
                GraphIdentifier.screen("Library", "panel"), GraphIdentifier.screen("Scanner", "camera"),
            ])
        #expect(hiding.allSatisfy { $0.kind == .dismiss })
        // Help is not kept: drawn as before, with no hidden node.
        #expect(nodes[GraphIdentifier.hidden("Help")] == nil)

        let dot = GraphFormat.dot.emit(drawing)
        #expect(dot.contains("color=\"#2e7d32:invis:#2e7d32\""))
        #expect(dot.contains("\"Library__flow__hidden\" [shape=circle"))
        #expect(GraphFormat.mermaid.emit(drawing).contains(" ===>|\"library\"|"))
    }

    /// A finding on a kept child's start draws it red and still double in DOT (graph.md: a finding
    /// draws its edge in red; a kept child's start is a double line).
    @Test func aKeptStartWithAFindingStaysDoubleInRed() {
        let flows = """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {library: start Library}}
            children:
              Library: {present: true, keep: true}
            ---
            flow: Library
            start: panel
            outcomes: [finished]
            screens:
              panel: {actions: {close: dismiss, done: finish finished}}
            """
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "a.flow.yaml")])
        #expect(outcome.diagnostics.map(\.rule.rawValue) == ["unhandled-outcome"])
        let dot = GraphFormat.dot.emit(NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics))
        let start = dot.split(separator: "\n").first { $0.contains("\"App__home\" -> \"Library__flow__start\"") }
        #expect(start?.contains("color=\"#d00000:invis:#d00000\", fontcolor=\"#d00000\", penwidth=2") == true, "\(dot)")
    }
}
