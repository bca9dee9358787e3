import FlowModel
import FlowRules

// Format 1.2, §6: external screens, whose controller the work makes.
extension FlowDrawing {
    /// An external screen's node: a box with a dashed double border, its id, `external` and its
    /// input, with the findings of what it declares.
    mutating func drawExternalScreenNode(_ screen: Screen, index: Int) {
        let external = screen.external
        var detail = "external screen '\(screen.id.value)' of \(name): the work makes its controller"
        if let input = screen.input { detail += "\ninput: " + input.text }
        if let result = external?.result { detail += "\nresult: " + result.text }
        let isFirst = index < navigation.isFirst.count && navigation.isFirst[index]
        let nodeFindings =
            take(screen.id.position, screen.input?.position, external?.position) + take(external?.result?.position)
        canvas.node(
            GraphNode(
                id: screenIDs[index], kind: .externalScreen, title: screen.id.value,
                subtitle: screen.input.map { "external: " + $0.text } ?? "external", detail: .text(detail),
                isFirst: isFirst, findings: nodeFindings))
    }

    /// Each step of an external screen's `to`, leaving each screen beneath it, drawn as its verb
    /// and labelled `<screen> ▸ then`, as a second step is.
    mutating func drawExternalSteps() {
        for declared in resolved.externalSteps {
            let resolvedTransition = resolved.transitions[declared]
            guard case .external(let screen) = resolvedTransition.place else { continue }
            let transition = resolved.transition(resolvedTransition, in: flow)
            // `stay` among the alternatives means nothing more: no edge.
            if transition.verb == .stay { continue }
            var edgeFindings = take(transition.position)
            if transition.verb.startsChild, let target = transition.target {
                edgeFindings += childFindings(String(Transition.childAndEntry(target).child))
            }
            let place = flow.screens[screen].id.value
            let label = madeLabel(place + " ▸ then", resolvedTransition)
            let detail = made(styled(.text("\(place) ▸ then: \(transition)"), resolvedTransition), declared)
            let landings = navigation.externalLandings[screen] ?? []
            for landing in landings {
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
            // A step that runs from nowhere known keeps its findings on the flow.
            if landings.isEmpty { cluster.findings += edgeFindings }
        }
    }
}
