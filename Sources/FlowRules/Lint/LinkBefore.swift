import FlowModel

/// The graph an edit is weighed against (`IncrementalLinter`): what the flows were before it.
///
/// After an edit that moves flows, the previous graph, kept whole beside the new one. After one
/// that leaves every flow where it was, the graph was linked again in place
/// (`FlowGraph.relink(_:)`), and what it was is the new graph with the slots the edit replaced
/// put back: the changed flows, the duplicates, the route ways, the contexts, and what a parent read of each
/// flow linked again (`UnreleasedChildRule.ChildRelease`), taken before they were replaced.
struct LinkBefore {
    /// The previous graph, or the graph linked again in place.
    private let graph: FlowGraph
    /// What `graph` replaced, when it was linked again in place.
    private let replaced: FlowGraph.Replaced?
    private let releases: [Int: UnreleasedChildRule.ChildRelease]

    init(previous: FlowGraph) {
        graph = previous
        replaced = nil
        releases = [:]
    }

    /// `graph` linked again in place: every flow where it was, `replaced` what it replaced, and
    /// `releases` the release of each flow linked again, as it was.
    init(relinked graph: FlowGraph, replaced: FlowGraph.Replaced, releases: [Int: UnreleasedChildRule.ChildRelease]) {
        self.graph = graph
        self.replaced = replaced
        self.releases = releases
    }

    /// The position a flow name had (linked again in place, flows keep their positions).
    func index(of name: String) -> Int? { graph.index(of: name) }

    /// The name of the flow at `position` (linked again in place, names keep their positions).
    func flowName(at position: Int) -> String { graph.flows[position].name.value }

    func flow(named name: String) -> Flow? {
        guard let position = graph.index(of: name) else { return nil }
        return replaced?.flows[position] ?? graph.flows[position]
    }

    var duplicates: [(flow: Flow, original: Int, file: Int, flowInFile: Int)] {
        replaced?.duplicates ?? graph.duplicates
    }

    var routeWays: RouteWays { replaced?.routeWays ?? graph.routeWays }

    var contexts: [FlowContexts] { replaced?.contexts ?? graph.contexts }

    /// What a parent read of the flow at `position`; asked only of the flows linked again.
    func release(ofFlowAt position: Int) -> UnreleasedChildRule.ChildRelease {
        guard replaced != nil else { return UnreleasedChildRule.release(graph, flow: position) }
        guard let release = releases[position] else {
            preconditionFailure("the release of a flow that was not linked again")
        }
        return release
    }
}
