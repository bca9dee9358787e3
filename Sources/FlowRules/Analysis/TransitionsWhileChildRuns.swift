import FlowModel

/// A transition that runs while a child of its flow keeps running on screen (format 1.1).
public struct TransitionWhileChildRuns: Sendable, Hashable {
    /// Its position in `ResolvedFlow.transitions`.
    public var declared: Int
    /// The child whose event it answers, by position in the flow's `children`.
    public var child: Int
    /// The event it answers, by position in the events of the child's flow.
    public var event: Int
}

extension FlowGraph {
    /// The transitions of flow `flow` that run while a child keeps running: the alternatives of
    /// the handler of each of a child's events, and the buttons of the alerts such a handler shows,
    /// directly or through another alert's button (a button runs wherever its alert is shown).
    /// Each once (with one event that leads to it), in the order of `ResolvedFlow.transitions`.
    public func transitionsWhileChildRuns(inFlow flow: Int) -> [TransitionWhileChildRuns] {
        let resolved = resolved[flow]
        let children = flows[flow].children
        var found: [Int: TransitionWhileChildRuns] = [:]
        var pending: [(alert: Int, child: Int, event: Int)] = []
        for child in children.indices {
            guard let childFlow = resolved.childFlows[child], !flows[childFlow].events.isEmpty else { continue }
            for handler in children[child].handlers.indices {
                guard let event = resolved.handledEvent(ofHandler: handler, ofChild: child) else { continue }
                for declared in resolved.alternatives(ofHandler: handler, ofChild: child) where found[declared] == nil {
                    found[declared] = TransitionWhileChildRuns(declared: declared, child: child, event: event)
                    if let alert = resolved.transitions[declared].target.alert { pending.append((alert, child, event)) }
                }
            }
        }
        var shown: Set<Int> = []
        while let (alert, child, event) = pending.popLast() {
            guard shown.insert(alert).inserted else { continue }
            for declared in resolved.buttonAlternatives(ofAlert: alert) where found[declared] == nil {
                found[declared] = TransitionWhileChildRuns(declared: declared, child: child, event: event)
                if let next = resolved.transitions[declared].target.alert { pending.append((next, child, event)) }
            }
        }
        return found.values.sorted { $0.declared < $1.declared }
    }
}

extension FlowGraph {
    /// Those of `transitionsWhileChildRuns(inFlow:)` that would move the flow's screens out from
    /// under the running child: a `pop`, `popToRoot`, `dismiss` or `replace`, and in an alert's
    /// button, which runs as a screen's action, a `return` (which dismisses its screen's stack).
    public func movesBeneathRunningChildren(inFlow flow: Int) -> [TransitionWhileChildRuns] {
        guard !flows[flow].children.isEmpty else { return [] }
        let transitions = resolved[flow].transitions
        return transitionsWhileChildRuns(inFlow: flow).filter { running in
            let transition = transitions[running.declared]
            let effect: Transition.StackEffect
            if case .alertButton = transition.place {
                effect = transition.verb.stackEffectInAction
            } else {
                effect = transition.verb.stackEffect
            }
            switch effect {
            case .pop, .popToRoot, .dismiss, .replace: return true
            case .push, .present, .none, .reset: return false
            }
        }
    }
}
