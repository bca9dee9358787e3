import FlowModel
import FlowRules

// Format 1.2, §2: `then`, a second step after a closing one.
extension FlowDrawing {
    /// Each second step, leaving each screen its first step lands on, drawn as its verb and
    /// labelled `<place> ▸ then`; the closing step is drawn where its place is, as any other.
    mutating func drawThenSteps() {
        for declared in resolved.thenSteps {
            let resolvedTransition = resolved.transitions[declared]
            guard case .then(let step) = resolvedTransition.place else { continue }
            let transition = resolved.transition(resolvedTransition, in: flow)
            var edgeFindings = take(transition.position)
            if transition.verb.startsChild, let target = transition.target {
                edgeFindings += childFindings(String(Transition.childAndEntry(target).child))
            }
            let place = placeName(of: resolved.transitions[step])
            let label = madeLabel(place + " ▸ then", resolvedTransition)
            let detail = made(
                styled(.text("\(place) ▸ then: \(transition)"), resolvedTransition), declared)
            for landing in navigation.thenLandings[declared - resolved.thenSteps.lowerBound] {
                var targets: [Target] = []
                if let target = forwardTarget(resolvedTransition) {
                    targets = [target]
                } else {
                    targets = backTargets(of: resolvedTransition, transition.verb.stackEffectInAction, from: landing)
                        .map { Target(id: $0) }
                }
                for target in targets {
                    canvas.edge(
                        GraphEdge(
                            from: screenIDs[landing], to: target.id, kind: GraphEdge.Kind(transition.verb),
                            label: label, detail: detail, headCluster: target.cluster,
                            origin: flow.location(of: transition.position), findings: edgeFindings))
                }
            }
            // A second step that lands nowhere known keeps its findings on the flow.
            if navigation.thenLandings[declared - resolved.thenSteps.lowerBound].isEmpty {
                cluster.findings += edgeFindings
            }
        }
    }

    /// The name of the place a first step stands in: its action's, its handler's outcome, its
    /// button's, `⚡` and its trigger's.
    private func placeName(of transition: ResolvedTransition) -> String {
        switch transition.place {
        case .action(let screen, let action): return flow.screens[screen].actions[action].name.value
        case .handler(let child, let handler): return flow.children[child].handlers[handler].outcome.value
        case .alertButton(let alert, let button): return flow.alerts[alert].buttons[button].name.value
        case .trigger(let trigger): return "⚡ " + flow.triggers[trigger].name.value
        case .external(let screen): return flow.screens[screen].id.value
        case .start, .tab, .back, .then: return flow.name.value
        }
    }
}
