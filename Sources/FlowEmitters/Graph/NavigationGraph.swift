/// The drawing of a set of flows: a cluster per flow with its nodes, and the edges between them.
///
/// Built once by `NavigationGraphBuilder` and written by `DotEmitter` or `MermaidEmitter`, so
/// both formats draw the same graph.
public struct NavigationGraph: Sendable, Hashable {
    public var clusters: [GraphCluster]
    /// In the order the flows declare them: flow by flow, screen by screen, then handlers.
    public var edges: [GraphEdge]

    public init(clusters: [GraphCluster] = [], edges: [GraphEdge] = []) {
        self.clusters = clusters
        self.edges = edges
    }

    public var nodeCount: Int { clusters.reduce(0) { $0 + $1.nodes.count } }
}
