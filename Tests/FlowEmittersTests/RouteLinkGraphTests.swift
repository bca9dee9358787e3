import FlowDiagnostics
import FlowModel
import FlowcKit
import Testing

@testable import FlowEmitters

/// Format 1.2: a route's tag shows its fragment (`#/{roomID}`) and its query items' names
/// (`?q&page`); its edge is labelled with the entry it starts its flow at.
@Suite struct RouteLinkGraphTests {
    static let flows = """
        flow: Lobby
        entry: true
        start: hall
        screens: {hall: {actions: {enter: {input: String, to: start Room}}}}
        children: {Room: {present: true, on: {left: stay}}}
        ---
        flow: Room
        outcomes: [left]
        back: left
        entries:
          main: {input: String, start: room}
          details: {input: String, start: room}
        screens:
          room: {input: String, actions: {leave: finish left, members: {input: String, to: push members}}}
          members: {input: String}
        routes:
          "/": {fragment: "/{roomID}", roomID: String, to: start}
          "room/{roomID}/details": {roomID: String, entry: details, to: start}
          "room/members": {query: {room: String, member: String}, entry: details, to: push members}
        """

    @Test func aRoutesTagShowsItsFragmentAndQueryAndItsEdgeItsEntry() throws {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "a.flow.yaml")])
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        let drawing = NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics)
        let routes = (0..<3).map { GraphIdentifier.route("Room", $0) }
        let nodes = drawing.clusters.flatMap(\.nodes)
        let titles = routes.map { id in nodes.first { $0.id == id }?.title }
        #expect(titles == ["/#/{roomID}", "room/{roomID}/details", "room/members?room&member"])
        let labels = routes.map { id in drawing.edges.first { $0.from == id }?.label }
        #expect(labels == ["start", "details", "details: push"])
    }
}
