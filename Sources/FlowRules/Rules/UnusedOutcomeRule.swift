import FlowDiagnostics
import FlowModel

/// Outcomes that nothing produces.
public struct UnusedOutcomeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused-outcome",
        severity: .warning,
        summary: "an outcome that no `finish` produces and no `back` names",
        rationale: """
            Every parent that starts the flow must handle each of its outcomes. An outcome that no \
            `finish` produces and that `back` does not name makes every parent write a handler that \
            never runs, and usually means a `finish` names the wrong outcome.
            """,
        triggering: [
            RuleExample(
                """
                flow: Login
                entry: true
                start: login
                outcomes: [loggedIn, ↓failed]
                screens:
                  login: {actions: {ok: finish loggedIn}}
                """)
        ],
        nonTriggering: [
            RuleExample(files: [
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    entry: true
                    start: login
                    outcomes: [loggedIn, cancelled, failed]
                    back: cancelled
                    screens:
                      login: {actions: {ok: finish loggedIn, help: start Help}}
                    children:
                      Help: {on: {gaveUp: finish failed}}
                    """
                ),
                (
                    "Help.flow.yaml",
                    """
                    flow: Help
                    start: help
                    outcomes: [gaveUp]
                    screens:
                      help: {actions: {close: finish gaveUp}}
                    """
                ),
            ])
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for flow in graph.flows where !flow.outcomes.isEmpty {
            var produced: Set<String> = []
            if let back = flow.back { produced.insert(back.value) }
            flow.forEachTransition { transition, _ in
                if transition.verb == .finish, let target = transition.target { produced.insert(target) }
            }
            for outcome in flow.outcomes where !produced.contains(outcome.name.value) {
                findings.append(
                    finding(
                        "outcome '\(outcome.name.value)' of flow '\(flow.name.value)' is never produced: no 'finish' names it and 'back' does not",
                        at: outcome.name.location, flow: flow.name.value))
            }
        }
        return findings
    }
}
