import FlowDiagnostics
import FlowModel

/// Transitions their context does not allow.
public struct InvalidTransitionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "invalid-transition",
        severity: .error,
        summary:
            "a transition the context does not allow: `pop` or `popToRoot` with nothing beneath, stack verbs in a `tabs` flow",
        rationale: """
            `pop` and `popToRoot` go back on a navigation stack; on the first screen of an entry \
            flow, of a presented child or of a tab nothing is beneath, and UIKit silently does \
            nothing, leaving the user stuck on a button that does not work. (On the first screen of \
            a child that shares its parent's stack, a `pop` leaves the child instead; see \
            `unreleased-child`.) A `tabs` flow has no stack of its own, so its handlers may only \
            `start`, `finish` or `stay`. Every declared transition is checked, reachable or not, in \
            each context its flow is started in.
            """,
        triggering: [
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home:
                    actions: {close: ↓pop, detail: push detail}
                  detail:
                    actions: {back: pop, top: popToRoot}
                """),
            RuleExample(files: [
                (
                    "Main.flow.yaml",
                    """
                    flow: Main
                    entry: true
                    root: tabs
                    tabs: [Home]
                    children:
                      Home: {on: {done: ↓push home}}
                    """
                ),
                (
                    "Home.flow.yaml",
                    """
                    flow: Home
                    start: home
                    outcomes: [done]
                    screens:
                      home: {actions: {close: ↓popToRoot, done: finish done}}
                    """
                ),
            ]),
            // In a tabs flow's handler, whatever the context of the flow.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens: {home: {actions: {go: start Tabs}}}
                children: {Tabs: {on: {out: stay}}}
                ---
                flow: Tabs
                root: tabs
                outcomes: [out]
                tabs: [T]
                children: {T: {on: {done: [finish out, ↓pop, ↓reset T]}}}
                ---
                flow: T
                outcomes: [done]
                start: t
                screens: {t: {actions: {ok: finish done}}}
                """),
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
                      home: {actions: {sheet: present sheet, login: start Login}}
                      sheet: {actions: {close: pop}}
                    children:
                      Login: {on: {done: stay}}
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: [done]
                    back: done
                    screens:
                      login: {actions: {close: pop, ok: finish done}}
                    """
                ),
            ]),
            // `screens` in a tabs flow is a `schema` finding and otherwise ignored.
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Home]
                children: {Home: null}
                screens:
                  lost: {actions: {back: pop, go: push lost}}
                ---
                flow: Home
                start: home
                screens: {home: null}
                """),
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, flow) in graph.flows.enumerated() {
            let name = flow.name.value
            let resolved = graph.resolved[index]
            if flow.root == .tabs {
                for declared in resolved.declared where resolved.transitions[declared].verb.isStackVerb {
                    let transition = resolved.transitions[declared]
                    findings.append(
                        finding(
                            "'\(resolved.transition(transition, in: flow))' in tabs flow '\(name)': a tabs flow has no navigation stack of its own; it may only start, finish or stay",
                            at: transition.position, in: flow))
                }
                continue
            }
            let contexts = graph.contexts[index]
            guard contexts.hasNothingBeneath else { continue }
            let place =
                contexts.isEntry
                ? "an entry flow" : contexts.isPresented ? "a presented child flow" : "a tab"
            for pop in graph.navigation[index].popsOffFirstScreen {
                findings.append(
                    finding(
                        "'\(resolved.transition(pop, in: flow))' runs on the first screen of flow '\(name)', \(place), where nothing is beneath it",
                        at: pop.position, in: flow))
            }
        }
        return findings
    }
}
