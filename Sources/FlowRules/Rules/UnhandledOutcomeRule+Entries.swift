import FlowDiagnostics
import FlowModel

/// Format 1.2: an entry's `outcomes`. A parent is asked only for the outcomes of the entries it
/// starts the child at (every outcome where one of them lists none, as in 1.1), `back` always;
/// and an entry that can finish with an outcome its list leaves out is reported at the entry.
extension UnhandledOutcomeRule {
    /// The outcomes of child `child` of flow `parent` its parent must handle, by name; nil for
    /// every outcome of the child's flow.
    static func askedOutcomes(_ graph: FlowGraph, parent: Int, child: Int, childFlow: Flow) -> Set<String>? {
        guard let entries = childFlow.entries, entries.contains(where: { $0.outcomes != nil }) else { return nil }
        let flow = graph.flows[parent]
        let resolved = graph.resolved[parent]
        var asked: Set<String> = []
        var anyEntry = false
        for transition in resolved.transitions where transition.verb.startsChild && transition.target.child == child {
            let target = resolved.targetName(of: transition, in: flow) ?? ""
            let name = Transition.childAndEntry(target).entry.map(String.init) ?? Flow.mainEntry
            // An entry the child lacks is `missing-identifier`'s.
            guard let entry = childFlow.entry(named: name) else { continue }
            guard let outcomes = entry.outcomes else { return nil }
            anyEntry = true
            asked.formUnion(outcomes.map(\.value))
        }
        for name in routeEntries(graph, parent: parent, child: child) {
            guard let entry = childFlow.entry(named: name) else { continue }
            guard let outcomes = entry.outcomes else { return nil }
            anyEntry = true
            asked.formUnion(outcomes.map(\.value))
        }
        guard anyEntry else { return nil }
        if let back = childFlow.back?.value { asked.insert(back) }
        return asked
    }

    /// Each entry that lists its `outcomes` and can finish with another (not `back`), once per
    /// outcome, at the entry's name.
    func entryOutcomeFindings(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            guard let entries = flow.entries else { continue }
            for entry in entries {
                guard var listed = entry.outcomes.map({ Set($0.map(\.value)) }) else { continue }
                // A name that is no outcome is `missing-identifier`, which suggests the outcome
                // meant: that one counts as listed (one mistake, one finding).
                for name in entry.outcomes ?? [] where flow.outcome(named: name.value) == nil {
                    if let meant = Suggestion.closest(to: name.value, among: flow.outcomes.map(\.name.value)) {
                        listed.insert(meant)
                    }
                }
                for (outcome, place) in Self.finishes(from: entry, flow: flow, resolved: graph.resolved[index]) {
                    let name = flow.outcomes[outcome].name.value
                    guard !listed.contains(name), name != flow.back?.value else { continue }
                    findings.append(
                        finding(
                            "entry '\(entry.name.value)' of flow '\(flow.name.value)' can finish with '\(name)' "
                                + "(from \(place)), which its 'outcomes' leave out: a parent that starts it there "
                                + "does not handle it",
                            at: entry.name.position, in: flow))
                }
            }
        }
        return findings
    }

    /// The outcomes a run started at `entry` can finish with, in the order first found, each
    /// with the place of a `finish` of it: what the entry's first screens and children lead to
    /// by any transition (a second step, `then`, with its first; the triggers whose `from` names
    /// a screen, as its actions; an external screen's `to`), their handlers and the buttons of
    /// the alerts they show.
    static func finishes(from entry: FlowEntry, flow: Flow, resolved: ResolvedFlow) -> [(Int, String)] {
        var seenScreens = [Bool](repeating: false, count: flow.screens.count)
        var seenChildren = [Bool](repeating: false, count: flow.children.count)
        var seenAlerts = [Bool](repeating: false, count: flow.alerts.count)
        var found = [Bool](repeating: false, count: flow.outcomes.count)
        var result: [(Int, String)] = []
        var pending: [(positions: [Int], place: String)] = []
        // The second step of each first step, by the first's position; few flows have any.
        var secondSteps: [Int: [Int]] = [:]
        for position in resolved.thenSteps {
            if case .then(let step) = resolved.transitions[position].place {
                secondSteps[step, default: []].append(position)
            }
        }
        let starts = (entry.starts ?? []).compactMap { start in
            resolved.entries.first { resolved.targetName(of: resolved.transitions[$0], in: flow) == start.value }
        }
        pending.append((starts, "entry '\(entry.name.value)'"))
        while let (positions, place) = pending.popLast() {
            for position in positions {
                if let seconds = secondSteps[position] { pending.append((seconds, place)) }
                let transition = resolved.transitions[position]
                switch transition.target {
                case .screen(let screen):
                    guard !seenScreens[screen] else { continue }
                    seenScreens[screen] = true
                    var actions = flow.screens[screen].actions.indices.flatMap {
                        resolved.alternatives(ofAction: $0, onScreen: screen)
                    }
                    for trigger in flow.triggers.indices
                    where resolved.triggerScreens[trigger]?.contains(screen) == true {
                        actions += resolved.alternatives(ofTrigger: trigger)
                    }
                    if flow.screens[screen].external != nil {
                        actions += resolved.externalSteps.filter {
                            resolved.transitions[$0].place == .external(screen: screen)
                        }
                    }
                    pending.append((actions, "screen '\(flow.screens[screen].id.value)'"))
                case .child(let child):
                    guard !seenChildren[child] else { continue }
                    seenChildren[child] = true
                    pending.append(
                        (
                            Array(resolved.handlerAlternatives(ofChild: child)),
                            "child '\(flow.children[child].flow.value)'"
                        ))
                case .alert(let alert):
                    guard !seenAlerts[alert] else { continue }
                    seenAlerts[alert] = true
                    pending.append(
                        (Array(resolved.buttonAlternatives(ofAlert: alert)), "alert '\(flow.alerts[alert].name.value)'")
                    )
                case .outcome(let outcome):
                    guard !found[outcome] else { continue }
                    found[outcome] = true
                    result.append((outcome, place))
                case .none, .undeclared, .event:
                    continue
                }
            }
        }
        return result
    }
}
