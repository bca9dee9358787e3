import FlowDiagnostics
import FlowYAML

/// Format 1.2, §2: `then`, a second step after a closing one, in a transition's long form
/// (`{to: dismiss, then: push detail}`) and beside the `to` of an action's or a button's map, as
/// `make` is.
extension DecodingContext {
    /// `then` beside the `to` of an action's or a button's long form: it follows the one
    /// transition `to` names. `toNode` is where `to` is written (nil without one), `transitions`
    /// what it was read into; `owner` names the action or button for a message.
    mutating func applyThen(
        _ then: Node, key keyNode: Node, to transitions: inout Transitions, toNode: Node?,
        owner: @autoclosure () -> String
    ) {
        guard let toNode, !isNull(toNode) else {
            schema("'then' runs after the step of 'to'; \(owner()) has no 'to'", at: keyNode)
            return
        }
        switch tree.kind(toNode) {
        case .sequence:
            schema(
                "'then' belongs to one transition; \(owner()) has alternatives: write it in the alternative, "
                    + "{to: dismiss, then: …}",
                at: keyNode)
        case .mapping:
            schema(
                "'then' belongs to one transition; the 'to' of \(owner()) is a long form already: write it there",
                at: keyNode)
        case .scalar:
            // The transition could not be read (reported): the second step is still read for its findings.
            guard transitions.count == 1 else {
                if let step = secondStep(then, key: keyNode) { refusedSecondSteps.append(step) }
                return
            }
            var transition = transitions[0]
            applyThen(then, key: keyNode, on: &transition)
            transitions = Transitions(transition)
        }
    }

    /// Reads `then` (its value at `node`, its key at `keyNode`) as the second step of `transition`;
    /// a second step that may not follow it, or may not be one, is reported and left out.
    mutating func applyThen(_ node: Node, key keyNode: Node, on transition: inout Transition) {
        guard let step = secondStep(node, key: keyNode) else { return }
        guard transition.verb.mayBeFollowedByThen else {
            if transition.verb == .finish {
                let outcome = transition.target ?? ""
                schema(
                    "'then' after '\(transition)' would run in a flow that has finished: the parent's 'on' handler of '\(outcome)' is the next step",
                    at: keyNode)
            } else {
                schema(
                    "'then' follows a step that closes ('dismiss', 'pop' or 'popToRoot'), not '\(transition)': \(Self.whatFollows(transition.verb))",
                    at: keyNode)
            }
            refusedSecondSteps.append(step)
            return
        }
        transition.options.then = Transition.ThenStep(step, keyPosition: position(of: keyNode))
    }

    /// The second step written at `node`: one transition or its long form. nil, having reported,
    /// when it cannot be read or cannot be a second step.
    private mutating func secondStep(_ node: Node, key keyNode: Node) -> Transition? {
        var step: Transition?
        switch tree.kind(node) {
        case .sequence:
            schema(
                "'then' runs one step ('VERB TARGET', or its long form), not a list: the screen it lands on chooses among alternatives",
                at: node)
            // Read for what they name: a screen only the list leads to is this finding's, not also
            // unreachable (one mistake, one finding).
            for item in tree.children(node) {
                let read = tree.kind(item) == .mapping ? longFormTransition(item, "'then'") : transition(item, "'then'")
                if let read { refusedSecondSteps.append(read) }
            }
            return nil
        case .mapping:
            step = longFormTransition(node, "'then'")
        case .scalar:
            step = transition(node, "'then'")
        }
        guard var step else { return nil }
        if let nested = step.options.then {
            report(
                .schema, "'then' runs one step after a closing one; a third belongs to the screen it lands on",
                at: nested.keyPosition)
            refusedSecondSteps.append(nested.step)
            step.options.then = nil
        }
        guard step.verb.mayBeASecondStep else {
            let why: String
            switch step.verb {
            case .reset: why = "'reset' tears everything down and needs no step before it"
            case .return: why = "'return' answers the action that asked, whose screen the first step has closed"
            default: why = "'stay' moves nothing: leave 'then' out"
            }
            schema("'then' runs one more move: \(why)", at: node)
            // A screen only the `reset` leads to is this finding's, not also unreachable.
            if step.verb == .reset { refusedSecondSteps.append(step) }
            return nil
        }
        return step
    }

    /// Why nothing follows `verb` in the same transition: what it shows runs what comes next.
    private static func whatFollows(_ verb: Transition.Verb) -> String {
        switch verb {
        case .push: return "what follows a push is the pushed screen's"
        case .present: return "what follows a present is the presented screen's"
        case .replace: return "what follows a replace is the new screen's"
        case .start: return "what follows a start is the child's, and its handlers'"
        case .alert: return "what follows an alert is its buttons'"
        case .pop, .popToRoot, .dismiss, .finish, .stay, .select, .reset, .send, .return:
            return "only a closing step shows a screen again for a second step"
        }
    }
}
