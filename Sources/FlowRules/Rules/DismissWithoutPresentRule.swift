import FlowDiagnostics
import FlowModel

/// `dismiss` on a screen that stands on the flow's own stack, not on a presented one.
public struct DismissWithoutPresentRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "dismiss-without-present",
        severity: .warning,
        summary: "`dismiss` on a screen that is never presented",
        rationale: """
            `dismiss` leads back to the presenter of the navigation controller a screen is on. On a \
            screen of the flow's own stack there is no presenter within the flow: UIKit either does \
            nothing or dismisses whatever presented the whole flow, past the coordinator's back. A \
            screen pushed above a presented one may dismiss. The first screen of a presented child \
            counts as not presented: such a flow ends with `finish` (or `back`), which lets its \
            parent release it.
            """,
        triggering: [
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home:
                    actions: {detail: push detail, close: ↓dismiss}
                  detail:
                    actions: {close: ↓dismiss}
                """),
            // A screen both pushed on the flow's own stack and presented: where it was pushed,
            // nothing is there to dismiss.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home:
                    actions: {open: push detail, sheet: present detail}
                  detail:
                    actions: {close: ↓dismiss}
                """),
            // Checked whether or not `start` reaches the screen, and without a `start`.
            RuleExample(
                """
                flow: Help
                entry: true
                start: home
                screens:
                  home: {}
                  rules:
                    actions:
                      close: ↓dismiss
                """),
            RuleExample(
                """
                flow: Help
                entry: true
                screens:
                  home: {}
                  rules:
                    actions:
                      close: ↓dismiss
                """),
        ] + Self.keepTriggering + Self.thenTriggering,
        nonTriggering: [
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home:
                    actions: {filters: present filters}
                  filters:
                    actions: {more: push advanced, close: dismiss}
                  advanced:
                    actions: {done: dismiss}
                """),
            RuleExample(
                """
                flow: Chats
                entry: true
                start: home
                screens:
                  home: null
                  profile: {input: String, actions: {close: dismiss}}
                routes:
                  "user/{id}": {id: String, to: present profile}
                """),
            // A `dismiss` in the handler of an event is `invalid-transition` alone: one mistake, one finding.
            RuleExample(
                """
                flow: Browser
                entry: true
                start: browser
                screens:
                  browser: {actions: {library: start Library}}
                children:
                  Library: {on: {openURL: dismiss}}
                ---
                flow: Library
                start: list
                events: [openURL]
                screens:
                  list: {actions: {open: send openURL}}
                """),
        ] + Self.keepNonTriggering + Self.thenNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked where graph.flows[index].root == .stack {
            let flow = graph.flows[index]
            let dismisses = graph.navigation[index].dismissesOnRootStack
            guard !dismisses.isEmpty else { continue }
            // One mistake, one finding: a `dismiss` that runs while a child keeps running is
            // `invalid-transition` already, whatever the screen beneath.
            let transitions = graph.resolved[index].transitions
            let beneathRunningChild = Set(
                graph.movesBeneathRunningChildren(inFlow: index).map { transitions[$0.declared].position })
            // An entry flow has nothing to close; a child ends with `finish`, which its parent answers.
            let consequence =
                flow.isEntry
                ? "there is nothing to close"
                : "it would close what presented the flow, or nothing; end the flow with 'finish'"
            for dismiss in dismisses where !beneathRunningChild.contains(dismiss.position) {
                findings.append(
                    finding(
                        "'dismiss' in flow '\(flow.name.value)' runs on a screen of the flow's own stack, which nothing in the flow presents: \(consequence)",
                        at: dismiss.position, in: flow))
            }
        }
        return findings
    }
}
