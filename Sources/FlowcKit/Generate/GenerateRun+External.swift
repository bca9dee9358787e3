import FlowModel
import FlowRules

// Format 1.2, §6: external screens lint and draw; their generated Swift (the work's controller,
// presented unwrapped) is not written yet, so `generate` refuses them rather than write code that
// would show a view controller the app has not.
extension GenerateRun {
    /// The run's failure (exit code 2) when a flow of `graph` has an external screen; nil otherwise.
    static func externalScreenRefusal(_ graph: FlowGraph) -> RunError? {
        for flow in graph.flows {
            guard let screen = flow.screens.first(where: \.isExternal) else { continue }
            return RunError(
                "flow '\(flow.name.value)' has external screen '\(screen.id.value)' (format 1.2): flowc lints and draws "
                    + "external screens but does not generate Swift for them yet; nothing was generated")
        }
        return nil
    }
}
