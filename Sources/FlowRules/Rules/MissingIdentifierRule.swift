import FlowDiagnostics
import FlowModel

/// References to screens, flows, children and outcomes that are not declared.
public struct MissingIdentifierRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .missingIdentifier,
        severity: .error,
        summary: "a reference to a screen, flow, child or outcome that is not declared",
        rationale: """
            Transitions, `start`, `back`, `tabs`, `children` and `on` refer to things by name. A \
            name that is declared nowhere is a typo that hand-written coordinator code would only \
            show at run time, as a screen that never appears. A flow must list the flows it starts \
            under `children`, because that is where it says how it handles their outcomes. `select` \
            names one of the flow's `tabs`, not any child. Each reference is reported where it \
            stands, however many share the name; only `start` names an entry point (`Child.entry`). \
            The finding suggests the closest declared name.
            """,
        triggering: [
            // Format 1.2: `return NAME` names an answer of each action it answers.
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
                      appUnlocked: ↓return unlockd
                      cancel: return cancelled
                """),
            RuleExample(
                """
                flow: Shop
                entry: true
                start: ↓hom
                outcomes: [done]
                back: ↓cancelled
                screens:
                  home:
                    actions:
                      open: ↓push detial
                      buy: ↓start Checkout
                      close: ↓finish don
                  detail: null
                children:
                  ↓Paymnt: null
                """),
            RuleExample(files: [
                (
                    "Main.flow.yaml",
                    """
                    flow: Main
                    entry: true
                    root: tabs
                    tabs: [Home, ↓Search]
                    children:
                      Home:
                        on:
                          ↓finishd: stay
                          finished: select Search   # a listed tab: reported once, at 'tabs'
                    """
                ),
                (
                    "Home.flow.yaml",
                    """
                    flow: Home
                    start: home
                    outcomes: [finished]
                    screens:
                      home: {actions: {done: finish finished}}
                    """
                ),
            ]),
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Home]
                outcomes: [out]
                children:
                  Home: {on: {done: ↓select Hom}}
                  Help: {on: {closed: ↓select Help}}
                ---
                flow: Home
                start: home
                outcomes: [done]
                screens:
                  home: {actions: {done: finish done, help: finish done}}
                ---
                flow: Help
                start: help
                outcomes: [closed]
                screens:
                  help: {actions: {close: finish closed}}
                """),
            // Format 1.1: an alert that is not declared, and a button's target, checked in the flow.
            RuleExample(
                """
                flow: Addresses
                entry: true
                start: list
                alerts:
                  confirmDelete:
                    buttons: {delete: ↓push gone, keep: {role: cancel}}
                screens:
                  list: {actions: {delete: alert confirmDelete, leave: ↓alert confirmLeav}}
                """),
            // `reset` names a screen or a child of its flow.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: {actions: {signOut: ↓reset logn}}
                  login: null
                """),
            RuleExample(
                """
                flow: Product
                entry: true
                start: product
                screens: {product: null, reviews: null}
                routes:
                  reviews: {to: ↓push reviw}
                  product: {to: start, via: ↓Shp}
                """),
            // Format 1.1: a start at an entry the child does not declare.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home:
                    actions:
                      open: {input: Room.ID, to: ↓start Room}
                      info: {input: Room.ID, to: ↓start Room.detail}
                children:
                  Room: {present: true, on: {done: stay}}
                ---
                flow: Room
                entries:
                  room: {input: Room.ID, start: timeline}
                  details: {input: Room.ID, start: details}
                outcomes: [done]
                back: done
                screens:
                  timeline: {input: Room.ID}
                  details: {input: Room.ID}
                """),
            // Each reference to a missing name is a mistake of its own, entries sharing it too.
            RuleExample(
                """
                flow: App
                entry: true
                entries:
                  first: {start: ↓welcom}
                  again: {start: ↓welcom}
                screens:
                  welcome: null
                """),
            // Format 1.1: only `start` names an entry point; a `start` item or a `reset` names a
            // screen or a child.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: [home, ↓Room.join]
                screens:
                  home: {actions: {out: ↓reset Room.join, join: start Room.join}}
                children:
                  Room: {present: true, on: {done: stay}}
                ---
                flow: Room
                entries:
                  main: {start: timeline}
                  join: {start: joinRoom}
                outcomes: [done]
                back: done
                screens: {timeline: null, joinRoom: null}
                """),
            // Format 1.2: each item of an entry's `start` list, and its `outcomes`, name the flow's own.
            RuleExample(
                """
                flow: Home
                entry: true
                start: home
                screens: {home: {actions: {open: start Room}}}
                children:
                  Room: {present: true, on: {done: stay}}
                ---
                flow: Room
                outcomes: [done]
                back: done
                entries:
                  main: {input: String, start: [room, ↓joinRom], outcomes: [↓don]}
                screens: {room: {input: String}, joinRoom: {input: String}}
                """),
        ] + Self.triggerTriggering + Self.routeLinkTriggering + Self.keepTriggering + Self.thenTriggering
            + Self.externalTriggering,
        nonTriggering: [
            // An event named as an outcome is `duplicate-identifier` at the event, and left out:
            // its `send` is not reported again.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens: {home: {actions: {lib: start Lib}}}
                children:
                  Lib: {present: true, on: {closed: stay}}
                ---
                flow: Lib
                start: list
                outcomes: [closed]
                events: [closed]
                screens:
                  list: {actions: {s: send closed, f: finish closed}}
                """),
            // Format 1.2: a sheet asked by two screens, each with its own answers, which its returns name.
            RuleExample(
                """
                flow: Settings
                entry: true
                start: account
                screens:
                  account:
                    actions:
                      remove: {to: present confirm, result: [confirmed, cancelled]}
                      devices: push devices
                  devices:
                    actions:
                      unlink: {to: present confirm, result: {confirmed: null, cancelled: null, later: Int}}
                  confirm:
                    actions:
                      yes: return confirmed
                      no: return cancelled
                      close: return
                """),
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: {actions: {signOut: reset login, restart: reset Main}}
                  login: null
                children:
                  Main: {permanent: true}
                ---
                flow: Main
                start: main
                screens: {main: null}
                """),
            RuleExample(files: [
                (
                    "Shop.flow.yaml",
                    """
                    flow: Shop
                    entry: true
                    start: home
                    screens:
                      home:
                        actions:
                          open: push detail
                          login: start Login
                      detail: null
                    children:
                      Login:
                        present: true
                        on: {done: pop}
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
                      login: {actions: {ok: finish done}}
                    """
                ),
            ]),
            // `tabs` in a stack flow and `start` or `screens` in a tabs flow are `schema` findings and
            // otherwise ignored: nothing in them is a reference.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                tabs: [Nowhere]
                screens:
                  home: {actions: {main: start Main}}
                children:
                  Main: {permanent: true}
                ---
                flow: Main
                root: tabs
                start: Ghost
                screens:
                  lost: {actions: {go: push nowhere, ghost: start Ghost}}
                tabs: [Home]
                children: {Home: null}
                ---
                flow: Home
                start: home
                screens: {home: null}
                """),
            // `select` in a stack flow is `invalid-transition`, not a missing tab.
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Home, Search]
                children:
                  Home: {on: {search: select Search}}
                  Search: null
                ---
                flow: Home
                start: home
                outcomes: [search]
                screens: {home: {actions: {search: finish search, tab: select Search}}}
                ---
                flow: Search
                start: search
                screens: {search: null}
                """),
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens:
                  home:
                    actions:
                      open: {input: Room.ID, to: start Room}
                      info: {input: Room.ID, to: start Room.details}
                children:
                  Room: {present: true, on: {done: stay}}
                ---
                flow: Room
                entries:
                  main: {input: Room.ID, start: timeline}
                  details: {input: Room.ID, start: details}
                outcomes: [done]
                back: done
                screens:
                  timeline: {input: Room.ID}
                  details: {input: Room.ID}
                """),
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            let name = flow.name.value
            func report(_ message: String, _ position: SourcePosition) {
                findings.append(finding(message, at: position, in: flow))
            }
            // Declared names, for hints: made only for a finding.
            func screenIDs() -> [String] { flow.screens.map(\.id.value) }
            func childNames() -> [String] { flow.children.map(\.flow.value) }
            func outcomeNames() -> [String] { flow.outcomes.map(\.name.value) }
            func alertNames() -> [String] { flow.alerts.map(\.name.value) }

            /// For `Child.entry` written where only a screen or a child is named (a `start` item, an
            /// entry's `start`, a `reset`), why: only the verb `start` names an entry (format 1.1).
            func entryOutsideStart(_ target: String) -> String? {
                let (child, entry) = Transition.childAndEntry(target)
                guard entry != nil, flow.children.contains(where: { $0.flow.value == child }) else { return nil }
                return "an entry point is named only by the transition 'start \(target)'"
            }

            let resolved = graph.resolved[index]
            let transitions = resolved.transitions
            for entry in resolved.entries where transitions[entry].target == .undeclared {
                let item = transitions[entry]
                let target = resolved.targetName(of: item, in: flow) ?? ""
                switch item.place {
                case .start:
                    // Each entry is its own reference, though entries sharing a start share one item.
                    var places: [(words: String, position: SourcePosition)] = []
                    if let entries = flow.entries {
                        for entry in entries {
                            for start in entry.starts ?? [] where start.value == target {
                                places.append(("start '\(target)' of entry '\(entry.name.value)'", start.position))
                            }
                        }
                    } else {
                        places.append(("start '\(target)'", item.position))
                    }
                    for (words, position) in places {
                        if graph.index(of: target) != nil {
                            report("\(words) of flow '\(name)' is a flow that is not under 'children'", position)
                        } else if let entryWords = entryOutsideStart(target) {
                            report("\(words) of flow '\(name)' names no screen or child flow: \(entryWords)", position)
                        } else {
                            let hint = Suggestion.hint(for: target, among: screenIDs() + childNames())
                            report("\(words) of flow '\(name)' names no screen or child flow\(hint)", position)
                        }
                    }
                case .tab:
                    let hint = Suggestion.hint(for: target, among: childNames())
                    report("tab '\(target)' of flow '\(name)' is not under 'children'\(hint)", item.position)
                case .action, .handler, .back, .alertButton, .trigger, .then, .external:
                    continue
                }
            }
            if let back = flow.back, resolved.back?.target == .undeclared {
                let hint = Suggestion.hint(for: back.value, among: outcomeNames())
                report("back '\(back.value)' of flow '\(name)' names no outcome of the flow\(hint)", back.position)
            }
            for (child, childFlow) in zip(flow.children, resolved.childFlows) where childFlow == nil {
                // A flow whose file YAML could not read to its end is that file's `syntax` finding.
                if graph.linkedFiles.contains(where: { $0.unreadFlowName == child.flow.value }) { continue }
                // Not the flow itself: no flow is its own child.
                let hint = Suggestion.hint(for: child.flow.value, among: graph.flowNames.lazy.filter { $0 != name })
                report("child '\(child.flow.value)' of flow '\(name)' names no flow\(hint)", child.flow.position)
            }
            for (position, child) in flow.children.enumerated() {
                guard let childFlow = resolved.childFlows[position] else { continue }
                for (handlerPosition, handler) in child.handlers.enumerated()
                where resolved.handledOutcome(ofHandler: handlerPosition, ofChild: position) == nil
                    && resolved.handledEvent(ofHandler: handlerPosition, ofChild: position) == nil
                {
                    let childEvents = graph.flows[childFlow].events
                    let hint = Suggestion.hint(
                        for: handler.outcome.value,
                        among: graph.flows[childFlow].outcomes.map(\.name.value) + childEvents.map(\.name.value))
                    let kind = childEvents.isEmpty ? "outcome" : "outcome or event"
                    report(
                        "'on' entry '\(handler.outcome.value)' of child '\(child.flow.value)': flow '\(child.flow.value)' has no such \(kind)\(hint)",
                        handler.outcome.position)
                }
            }
            // Targets are resolved once for every rule (`ResolvedFlow`): only transitions whose
            // target names nothing declared are fetched from the flow.
            for declared in resolved.declared where transitions[declared].target == .undeclared {
                let transition = resolved.transition(transitions[declared], in: flow)
                guard let target = transition.target else { continue }
                switch transition.verb.targetKind {
                case .screen:
                    // In a tabs flow the verb itself is the mistake (`invalid-transition`).
                    guard flow.root == .stack else { continue }
                    let hint = Suggestion.hint(for: target, among: screenIDs())
                    report("'\(transition)' in flow '\(name)' names no screen of the flow\(hint)", transition.position)
                case .child:
                    if graph.index(of: target) != nil {
                        report(
                            "'\(transition)': flow '\(target)' is not under 'children' of flow '\(name)'",
                            transition.position)
                    } else {
                        let hint = Suggestion.hint(for: target, among: childNames())
                        report("'\(transition)' in flow '\(name)' names no child flow\(hint)", transition.position)
                    }
                case .outcome:
                    let hint = Suggestion.hint(for: target, among: outcomeNames())
                    report("'\(transition)' in flow '\(name)' names no outcome of the flow\(hint)", transition.position)
                case .tab:
                    // In a stack flow the verb itself is the mistake (`invalid-transition`).
                    guard flow.root == .tabs else { continue }
                    let tabs = (flow.tabs ?? []).map(\.value)
                    // A listed tab that is not under `children` is reported at `tabs`, once.
                    if tabs.contains(target) { continue }
                    if flow.children.contains(where: { $0.flow.value == target }) {
                        report(
                            "'\(transition)' in flow '\(name)': child '\(target)' is not a tab; the tabs are \(tabs.joined(separator: ", "))",
                            transition.position)
                    } else {
                        let hint = Suggestion.hint(for: target, among: tabs)
                        report("'\(transition)' in flow '\(name)' names no tab of the flow\(hint)", transition.position)
                    }
                case .alert:
                    let hint = Suggestion.hint(for: target, among: alertNames())
                    report("'\(transition)' in flow '\(name)' names no alert of the flow\(hint)", transition.position)
                case .event:
                    // Reported once, at the event an outcome's name left out.
                    if flow.eventsNamedAsOutcomes.contains(target) { continue }
                    let hint = Suggestion.hint(for: target, among: flow.events.map(\.name.value))
                    report("'\(transition)' in flow '\(name)' names no event of the flow\(hint)", transition.position)
                case .screenOrChild:
                    guard flow.root == .stack else { continue }
                    if let entryWords = entryOutsideStart(target) {
                        report(
                            "'\(transition)' in flow '\(name)' names no screen or child flow of the flow: \(entryWords)",
                            transition.position)
                        continue
                    }
                    let hint = Suggestion.hint(for: target, among: screenIDs() + childNames())
                    report(
                        "'\(transition)' in flow '\(name)' names no screen or child flow of the flow\(hint)",
                        transition.position)
                case nil:
                    continue
                }
            }
            findings += missingEntries(in: graph, flow: index)
            findings += triggerScreenFindings(in: flow)
            findings += keepReopenFindings(in: graph, flow: index)
            findings += unknownEntryOutcomes(in: flow)
            findings += unknownAnswers(in: graph, flow: index)
        }
        findings += routeReferences(graph)
        findings += unknownRouteEntries(graph)
        return findings
    }

    /// A start of a child at an entry it does not declare (format 1.1): `start Room.detail`,
    /// an entry named for a flow without `entries`, or no entry for a flow whose entries have no
    /// `main`.
    private func missingEntries(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        for transition in resolved.transitions where transition.verb.startsChild {
            guard let child = transition.target.child, let childFlowIndex = resolved.childFlows[child] else { continue }
            let childFlow = graph.flows[childFlowIndex]
            let target = resolved.targetName(of: transition, in: flow) ?? ""
            let (childName, entry) = Transition.childAndEntry(target)
            guard let entries = childFlow.entries else {
                if let entry {
                    findings.append(
                        finding(
                            "'start \(target)' in flow '\(flow.name.value)' names entry '\(entry)', but flow '\(childName)' declares no 'entries'",
                            at: transition.position, in: flow))
                }
                continue
            }
            let entryName = entry.map(String.init) ?? Flow.mainEntry
            guard childFlow.entry(named: entryName) == nil else { continue }
            let names = entries.map(\.name.value)
            if entry == nil {
                // What the flow wrote: a `start` item, a tab, or the transition (`reset Room`).
                let written: String
                switch transition.place {
                case .start: written = "the 'start' item '\(target)'"
                case .tab: written = "the tab '\(target)'"
                default: written = "'\(resolved.transition(transition, in: flow))'"
                }
                findings.append(
                    finding(
                        "flow '\(childName)' is started at one of its entries (\(names.map { "'\($0)'" }.joined(separator: ", "))), but \(written) in flow '\(flow.name.value)' names none and it has no 'main'",
                        at: transition.position, in: flow))
            } else {
                findings.append(
                    finding(
                        "'start \(target)' in flow '\(flow.name.value)': flow '\(childName)' has no entry '\(entryName)'\(Suggestion.hint(for: entryName, among: names))",
                        at: transition.position, in: flow))
            }
        }
        return findings
    }

    /// The screen a route leads to and the flow its `via` names.
    private func routeReferences(_ graph: FlowGraph) -> [Diagnostic] {
        guard !graph.routeWays.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            for route in flow.routes {
                if let destination = route.destination, let target = destination.target,
                    flow.screen(named: target) == nil
                {
                    let hint = Suggestion.hint(for: target, among: flow.screens.map(\.id.value))
                    findings.append(
                        finding(
                            "route '\(route.pattern.value)' leads to '\(destination)', but flow '\(flow.name.value)' has no such screen\(hint)",
                            at: destination.position, in: flow))
                }
                if let via = route.via, graph.index(of: via.value) == nil {
                    let hint = Suggestion.hint(for: via.value, among: graph.flowNames)
                    findings.append(
                        finding(
                            "'via' of route '\(route.pattern.value)' names no flow\(hint)", at: via.position, in: flow))
                }
            }
        }
        return findings
    }
}
