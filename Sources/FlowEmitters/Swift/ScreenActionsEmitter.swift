import FlowModel

/// `struct <Flow><Screen>Actions`: a screen's typed closures (`Action<Input, Output>.Sync` and
/// `.Async`), which its coordinator builds and hands to it. A screen never sees its coordinator.
enum ScreenActionsEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        for screen in plan.flow.screens {
            writer.separate()
            writer.doc("What the \(screen.id.value) screen of the \(plan.name) flow can ask of it.")
            writer.block("struct \(plan.actionsType(screen)) {") { writer in
                for action in screen.actions {
                    writer.line("var \(action.name.value): \(closureType(action))")
                }
            }
        }
    }

    static func closureType(_ action: Action) -> String {
        let input = action.input?.text ?? "Void"
        let output = action.output?.text ?? "Void"
        return "Action<\(input), \(output)>.\(action.isAsync ? "Async" : "Sync")"
    }
}
