import FlowDiagnostics
import FlowModel

/// Format 1.2: `make`. A made step's payload is not compared with its target's input (the work
/// makes the input, and the generated requirement's signature holds both types), but a target
/// that takes nothing leaves nothing to make.
extension TypeMismatchRule {
    /// Each made transition of flow `index` whose target takes no value.
    func madeMismatches(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        for position in resolved.madeTransitions {
            let transition = resolved.transitions[position]
            // A stack verb in a tabs flow is `invalid-transition` alone, a missing target
            // `missing-identifier`'s; a child whose flow is missing takes what nobody knows.
            if flow.root == .tabs && transition.verb.isStackVerb { continue }
            switch transition.target {
            case .none, .undeclared: continue
            case .child(let child):
                guard let childFlow = resolved.childFlows[child] else { continue }
                if graph.flows[childFlow].entries != nil {
                    // An entry the child lacks is `missing-identifier`'s.
                    let target = resolved.targetName(of: transition, in: flow) ?? ""
                    let entry = Transition.childAndEntry(target).entry.map(String.init) ?? Flow.mainEntry
                    guard graph.flows[childFlow].entry(named: entry) != nil else { continue }
                }
            case .screen, .outcome, .alert, .event: break
            }
            guard graph.takenType(by: transition, inFlow: index) == nil else { continue }
            let written = resolved.transition(transition, in: flow)
            findings.append(
                finding(
                    "'make' on '\(written)' in \(Self.placeWords(transition.place, in: flow, resolved: resolved)) makes nothing: "
                        + "\(Self.targetWords(transition, written, graph: graph, flow: index)) takes no value",
                    at: transition.position, in: flow))
        }
        return findings
    }

    /// Where a made transition stands, in words: `action 'next'`, `the handler of outcome 'done'
    /// of child 'Login'`, `button 'ok' of alert 'confirm'`, `trigger 'shipped'`.
    static func placeWords(_ place: TransitionPlace, in flow: Flow, resolved: ResolvedFlow) -> String {
        switch place {
        case .action(let screen, let action):
            return "action '\(flow.screens[screen].actions[action].name.value)'"
        case .handler(let child, let handler):
            return
                "the handler of '\(flow.children[child].handlers[handler].outcome.value)' of child '\(flow.children[child].flow.value)'"
        case .alertButton(let alert, let button):
            return
                "button '\(flow.alerts[alert].buttons[button].name.value)' of alert '\(flow.alerts[alert].name.value)'"
        case .trigger(let trigger):
            return "trigger '\(flow.triggers[trigger].name.value)'"
        case .then(let step):
            return "'then' of " + placeWords(resolved.transitions[step].place, in: flow, resolved: resolved)
        case .external(let screen):
            return "'to' of external screen '\(flow.screens[screen].id.value)'"
        case .start, .tab, .back:
            return "flow '\(flow.name.value)'"
        }
    }

    /// The target of a made transition, in words: `screen 'receipt'`, `flow 'Login'`.
    private static func targetWords(
        _ transition: ResolvedTransition, _ written: Transition, graph: FlowGraph, flow index: Int
    ) -> String {
        let target = written.target ?? ""
        switch transition.target {
        case .screen: return "screen '\(target)'"
        case .child(let child):
            let childFlow = graph.resolved[index].childFlows[child].map { graph.flows[$0] }
            if childFlow?.entries != nil {
                let entry = Transition.childAndEntry(target).entry.map(String.init) ?? Flow.mainEntry
                return "entry '\(entry)' of flow '\(Transition.childAndEntry(target).child)'"
            }
            return "flow '\(target)'"
        case .outcome: return "outcome '\(target)'"
        case .alert: return "alert '\(target)'"
        case .event: return "event '\(target)'"
        case .none, .undeclared: return "'\(target)'"
        }
    }
}
