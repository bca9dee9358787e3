import FlowModel

/// `struct <Flow><Screen>Actions`: a screen's typed closures (`Action<Input, Output>.Sync` and
/// `.Async`), which its coordinator builds and hands to it. A screen never sees its coordinator.
enum ScreenActionsEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        for screen in plan.flow.screens {
            writer.separate()
            writer.doc("What the ", screen.id.value, " screen of the ", plan.name, " flow can ask of it.")
            writer.start()
            writer.add("struct ")
            plan.addActionsType(screen, to: &writer)
            writer.add(" {")
            writer.end()
            writer.indented { writer in
                for action in screen.actions {
                    writer.start()
                    writer.add("var ", action.name.value, ": ")
                    addClosureType(action, to: &writer)
                    writer.end()
                }
            }
            writer.line("}")
        }
    }

    /// `Action<Input, Output>.Sync` or `.Async`.
    static func addClosureType(_ action: Action, to writer: inout SwiftWriter) {
        writer.add("Action<", action.input?.text ?? "Void", ", ", action.output?.text ?? "Void", ">.")
        writer.add(action.isAsync ? "Async" : "Sync")
    }
}
