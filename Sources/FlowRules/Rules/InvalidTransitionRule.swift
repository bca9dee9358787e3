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
            nothing, leaving the user stuck on a button that does not work; so it is on the first \
            screen of a child that such a flow starts first (a `start` item, a `reset`). (On the \
            first screen of a child that shares its parent's stack otherwise, a `pop` leaves the \
            child instead; see `unreleased-child`.) A `tabs` flow has no stack of its own, so its \
            handlers may only `start`, `finish`, `stay`, `select` a tab, `send` an event or show an \
            `alert`; a stack flow has no tabs to `select`. The handler of a child's event runs while \
            the child is still on screen: it may push, present, start, send, finish, stay or reset, \
            but a `pop`, `popToRoot`, `dismiss` or `replace` there would \
            move the parent's screens out from under the running child; so would those of the \
            buttons of an alert it shows. `return` hands a value back to the action that asked for \
            it with `result`: in a child's handler, an action that starts the child; in a presented \
            screen's action, or a button of an alert that screen shows, an action that presents its \
            stack. Where no such action leads, or the screen can stand on the flow's own stack, the \
            value would go nowhere. Every declared transition is checked, reachable or not, in each \
            context its flow is started in.
            """,
        triggering: [
            // A tabs flow selects its tabs: each runs from the start.
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Home, Cart]
                triggers: {orderPlaced: ↓start Cart, browse: select Home}
                children:
                  Home: {on: {checkout: ↓start Cart.review}}
                  Cart: null
                ---
                flow: Home
                start: home
                outcomes: [checkout]
                screens: {home: {actions: {buy: finish checkout}}}
                ---
                flow: Cart
                entries: {main: {start: cart}, review: {start: cart}}
                screens: {cart: null}
                """),
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
            // A child that a `reset` starts runs on the emptied stack: after it, nothing is beneath.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: {actions: {more: push detail}}
                  detail: {actions: {signOut: reset Main}}
                children:
                  Main: {on: {done: ↓pop}}
                ---
                flow: Main
                start: main
                outcomes: [done]
                screens:
                  main: {actions: {out: finish done}}
                """),
            // A child its entry flow starts first stands at the bottom of the window's stack.
            RuleExample(
                """
                flow: App
                entry: true
                start: Main
                children:
                  Main: {on: {done: stay}}
                ---
                flow: Main
                start: main
                outcomes: [done]
                back: done
                screens:
                  main: {actions: {close: ↓pop, more: push detail}}
                  detail: {actions: {back: pop}}
                """),
            // A `replace` beneath the running child is as wrong as a pop.
            RuleExample(
                """
                flow: Browser
                entry: true
                start: browser
                screens:
                  browser: {actions: {library: start Library}}
                  page: null
                children:
                  Library: {on: {openURL: ↓replace page}}
                ---
                flow: Library
                start: list
                events: [openURL]
                screens:
                  list: {actions: {open: send openURL}}
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
            // A screen both pushed and presented for a result can stand on the flow's own stack, where
            // a `return` has no presented stack to dismiss.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home: {actions: {edit: push editor, add: {to: present editor, result: Item}}}
                  editor: {actions: {save: {input: Item, to: ↓return}}}
                """),
            // Format 1.1: a button runs as one of the actions of the screen that shows its alert; an
            // alert shown by the handler of an event runs its buttons where that handler runs, with
            // the child still on screen.
            RuleExample(
                """
                flow: Browser
                entry: true
                start: browser
                alerts:
                  leave: {buttons: {leave: ↓pop, stay: {role: cancel}}}
                  keep: {buttons: {save: ↓return, cancel: {role: cancel}}}
                screens:
                  browser: {actions: {more: push more, ask: alert keep}}
                  more: {actions: {library: start Library, close: alert leave}}
                children:
                  Library: {on: {openURL: alert leave}}
                ---
                flow: Library
                start: list
                events: [openURL]
                screens:
                  list: {actions: {open: send openURL}}
                """),
            // A screen only ever presented is the bottom of a navigation controller of its own:
            // `pop` and `popToRoot` there do nothing (`dismiss` closes it); pushed, it may pop.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: {actions: {sheet: present sheet, detail: push detail, more: present detail}}
                  sheet: {actions: {back: ↓pop, top: ↓popToRoot, close: dismiss}}
                  detail: {actions: {back: pop}}
                """),
        ] + Self.triggerTriggering + Self.thenTriggering + Self.externalTriggering,
        nonTriggering: [
            // The entry flow starts Auth's `main` first; Settings pushes Auth's `settings` entry,
            // whose first screen may pop back to the settings (Bitwarden's auth stack).
            RuleExample(
                """
                flow: App
                entry: true
                start: [Auth, Settings]
                children:
                  Auth: {on: {done: stay}}
                  Settings: null
                ---
                flow: Auth
                outcomes: [done]
                back: done
                entries:
                  main: {start: landing}
                  settings: {start: unlockSetup}
                screens:
                  landing: {actions: {logIn: finish done}}
                  unlockSetup: {actions: {later: pop}}
                ---
                flow: Settings
                start: settings
                screens:
                  settings: {actions: {setUp: start Auth.settings}}
                children:
                  Auth: {on: {done: stay}}
                """),
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
                      sheet: {actions: {close: dismiss}}
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
            // Format 1.1: a button of an alert shown by a screen presented for a result returns as
            // the screen's own actions do.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: {actions: {addCard: {to: present card, result: Card}}}
                  card: {actions: {save: {input: Card, to: return}, cancel: alert discard}}
                alerts:
                  discard: {buttons: {discard: return, keep: {role: cancel}}}
                """),
            // A tabs flow's handlers may also show an alert and pass an event on.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens: {home: {actions: {go: start Tabs}}}
                children: {Tabs: {on: {out: stay, help: stay}}}
                ---
                flow: Tabs
                root: tabs
                outcomes: [out]
                events: [help]
                tabs: [T]
                alerts:
                  confirm: {buttons: {leave: finish out, stay: {role: cancel}}}
                children: {T: {on: {done: alert confirm, help: send help}}}
                ---
                flow: T
                outcomes: [done]
                events: [help]
                start: t
                screens: {t: {actions: {ok: finish done, help: send help}}}
                """),
        ] + Self.triggerNonTriggering + Self.thenNonTriggering + Self.externalNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            let name = flow.name.value
            let resolved = graph.resolved[index]
            findings += returnsWithoutAsker(in: graph, flow: index)
            findings += externalFirstScreens(in: graph, flow: index)
            if flow.root == .tabs {
                // A trigger's `return` too: a tabs flow has no screen to answer from (a handler's or
                // a button's is `returnsWithoutAsker`'s: no action asks).
                for declared in resolved.declared
                where resolved.transitions[declared].verb.isStackVerb
                    || Self.isTriggerReturn(resolved.transitions[declared])
                {
                    let transition = resolved.transitions[declared]
                    findings.append(
                        finding(
                            "'\(resolved.transition(transition, in: flow))' in tabs flow '\(name)': a tabs flow has no navigation stack of its own; it may start, select, finish, stay, send or show an alert",
                            at: transition.position, in: flow))
                }
                // A tab runs from the start, in its place in the tab bar: it is selected, not started.
                let tabs = Set(flow.tabs?.map(\.value) ?? [])
                for declared in resolved.declared where resolved.transitions[declared].verb == .start {
                    let transition = resolved.transitions[declared]
                    guard transition.place != .tab, case .child(let child) = transition.target,
                        tabs.contains(flow.children[child].flow.value)
                    else { continue }
                    let tab = flow.children[child].flow.value
                    findings.append(
                        finding(
                            "'\(resolved.transition(transition, in: flow))' in tabs flow '\(name)': '\(tab)' is one of its tabs, which runs from the start; show it with 'select \(tab)'",
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
            for running in graph.movesBeneathRunningChildren(inFlow: index) {
                let transition = resolved.transitions[running.declared]
                let eventName = resolved.childFlows[running.child].map {
                    graph.flows[$0].events[running.event].name.value
                }
                let childName = flow.children[running.child].flow.value
                movesBeneathChildren.insert(transition.position)
                let place: String
                if case .alertButton(let alert, let button) = transition.place {
                    place =
                        "in button '\(flow.alerts[alert].buttons[button].name.value)' of alert '\(flow.alerts[alert].name.value)', which the handler of event '\(eventName ?? "")' of child '\(childName)' shows,"
                } else {
                    place = "handles event '\(eventName ?? "")' of child '\(childName)',"
                }
                findings.append(
                    finding(
                        "'\(resolved.transition(transition, in: flow))' \(place) which keeps running on screen: a handler of an event may not move the screens beneath it",
                        at: transition.position, in: flow))
            }
            findings += triggerMovesOverAnyScreen(in: graph, flow: index)
            // A presented screen is the bottom of a navigation controller of its own, whatever the context.
            for pop in graph.navigation[index].popsOffPresentedScreen where !movesBeneathChildren.contains(pop.position)
            {
                var screen = "a screen"
                switch pop.place {
                case .action(let onScreen, _): screen = "screen '\(flow.screens[onScreen].id.value)'"
                case .alertButton(let alert, let button):
                    screen =
                        "the screen showing alert '\(flow.alerts[alert].name.value)' (button '\(flow.alerts[alert].buttons[button].name.value)')"
                case .trigger(let trigger):
                    let name = flow.triggers[trigger].name.value
                    let screens = graph.resolved[index].triggerScreens[trigger] ?? []
                    screen =
                        screens.count == 1
                        ? "screen '\(flow.screens[screens[0]].id.value)' (trigger '\(name)')"
                        : "one of the screens of trigger '\(name)'"
                default:
                    // A second step (`then`), an external screen's `to`: where its first step lands.
                    let words = TypeMismatchRule.placeWords(pop.place, in: flow, resolved: resolved)
                    screen = "the screen where \(words) runs"
                }
                findings.append(
                    finding(
                        "'\(resolved.transition(pop, in: flow))' runs on \(screen), which is only ever presented, in a navigation controller of its own where nothing is beneath it; close it with 'dismiss'",
                        at: pop.position, in: flow))
            }
            let contexts = graph.contexts[index]
            // A pop on a first screen with nothing beneath is reported as such; a kept flow's
            // dismiss there hides it whatever is beneath.
            findings += thenStepsInTheParent(in: graph, flow: index, dismissesOnly: contexts.hasNothingBeneath)
            guard contexts.hasNothingBeneath else { continue }
            let place: String
            if contexts.isEntry {
                place = "an entry flow"
            } else if contexts.isPresented {
                place = "a presented child flow"
            } else if contexts.isTab {
                place = "a tab"
            } else {
                place = "which flow '\(graph.flows[contexts.startedFirstBy ?? index].name.value)' starts first"
            }
            for pop in graph.navigation[index].popsOffFirstScreen where !movesBeneathChildren.contains(pop.position) {
                let written = resolved.transition(pop, in: flow)
                let message: String
                if case .handler(let child, let handler) = pop.place {
                    // The child's screens are gone when its handler runs: the flow shows its first
                    // screen (the child was started from it) or none (started first, or reset to).
                    let outcome = flow.children[child].handlers[handler].outcome.value
                    message =
                        "'\(written)' handles outcome '\(outcome)' of child '\(flow.children[child].flow.value)', which can end on the first screen of flow '\(name)', \(place), or with none of its screens shown, where nothing is beneath"
                } else {
                    message =
                        "'\(written)' runs on the first screen of flow '\(name)', \(place), where nothing is beneath it"
                }
                findings.append(finding(message, at: pop.position, in: flow))
            }
        }
        return findings
    }

    /// Whether an action that declares a `result` presents the bottom of a stack `screen` can
    /// stand on: a `return` there has somebody to answer.
    private func asksForResult(_ graph: FlowGraph, flow index: Int, beneath screen: Int) -> Bool {
        let bottoms = graph.navigation[index].stacks[screen].presentedBottoms
        let resolved = graph.resolved[index]
        return resolved.resultAskers.contains { position in
            let asker = resolved.transitions[position]
            return asker.verb.stackEffect == .present && asker.target.screen.map { bottoms.contains($0) } == true
        }
    }

    /// `return` where no action that asks for a `result` can lead: it would hand its value to
    /// nobody. In a screen's action, also where the screen can stand on the flow's own stack,
    /// which a `return` cannot dismiss.
    private static func isTriggerReturn(_ transition: ResolvedTransition) -> Bool {
        guard transition.verb.returnsResult, case .trigger = transition.place else { return false }
        return true
    }

    private func returnsWithoutAsker(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        // Made when a button returns: few flows have one.
        var runningMoves: Set<Int>?
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
                if graph.navigation[index].stacks.isOnFirstStack(screen) {
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
            case .alertButton(let alert, _):
                // A button runs as one of the actions of each screen that shows its alert; one shown
                // by an event's handler is `invalid-transition` as a move beneath the running child,
                // and one that nothing shows is `unused-alert`.
                if runningMoves == nil {
                    runningMoves = Set(graph.movesBeneathRunningChildren(inFlow: index).map(\.declared))
                }
                guard runningMoves?.contains(declared) != true else { continue }
                let navigation = graph.navigation[index]
                let alertName = flow.alerts[alert].name.value
                // Checked in each place the alert is shown, as a screen's action is in each context.
                for node in navigation.alertShown[alert] {
                    let problem: String
                    if node < navigation.screenCount && navigation.stacks.isOnFirstStack(node) {
                        problem =
                            "shown on screen '\(flow.screens[node].id.value)', which can stand on the flow's own stack: only a presented screen returns a value, and is dismissed"
                    } else if node >= navigation.screenCount || !asksForResult(graph, flow: index, beneath: node) {
                        problem =
                            "hands its value to nobody: no action that presents the stack it is shown on declares a 'result'"
                    } else {
                        continue
                    }
                    findings.append(
                        finding(
                            "'return' in a button of alert '\(alertName)' of flow '\(flow.name.value)' \(problem)",
                            at: transition.position, in: flow))
                    break
                }
            case .trigger(let trigger):
                // Without `from`, a `return` is `invalid-transition` as a move that needs its screen.
                guard let screens = resolved.triggerScreens[trigger] else { continue }
                let triggerName = flow.triggers[trigger].name.value
                for screen in screens {
                    let screenID = flow.screens[screen].id.value
                    let problem: String
                    if graph.navigation[index].stacks.isOnFirstStack(screen) {
                        problem =
                            "runs on screen '\(screenID)', which can stand on the flow's own stack: only a presented screen returns a value, and is dismissed"
                    } else if !asksForResult(graph, flow: index, beneath: screen) {
                        problem =
                            "runs on screen '\(screenID)' and hands its value to nobody: no action that presents its stack declares a 'result'"
                    } else {
                        continue
                    }
                    findings.append(
                        finding(
                            "'return' in trigger '\(triggerName)' of flow '\(flow.name.value)' \(problem)",
                            at: transition.position, in: flow))
                    break
                }
            case .start, .tab, .back, .then, .external:
                // A second step is never a `return` (the decoder refuses it), nor an external screen's.
                continue
            }
        }
        return findings
    }
}
