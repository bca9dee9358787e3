import FlowModel

/// The Swift statements that run transitions inside a coordinator.
struct TransitionCode {
    let plan: FlowPlan

    /// Whether running any of `transitions` needs a navigation controller.
    static func needsNavigation(_ transitions: Transitions) -> Bool {
        transitions.contains { $0.verb.isStackVerb || $0.verb == .start }
    }

    /// Whether any of `transitions` does something.
    static func moves(_ transitions: Transitions) -> Bool {
        transitions.contains { $0.verb != .stay }
    }

    /// Whether any of `transitions` hands the payload on (its target declares a type).
    func usesPayload(_ transitions: Transitions) -> Bool {
        transitions.contains { plan.inputOfTarget($0) != nil }
    }

    /// Writes the statement running `transition` (none for `stay`: then it returns false);
    /// `payload` is the expression of the value it carries, `navigation` that of the navigation
    /// controller it runs on.
    @discardableResult
    func write(_ transition: Transition, payload: String?, navigation: String, into writer: inout SwiftWriter) -> Bool {
        let argument = plan.inputOfTarget(transition) == nil ? nil : payload
        let target = transition.target ?? ""
        switch transition.verb {
        case .push:
            writer.start()
            writer.add(navigation, ".pushViewController(")
            addMakeScreen(target, argument, to: &writer)
            writer.add(", animated: true)")
            writer.end()
        case .present:
            writer.start()
            writer.add("present(")
            addMakeScreen(target, argument, to: &writer)
            writer.add(", from: ", navigation, ")")
            writer.end()
        case .replace:
            writer.start()
            writer.add("replace(with: ")
            addMakeScreen(target, argument, to: &writer)
            writer.add(", on: ", navigation, ")")
            writer.end()
        case .pop:
            writer.line(navigation, ".popViewController(animated: true)")
        case .popToRoot:
            writer.line("popToFirstScreen(on: ", navigation, ")")
        case .dismiss:
            writer.line("dismissScreen(on: ", navigation, ")")
        case .start:
            if let argument {
                writer.line("start", target, "Flow(", argument, ", on: ", navigation, ")")
            } else {
                writer.line("start", target, "Flow(on: ", navigation, ")")
            }
        case .finish:
            if let argument {
                writer.line("finish(.", target, "(", argument, "))")
            } else {
                writer.line("finish(.", target, ")")
            }
        case .stay:
            return false
        }
        return true
    }

    /// `make<Screen>Screen(argument)`.
    func addMakeScreen(_ screen: String, _ argument: String?, to writer: inout SwiftWriter) {
        writer.add("make")
        writer.add(upperFirst: screen)
        writer.add("Screen(", argument ?? "", ")")
    }

    /// Runs one transition, or switches over `choice` (an expression of the choice enum) for
    /// several alternatives.
    func run(
        _ transitions: Transitions, choice: String, payload: String?, navigation: String,
        into writer: inout SwiftWriter
    ) {
        if transitions.count == 1, let transition = transitions.first {
            write(transition, payload: payload, navigation: navigation, into: &writer)
            return
        }
        writer.line("switch ", choice, " {")
        for transition in transitions {
            writer.start()
            writer.add("case .", transition.verb.rawValue)
            if let target = transition.target { writer.add(upperFirst: target) }
            writer.add(":")
            writer.end()
            writer.indented { writer in
                if !write(transition, payload: payload, navigation: navigation, into: &writer) { writer.line("break") }
            }
        }
        writer.line("}")
    }
}
