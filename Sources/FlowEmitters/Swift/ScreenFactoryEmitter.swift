import FlowModel

/// The coordinator's `make<Screen>Screen` methods: each builds the screen's actions as closures
/// that hold the coordinator weakly, then creates the screen with them (in code, from a
/// storyboard by identifier, or as a SwiftUI view in a `UIHostingController`).
enum ScreenFactoryEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard !plan.flow.screens.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Screens")
        // One for the whole flow: it holds a copy of the plan, and copying a plan (its flow, the
        // shared graph) for every action is reference counting on objects every writer thread
        // shares.
        let code = TransitionCode(plan: plan)
        // By index, field by field: a loop over screens or actions copies each whole (a retain
        // and a release of every reference in it).
        let screens = plan.flow.screens
        for index in screens.indices {
            let screenID = screens[index].id.value
            writer.line()
            writer.start()
            writer.add("private func make")
            writer.add(upperFirst: screenID)
            if let input = screens[index].input?.text {
                writer.add("Screen(_ input: ", input, ") -> UIViewController {")
            } else {
                writer.add("Screen() -> UIViewController {")
            }
            writer.end()
            let actions = screens[index].actions
            writer.indented { writer in
                writer.line("let screen = ScreenSlot()")
                for position in actions.indices {
                    closure(plan, code: code, screen: screenID, actions, position, into: &writer)
                }
                writer.start()
                writer.add("let actions = ")
                plan.addActionsType(screenID: screenID, to: &writer)
                writer.add("(")
                for position in actions.indices {
                    let name = actions[position].name.value
                    writer.add(position == 0 ? "" : ", ", name, ": ", name)
                }
                writer.add(")")
                writer.end()
                creation(screens, index, into: &writer)
                writer.line("screen.controller = controller")
                writer.line("return controller")
            }
            writer.line("}")
        }
    }

    private static func creation(_ screens: [Screen], _ index: Int, into writer: inout SwiftWriter) {
        let view = screens[index].viewType
        let arguments = screens[index].input == nil ? "actions: actions" : "input: input, actions: actions"
        if screens[index].isSwiftUI {
            writer.line("let controller = UIHostingController(rootView: ", view, "(", arguments, "))")
        } else if let storyboard = screens[index].storyboard {
            let identifier = screens[index].identifier ?? view
            writer.line("let controller = ", view, ".instantiate(")
            writer.indented { $0.line("storyboard: ", literal(storyboard), ", identifier: ", literal(identifier)) }
            writer.block(") { coder in") { writer in
                writer.line(view, "(coder: coder, ", arguments, ")")
            }
        } else {
            writer.line("let controller = ", view, "(", arguments, ")")
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

    /// `let name: Action<I, O>.Sync = { ... }`: what the action at `position` of screen
    /// `screenID` does when the screen calls it.
    private static func closure(
        _ plan: FlowPlan, code: TransitionCode, screen screenID: String, _ actions: [Action], _ position: Int,
        into writer: inout SwiftWriter
    ) {
        let actionName = actions[position].name.value
        let requirement = plan.requirement(screen: screenID, action: actionName)
        let transitions = actions[position].transitions
        let moves = TransitionCode.moves(transitions) || transitions.count > 1
        let needsNavigation = TransitionCode.needsNavigation(transitions)
        let hasInput = actions[position].input != nil
        let isAsync = actions[position].isAsync
        let input = hasInput && (requirement != nil || code.usesPayload(transitions)) ? "input" : "_"
        let payload = hasInput ? "input" : nil
        /// `let name: Action<I, O>.Sync = ` and the rest of the line.
        func declare(_ piece0: String, _ piece1: String = "", _ piece2: String = "", into writer: inout SwiftWriter) {
            writer.start()
            writer.add("let ", actionName, ": ")
            ScreenActionsEmitter.addClosureType(actions, position, to: &writer)
            writer.add(" = ", piece0, piece1, piece2)
            writer.end()
        }
        /// The same line opening a closure, its body, and the closing brace.
        func block(
            _ piece0: String, _ piece1: String = "", _ piece2: String = "", into writer: inout SwiftWriter,
            _ body: (inout SwiftWriter) -> Void
        ) {
            declare(piece0, piece1, piece2, into: &writer)
            writer.indented(body)
            writer.line("}")
        }
        let activeGuard = needsNavigation ? "let navigation = screen.activeNavigation" : "screen.isActive"
        let hasOutput = actions[position].output != nil
        let hasChoice = requirement?.choice != nil

        guard let requirement else {
            // Navigation only.
            if !moves {
                declare(isAsync ? "{ _, completion in completion(()) }" : "{ _ in }", into: &writer)
                return
            }
            // `pop` alone needs nothing of the coordinator.
            let usesSelf = transitions.contains { $0.verb.callsCoordinator }
            let capture = usesSelf ? "{ [weak self] " : "{ "
            block(capture, input, isAsync ? ", completion in" : " in", into: &writer) { writer in
                writer.line("guard ", usesSelf ? "let self, " : "", activeGuard, " else { return }")
                code.run(transitions, choice: "", payload: payload, navigation: "navigation", into: &writer)
                if isAsync { writer.line("completion(())") }
            }
            return
        }

        let call = requirement.name + (hasInput ? "(input)" : "()")
        let binding: String?
        switch (hasOutput, hasChoice) {
        case (true, true): binding = "let (output, next) = "
        case (true, false): binding = "let output = "
        case (false, true): binding = "let next = "
        case (false, false): binding = nil
        }

        if isAsync {
            block("{ [weak self] ", input, ", completion in", into: &writer) { writer in
                if moves {
                    writer.line("guard let self, screen.isActive, !screen.isWaiting else { return }")
                    writer.line("screen.isWaiting = true")
                } else {
                    writer.line("guard let self else { return }")
                }
                writer.block("Task {") { writer in
                    writer.line(binding ?? "", "await ", call)
                    if moves { writer.line("screen.isWaiting = false") }
                    writer.line(hasOutput ? "completion(output)" : "completion(())")
                    if moves {
                        writer.line("guard ", activeGuard, " else { return }")
                        code.run(transitions, choice: "next", payload: payload, navigation: "navigation", into: &writer)
                    }
                }
            }
            return
        }

        if hasOutput {
            block("{ [unowned self] ", input, " in", into: &writer) { writer in
                writer.line(binding ?? "", call)
                if moves {
                    writer.block("if ", activeGuard, " {") { writer in
                        code.run(transitions, choice: "next", payload: payload, navigation: "navigation", into: &writer)
                    }
                }
                writer.line("return output")
            }
            return
        }

        block("{ [weak self] ", input, " in", into: &writer) { writer in
            if moves {
                writer.line("guard let self, ", activeGuard, " else { return }")
                code.run(transitions, choice: call, payload: payload, navigation: "navigation", into: &writer)
            } else {
                writer.line("guard let self else { return }")
                writer.line(call)
            }
        }
    }
}
