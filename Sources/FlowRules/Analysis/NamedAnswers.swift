import FlowModel

/// Named results (format 1.2): the answers an asking action waits for, and the name a `return`
/// gives.
extension FlowGraph {
    /// The named answers `asker`, an action's alternative of flow `flow`, waits for; nil when its
    /// `result` is a type (format 1.1).
    public func askedAnswers(by asker: ResolvedTransition, inFlow flow: Int) -> [Outcome]? {
        guard case .action(let screen, let action) = askingPlace(of: asker, inFlow: flow) else { return nil }
        return flows[flow].screens[screen].actions[action].answers
    }

    /// The answer `transition`, a `return` of flow `flow`, names (`return NAME`); nil for a plain
    /// `return` and for other verbs.
    public func answerName(of transition: ResolvedTransition, inFlow flow: Int) -> String? {
        resolved[flow].answerName(of: transition, in: flows[flow])
    }

    /// The `return`s of flow `flow` as written (`return` or `return NAME`), in the words of a
    /// message: "'return unlocked' on screen 'appLock'".
    func returnWords(_ transition: ResolvedTransition, inFlow flow: Int) -> String {
        let written = "'" + resolved[flow].transition(transition, in: flows[flow]).description + "'"
        switch transition.place {
        case .action(let screen, _):
            return written + " on screen '\(flows[flow].screens[screen].id.value)'"
        case .handler(let child, let handler):
            let childFlow = flows[flow].children[child]
            return written
                + " in the handler of '\(childFlow.handlers[handler].outcome.value)' of child '\(childFlow.flow.value)'"
        case .alertButton(let alert, let button):
            let alertValue = flows[flow].alerts[alert]
            return written + " in button '\(alertValue.buttons[button].name.value)' of alert '\(alertValue.name.value)'"
        case .trigger(let trigger):
            return written + " in trigger '\(flows[flow].triggers[trigger].name.value)'"
        case .start, .tab, .back, .then, .external:
            return written
        }
    }

    /// The askers of `transition`, a `return`, each action once (two alternatives of one action
    /// ask as one).
    func askingActions(of transition: ResolvedTransition, inFlow flow: Int) -> [ResolvedTransition] {
        var seen: [TransitionPlace] = []
        return askers(of: transition, inFlow: flow).filter { asker in
            let place = askingPlace(of: asker, inFlow: flow)
            guard !seen.contains(place) else { return false }
            seen.append(place)
            return true
        }
    }

    /// "action 'verifyWithAppLockPIN' on screen 'linkNewDevice'" for a named asker.
    func answerAskerWords(_ asker: ResolvedTransition, inFlow flow: Int) -> String {
        guard case .action(let screenIndex, let action) = askingPlace(of: asker, inFlow: flow) else {
            return "an action"
        }
        let screen = flows[flow].screens[screenIndex]
        return "action '\(screen.actions[action].name.value)' on screen '\(screen.id.value)'"
    }
}

extension ResolvedFlow {
    /// The answer `transition`, a `return` of `flow`, names; for a rule that holds the flow and its
    /// resolved transitions already, as passing `FlowGraph`'s to a call copies each whole.
    func answerName(of transition: ResolvedTransition, in flow: Flow) -> String? {
        guard transition.verb.mayNameAnAnswer else { return nil }
        return targetName(of: transition, in: flow)
    }
}
