import FlowModel
import FlowRules

/// Format 1.2: a flow's `triggers`, each a method the app calls on the coordinator,
/// `@discardableResult func trigger<Name>(_ input:) -> Bool`, answering whether it ran. It is
/// refused (false, nothing moved) before the flow starts and after it finishes; with `from`,
/// while none of its screens is active, as their action would be; without, a move that shows
/// something while the top of what the flow shows is covered or out of the window
/// (`navigationForTriggers`). A trigger with alternatives asks the work which runs, as an action does.
enum TriggerEmitter {
    /// Raised when the code written for triggers changes (2: the active screens asked in a
    /// statement of their own): it is in the digest of flows with triggers only, so the files of
    /// other flows keep theirs, where `SwiftEmitter.outputRevision` would change every file's.
    static let codeRevision = 2

    /// `hasStarted`, and the screens `from` triggers run from.
    static func emitProperties(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard !plan.flow.triggers.isEmpty else { return }
        writer.line("private var hasStarted = false")
        if plan.resolved.triggerScreens.contains(where: { $0 != nil }) {
            writer.doc("The screens the flow's triggers run from, while they live.")
            writer.line("private let screensForTriggers = FlowcTriggerScreens()")
        }
    }

    /// In `start`: the flow runs, and its triggers may.
    static func emitStarted(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard !plan.flow.triggers.isEmpty else { return }
        writer.line("hasStarted = true")
    }

    /// In the factory of a screen that a trigger runs from: the screen is kept for it.
    static func emitKeep(_ plan: FlowPlan, screen: Int, into writer: inout SwiftWriter) {
        guard plan.resolved.triggerScreens.contains(where: { $0?.contains(screen) == true }) else { return }
        writer.line(
            "self.screensForTriggers.keep(screen, as: ",
            SwiftStringLiteral.quoted(plan.flow.screens[screen].id.value),
            ")")
    }

    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let triggers = plan.flow.triggers
        guard !triggers.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Triggers")
        let code = TransitionCode(plan: plan)
        for index in triggers.indices {
            let triggerName = triggers[index].name.value
            let method = GeneratedNames.triggerRequirement(triggerName)
            let transitions = plan.resolved.alternatives(ofTrigger: index)
            let screens = plan.resolved.triggerScreens[index]
            let payload = triggers[index].input == nil ? nil : "input"
            let choice = plan.triggerRequirements[index].map { "work." + $0.name + (payload == nil ? "()" : "(input)") }
            writer.line()
            if let screens {
                let names = screens.map { "'\(plan.flow.screens[$0].id.value)'" }
                let which =
                    names.count == 1
                    ? "screen \(names[0]): false, doing nothing, while that screen is not active."
                    : "screens \(names.joined(separator: ", ")): false, doing nothing, while none of them is active."
                writer.doc("The trigger `", triggerName, "`, an action of ", which)
            } else {
                writer.doc(
                    "The trigger `", triggerName, "`: false, doing nothing, while the flow cannot run it ",
                    "(before it starts, after it finishes, or while what it shows is covered).")
            }
            writer.line("@discardableResult")
            let parameter = triggers[index].input.map { "_ input: " + $0.parameterText } ?? ""
            writer.block("func ", method, "(", parameter, ") -> Bool {") { writer in
                if let screens {
                    let ids = screens.map { SwiftStringLiteral.quoted(plan.flow.screens[$0].id.value) }
                        .joined(separator: ", ")
                    writer.line("guard hasStarted, !hasFinished else { return false }")
                    // Asked in a statement of its own, which the writer wraps as swift-format
                    // does when the screens' names make it long; a guard around it would not be.
                    writer.line("let activeNavigation = screensForTriggers.activeNavigation(among: [", ids, "])")
                    if code.needsNavigation(transitions) {
                        writer.line("guard let navigation = activeNavigation else { return false }")
                    } else {
                        writer.line("guard activeNavigation != nil else { return false }")
                    }
                    code.run(
                        transitions, choice: choice ?? "", payload: payload, navigation: "navigation", into: &writer)
                } else {
                    writer.line("guard hasStarted, !hasFinished else { return false }")
                    if transitions.count == 1 {
                        overAnyScreen(transitions.lowerBound, code: code, payload: payload, into: &writer)
                    } else {
                        writer.line("switch ", choice ?? "", " {")
                        for (position, caseName) in zip(transitions, plan.caseNames(of: transitions)) {
                            writer.line("case .", caseName, ":")
                            writer.indented { writer in
                                if !overAnyScreen(position, code: code, payload: payload, into: &writer) {
                                    writer.line("break")
                                }
                            }
                        }
                        writer.line("}")
                    }
                }
                writer.line("return true")
            }
        }
    }

    /// The transition at `position` of a trigger without `from`: one that shows something runs on
    /// the top of what the flow shows, or answers false while that is covered. False when nothing
    /// was written (`stay`).
    @discardableResult
    private static func overAnyScreen(
        _ position: Int, code: TransitionCode, payload: String?, into writer: inout SwiftWriter
    ) -> Bool {
        var wrote = false
        if code.needsNavigation(position..<position + 1) {
            writer.line("guard let navigation = navigationForTriggers else { return false }")
            wrote = true
        }
        let transition = code.plan.resolved.transitions[position]
        if code.write(transition, payload: payload, navigation: "navigation", into: &writer) { wrote = true }
        return wrote
    }
}

extension FlowPlan {
    /// The requirement of trigger `trigger`, which has alternatives: the work chooses.
    func triggerRequirement(_ trigger: Int) -> Requirement {
        let triggerName = flow.triggers[trigger].name.value
        let name = GeneratedNames.triggerRequirement(triggerName)
        let choice = Choice(
            typeName: SwiftNames.upperFirst(name) + "Choice",
            summary: "The alternatives of the trigger `\(triggerName)`.",
            alternatives: alternatives(resolved.alternatives(ofTrigger: trigger)))
        return Requirement(
            name: name, summary: "The trigger `\(triggerName)`: which alternative runs.",
            parameter: flow.triggers[trigger].input?.parameterText, parameterLabel: "_ input", isAsync: false,
            output: nil,
            choice: choice)
    }
}

extension FlowGraph {
    /// Whether any flow has triggers: the support file then carries what they run on.
    var usesTriggers: Bool { flows.contains { !$0.triggers.isEmpty } }
}
