import FlowModel

/// The coordinator's `make<Screen>Screen` methods: each builds the screen's actions as closures
/// that hold the coordinator weakly, then creates the screen with them (in code, from a
/// storyboard by identifier, or as a SwiftUI view in a `UIHostingController`).
enum ScreenFactoryEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard !plan.flow.screens.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Screens")
        for screen in plan.flow.screens {
            writer.line()
            let parameter = screen.input.map { "_ input: \($0.text)" } ?? ""
            writer.block("private func \(SwiftNames.makeScreen(screen.id.value))(\(parameter)) -> UIViewController {") {
                writer in
                writer.line("let screen = ScreenSlot()")
                for action in screen.actions {
                    closure(plan, screen: screen, action: action, into: &writer)
                }
                let labels = screen.actions.map { "\($0.name.value): \($0.name.value)" }
                writer.line("let actions = \(plan.actionsType(screen))(\(labels.joined(separator: ", ")))")
                creation(screen, into: &writer)
                writer.line("screen.controller = controller")
                writer.line("return controller")
            }
        }
    }

    private static func creation(_ screen: Screen, into writer: inout SwiftWriter) {
        let view = screen.viewType
        let arguments = (screen.input == nil ? "" : "input: input, ") + "actions: actions"
        if screen.isSwiftUI {
            writer.line("let controller = UIHostingController(rootView: \(view)(\(arguments)))")
        } else if let storyboard = screen.storyboard {
            let identifier = screen.identifier ?? view
            writer.line("let controller = \(view).instantiate(")
            writer.indented { $0.line("storyboard: \(literal(storyboard)), identifier: \(literal(identifier))") }
            writer.block(") { coder in") { writer in
                writer.line("\(view)(coder: coder, \(arguments))")
            }
        } else {
            writer.line("let controller = \(view)(\(arguments))")
        }
    }

    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    /// `let name: Action<I, O>.Sync = { ... }`: what the action does when the screen calls it.
    private static func closure(_ plan: FlowPlan, screen: Screen, action: Action, into writer: inout SwiftWriter) {
        let code = TransitionCode(plan: plan)
        let requirement = plan.requirement(screen: screen, action: action)
        let transitions = action.transitions
        let moves = TransitionCode.moves(transitions) || transitions.count > 1
        let needsNavigation = TransitionCode.needsNavigation(transitions)
        let hasInput = action.input != nil
        let input = hasInput && (requirement != nil || code.usesPayload(transitions)) ? "input" : "_"
        let payload = hasInput ? "input" : nil
        let declaration = "let \(action.name.value): \(ScreenActionsEmitter.closureType(action)) = "
        let activeGuard = needsNavigation ? "let navigation = screen.activeNavigation" : "screen.isActive"
        let hasOutput = action.output != nil
        let hasChoice = requirement?.choice != nil

        guard let requirement else {
            // Navigation only.
            if !moves {
                writer.line(declaration + (action.isAsync ? "{ _, completion in completion(()) }" : "{ _ in }"))
                return
            }
            let parameters = action.isAsync ? "\(input), completion" : input
            // `pop` alone needs nothing of the coordinator.
            let usesSelf = transitions.contains { $0.verb != .pop && $0.verb != .stay }
            let capture = usesSelf ? "[weak self] " : ""
            writer.block(declaration + "{ \(capture)\(parameters) in") { writer in
                writer.line("guard \(usesSelf ? "let self, " : "")\(activeGuard) else { return }")
                code.run(transitions, choice: "", payload: payload, navigation: "navigation", into: &writer)
                if action.isAsync { writer.line("completion(())") }
            }
            return
        }

        let call = "\(requirement.name)(\(hasInput ? "input" : ""))"
        let binding: String?
        switch (hasOutput, hasChoice) {
        case (true, true): binding = "let (output, next) = "
        case (true, false): binding = "let output = "
        case (false, true): binding = "let next = "
        case (false, false): binding = nil
        }

        if action.isAsync {
            writer.block(declaration + "{ [weak self] \(input), completion in") { writer in
                if moves {
                    writer.line("guard let self, screen.isActive, !screen.isWaiting else { return }")
                    writer.line("screen.isWaiting = true")
                } else {
                    writer.line("guard let self else { return }")
                }
                writer.block("Task {") { writer in
                    writer.line((binding ?? "") + "await " + call)
                    if moves { writer.line("screen.isWaiting = false") }
                    writer.line("completion(\(hasOutput ? "output" : "()"))")
                    if moves {
                        writer.line("guard \(activeGuard) else { return }")
                        code.run(transitions, choice: "next", payload: payload, navigation: "navigation", into: &writer)
                    }
                }
            }
            return
        }

        if hasOutput {
            writer.block(declaration + "{ [unowned self] \(input) in") { writer in
                writer.line((binding ?? "") + call)
                if moves {
                    writer.block("if \(activeGuard) {") { writer in
                        code.run(transitions, choice: "next", payload: payload, navigation: "navigation", into: &writer)
                    }
                }
                writer.line("return output")
            }
            return
        }

        writer.block(declaration + "{ [weak self] \(input) in") { writer in
            if moves {
                writer.line("guard let self, \(activeGuard) else { return }")
                code.run(transitions, choice: call, payload: payload, navigation: "navigation", into: &writer)
            } else {
                writer.line("guard let self else { return }")
                writer.line(call)
            }
        }
    }
}
