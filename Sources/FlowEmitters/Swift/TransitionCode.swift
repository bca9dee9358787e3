import FlowModel

/// The Swift statements that run transitions inside a coordinator.
struct TransitionCode {
    let plan: FlowPlan

    /// Whether running any of `transitions` needs a navigation controller.
    static func needsNavigation(_ transitions: [Transition]) -> Bool {
        transitions.contains { $0.verb.isStackVerb || $0.verb == .start }
    }

    /// Whether any of `transitions` does something.
    static func moves(_ transitions: [Transition]) -> Bool {
        transitions.contains { $0.verb != .stay }
    }

    /// Whether any of `transitions` hands the payload on (its target declares a type).
    func usesPayload(_ transitions: [Transition]) -> Bool {
        transitions.contains { plan.inputOfTarget($0) != nil }
    }

    /// The statements running `transition`; `payload` is the expression of the value it carries,
    /// `navigation` that of the navigation controller it runs on.
    func statements(_ transition: Transition, payload: String?, navigation: String) -> [String] {
        let argument = plan.inputOfTarget(transition) == nil ? nil : payload
        let target = transition.target ?? ""
        switch transition.verb {
        case .push:
            return ["\(navigation).pushViewController(\(makeScreen(target, argument)), animated: true)"]
        case .present:
            return ["present(\(makeScreen(target, argument)), from: \(navigation))"]
        case .replace:
            return ["replace(with: \(makeScreen(target, argument)), on: \(navigation))"]
        case .pop:
            return ["\(navigation).popViewController(animated: true)"]
        case .popToRoot:
            return ["popToFirstScreen(on: \(navigation))"]
        case .dismiss:
            return ["dismissScreen(on: \(navigation))"]
        case .start:
            let input = argument.map { "\($0), " } ?? ""
            return ["\(SwiftNames.startFlow(target))(\(input)on: \(navigation))"]
        case .finish:
            return ["finish(.\(target)\(argument.map { "(\($0))" } ?? ""))"]
        case .stay:
            return []
        }
    }

    func makeScreen(_ screen: String, _ argument: String?) -> String {
        "\(SwiftNames.makeScreen(screen))(\(argument ?? ""))"
    }

    /// Runs one transition, or switches over `choice` (an expression of the choice enum) for
    /// several alternatives.
    func run(
        _ transitions: [Transition], choice: String, payload: String?, navigation: String,
        into writer: inout SwiftWriter
    ) {
        if transitions.count == 1, let transition = transitions.first {
            writer.lines(statements(transition, payload: payload, navigation: navigation))
            return
        }
        writer.line("switch \(choice) {")
        for transition in transitions {
            writer.line("case .\(SwiftNames.choiceCase(transition)):")
            let lines = statements(transition, payload: payload, navigation: navigation)
            writer.indented { writer in
                writer.lines(lines.isEmpty ? ["break"] : lines)
            }
        }
        writer.line("}")
    }
}
