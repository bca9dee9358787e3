import FlowModel

/// Format 1.2: a route whose way starts a child of `parent` starts it at the route's `entry`
/// (`main` without one), so the parent is asked for that entry's outcomes too.
extension UnhandledOutcomeRule {
    /// The entries the routes' ways start child `child` of flow `parent` at, one per route.
    static func routeEntries(_ graph: FlowGraph, parent: Int, child: Int) -> [String] {
        guard !graph.routeWays.isEmpty else { return [] }
        var names: [String] = []
        for (flow, route) in graph.routeWays.touching[parent] {
            guard case .way(_, let steps) = graph.way(ofRoute: route, inFlow: flow) else { continue }
            for (position, step) in steps.enumerated()
            where step.parent == parent && step.child == child && !step.isTab && !step.isPermanent {
                let entry = position == steps.count - 1 ? graph.flows[flow].routes[route].entry?.value : nil
                names.append(entry ?? Flow.mainEntry)
            }
        }
        return names
    }
}
