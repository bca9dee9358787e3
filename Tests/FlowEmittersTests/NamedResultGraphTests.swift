import FlowModel
import FlowRules
import FlowcKit
import Testing

@testable import FlowEmitters

/// Named results (format 1.2) in a drawing: a `return NAME` edge goes back to the asking screens
/// like a plain `return`, labelled with the answer it names.
@Suite struct NamedResultGraphTests {
    static let flows = """
        flow: Devices
        entry: true
        start: list
        screens:
          list:
            actions:
              remove: {to: present confirm, result: [removed, kept]}
              pick: {to: start Picker, result: {chosen: String, unchanged: null}}
          confirm:
            actions: {yes: return removed, close: return, ask: alert sure}
        alerts:
          sure: {buttons: {keep: {to: return kept}, back: {role: cancel}}}
        children:
          Picker: {on: {picked: return chosen, cancelled: return unchanged}}
        ---
        flow: Picker
        start: palette
        outcomes: {picked: String, cancelled: null}
        back: cancelled
        screens: {palette: {actions: {pick: {input: String, to: finish picked}}}}
        """

    @Test func aReturnThatNamesAnAnswerIsLabelledWithItBackToTheAskingScreen() throws {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "Devices.flow.yaml")])
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty)
        let drawing = NavigationGraphBuilder().build(
            outcome.graph, diagnostics: outcome.diagnostics,
            selection: try FlowSelection.flows(from: nil, in: outcome.graph).get())
        let list = GraphIdentifier.screen("Devices", "list")
        let returns = drawing.edges.filter { $0.label.hasPrefix("↩") }.map { "\($0.label) -> \($0.to)" }.sorted()
        #expect(
            returns == [
                "↩ cancelled: unchanged -> \(list)", "↩ close -> \(list)", "↩ keep: kept -> \(list)",
                "↩ picked: chosen -> \(list)", "↩ yes: removed -> \(list)",
            ])
    }
}
