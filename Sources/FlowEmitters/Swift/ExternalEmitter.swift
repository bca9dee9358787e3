import FlowModel
import FlowRules

/// Format 1.2, §6: the coordinator's `make<Screen>Screen` of each external screen. Rather than a
/// view controller it returns a `FlowcExternalScreen` (`FlowcExternal.swift` of the runtime): how
/// the work makes the controller, the screen's presentation style, and its `to`, run from the
/// screen it was shown over once the controller is done. `push` and `present` take it as they take
/// a screen's controller, so every place a transition is written shows an external screen alike.
enum ExternalEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard plan.flow.hasExternalScreens else { return }
        writer.line()
        writer.line("// MARK: - External screens")
        let code = TransitionCode(plan: plan)
        let presented = PresentationEmitter.presentedScreens(plan)
        let screens = plan.flow.screens
        for index in screens.indices {
            guard let external = screens[index].external else { continue }
            let id = screens[index].id.value
            let value = external.result?.text ?? "Void"
            let requirement = GeneratedNames.externalScreenRequirement(id)
            let steps = plan.externalSteps(ofScreen: index)
            let presentation = screens[index].presentation
            let styled = presentation.map(PresentationEmitter.configures) ?? false
            let asksSwipe = presentation?.swipeToDismiss == false && presented.contains(index)
            writer.line()
            writer.doc(
                "The external screen `\(id)`: its controller, made by the work, and ",
                steps.isEmpty ? "nothing to run once it is done." : "what runs once it is done.")
            writer.start()
            writer.add("private func make")
            writer.add(upperFirst: id)
            writer.add("Screen(", screens[index].input.map { "_ input: " + $0.parameterText } ?? "", ")")
            writer.add(" -> FlowcExternalScreen<", value, "> {")
            writer.end()
            writer.indented { writer in
                let mutated = styled || asksSwipe || !steps.isEmpty
                writer.line(mutated ? "var" : "let", " screen = FlowcExternalScreen<", value, ">(")
                writer.indented { writer in
                    let input = screens[index].input == nil ? "" : "input, "
                    // Without a result the work's `done` takes nothing.
                    let done = external.result == nil ? "{ done(()) }" : "done"
                    writer.line(
                        "make: { [weak self] done in self?.work.", requirement, "(", input, "done: ", done, ") })")
                }
                if let presentation, styled {
                    writer.block("screen.style = { controller, navigation in") { writer in
                        PresentationEmitter.configure(
                            presentation, stack: "controller", from: "navigation", into: &writer)
                    }
                }
                if asksSwipe {
                    writer.line(
                        "screen.maySwipeAway = { [weak self] in self?.work.", GeneratedNames.screenSwipeRequirement(id),
                        "() ?? false }")
                }
                if !steps.isEmpty { writeNext(plan, code: code, screen: index, steps: steps, into: &writer) }
                writer.line("return screen")
            }
            writer.line("}")
        }
    }

    /// `screen.next`: the screen's `to`, run with its result on the navigation controller it was
    /// shown from (`beneath`); with alternatives, the work's `<screen>Done` chooses.
    static func writeNext(
        _ plan: FlowPlan, code: TransitionCode, screen: Int, steps: Range<Int>, into writer: inout SwiftWriter
    ) {
        let choice = plan.externalDoneRequirements[screen]
        let hasResult = plan.flow.screens[screen].external?.result != nil
        let result = hasResult && (choice != nil || code.usesPayload(steps)) ? "result" : "_"
        let beneath = code.needsNavigation(steps) ? "beneath" : "_"
        writer.block("screen.next = { [weak self] ", beneath, ", ", result, " in") { writer in
            writer.line("guard let self else { return }")
            let call = choice.map { "work." + $0.name + (hasResult ? "(result)" : "()") } ?? ""
            code.run(
                steps, choice: call, payload: hasResult ? "result" : nil, navigation: "beneath", into: &writer)
        }
    }
}
