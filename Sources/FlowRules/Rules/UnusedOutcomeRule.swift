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
        for (index, flow) in graph.flows.enumerated() where !flow.outcomes.isEmpty {
            let names = graph.names[index]
            // By the position of the first outcome of each name, as transitions resolve them; `back`
            // is among them, as a `finish` from each first screen.
            var produced = [Bool](repeating: false, count: flow.outcomes.count)
            for transition in graph.resolved[index].transitions where transition.verb.finishes {
                if let outcome = transition.target.outcome { produced[outcome] = true }
            }
            for (position, outcome) in flow.outcomes.enumerated()
            where !produced[names.outcomes[outcome.name.value] ?? position] {
                findings.append(
                    finding(
                        "outcome '\(outcome.name.value)' of flow '\(flow.name.value)' is never produced: no 'finish' names it and 'back' does not",
                        at: outcome.name.position, in: flow))
            }
        }
        return findings
    }
}
