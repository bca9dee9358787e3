import FlowModel
import FlowRules

/// Format 1.2, §6, in the SwiftUI backend: each external screen's `make<Screen>Screen`, which
/// returns a `FlowcExternalScreen` (the runtime's `SwiftUIExternalRuntimeSource`): the screen's
/// `Screen` value, how the work makes its controller (the UIKit backend's requirement), how a
/// present shows it, and its `to` (`ExternalEmitter.writeNext`, shared). `push` and `present` take
/// it as they take a screen's entry.
enum SwiftUIExternalEmitter {
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
            let steps = plan.externalSteps(ofScreen: index)
            let hasInput = screens[index].input != nil
            // What a present is told beyond a plain sheet that a swipe takes away.
            var settings: [String] = []
            if let presentation = screens[index].presentation, presented.contains(index) {
                let style = SwiftUICoordinatorEmitter.style(presentation)
                if style != ".sheet" { settings.append("screen.style = " + style) }
                let detents = SwiftUICoordinatorEmitter.detents(presentation)
                if detents != "[]" { settings.append("screen.detents = " + detents) }
                let swipe = SwiftUICoordinatorEmitter.swipe(presentation, screenID: id)
                if swipe != "{ true }" { settings.append("screen.mayDismissBySwipe = " + swipe) }
            }
            writer.line()
            writer.doc(
                "The external screen `\(id)`: its controller, made by the work, and ",
                steps.isEmpty ? "nothing to run once it is done." : "what runs once it is done.")
            writer.start()
            writer.add("private func make")
            writer.add(upperFirst: id)
            writer.add("Screen(", hasInput ? "_ input: " + (screens[index].input?.parameterText ?? "") : "", ")")
            writer.add(" -> FlowcExternalScreen<", value, "> {")
            writer.end()
            writer.indented { writer in
                let mutated = !settings.isEmpty || !steps.isEmpty
                writer.line(mutated ? "var" : "let", " screen = FlowcExternalScreen<", value, ">(")
                writer.indented { writer in
                    writer.line(
                        "screen: Screen.", RouteEmitter.identifier(id), hasInput ? "(input)" : "", ",")
                    // Without a result the work's `done` takes nothing.
                    let done = external.result == nil ? "{ done(()) }" : "done"
                    writer.line(
                        "make: { [weak self] done in self?.work.", GeneratedNames.externalScreenRequirement(id), "(",
                        hasInput ? "input, " : "", "done: ", done, ") })")
                }
                for setting in settings { writer.line(setting) }
                if !steps.isEmpty {
                    ExternalEmitter.writeNext(plan, code: code, screen: index, steps: steps, into: &writer)
                }
                writer.line("return screen")
            }
            writer.line("}")
        }
    }
}
