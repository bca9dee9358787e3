import FlowDiagnostics
import FlowModel

/// Format 1.2: a route's `entry` is where its way starts the route's flow; a way that selects the
/// flow's tab, goes on in its running permanent flow or starts at an entry flow starts nothing.
extension UnreachableRouteRule {
    func unstartedEntry(
        _ route: Route, steps: [RouteStep], flow: Flow, in graph: FlowGraph
    ) -> Diagnostic? {
        guard let entry = route.entry, flow.entry(named: entry.value) != nil else { return nil }
        let reason: String
        if let last = steps.last {
            guard last.isTab || last.isPermanent else { return nil }
            let parent = graph.flows[last.parent].name.value
            reason = last.isTab ? "it is a tab of flow '\(parent)'" : "it is a permanent child of flow '\(parent)'"
        } else {
            reason = "it is an entry flow"
        }
        return finding(
            "route '\(route.pattern.value)' starts flow '\(flow.name.value)' at entry '\(entry.value)', but its way "
                + "starts no flow there: \(reason), running already",
            at: entry.position, in: flow)
    }
}
