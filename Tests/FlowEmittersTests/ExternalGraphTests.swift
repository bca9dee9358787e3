import FlowDiagnostics
import FlowModel
import FlowcKit
import Testing

@testable import FlowEmitters

/// Format 1.2, §6: an external screen is drawn as a box with a dashed double border, and its `to`
/// as a second step from each screen it was shown over, labelled `<screen> ▸ then`.
@Suite struct ExternalGraphTests {
    static let flows = """
        flow: App
        entry: true
        start: home
        screens:
          home: {actions: {share: {input: Int, to: present activity}, more: push list}}
          list: {actions: {share: {input: Int, to: present activity}}}
          activity: {external: true, input: Int, result: Int, to: [push detail, start Devices, stay]}
          detail: {input: Int}
        children:
          Devices: {present: true, on: {done: stay}}
        ---
        flow: Devices
        start: devices
        input: Int
        outcomes: [done]
        back: done
        screens: {devices: {input: Int}}
        """

    func drawing() -> NavigationGraph {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "a.flow.yaml")])
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        return NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics)
    }

    @Test func theStepsLeaveEachScreenBeneath() {
        let edges = drawing().edges.filter { $0.label.contains("▸ then") }.map {
            "\($0.label): \($0.from) -> \($0.to) (\($0.kind))"
        }.sorted()
        #expect(
            edges == [
                "activity ▸ then: App__home -> App__detail (push)",
                "activity ▸ then: App__home -> Devices__flow__start (start)",
                "activity ▸ then: App__list -> App__detail (push)",
                "activity ▸ then: App__list -> Devices__flow__start (start)",
            ])
    }

    @Test func theExternalScreenIsItsOwnKindOfNode() throws {
        let graph = drawing()
        let node = try #require(graph.clusters.flatMap(\.nodes).first { $0.title == "activity" })
        #expect(node.kind == .externalScreen)
        #expect(node.subtitle == "external: Int")
        let dot = DotEmitter().emit(graph)
        #expect(dot.contains("style=dashed, peripheries=2, label=\"activity\\nexternal: Int\""))
    }
}
