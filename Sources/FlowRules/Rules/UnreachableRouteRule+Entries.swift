import FlowDiagnostics
import FlowModel

/// Format 1.2: a route's `entry` is where its way starts the route's flow; a way that selects the
/// flow's tab, goes on in its running permanent flow or starts at an entry flow starts nothing.
extension UnreachableRouteRule {
    func unstartedEntry(
        _ route: Route, steps: [RouteStep], flow: Flow, in graph: FlowGraph
    ) -> Diagnostic? {
        guard let entry = route.entry,
            let reason = Self.whyEntryIsNotStarted(route, steps: steps, flow: flow, in: graph)
        else { return nil }
        return finding(
            "route '\(route.pattern.value)' starts flow '\(flow.name.value)' at entry '\(entry.value)', but its way "
                + "starts no flow there: \(reason), running already",
            at: entry.position, in: flow)
    }

    /// Why the way `steps` starts no flow at the route's declared `entry` (in words), or nil when
    /// it does or the route names none.
    static func whyEntryIsNotStarted(_ route: Route, steps: [RouteStep], flow: Flow, in graph: FlowGraph) -> String? {
        guard let entry = route.entry, flow.entry(named: entry.value) != nil else { return nil }
        guard let last = steps.last else { return "it is an entry flow" }
        guard last.isTab || last.isPermanent else { return nil }
        let parent = graph.flows[last.parent].name.value
        return last.isTab ? "it is a tab of flow '\(parent)'" : "it is a permanent child of flow '\(parent)'"
    }
}
