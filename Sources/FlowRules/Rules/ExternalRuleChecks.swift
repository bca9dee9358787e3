import FlowDiagnostics
import FlowModel

// Format 1.2, §6: external screens, whose controller the work makes. They are pushed or presented
// over a screen, never the first of a stack; their `result` answers each action that shows them.
extension InvalidTransitionRule {
    /// Each transition of flow `index` that makes an external screen the first of a stack: a
    /// `start` item or an entry's, `replace`, `reset`.
    func externalFirstScreens(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        guard flow.hasExternalScreens else { return [] }
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        // An entry's `start` is also an item of the flow's `start` list, where it stands once
        // (entries sharing a start share it): reported once, at its place, by the first entry.
        var reported: Set<SourcePosition> = []
        /// `what`: the transition, quoted, or the `start` item in words (no verb `start` is written).
        func report(_ what: String, screen: Int, at position: SourcePosition) {
            guard reported.insert(position).inserted else { return }
            let id = flow.screens[screen].id.value
            findings.append(
                finding(
                    "\(what): screen '\(id)' is external: its controller is pushed or presented over a screen, never made the first of a stack",
                    at: position, in: flow))
        }
        for transition in resolved.transitions {
            // `external` read in place: `isExternal`, of another module, takes the screen copied.
            guard let screen = transition.target.screen, flow.screens[screen].external != nil else { continue }
            guard Self.makesFirstScreen(transition) else { continue }
            if case .start = transition.place {
                // With `entries`, the `start` list is theirs: reported below, by entry.
                guard flow.entries == nil else { continue }
                report(
                    "'start' item '\(flow.screens[screen].id.value)'", screen: screen, at: transition.position)
            } else {
                report(
                    "'\(resolved.transition(transition, in: flow))'", screen: screen, at: transition.position)
            }
        }
        for entry in flow.entries ?? [] {
            for start in entry.starts ?? [] {
                guard let screen = flow.screens.firstIndex(where: { $0.id.value == start.value }),
                    flow.screens[screen].isExternal
                else { continue }
                report("the 'start' of entry '\(entry.name.value)'", screen: screen, at: start.position)
            }
        }
        return findings
    }

    /// Whether `transition` makes its screen the first of a stack: a `start` item (an entry's
    /// too), `replace` or `reset`.
    static func makesFirstScreen(_ transition: ResolvedTransition) -> Bool {
        if case .start = transition.place { return true }
        return transition.verb == .replace || transition.verb == .reset
    }

    static let externalTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {share: ↓replace activity}}
              activity: {external: true}
            """),
        RuleExample(
            """
            flow: Browser
            entry: true
            start: ↓activity
            screens:
              activity: {external: true}
            """),
        // Each entry's `start` once, where it is written.
        RuleExample(
            """
            flow: Browser
            entry: true
            entries:
              main: {start: ↓activity}
              other: {start: [browser, ↓activity]}
            screens:
              browser: null
              activity: {external: true}
            """),
    ]

    static let externalNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {share: present activity, preview: push preview}}
              activity: {external: true}
              preview: {external: true}
            """)
    ]
}

extension TypeMismatchRule {
    /// Each action of flow `index` that pushes or presents an external screen with a `result`
    /// and waits for another type: the screen answers it, as a `return` would (optionals aside).
    func externalResultMismatches(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        guard flow.hasExternalScreens else { return [] }
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        for position in resolved.actions {
            let transition = resolved.transitions[position]
            // Named answers (format 1.2) are `return NAME`'s: an external screen hands its type.
            if let (screen, action, target) = Self.externalAskedForNames(transition, in: flow),
                let handed = flow.screens[target].external?.result,
                let answers = flow.screens[screen].actions[action].answers
            {
                let names = answers.map(\.name.value).joined(separator: ", ")
                findings.append(
                    finding(
                        "external screen '\(flow.screens[target].id.value)' hands '\(handed.text)' back to action '\(flow.screens[screen].actions[action].name.value)' of screen '\(flow.screens[screen].id.value)', which waits for named answers (\(names)); wait for '\(handed.text)'",
                        at: answers.first?.name.position ?? transition.position, in: flow))
                continue
            }
            guard case .action(let screen, let action) = transition.place,
                transition.verb == .push || transition.verb == .present,
                let target = transition.target.screen, let external = flow.screens[target].external,
                let handed = external.result, let asked = flow.screens[screen].actions[action].result,
                handed.isWellFormed, asked.isWellFormed,
                let handedSpelling = handed.canonical, let askedSpelling = asked.canonical,
                TypeExpression.withoutOptional(handedSpelling) != TypeExpression.withoutOptional(askedSpelling),
                handedSpelling[...] != TypeExpression.withoutOptional(askedSpelling)
            else { continue }
            let id = flow.screens[target].id.value
            let name = flow.screens[screen].actions[action].name.value
            findings.append(
                finding(
                    "external screen '\(id)' hands '\(handed.text)' back to action '\(name)' of screen '\(flow.screens[screen].id.value)', which waits for '\(asked.text)'",
                    at: asked.position, in: flow))
        }
        return findings
    }

    /// The action (screen, action) that pushes or presents an external screen (`target`) with
    /// `transition` while it waits for named answers; nil for any other transition.
    static func externalAskedForNames(_ transition: ResolvedTransition, in flow: Flow) -> (Int, Int, Int)? {
        guard case .action(let screen, let action) = transition.place,
            transition.verb == .push || transition.verb == .present,
            let target = transition.target.screen, flow.screens[target].external?.result != nil,
            flow.screens[screen].actions[action].answers != nil
        else { return nil }
        return (screen, action, target)
    }

    static let externalTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser:
                actions:
                  importBookmarks: {to: present documentPicker, result: ↓URL}
              documentPicker: {external: true, result: "[URL]"}
            """),
        // Its `to` carries its `result` to the screen beneath's next step.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {importBookmarks: present documentPicker}}
              documentPicker: {external: true, result: "[URL]", to: ↓push bookmarks}
              bookmarks: {input: URL}
            """),
    ]

    static let externalNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser:
                actions:
                  importBookmarks: {to: present documentPicker, result: "[URL]?"}
              documentPicker: {external: true, result: "[URL]", to: push bookmarks}
              bookmarks: {input: "[URL]"}
            """)
    ]
}

extension DeadEndScreenRule {
    static let externalNonTriggering: [RuleExample] = [
        // Its `to`'s `finish` runs from the screen beneath, which finishes only through it.
        RuleExample(
            """
            flow: Share
            start: item
            outcomes: [done]
            screens:
              item: {actions: {share: present activity}}
              activity: {external: true, to: finish done}
            """),
        // An external screen always closes: its controller says it is done, or a swipe closes it.
        RuleExample(
            """
            flow: Share
            entry: true
            start: item
            outcomes: [done]
            screens:
              item: {actions: {share: present activity, close: finish done}}
              activity: {external: true, presentation: {style: fullScreen}}
            """),
    ]
}

extension SchemaRule {
    static let externalTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {↓to: push browser, actions: {share: present activity}}
              activity:
                external: true
                ↓view: ActivityViewController
                to: [↓return, ↓dismiss, stay]
            """)
    ]

    static let externalNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {share: {input: ShareType, to: present activity}}}
              activity:
                external: true
                input: ShareType
                result: ShareType
                presentation: {style: popover}
                to: [start ShareSheet, stay]
            children:
              ShareSheet: {present: true, on: {done: stay}}
            ---
            flow: ShareSheet
            input: ShareType
            start: devices
            outcomes: [done]
            back: done
            screens: {devices: {input: ShareType}}
            """)
    ]
}

extension MissingIdentifierRule {
    static let externalTriggering: [RuleExample] = [
        // Its `to` is checked as an action of each screen beneath.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {share: present activity}}
              activity: {external: true, to: ↓push bookmraks}
              bookmarks: null
            """)
    ]
}

extension UnreachableScreenRule {
    static let externalNonTriggering: [RuleExample] = [
        // A screen only an external screen's `to` pushes is reached.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {importBookmarks: present documentPicker}}
              documentPicker: {external: true, to: push bookmarks}
              bookmarks: null
            """)
    ]
}

extension InvalidIdentifierRule {
    static let externalTriggering: [RuleExample] = [
        // The work would have two `makeActivityScreen`s: the action's choice and the controller's.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: makeActivity
            screens:
              makeActivity: {actions: {screen: [present activity, stay]}}
              ↓activity: {external: true}
            """)
    ]

    static let externalNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {share: [present activity, stay], done: [push activity, stay]}}
              activity: {external: true, to: [push browser, stay]}
            """)
    ]
}
