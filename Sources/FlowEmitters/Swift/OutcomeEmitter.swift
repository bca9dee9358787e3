/// `enum <Flow>Outcome`: how a flow can finish, each case with its payload.
enum OutcomeEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard let type = plan.outcomeType else { return }
        writer.separate()
        writer.doc("How the ", plan.name, " flow finishes; its parent hears it through `onFinish`.")
        writer.block("enum ", type, " {") { writer in
            for outcome in plan.flow.outcomes {
                if let payload = outcome.payload {
                    writer.line("case ", outcome.name.value, "(", payload.text, ")")
                } else {
                    writer.line("case ", outcome.name.value)
                }
            }
        }
    }
}
