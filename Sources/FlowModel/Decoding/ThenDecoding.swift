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
        switch stepFollows {
        case .closingStep?:
            schema("'then' runs one step after a closing one; a third belongs to the screen it lands on", at: keyNode)
            refuseStep(node)
            return
        case .externalScreen(let screen)? where !transition.verb.mayBeFollowedByThen:
            schema(
                "'to' of external screen '\(screen)' runs one step after it has closed; a second belongs to the screen it lands on",
                at: keyNode)
            refuseStep(node)
            return
        case .externalScreen?, nil:
            break
        }
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
            // A `then` in its long form would be a third step (`applyThen`).
            let follows = stepFollows
            stepFollows = .closingStep
            step = longFormTransition(node, "'then'")
            stepFollows = follows
        case .scalar:
            step = transition(node, "'then'")
        }
        guard let step else { return nil }
        guard step.verb.mayBeASecondStep else {
            let why: String
            switch step.verb {
            case .reset: why = "'reset' tears everything down and needs no step before it"
            case .return: why = "'return' answers the action that asked, whose screen the first step has closed"
            default: why = "'stay' moves nothing: leave 'then' out"
            }
            schema("'then' runs one more move: \(why)", at: node)
            // A screen only the `reset` leads to is this finding's, not also unreachable; an answer
            // only the `return` names, not also never returned.
            if step.verb == .reset || step.verb == .return { refusedSecondSteps.append(step) }
            return nil
        }
        return step
    }

    /// Reads the step at `node` that a finding refused, for what it names: a screen only it leads
    /// to is that finding's, not also unreachable.
    private mutating func refuseStep(_ node: Node) {
        let read: Transition?
        switch tree.kind(node) {
        case .mapping: read = longFormTransition(node, "'then'")
        case .scalar: read = transition(node, "'then'")
        case .sequence: read = nil
        }
        if let read { refusedSecondSteps.append(read) }
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

/// What a step being read follows, where it may not have a `then` of its own (format 1.2).
enum StepFollows {
    /// A closing step: the step is a second one, and its `then` would be a third.
    case closingStep
    /// The closing of external screen `screen`: the step of its `to` runs as a second step; a
    /// closing step with a `then` is left to `steps(_:screen:)`, which advises the second alone.
    case externalScreen(String)
}
