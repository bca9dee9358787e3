import FlowDiagnostics
import FlowModel
import FlowcKit
import Testing

@testable import FlowEmitters

/// Format 1.2: a second step (`then`) is drawn as its verb from each screen its closing step lands
/// on, labelled `<place> ▸ then`; the closing step is drawn as any other.
@Suite struct ThenGraphTests {
    static let flows = """
        flow: App
        entry: true
        start: home
        screens:
          home: {actions: {scan: present scanner, rooms: push directory}}
          directory: {actions: {scan: present scanner, back: {to: pop, then: push directory}}}
          scanner:
            actions:
              selectRoomID: {input: String, to: dismiss, then: start Room}
              manual: {input: String, to: dismiss, then: {to: push detail, make: true}}
          detail: {input: Int}
        children:
          Room: {present: true, on: {left: stay}}
        ---
        flow: Room
        start: room
        input: String
        outcomes: [left]
        back: left
        screens: {room: null}
        """

    func drawing() -> NavigationGraph {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "a.flow.yaml")])
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        return NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics)
    }

    /// Each edge labelled `… ▸ then`, as `from -> to (kind)`.
    func thenEdges() -> [String] {
        drawing().edges.filter { $0.label.contains("▸ then") }.map {
            "\($0.label): \($0.from) -> \($0.to) (\($0.kind))"
        }.sorted()
    }

    @Test func theSecondStepLeavesEachScreenTheFirstLandsOn() {
        #expect(
            thenEdges() == [
                "back ▸ then: App__home -> App__directory (push)",
                "manual ▸ then ⚙: App__directory -> App__detail (push)",
                "manual ▸ then ⚙: App__home -> App__detail (push)",
                "selectRoomID ▸ then: App__directory -> Room__flow__start (start)",
                "selectRoomID ▸ then: App__home -> Room__flow__start (start)",
            ])
    }

    @Test func theClosingStepIsDrawnAsAnyOther() {
        let closing = drawing().edges.filter { $0.label == "selectRoomID" }
        #expect(!closing.isEmpty)
        #expect(closing.allSatisfy { $0.kind == .dismiss && $0.from == GraphIdentifier.screen("App", "scanner") })
    }

    @Test func bothFormatsWriteTheLabel() {
        for format in GraphFormat.allCases {
            #expect(format.emit(drawing()).contains("selectRoomID ▸ then"), "\(format)")
        }
    }
}
