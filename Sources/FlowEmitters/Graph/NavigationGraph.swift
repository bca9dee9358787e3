/// The drawing of a set of flows: a cluster per flow with its nodes and the edges it declares.
///
/// Built once by `NavigationGraphBuilder` and written by `DotEmitter` or `MermaidEmitter`, so
/// both formats draw the same graph.
public struct NavigationGraph: Sendable, Hashable {
    public var clusters: [GraphCluster]

    public init(clusters: [GraphCluster] = []) {
        self.clusters = clusters
    }

    /// Every edge, in the order the flows declare them: flow by flow, screen by screen, then
    /// handlers. (Put together when asked; emitters read each cluster's edges.)
    public var edges: [GraphEdge] { clusters.flatMap(\.edges) }

    public var nodeCount: Int { clusters.reduce(0) { $0 + $1.nodes.count } }
    public var edgeCount: Int { clusters.reduce(0) { $0 + $1.edges.count } }
}
