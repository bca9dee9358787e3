import FlowModel
import FlowRules

extension FlowDrawing {
    /// Where an edge ends and whether it ends in another cluster.
    struct Target {
        var id: String
        var cluster: String?
    }

    /// The target of a transition that does not depend on where it runs, or nil for verbs drawn
    /// backward (`backTargets`).
    mutating func forwardTarget(_ transition: ResolvedTransition) -> Target? {
        guard !transition.verb.isDrawnBackward, let kind = transition.verb.targetKind else { return nil }
        switch (kind, transition.target) {
        case (.screen, .screen(let screen)): return Target(id: screenIDs[screen])
        case (.outcome, .outcome(let outcome)): return outcomeTarget(flow.outcomes[outcome].name.value)
        case (.screen, _): return screenTarget(resolved.targetName(of: transition, in: flow) ?? "")
        case (.outcome, _): return outcomeTarget(resolved.targetName(of: transition, in: flow) ?? "")
        // A `start` leads to the flow of its name, drawn, whether or not it is under `children`.
        // `Child.entry` (format 1.1) leads to the child's flow.
        case (.child, _):
            let target = resolved.targetName(of: transition, in: flow) ?? ""
            return flowTarget(String(Transition.childAndEntry(target).child))
        // A `select` leads to the tab's flow, drawn, as its `tabs` edge does.
        case (.tab, _): return flowTarget(resolved.targetName(of: transition, in: flow) ?? "")
        case (.alert, .alert(let alert)): return Target(id: GraphIdentifier.alert(name, flow.alerts[alert].name.value))
        case (.alert, _):
            return Target(id: missingNode(resolved.targetName(of: transition, in: flow) ?? "", what: "alert"))
        case (.event, .event(let event)): return Target(id: GraphIdentifier.event(name, flow.events[event].name.value))
        case (.event, _):
            return Target(id: missingNode(resolved.targetName(of: transition, in: flow) ?? "", what: "event"))
        case (.screenOrChild, .screen(let screen)): return Target(id: screenIDs[screen])
        case (.screenOrChild, let target):
            // A `reset` to a child, or to a name it lacks: a flow name is drawn as its flow.
            let name = resolved.targetName(of: transition, in: flow) ?? ""
            let isFlowName = target.child != nil || name.first?.isUppercase == true
            return isFlowName ? flowTarget(name) : screenTarget(name)
        }
    }

    mutating func screenTarget(_ screen: String) -> Target {
        if let index = screenIndex[screen] { return Target(id: screenIDs[index]) }
        return Target(id: missingNode(screen, what: "screen"))
    }

    mutating func flowTarget(_ child: String) -> Target {
        guard drawn[child] != nil else { return Target(id: missingNode(child, what: "flow")) }
        if child == name { return Target(id: startID) }
        return Target(id: GraphIdentifier.start(child), cluster: GraphIdentifier.cluster(child))
    }

    mutating func outcomeTarget(_ outcome: String) -> Target {
        if let id = outcomeIDs[outcome] { return Target(id: id) }
        return Target(id: missingNode(outcome, what: "outcome"))
    }
}
