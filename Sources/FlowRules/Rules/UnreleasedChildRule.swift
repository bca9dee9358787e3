import FlowDiagnostics
import FlowModel

/// Child flows that can never finish, so that their parent holds them forever.
public struct UnreleasedChildRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unreleased-child",
        severity: .error,
        summary: "a child flow that can never finish, or that a `pop` leaves unfinished: its parent keeps it forever",
        rationale: """
            A parent releases a child coordinator when the child finishes (the classic \
            `childDidFinish`). A child from whose start no `finish` can be reached, and that has no \
            `back` outcome, is never released: its coordinator, its screens and everything they hold \
            leak for the life of the parent. So does a child that shares its parent's stack and has \
            a `pop` on its first screen without a `back` outcome: the pop leaves the child's screens \
            but not the child. Tabs and `permanent` children live as long as their parent and are \
            exempt, and so is a child whose event, sent where a path from its start leads, its parent \
            answers with a `reset` or a `finish`, which release it. A tabs flow finishes by a \
            handler's `finish` or by its `back`. Reported at the child's key under the parent's \
            `children`.
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
                      home: {actions: {help: start Help, login: start Login}}
                    children:
                      ↓Help: {present: true}
                      ↓Login: null
                    """
                ),
                (
                    "Help.flow.yaml",
                    """
                    flow: Help
                    start: faq
                    screens:
                      faq: {actions: {more: push article}}
                      article: null
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: [loggedIn]
                    screens:
                      login:
                        actions: {ok: finish loggedIn, close: pop}
                    """
                ),
            ]),
            // The child's first screens are the targets of `replace` even when its `start` is missing.
            RuleExample(files: [
                (
                    "App.flow.yaml",
                    """
                    flow: App
                    entry: true
                    start: home
                    screens:
                      home: {actions: {login: start Login}}
                    children:
                      ↓Login: {on: {done: stay}}
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    outcomes: [done]
                    screens:
                      login: {actions: {ok: finish done, again: replace welcome}}
                      welcome: {actions: {close: pop}}
                    """
                ),
            ]),
            // "The events it sends" are those a path from its start reaches, as its finishes are.
            RuleExample(
                """
                flow: App
                entry: true
                start: welcome
                screens:
                  welcome: {actions: {enter: start Main}}
                children:
                  ↓Main: {on: {signedOut: reset welcome}}
                ---
                flow: Main
                start: home
                events: [signedOut]
                screens:
                  home: null
                  settings: {actions: {signOut: send signedOut}}   # no path leads here
                """),
            // A tabs flow finishes by a handler's `finish`, or by its `back` below.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens: {home: {actions: {go: start Tabs}}}
                children:
                  ↓Tabs: {on: {closed: stay}}
                ---
                flow: Tabs
                root: tabs
                outcomes: [closed]
                tabs: [T]
                children: {T: null}
                ---
                flow: T
                start: t
                screens: {t: null}
                """),
        ],
        nonTriggering: [
            // A child that never finishes but whose event its parent answers with a `reset`, which
            // releases every child.
            RuleExample(
                """
                flow: App
                entry: true
                start: welcome
                screens:
                  welcome: {actions: {enter: start Main}}
                children:
                  Main: {on: {signedOut: reset welcome}}
                ---
                flow: Main
                start: home
                events: [signedOut]
                screens:
                  home: {actions: {signOut: send signedOut}}
                """),
            // The same answer in a button of an alert the handler shows.
            RuleExample(
                """
                flow: App
                entry: true
                start: welcome
                screens:
                  welcome: {actions: {enter: start Main}}
                children:
                  Main: {on: {signedOut: alert sure}}
                alerts:
                  sure: {buttons: {ok: reset welcome, stay: {role: cancel}}}
                ---
                flow: Main
                start: home
                events: [signedOut]
                screens:
                  home: {actions: {signOut: send signedOut}}
                """),
            // A tabs flow's `back` is what its parent hears when its tab bar, presented full screen,
            // is dismissed by anything but the flow (the app's own Done button): it releases the flow.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens: {home: {actions: {go: start Tabs}}}
                children:
                  Tabs: {on: {closed: stay}}
                ---
                flow: Tabs
                root: tabs
                outcomes: [closed]
                back: closed
                tabs: [T]
                children: {T: null}
                ---
                flow: T
                start: t
                screens: {t: null}
                """),
            RuleExample(files: [
                (
                    "Shop.flow.yaml",
                    """
                    flow: Shop
                    entry: true
                    start: home
                    screens:
                      home: {actions: {help: start Help, login: start Login, main: start Main, pay: start Pay}}
                    children:
                      Help: {present: true}
                      Login: {on: {loggedIn: stay, cancelled: stay}}
                      Main: {permanent: true}
                      Pay: {on: {paid: stay}}
                    """
                ),
                (
                    "Pay.flow.yaml",
                    """
                    flow: Pay
                    start: pay
                    outcomes: [paid]
                    screens:
                      pay: {actions: {ok: finish paid}}
                    """
                ),
                (
                    "Help.flow.yaml",
                    """
                    flow: Help
                    start: faq
                    outcomes: [closed]
                    back: closed
                    screens:
                      faq: null
                    """
                ),
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    start: login
                    outcomes: [loggedIn, cancelled]
                    back: cancelled
                    screens:
                      login:
                        actions: {ok: finish loggedIn, close: pop}
                    """
                ),
                (
                    "Main.flow.yaml",
                    """
                    flow: Main
                    start: main
                    screens: {main: null}
                    """
                ),
            ]),
            // A stack verb in a tabs flow's handler is `invalid-transition` alone: the flow has no screens.
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
                children: {T: {on: {done: [finish out, pop]}}}
                ---
                flow: T
                outcomes: [done]
                start: t
                screens: {t: {actions: {ok: finish done}}}
                """),
        ] + Self.triggerNonTriggering + Self.keepNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for parentIndex in graph.checked {
            let parent = graph.flows[parentIndex]
            let tabs = parent.childrenShownAsTabs()
            for (childIndex, child) in parent.children.enumerated()
            where !child.isPermanent && !child.isKept && !child.hasUnreadableKeep && !tabs.contains(child.flow.value) {
                guard let index = graph.index(of: child.flow.value) else { continue }
                let flow = graph.flows[index]
                guard flow.back == nil else { continue }
                let message: String
                // Whether it can finish follows `start`; a `pop` leaving it is checked without one.
                if Self.cannotFinish(graph, flow: index) {
                    guard
                        !Self.isTornDownByEvent(
                            graph, parent: parentIndex, child: childIndex, sent: Self.sentEvents(graph, flow: index))
                    else {
                        continue
                    }
                    message =
                        "child flow '\(flow.name.value)' of '\(parent.name.value)' can never finish: no 'finish' is reachable from its start and it has no 'back', so '\(parent.name.value)' keeps it forever"
                } else if !child.isPresented && parent.root == .stack,
                    !Self.startsOnlyFirst(graph, parent: parentIndex, child: childIndex, flow: index),
                    let pop = Self.firstPopOffFirstScreen(graph, flow: index)
                {
                    message =
                        "\(pop) leaves child flow '\(flow.name.value)' from its first screen without finishing it (it has no 'back'), so '\(parent.name.value)' keeps it forever"
                } else {
                    continue
                }
                findings.append(finding(message, at: child.flow.position, in: parent))
            }
        }
        return findings
    }

    /// What the check of a parent reads of a child flow's analyses (beyond its outline): whether
    /// it can finish, the first `pop` that leaves it, the events it can send. The language server
    /// checks a flow's parents again when this changes (`IncrementalLinter`).
    struct ChildRelease: Hashable {
        var cannotFinish: Bool
        var firstPopOffFirstScreen: String?
        var sentEvents: Set<Int>
    }

    static func release(_ graph: FlowGraph, flow index: Int) -> ChildRelease {
        ChildRelease(
            cannotFinish: cannotFinish(graph, flow: index),
            firstPopOffFirstScreen: firstPopOffFirstScreen(graph, flow: index),
            sentEvents: graph.flows[index].events.isEmpty ? [] : sentEvents(graph, flow: index))
    }

    /// Whether no `finish` is reachable from the flow's start.
    private static func cannotFinish(_ graph: FlowGraph, flow index: Int) -> Bool {
        let navigation = graph.navigation[index]
        return navigation.isAnalysed && !navigation.canFinish[navigation.startNode]
    }

    /// Whether `parent` starts its child `child` (flow `flow`) only first (`start` items,
    /// `reset`s) where nothing is beneath: a `pop` off the child's first screen then leaves
    /// nothing, not the child, and is `invalid-transition` alone.
    private static func startsOnlyFirst(_ graph: FlowGraph, parent: Int, child: Int, flow: Int) -> Bool {
        guard graph.contexts[flow].startedFirstBy != nil, graph.contexts[parent].hasNothingBeneath else {
            return false
        }
        for transition in graph.resolved[parent].transitions where transition.verb.startsChild {
            guard case .child(child) = transition.target else { continue }
            if transition.verb != .reset && transition.place != .start { return false }
        }
        return true
    }

    /// The first `pop` off the flow's first screen, in words with its place.
    private static func firstPopOffFirstScreen(_ graph: FlowGraph, flow index: Int) -> String? {
        graph.navigation[index].popsOffFirstScreen.first.map { pop in
            "'\(graph.resolved[index].transition(pop, in: graph.flows[index]))' at \(graph.flows[index].location(of: pop.position))"
        }
    }

    /// The events the flow can send: those a path from its start reaches, as "can never finish"
    /// looks at the finishes a path reaches.
    private static func sentEvents(_ graph: FlowGraph, flow childFlow: Int) -> Set<Int> {
        guard !graph.flows[childFlow].events.isEmpty else { return [] }
        let navigation = graph.navigation[childFlow]
        let children = graph.flows[childFlow].children
        var sent = Set<Int>()
        let childTransitions = graph.resolved[childFlow].transitions
        for declared in childTransitions.indices {
            let transition = childTransitions[declared]
            guard let event = transition.target.event else { continue }
            let runsFrom: [Int]
            switch transition.place {
            case .action(let screen, _): runsFrom = [screen]
            case .handler(let child, _): runsFrom = navigation.starters[children[child].flow.value] ?? []
            case .alertButton(let alert, _): runsFrom = navigation.alertShown[alert]
            case .trigger(let trigger):
                runsFrom = graph.resolved[childFlow].triggerScreens[trigger] ?? [navigation.startNode]
            case .then:
                runsFrom = navigation.thenLandings[declared - graph.resolved[childFlow].thenSteps.lowerBound]
            case .external(let screen): runsFrom = navigation.externalLandings[screen] ?? []
            case .start, .tab, .back: runsFrom = []
            }
            if runsFrom.contains(where: { navigation.reachable[$0] }) { sent.insert(event) }
        }
        return sent
    }

    /// Whether the parent answers an event that the child sends (`sent`) with a `reset` (which
    /// releases every child) or a `finish` (after which its own parent releases it, children and
    /// all), in the handler or in a button of an alert it shows (and of the alerts those show).
    private static func isTornDownByEvent(_ graph: FlowGraph, parent: Int, child: Int, sent: Set<Int>) -> Bool {
        guard !sent.isEmpty else { return false }
        let resolved = graph.resolved[parent]
        var pending: [Range<Int>] = []
        for handler in graph.flows[parent].children[child].handlers.indices {
            guard let event = resolved.handledEvent(ofHandler: handler, ofChild: child), sent.contains(event) else {
                continue
            }
            pending.append(resolved.alternatives(ofHandler: handler, ofChild: child))
        }
        var shownAlerts: Set<Int> = []
        while let transitions = pending.popLast() {
            for declared in transitions {
                let transition = resolved.transitions[declared]
                if transition.verb == .reset || transition.verb.finishes { return true }
                if let alert = transition.target.alert, shownAlerts.insert(alert).inserted {
                    pending.append(resolved.buttonAlternatives(ofAlert: alert))
                }
            }
        }
        return false
    }
}
