import FlowDiagnostics
import FlowModel

/// Outcomes that nothing produces.
public struct UnusedOutcomeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused-outcome",
        severity: .warning,
        summary:
            "an outcome that no `finish` produces and no `back` names, an event that no `send` sends, or an answer that no `return` names",
        rationale: """
            Every parent that starts the flow must handle each of its outcomes. An outcome that no \
            `finish` produces and that `back` does not name makes every parent write a handler that \
            never runs, and usually means a `finish` names the wrong outcome. The same holds for an \
            event (format 1.1) that no `send` sends, and for an answer an action waits for (format \
            1.2) that no `return` hands back: the app handles a case that never comes.
            """,
        triggering: [
            // Format 1.2: an answer that no `return` hands back.
            RuleExample(
                """
                flow: LinkNewDevice
                entry: true
                start: linkNewDevice
                screens:
                  linkNewDevice:
                    actions:
                      verify: {to: present appLock, result: [unlocked, ↓cancelled]}
                  appLock:
                    actions:
                      appUnlocked: return unlocked
                      close: return
                """),
            RuleExample(
                """
                flow: Login
                entry: true
                start: login
                outcomes: [loggedIn, ↓failed]
                screens:
                  login: {actions: {ok: finish loggedIn}}
                """),
            RuleExample(
                """
                flow: Library
                entry: true
                start: list
                events: {openURL: URL, ↓share: URL}
                screens:
                  list: {actions: {open: {input: URL, to: send openURL}}}
                """),
        ],
        nonTriggering: [
            // Format 1.2: every answer is handed back, one by an alert's button.
            RuleExample(
                """
                flow: LinkNewDevice
                entry: true
                start: linkNewDevice
                screens:
                  linkNewDevice:
                    actions:
                      verify: {to: present appLock, result: [unlocked, cancelled]}
                  appLock:
                    actions:
                      appUnlocked: return unlocked
                      close: alert leave
                alerts:
                  leave:
                    title: Stop checking?
                    buttons:
                      stop: {role: destructive, to: return cancelled}
                      stay: {role: cancel}
                """),
            RuleExample(files: [
                (
                    "Login.flow.yaml",
                    """
                    flow: Login
                    entry: true
                    start: login
                    outcomes: [loggedIn, cancelled, failed]
                    back: cancelled
                    screens:
                      login: {actions: {ok: finish loggedIn, help: start Help}}
                    children:
                      Help: {on: {gaveUp: finish failed}}
                    """
                ),
                (
                    "Help.flow.yaml",
                    """
                    flow: Help
                    start: help
                    outcomes: [gaveUp]
                    screens:
                      help: {actions: {close: finish gaveUp}}
                    """
                ),
            ]),
            // A handler of an event may pass it on to its own parent.
            RuleExample(
                """
                flow: Browser
                entry: true
                start: browser
                screens: {browser: {actions: {library: start Library}}}
                children:
                  Library: {present: true, on: {openURL: stay}}
                ---
                flow: Library
                start: panels
                events: {openURL: URL}
                screens: {panels: {actions: {bookmarks: start Bookmarks}}}
                children:
                  Bookmarks: {on: {openURL: send openURL}}
                ---
                flow: Bookmarks
                start: list
                events: {openURL: URL}
                screens:
                  list: {actions: {open: {input: URL, to: send openURL}}}
                """),
        ] + Self.triggerNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked where !graph.flows[index].events.isEmpty {
            let flow = graph.flows[index]
            var sent = [Bool](repeating: false, count: flow.events.count)
            let resolved = graph.resolved[index]
            for transition in resolved.transitions {
                if let event = transition.target.event {
                    sent[event] = true
                } else if transition.verb == .send,
                    let meant = Self.meant(transition, in: flow, resolved: resolved, among: flow.events),
                    let event = graph.names[index].events[meant]
                {
                    sent[event] = true
                }
            }
            for (position, event) in flow.events.enumerated()
            where !sent[graph.names[index].events[event.name.value] ?? position] {
                findings.append(
                    finding(
                        "event '\(event.name.value)' of flow '\(flow.name.value)' is never sent: no 'send' names it",
                        at: event.name.position, in: flow))
            }
        }
        for index in graph.checked where !graph.flows[index].outcomes.isEmpty {
            let flow = graph.flows[index]
            let names = graph.names[index]
            // By the position of the first outcome of each name, as transitions resolve them; `back`
            // is among them, as a `finish` from each first screen.
            var produced = [Bool](repeating: false, count: flow.outcomes.count)
            let resolved = graph.resolved[index]
            for transition in resolved.transitions where transition.verb.finishes {
                if let outcome = transition.target.outcome {
                    produced[outcome] = true
                } else if let meant = Self.meant(transition, in: flow, resolved: resolved, among: flow.outcomes),
                    let outcome = names.outcomes[meant]
                {
                    produced[outcome] = true
                }
            }
            for (position, outcome) in flow.outcomes.enumerated()
            where !produced[names.outcomes[outcome.name.value] ?? position] {
                findings.append(
                    finding(
                        "outcome '\(outcome.name.value)' of flow '\(flow.name.value)' is never produced: no 'finish' names it and 'back' does not",
                        at: outcome.name.position, in: flow))
            }
        }
        for index in graph.checked { findings += answersNeverReturned(in: graph, flow: index) }
        return findings
    }

    /// The name `transition` meant where it names none of `declared`: the one its
    /// `missing-identifier` suggests, which counts as produced or sent (one mistake, one finding).
    static func meant(
        _ transition: ResolvedTransition, in flow: Flow, resolved: ResolvedFlow, among declared: [Outcome]
    ) -> String? {
        guard case .undeclared = transition.target, let written = resolved.targetName(of: transition, in: flow) else {
            return nil
        }
        return Suggestion.closest(to: written, among: declared.map(\.name.value))
    }
}
