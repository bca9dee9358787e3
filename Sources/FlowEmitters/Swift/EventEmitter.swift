/// `enum <Flow>Event`: what a flow tells its parent while it keeps running, each case with its
/// payload; written only for a flow with `events`.
enum EventEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard let type = plan.eventType else { return }
        writer.separate()
        writer.doc(
            "What the ", plan.name, " flow tells its parent while it runs on; the parent hears it through `onEvent`.")
        writer.block("enum ", type, " {") { writer in
            for event in plan.flow.events {
                if let payload = event.payload {
                    writer.line("case ", event.name.value, "(", payload.text, ")")
                } else {
                    writer.line("case ", event.name.value)
                }
            }
        }
    }
}
