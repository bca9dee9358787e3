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
            each context its flow is started in. `return` hands a value back to the action that \
            asked for it with `result`: in a child's handler, an action that starts the child; in \
            a presented screen's action, an action that presents its stack. Where no such action \
            leads, the value would go nowhere.
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
                children: {T: {on: {done: [finish out, ↓pop]}}}
                ---
                flow: T
                outcomes: [done]
                start: t
                screens: {t: {actions: {ok: finish done}}}
                """),
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: review
                screens:
                  review: {actions: {change: start AddressBook, card: present card}}
                  card: {actions: {done: {input: Card, to: ↓return}}}
                children:
                  AddressBook: {present: true, on: {selected: ↓return}}
                ---
                flow: AddressBook
                start: list
                outcomes: {selected: Address}
                screens: {list: {actions: {pick: {input: Address, to: finish selected}}}}
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
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: review
                screens:
                  review:
                    actions:
                      change: {to: start AddressBook, result: Address}
                      card: {to: present card, result: Card}
                  card: {actions: {done: {input: Card, to: return}, more: push more}}
                  more: {actions: {done: {input: Card, to: return}}}
                children:
                  AddressBook: {present: true, on: {selected: return, cancelled: return}}
                ---
                flow: AddressBook
                start: list
                outcomes: {selected: Address, cancelled: null}
                back: cancelled
                screens: {list: {actions: {pick: {input: Address, to: finish selected}}}}
                """),
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, flow) in graph.flows.enumerated() {
            let name = flow.name.value
            let resolved = graph.resolved[index]
            findings += returnsWithoutAsker(in: graph, flow: index)
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

    /// `return` where no action that asks for a `result` can lead: it would hand its value to
    /// nobody. In a screen's action, also where the screen can stand on the flow's own stack,
    /// which a `return` cannot dismiss.
    private func returnsWithoutAsker(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        for declared in resolved.declared where resolved.transitions[declared].verb.returnsResult {
            let transition = resolved.transitions[declared]
            switch transition.place {
            case .handler(let child, let handler):
                guard graph.askers(of: transition, inFlow: index).isEmpty else { continue }
                let childName = flow.children[child].flow.value
                findings.append(
                    finding(
                        "'return' in the handler of '\(flow.children[child].handlers[handler].outcome.value)' of child '\(childName)' hands its value to nobody: no action of flow '\(flow.name.value)' that starts \(childName) declares a 'result'",
                        at: transition.position, in: flow))
            case .action(let screen, _):
                let screenID = flow.screens[screen].id.value
                if graph.navigation[index].stacks[screen].onRoot {
                    findings.append(
                        finding(
                            "'return' on screen '\(screenID)' of flow '\(flow.name.value)', which can stand on the flow's own stack: only a presented screen returns a value, and is dismissed",
                            at: transition.position, in: flow))
                } else if graph.askers(of: transition, inFlow: index).isEmpty {
                    findings.append(
                        finding(
                            "'return' on screen '\(screenID)' of flow '\(flow.name.value)' hands its value to nobody: no action that presents its stack declares a 'result'",
                            at: transition.position, in: flow))
                }
            case .start, .tab, .back:
                continue
            }
        }
        return findings
    }
}
