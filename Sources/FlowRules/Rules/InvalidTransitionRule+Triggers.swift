import FlowDiagnostics
import FlowModel

/// Format 1.2: a trigger without `from` runs over whatever its flow shows, so a move that needs
/// the screen it leaves (`pop`, `popToRoot`, `dismiss`, `return`) has no screen to leave.
extension InvalidTransitionRule {
    /// The verbs a trigger without `from` may run, in words, in the verb table's order.
    static let verbsOverAnyScreen: String = {
        // A stack flow's (a tabs flow's triggers are its handlers' verbs): `select` is a tabs flow's.
        let verbs = Transition.Verb.allCases.filter { $0.runsOverAnyScreen && $0 != .select }
            .map { "'\($0.rawValue)'" }
        return verbs.dropLast().joined(separator: ", ") + " and " + (verbs.last ?? "")
    }()

    func triggerMovesOverAnyScreen(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        for trigger in flow.triggers.indices where resolved.triggerScreens[trigger] == nil {
            for declared in resolved.alternatives(ofTrigger: trigger) {
                let transition = resolved.transitions[declared]
                guard !transition.verb.runsOverAnyScreen else { continue }
                findings.append(
                    finding(
                        "'\(resolved.transition(transition, in: flow))' in trigger '\(flow.triggers[trigger].name.value)' of flow '\(flow.name.value)', which runs over whatever the flow shows: only \(Self.verbsOverAnyScreen) run there; name its screens with 'from'",
                        at: transition.position, in: flow))
            }
        }
        findings += triggersFromExternalScreens(in: flow)
        return findings
    }

    /// A trigger's `from` names screens of the app's own: an external screen's controller is the
    /// work's, and the coordinator keeps no screen it could run a trigger from.
    private func triggersFromExternalScreens(in flow: Flow) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for trigger in flow.triggers {
            for name in trigger.from ?? [] where flow.screen(named: name.value)?.external != nil {
                findings.append(
                    finding(
                        "'from' of trigger '\(trigger.name.value)' in flow '\(flow.name.value)' names external screen '\(name.value)', whose controller the work makes: no trigger runs from it; name the screens it is shown over",
                        at: name.position, in: flow))
            }
        }
        return findings
    }
}
