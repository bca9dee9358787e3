import FlowDiagnostics
import FlowModel

// Format 1.2, §2: `then` after a `pop` that leaves the flow.
extension InvalidTransitionRule {
    /// Second steps after a `pop` on a first screen of flow `index`, where a `pop` leaves the
    /// flow (a child sharing its parent's stack), or after a `dismiss` there that hides a kept
    /// flow (format 1.2; only these when `dismissesOnly`): the second step would run in the
    /// parent, whose handler runs there.
    func thenStepsInTheParent(in graph: FlowGraph, flow index: Int, dismissesOnly: Bool = false) -> [Diagnostic] {
        let flow = graph.flows[index]
        let handler = flow.back.map { "whose handler of '\($0.value)' runs there" } ?? "whose handlers run there"
        let resolved = graph.resolved[index]
        return graph.navigation[index].thenAfterPopsOffFirstScreen.compactMap { then in
            // `pop`, `popToRoot` (which acts like it there), or a kept flow's `dismiss`.
            var closing = "pop"
            var hides = ""
            if case .then(let step) = then.place {
                let isDismiss = resolved.transitions[step].verb == .dismiss
                guard !dismissesOnly || isDismiss else { return nil }
                closing = "\(resolved.transition(resolved.transitions[step], in: flow))"
                if isDismiss { hides = ", which it hides as a kept flow," }
            } else if dismissesOnly {
                return nil
            }
            return finding(
                "'then' after '\(closing)' on the first screen of flow '\(flow.name.value)'\(hides) would run in its parent, \(handler)",
                at: then.position, in: flow)
        }
    }

    static let thenTriggering: [RuleExample] = [
        // The second step runs as an action of the screen the first lands on: a `pop` there has
        // nothing beneath.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet: {actions: {done: {to: dismiss, then: ↓pop}}}
            """),
        // A `pop` on the first screen of a child on its parent's stack leaves the child.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {room: start Room}}}
            children: {Room: {on: {finished: stay}}}
            ---
            flow: Room
            start: room
            outcomes: [finished]
            back: finished
            screens:
              room: {actions: {leave: {to: pop, then: ↓push other}}}
              other: null
            """),
        // `popToRoot` on a first screen acts like `pop`.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {room: start Room}}}
            children: {Room: {on: {finished: stay}}}
            ---
            flow: Room
            start: room
            outcomes: [finished]
            back: finished
            screens:
              room: {actions: {leave: {to: popToRoot, then: ↓push other}}}
              other: null
            """),
        // A `dismiss` on the first screen of a kept flow hides it: what follows would run in the
        // parent (format 1.2).
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {open: start Library}}}
            children: {Library: {present: true, keep: true, on: {closed: stay}}}
            ---
            flow: Library
            start: shelf
            outcomes: [closed]
            screens:
              shelf: {actions: {read: {to: dismiss, then: ↓push page}, close: finish closed}}
              page: null
            """),
    ]

    static let thenNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: push list}}
              list: {actions: {pick: present sheet}}
              sheet: {actions: {done: {to: dismiss, then: pop}}}
            """),
        // In a kept flow, a `dismiss` of a screen the flow presents lands on the flow's own screen.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {open: start Library}}}
            children: {Library: {present: true, keep: true, on: {closed: stay}}}
            ---
            flow: Library
            start: shelf
            outcomes: [closed]
            screens:
              shelf: {actions: {info: present about, close: finish closed}}
              about: {actions: {read: {to: dismiss, then: push page}}}
              page: {actions: {close: finish closed}}
            """),
    ]
}
