import FlowDiagnostics
import FlowModel

/// Transitions their context does not allow.
public struct InvalidTransitionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "invalid-transition",
        severity: .error,
        summary:
            "a transition the context does not allow: `pop` or `popToRoot` with nothing beneath, stack verbs in a `tabs` flow, a move beneath a child that keeps running",
        rationale: """
            `pop` and `popToRoot` go back on a navigation stack; on the first screen of an entry \
            flow, of a presented child or of a tab nothing is beneath, and UIKit silently does \
            nothing, leaving the user stuck on a button that does not work. (On the first screen of \
            a child that shares its parent's stack, a `pop` leaves the child instead; see \
            `unreleased-child`.) A `tabs` flow has no stack of its own, so its handlers may only \
            `start`, `finish`, `stay` or `select` a tab; a stack flow has no tabs to `select`. The \
            handler of a child's event runs while the child is still on screen: it may push, present, \
            start, send, finish or reset, but a `pop`, `popToRoot`, `dismiss` or `replace` there would \
            move the parent's screens out from under the running child. Every declared transition is \
            checked, reachable or not, in each context its flow is started in.
            """,
        triggering: [
            RuleExample(
                """
                flow: Browser
                entry: true
                start: browser
                screens:
                  browser: {actions: {library: start Library, more: push more}}
                  more: null
                children:
                  Library: {on: {openURL: ↓popToRoot, closed: replace more}}
                ---
                flow: Library
                start: list
                events: [openURL]
                outcomes: [closed]
                screens:
                  list: {actions: {open: send openURL, close: finish closed}}
                """),
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home:
                    actions: {close: ↓pop, detail: push detail, browse: ↓select catalog}
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
            // Format 1.1: an alert is no screen; its button goes back from the screen that showed it.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                alerts:
                  leave:
                    buttons: {leave: ↓pop, stay: {role: cancel}}
                screens:
                  home: {actions: {close: alert leave, open: push detail}}
                  detail: {actions: {close: alert leave}}
                """),
        ],
        nonTriggering: [
            // The handler of an event runs with the child still on screen: it may push or present.
            RuleExample(
                """
                flow: Browser
                entry: true
                start: browser
                screens:
                  browser: {actions: {library: start Library}}
                  page: {input: URL, actions: {close: pop}}
                children:
                  Library: {on: {openURL: push page, share: stay}}
                ---
                flow: Library
                start: list
                events: {openURL: URL, share: null}
                screens:
                  list: {actions: {open: {input: URL, to: send openURL}, share: send share}}
                """),
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
            for declared in resolved.declared where resolved.transitions[declared].verb.targetKind == .tab {
                let transition = resolved.transitions[declared]
                findings.append(
                    finding(
                        "'\(resolved.transition(transition, in: flow))' in stack flow '\(name)': only a tabs flow has tabs to select",
                        at: transition.position, in: flow))
            }
            // Reported once: as a move beneath a running child, not also as a pop with nothing beneath.
            var movesBeneathChildren: Set<SourcePosition> = []
            for child in flow.children.indices {
                guard let childFlow = resolved.childFlows[child], !graph.flows[childFlow].events.isEmpty else {
                    continue
                }
                for handler in flow.children[child].handlers.indices {
                    guard let event = resolved.handledEvent(ofHandler: handler, ofChild: child) else { continue }
                    for declared in resolved.alternatives(ofHandler: handler, ofChild: child) {
                        let transition = resolved.transitions[declared]
                        switch transition.verb.stackEffect {
                        case .pop, .popToRoot, .dismiss, .replace:
                            let eventName = graph.flows[childFlow].events[event].name.value
                            movesBeneathChildren.insert(transition.position)
                            findings.append(
                                finding(
                                    "'\(resolved.transition(transition, in: flow))' handles event '\(eventName)' of child '\(flow.children[child].flow.value)', which keeps running on screen: a handler of an event may not move the screens beneath it",
                                    at: transition.position, in: flow))
                        case .push, .present, .none, .reset:
                            break
                        }
                    }
                }
            }
            let contexts = graph.contexts[index]
            guard contexts.hasNothingBeneath else { continue }
            let place =
                contexts.isEntry
                ? "an entry flow" : contexts.isPresented ? "a presented child flow" : "a tab"
            for pop in graph.navigation[index].popsOffFirstScreen where !movesBeneathChildren.contains(pop.position) {
                findings.append(
                    finding(
                        "'\(resolved.transition(pop, in: flow))' runs on the first screen of flow '\(name)', \(place), where nothing is beneath it",
                        at: pop.position, in: flow))
            }
        }
        return findings
    }
}
