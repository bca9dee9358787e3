import FlowDiagnostics
import FlowModel

/// Screens that no path from the flow's start reaches.
public struct UnreachableScreenRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unreachable-screen",
        severity: .error,
        summary: "a screen that no path from `start` reaches",
        rationale: """
            A screen that no transition leads to from the flow's `start` is dead code that still \
            costs a view controller, a generated factory and reviews. It is usually a forgotten \
            `push` or a renamed screen. Only declared transitions move forward: `push`, `present`, \
            `replace` and `reset`, the `on` handlers of children started on the way, alert \
            buttons, second steps (`then`), triggers, routes and what an external screen's `to` \
            runs; `pop` and `dismiss` only lead back.
            """,
        triggering: [
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: cart
                screens:
                  cart:
                    actions: {next: push address}
                  address: null
                  ↓receipt: null
                """),
            RuleExample(
                """
                flow: Checkout
                entry: true
                start: cart
                screens:
                  cart: null
                  ↓orphan:
                    actions: {next: push other, reset: replace fresh}
                  ↓other: null
                  ↓fresh: null
                """),
        ] + Self.triggerTriggering,
        nonTriggering: [
            RuleExample(files: [
                (
                    "Checkout.flow.yaml",
                    """
                    flow: Checkout
                    entry: true
                    start: cart
                    screens:
                      cart:
                        actions: {login: start Login, help: present help}
                      help: {actions: {close: dismiss}}
                      receipt: null
                    children:
                      Login:
                        present: true
                        on: {done: replace receipt}
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: [done]
                    screens:
                      login: {actions: {ok: finish done}}
                    """
                ),
            ]),
            // A `reset` leads to its screen; one to a child runs the child's handlers.
            RuleExample(
                """
                flow: App
                entry: true
                start: launch
                screens:
                  launch: {actions: {signOut: reset login, main: reset Main}}
                  login: null
                  goodbye: null
                children:
                  Main: {on: {signedOut: reset goodbye}}
                ---
                flow: Main
                start: main
                outcomes: [signedOut]
                screens: {main: {actions: {out: finish signedOut}}}
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
        ] + Self.triggerNonTriggering + Self.thenNonTriggering + Self.externalNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked where graph.flows[index].root == .stack {
            let flow = graph.flows[index]
            let navigation = graph.navigation[index]
            guard navigation.isAnalysed else { continue }
            // The start items that name something: a misspelt one is `missing-identifier`'s.
            var start: String {
                let items = (flow.start ?? []).map(\.value)
                let named = items.filter {
                    flow.screen(named: $0) != nil
                        || flow.child(named: String(Transition.childAndEntry($0).child)) != nil
                }
                return (named.isEmpty ? items : named).joined(separator: "', '")
            }
            // The screens a mistake reported elsewhere meant, and those they lead to, are not also
            // unreachable (one mistake, one finding). Made at the first unreachable screen only.
            var meant: Set<Int>?
            for (screenIndex, screen) in flow.screens.enumerated() where !navigation.reachable[screenIndex] {
                if meant == nil { meant = Self.screensAMistakeMeant(graph, flow: index) }
                if meant?.contains(screenIndex) == true { continue }
                findings.append(
                    finding(
                        "screen '\(screen.id.value)' in flow '\(flow.name.value)' is unreachable from its start '\(start)'",
                        at: screen.id.position, in: flow))
            }
        }
        return findings
    }

    /// The screens that second steps (`then`, format 1.2) name which run nowhere because their
    /// mistake is reported elsewhere: left out by the decoder (`schema`: after `finish` or `reset`,
    /// a `reset` itself, or after a first step that could not be read), after a `pop` or
    /// `popToRoot` that leaves the flow or runs where nothing is beneath, a `dismiss` where nothing
    /// presents, or after a closing step in the handler of an event or a trigger without `from`
    /// (`invalid-transition`). A screen only such a step leads to is not also unreachable (one
    /// mistake, one finding).
    private static func targetsOfReportedSecondSteps(_ graph: FlowGraph, flow index: Int) -> Set<Int> {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        let navigation = graph.navigation[index]
        var targets: Set<Int> = []
        // Only a verb that names a screen: a refused `return NAME` names an answer.
        for step in flow.refusedSecondSteps
        where step.verb.targetKind == .screen || step.verb.targetKind == .screenOrChild {
            if let target = step.target, let screen = flow.screens.firstIndex(where: { $0.id.value == target }) {
                targets.insert(screen)
            }
        }
        for then in navigation.thenAfterPopsOffFirstScreen {
            if let screen = then.target.screen { targets.insert(screen) }
        }
        // First steps reported where they run: a `dismiss` where nothing presents
        // (`dismiss-without-present`), a `pop` off a first screen or a screen only ever presented.
        var reportedFirstSteps: Set<SourcePosition> = []
        for transition in navigation.dismissesOnRootStack + navigation.popsOffFirstScreen
            + navigation.popsOffPresentedScreen
        {
            reportedFirstSteps.insert(transition.position)
        }
        for then in resolved.thenSteps {
            let transition = resolved.transitions[then]
            guard let screen = transition.target.screen, case .then(let step) = transition.place else { continue }
            let first = resolved.transitions[step]
            switch first.place {
            case .handler(let child, let handler):
                // A closing step in the handler of an event (`invalid-transition`).
                if resolved.handledEvent(ofHandler: handler, ofChild: child) != nil { targets.insert(screen) }
            case .trigger(let trigger):
                // A closing step of a trigger without `from`, which no screen runs (`invalid-transition`).
                if resolved.triggerScreens[trigger] == nil { targets.insert(screen) }
            default:
                break
            }
            if reportedFirstSteps.contains(first.position) { targets.insert(screen) }
        }
        return targets
    }

    /// The screens mistakes reported elsewhere meant, and every screen those lead to by their
    /// actions' pushes, presents and replaces: a `start` item that names nothing
    /// (`missing-identifier`, whose hint suggests the screen meant, among screens and children),
    /// a push, present, replace or reset that names nothing (its hint's screen likewise: a
    /// reset's among children too), a transition that could not be read (a screen named among
    /// its words after the verb: `'Push detail'`, `'pop detail'`, `'push a b'`), and a second
    /// step whose mistake is reported (`targetsOfReportedSecondSteps`). Had the mistake not been
    /// made, they would be reachable, so their being unreachable is the mistake's finding, not one
    /// of their own.
    private static func screensAMistakeMeant(_ graph: FlowGraph, flow index: Int) -> Set<Int> {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        let screenIDs = flow.screens.map(\.id.value)
        var meant = targetsOfReportedSecondSteps(graph, flow: index)
        // The name a hint suggests, where it is a screen's (not a child's).
        func insert(_ suggested: String?) {
            if let suggested, let screen = screenIDs.firstIndex(of: suggested) { meant.insert(screen) }
        }
        for item in flow.start ?? []
        where flow.screen(named: item.value) == nil && flow.child(named: item.value) == nil
            && !item.value.contains(".")
        {
            insert(flow.screenOrChild(meantBy: item.value))
        }
        for word in flow.wordsOfUnreadTransitions { insert(word) }
        // What each screen's actions push, present or replace it with: the ways on from a screen.
        var leadsTo = [[Int]](repeating: [], count: flow.screens.count)
        for transition in resolved.transitions
        where [.push, .present, .replace, .reset].contains(transition.verb) {
            if transition.target == .undeclared, let name = resolved.targetName(of: transition, in: flow) {
                insert(
                    transition.verb == .reset
                        ? flow.screenOrChild(meantBy: name) : Suggestion.closest(to: name, among: screenIDs))
            }
            if case .action(let screen, _) = transition.place, let target = transition.target.screen {
                leadsTo[screen].append(target)
            }
        }
        // An external screen made the first of a stack (`invalid-transition`, format 1.2) meant
        // to be shown, and its `to` to run: where that leads is the mistake's too.
        if flow.hasExternalScreens {
            for transition in resolved.transitions {
                guard let target = transition.target.screen else { continue }
                if case .external(let screen) = transition.place { leadsTo[screen].append(target) }
                if flow.screens[target].external != nil, InvalidTransitionRule.makesFirstScreen(transition) {
                    meant.insert(target)
                }
            }
        }
        var queue = Array(meant)
        while let screen = queue.popLast() {
            for next in leadsTo[screen] where meant.insert(next).inserted { queue.append(next) }
        }
        return meant
    }
}
