import FlowDiagnostics
import FlowModel

/// Reachable screens of a flow with outcomes from which the flow can never finish.
public struct DeadEndScreenRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "dead-end-screen",
        severity: .warning,
        summary: "a screen of a flow with outcomes from which no `finish` can be reached, going back included",
        rationale: """
            A flow with outcomes is meant to end and hand control back to its parent. A reachable \
            screen from which no `finish` can be reached, by its actions, by going back (the back \
            button of a pushed screen, `pop`, `popToRoot`, `dismiss`, the swipe that dismisses a \
            presented screen whose `presentation` allows it) or by the flow's `back` outcome from \
            a first screen, traps the user in the flow: the only way out is to kill the app.
            """,
        triggering: [
            RuleExample(
                """
                flow: Onboarding
                entry: true
                start: welcome
                outcomes: [done]
                screens:
                  welcome:
                    actions: {next: replace terms, skip: finish done}
                  ↓terms:
                    actions: {more: present details}
                  ↓details: null
                """),
            RuleExample(
                """
                flow: Promo
                entry: true
                start: offer
                outcomes: [done]
                screens:
                  offer: {actions: {accept: finish done, details: present terms, legal: present legal}}
                  ↓terms:
                    presentation: {style: pageSheet, swipeToDismiss: false}
                  ↓legal:
                    presentation: {style: fullScreen}
                """),
        ] + Self.triggerTriggering + Self.keepTriggering + Self.thenTriggering,
        nonTriggering: [
            RuleExample(
                """
                flow: Onboarding
                entry: true
                start: welcome
                outcomes: [done]
                screens:
                  welcome:
                    actions: {next: push terms, skip: finish done}
                  terms:
                    actions: {more: present details}
                  details:
                    actions: {close: dismiss}
                """),
            RuleExample(
                """
                flow: Promo
                entry: true
                start: offer
                outcomes: [done]
                screens:
                  offer: {actions: {accept: finish done, details: present terms}}
                  terms:
                    presentation: {style: pageSheet, detents: [medium]}   # a swipe goes back
                """),
        ] + Self.triggerNonTriggering + Self.keepNonTriggering + Self.thenNonTriggering
            + Self.externalNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked where !graph.flows[index].outcomes.isEmpty {
            let flow = graph.flows[index]
            let navigation = graph.navigation[index]
            guard navigation.isAnalysed else { continue }
            for (screenIndex, screen) in flow.screens.enumerated()
            where navigation.reachable[screenIndex] && !navigation.canFinish[screenIndex] {
                // An external screen made a first screen has nothing beneath to close back to:
                // `invalid-transition` says so, alone.
                if navigation.isFirst[screenIndex] && screen.external != nil { continue }
                findings.append(
                    finding(
                        "screen '\(screen.id.value)' in flow '\(flow.name.value)' is a dead end: no 'finish' can be reached from it, going back included",
                        at: screen.id.position, in: flow))
            }
        }
        return findings
    }
}
