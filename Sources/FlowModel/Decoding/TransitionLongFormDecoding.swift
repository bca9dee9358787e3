import FlowDiagnostics
import FlowYAML

/// Format 1.2: the transition long form, `{to: TRANSITION, make: true}`, where one transition
/// stands (an `on` handler's value, an item of a list of alternatives, an action's `to`), and its
/// keys beside the `to` of a map that has one already (an action's long form, an alert button's).
extension DecodingContext {
    /// A transition written as its long form (`node` is a map). nil, having reported, when it
    /// has no readable `to`.
    mutating func longFormTransition(_ node: Node, _ what: @autoclosure () -> String) -> Transition? {
        guard let map = keyedMap(node, "the long form of a transition", keys: format.longFormKeys) else { return nil }
        guard let to = map[.to], !isNull(to) else {
            schema(
                "the long form of a transition needs 'to': {to: VERB TARGET, make: true}", at: map.keyNode(.to) ?? node)
            return nil
        }
        guard tree.kind(to) == .scalar else {
            schema(
                "'to' of the long form of a transition is one transition ('VERB' or 'VERB TARGET'), not "
                    + tree.kindDescription(to),
                at: to)
            return nil
        }
        guard var transition = transition(to, what()) else { return nil }
        if let make = map[.make], let keyNode = map.keyNode(.make) {
            transition.options.make = made(make, key: keyNode, on: transition)
        }
        if let then = map[.then], let keyNode = map.keyNode(.then) {
            applyThen(then, key: keyNode, on: &transition)
        }
        return transition
    }

    /// `make` beside the `to` of an action's or a button's long form: it applies to the one
    /// transition `to` names. `toNode` is where `to` is written (nil without one), `transitions`
    /// what it was read into; `owner` names the action or button for a message.
    mutating func applyMake(
        _ make: Node, key keyNode: Node, to transitions: inout Transitions, toNode: Node?,
        owner: @autoclosure () -> String
    ) {
        guard let toNode, !isNull(toNode) else {
            // Read for its own findings (a value that is not a boolean), then reported as unused.
            if boolean(make, "'make'") == true {
                schema("'make' makes the input of the target of 'to'; \(owner()) has no 'to'", at: keyNode)
            }
            return
        }
        switch tree.kind(toNode) {
        case .sequence:
            if boolean(make, "'make'") == true {
                schema(
                    "'make' belongs to one transition; \(owner()) has alternatives: write it in the alternative, "
                        + "{to: …, make: true}",
                    at: keyNode)
            }
        case .mapping:
            if boolean(make, "'make'") == true {
                schema(
                    "'make' belongs to one transition; the 'to' of \(owner()) is a long form already: write it there",
                    at: keyNode)
            }
        case .scalar:
            guard transitions.count == 1 else {
                // The transition could not be read (reported): `make` is still checked for its kind.
                _ = boolean(make, "'make'")
                return
            }
            var transition = transitions[0]
            transition.options.make = made(make, key: keyNode, on: transition)
            transitions = Transitions(transition)
        }
    }

    /// Whether `make` (its value at `node`, its key at `keyNode`) makes `transition`'s target
    /// input: `true` on a verb that hands its payload to its target. Anything else is reported.
    private mutating func made(_ node: Node, key keyNode: Node, on transition: Transition) -> Bool {
        guard let make = boolean(node, "'make'"), make else { return false }
        guard transition.verb.takesMadeInput else {
            if transition.verb.returnsResult {
                schema(
                    "'make' makes the input of a target; '\(transition.verb.rawValue)' hands its payload back as it is",
                    at: keyNode)
            } else {
                schema(
                    "'make' makes the input of the target; '\(transition)' takes none", at: keyNode)
            }
            return false
        }
        return true
    }
}
