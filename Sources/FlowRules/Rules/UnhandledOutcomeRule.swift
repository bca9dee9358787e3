import FlowDiagnostics
import FlowModel

/// A parent that starts a child without saying what to do for one of its outcomes.
public struct UnhandledOutcomeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unhandled-outcome",
        severity: .error,
        summary: "a parent that starts a child without an `on` entry for one of the child's outcomes or events",
        rationale: """
            When a child finishes, its parent decides what happens next: stay, pop back, push the \
            next screen, finish itself. An outcome with no `on` entry leaves the user on whatever \
            screen was beneath the child with nothing to say why; the generated code would have no \
            case to run. Each missing outcome is its own finding, at the child's key. Tabs and \
            `permanent` children live as long as their parent and need no handlers of outcomes. An \
            event (format 1.1) is the child asking its parent for something while it keeps \
            running: every parent needs an `on` entry for each, tabs and permanent children \
            included, or the request goes unanswered. An entry (format 1.2) may list the \
            `outcomes` it finishes with: a parent is asked only for those of the entries it starts \
            the child at (every outcome where one of them lists none), and `back` always; an entry \
            from whose first screens a `finish` of an outcome its list leaves out can be reached \
            is reported at the entry, once for each such outcome.
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
            ]),
            // Events need a handler even from a tab.
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Library]
                children:
                  ↓Library: null
                ---
                flow: Library
                start: list
                events: {openURL: URL}
                screens:
                  list: {actions: {open: {input: URL, to: send openURL}}}
                """),
            // Format 1.2: an entry that can finish with an outcome its `outcomes` leave out.
            RuleExample(
                """
                flow: Onboarding
                entry: true
                start: intro
                screens: {intro: {actions: {lock: start AppLockSetup}}}
                children:
                  AppLockSetup: {present: true, on: {complete: stay}}
                ---
                flow: AppLockSetup
                back: complete
                outcomes: [complete, forceLogout]
                entries:
                  ↓main: {start: [createPIN, unlock], outcomes: [complete]}
                  unlock: {start: unlock}
                screens:
                  createPIN: {actions: {done: finish complete}}
                  unlock: {actions: {ok: finish complete, logout: finish forceLogout}}
                """),
            // The same through what runs as a screen's actions: a `from` trigger, a second step
            // (`then`), an external screen's `to`.
            RuleExample(
                """
                flow: Onboarding
                entry: true
                start: intro
                screens: {intro: {actions: {lock: start AppLockSetup}}}
                children:
                  AppLockSetup: {present: true, on: {complete: stay}}
                ---
                flow: AppLockSetup
                back: complete
                outcomes: [complete, forceLogout]
                entries:
                  ↓main: {start: a, outcomes: [complete]}
                triggers:
                  expired: {from: a, to: finish forceLogout}
                screens:
                  a: null
                """),
            RuleExample(
                """
                flow: Onboarding
                entry: true
                start: intro
                screens: {intro: {actions: {lock: start AppLockSetup}}}
                children:
                  AppLockSetup: {present: true, on: {complete: stay}}
                ---
                flow: AppLockSetup
                back: complete
                outcomes: [complete, forceLogout]
                entries:
                  ↓main: {start: a, outcomes: [complete]}
                screens:
                  a: {actions: {more: present b}}
                  b: {actions: {out: {to: dismiss, then: finish forceLogout}}}
                """),
            RuleExample(
                """
                flow: Onboarding
                entry: true
                start: intro
                screens: {intro: {actions: {lock: start AppLockSetup}}}
                children:
                  AppLockSetup: {present: true, on: {complete: stay}}
                ---
                flow: AppLockSetup
                back: complete
                outcomes: [complete, forceLogout]
                entries:
                  ↓main: {start: a, outcomes: [complete]}
                screens:
                  a: {actions: {pick: push picker}}
                  picker: {external: true, to: finish forceLogout}
                """),
        ] + Self.routeLinkTriggering,
        nonTriggering: [
            // Format 1.2: a parent that starts the child only at an entry whose `outcomes` leave
            // one out is not asked for it (Element X's onboarding and the PIN flow).
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens: {home: {actions: {pin: start Pin}}}
                children:
                  Pin: {on: {done: stay}}
                ---
                flow: Pin
                outcomes: [done, lockedOut]
                entries:
                  main: {start: create, outcomes: [done]}
                  unlock: {start: unlock}
                screens:
                  create: {actions: {ok: finish done}}
                  unlock: {actions: {ok: finish done, tooManyAttempts: finish lockedOut}}
                """),
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
            ]),
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Library]
                children:
                  Library: {on: {openURL: stay}}
                ---
                flow: Library
                start: list
                events: {openURL: URL}
                screens:
                  list: {actions: {open: {input: URL, to: send openURL}}}
                """),
        ] + Self.routeLinkNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let parent = graph.flows[index]
            let started = Set(graph.startedFlows[index])
            let tabs = parent.childrenShownAsTabs()
            for (childIndex, child) in parent.children.enumerated() {
                guard started.contains(child.flow.value), let flow = graph.flow(named: child.flow.value) else {
                    continue
                }
                // An `on` entry naming nothing of the child is `missing-identifier`, which suggests
                // the outcome or event meant: that one counts as handled (one mistake, one finding).
                // Made at the first name without an entry only.
                var meant: Set<String>?
                func isMeant(_ name: String) -> Bool {
                    if meant == nil {
                        meant = Self.meantByMisspeltHandlers(
                            child, childIndex, of: flow, resolved: graph.resolved[index])
                    }
                    return meant?.contains(name) == true
                }
                // A tab or a permanent child may send events while it lives: each needs a handler.
                for event in flow.events where child.handler(for: event.name.value) == nil && !isMeant(event.name.value)
                {
                    findings.append(
                        finding(
                            "flow '\(parent.name.value)' starts child '\(flow.name.value)' but has no 'on' entry for its event '\(event.name.value)'",
                            at: child.flow.position, in: parent))
                }
                guard !child.isPermanent && !tabs.contains(child.flow.value) else { continue }
                // Format 1.2: only the outcomes of the entries the parent starts the child at.
                let asked = Self.askedOutcomes(graph, parent: index, child: childIndex, childFlow: flow)
                for outcome in flow.outcomes
                where child.handler(for: outcome.name.value) == nil && !isMeant(outcome.name.value) {
                    if let asked, !asked.contains(outcome.name.value) { continue }
                    findings.append(
                        finding(
                            "flow '\(parent.name.value)' starts child '\(flow.name.value)' but has no 'on' entry for its outcome '\(outcome.name.value)'",
                            at: child.flow.position, in: parent))
                }
            }
        }
        return findings + entryOutcomeFindings(graph)
    }

    /// The outcomes and events of `flow` that the `on` entries of `child` naming none of them
    /// mean: those their `missing-identifier` findings suggest.
    static func meantByMisspeltHandlers(
        _ child: Child, _ childIndex: Int, of flow: Flow, resolved: ResolvedFlow
    ) -> Set<String> {
        var meant: Set<String> = []
        for (position, handler) in child.handlers.enumerated()
        where resolved.handledOutcome(ofHandler: position, ofChild: childIndex) == nil
            && resolved.handledEvent(ofHandler: position, ofChild: childIndex) == nil
        {
            let names = flow.outcomes.map(\.name.value) + flow.events.map(\.name.value)
            if let name = Suggestion.closest(to: handler.outcome.value, among: names) { meant.insert(name) }
        }
        return meant
    }
}
