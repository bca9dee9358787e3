import FlowDiagnostics
import FlowModel

/// Alerts that no transition shows (format 1.1).
public struct UnusedAlertRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused-alert",
        severity: .warning,
        summary: "an alert that no `alert` transition shows",
        rationale: """
            An alert is declared under `alerts` and shown by `alert NAME` in an action, a handler \
            or another alert's button. One that nothing shows is dead text, and its buttons' \
            transitions are checked nowhere: no screen shows it, so they run in no context, and \
            `generate` writes no method for it. It usually means an action names the wrong alert.
            """,
        triggering: [
            RuleExample(
                """
                flow: Addresses
                entry: true
                start: list
                outcomes: [deleted]
                alerts:
                  confirmDelete:
                    buttons: {delete: {role: destructive, to: finish deleted}, keep: {role: cancel}}
                  ↓confirmLeave:
                    buttons: {leave: finish deleted, stay: {role: cancel}}
                screens:
                  list: {actions: {delete: alert confirmDelete}}
                """),
            // Shown only by its own button: once it is up, but nothing puts it up.
            RuleExample(
                """
                flow: Upload
                entry: true
                start: form
                alerts:
                  ↓failed:
                    buttons: {retry: alert failed, cancel: {role: cancel}}
                screens:
                  form: null
                """),
        ],
        nonTriggering: [
            // Shown by an action, by a child's handler, and by another alert's button.
            RuleExample(files: [
                (
                    "Addresses.flow.yaml",
                    """
                    flow: Addresses
                    entry: true
                    start: list
                    outcomes: [deleted]
                    alerts:
                      confirmDelete:
                        buttons: {delete: alert reallyDelete, keep: {role: cancel}}
                      reallyDelete:
                        style: confirmationDialog
                        buttons: {delete: {role: destructive, to: finish deleted}, keep: {role: cancel}}
                      failed:
                        title: Could not sign in
                        buttons: {ok: null}
                    screens:
                      list: {actions: {delete: alert confirmDelete, login: start Login}}
                    children:
                      Login: {present: true, on: {failed: alert failed, done: stay}}
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: [done, failed]
                    back: done
                    screens:
                      login: {actions: {ok: finish done, fail: finish failed}}
                    """
                ),
            ])
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked where !graph.flows[index].alerts.isEmpty {
            let flow = graph.flows[index]
            // By the alert each `alert` transition resolves to (the first of its name); an alert
            // shown only by its own buttons is shown by nothing else.
            var shown = [Bool](repeating: false, count: flow.alerts.count)
            for transition in graph.resolved[index].transitions {
                guard let alert = transition.target.alert else { continue }
                if case .alertButton(let owner, _) = transition.place, owner == alert { continue }
                shown[alert] = true
            }
            for (position, alert) in flow.alerts.enumerated() where !shown[position] {
                findings.append(
                    finding(
                        "alert '\(alert.name.value)' of flow '\(flow.name.value)' is never shown: no 'alert' transition names it",
                        at: alert.name.position, in: flow))
            }
        }
        return findings
    }
}
