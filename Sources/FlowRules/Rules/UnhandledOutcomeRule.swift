import FlowDiagnostics
import FlowModel

/// A parent that starts a child without saying what to do for one of its outcomes.
public struct UnhandledOutcomeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unhandled-outcome",
        severity: .error,
        summary: "a parent that starts a child without an `on` entry for one of the child's outcomes",
        rationale: """
            When a child finishes, its parent decides what happens next: stay, pop back, push the \
            next screen, finish itself. An outcome with no `on` entry leaves the user on whatever \
            screen was beneath the child with nothing to say why; the generated code would have no \
            case to run. Each missing outcome is its own finding, at the child's key. Tabs and \
            `permanent` children live as long as their parent and need no handlers.
            """,
        triggering: [
            RuleExample(files: [
                (
                    "Shop.flow.yaml",
                    """
                    flow: Shop
                    entry: true
                    start: home
                    screens:
                      home: {actions: {login: start Login}}
                    children:
                      ↓↓Login:
                        present: true
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: {loggedIn: User, cancelled: null}
                    screens:
                      login:
                        actions: {ok: {input: User, to: finish loggedIn}, close: finish cancelled}
                    """
                ),
            ])
        ],
        nonTriggering: [
            RuleExample(files: [
                (
                    "Shop.flow.yaml",
                    """
                    flow: Shop
                    entry: true
                    start: home
                    screens:
                      home: {actions: {login: start Login}}
                    children:
                      Login:
                        present: true
                        on: {loggedIn: stay, cancelled: stay}
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: [loggedIn, cancelled]
                    screens:
                      login:
                        actions: {ok: finish loggedIn, close: finish cancelled}
                    """
                ),
            ])
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, parent) in graph.flows.enumerated() {
            let started = Set(graph.startedFlows[index])
            let tabs = Set((parent.tabs ?? []).map(\.value))
            for child in parent.children where !child.isPermanent && !tabs.contains(child.flow.value) {
                guard started.contains(child.flow.value), let flow = graph.flow(named: child.flow.value) else {
                    continue
                }
                for outcome in flow.outcomes where child.handler(for: outcome.name.value) == nil {
                    findings.append(
                        finding(
                            "flow '\(parent.name.value)' starts child '\(flow.name.value)' but has no 'on' entry for its outcome '\(outcome.name.value)'",
                            at: child.flow.position, in: parent))
                }
            }
        }
        return findings
    }
}
