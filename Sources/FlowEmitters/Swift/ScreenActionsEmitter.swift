import FlowModel
import FlowRules

/// `struct <Flow><Screen>Actions`: a screen's typed closures (`FlowcAction<Input, Output>.Sync` and
/// `.Async`), which its coordinator builds and hands to it. A screen never sees its coordinator.
enum ScreenActionsEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        // By index, field by field: a loop over screens or actions copies each whole (a retain
        // and a release of every reference in it).
        let screens = plan.flow.screens
        // An external screen has no actions: its controller is the work's (format 1.2, §6).
        for index in screens.indices where !screens[index].isExternal {
            let screenID = screens[index].id.value
            writer.separate()
            writer.doc("What the ", screenID, " screen of the ", plan.name, " flow can ask of it.")
            writer.start()
            writer.add("struct ")
            plan.addActionsType(screenID: screenID, to: &writer)
            writer.add(" {")
            writer.end()
            let actions = screens[index].actions
            writer.indented { writer in
                for position in actions.indices {
                    writer.start()
                    writer.add("var ", actions[position].name.value, ": ")
                    addClosureType(actions, position, flow: plan.name, screen: screenID, to: &writer)
                    writer.end()
                }
            }
            writer.line("}")
            NamedResultEmitter.emitEnums(plan, screen: index, into: &writer)
        }
    }

    /// `FlowcAction<Input, Output>.Sync` or `.Async`, for the action at `position`.
    static func addClosureType(
        _ actions: [Action], _ position: Int, flow: String, screen: String, to writer: inout SwiftWriter
    ) {
        if actions[position].answers != nil {
            // Waits for one of its named answers (format 1.2): nil when none comes.
            writer.add(
                "FlowcAction<", actions[position].input?.text ?? "Void", ", ",
                GeneratedNames.resultType(flow: flow, screen: screen, action: actions[position].name.value), "?>.Async")
            return
        }
        if let result = actions[position].result {
            // Waits for the value handed back: nil when none comes (format 1.1).
            writer.add(
                "FlowcAction<", actions[position].input?.text ?? "Void", ", ", FlowPlan.answeredOptional(result),
                ">.Async"
            )
            return
        }
        writer.add(
            "FlowcAction<", actions[position].input?.text ?? "Void", ", ", actions[position].output?.text ?? "Void",
            ">.")
        writer.add(actions[position].isAsync ? "Async" : "Sync")
    }
}
