/// Where a flow's drawing goes, piece by piece: into a `GraphCluster`, or straight into text.
protocol FlowCanvas {
    init()
    /// The next node of the flow's cluster.
    mutating func node(_ node: GraphNode)
    /// The next edge the flow declares.
    mutating func edge(_ edge: GraphEdge)
    /// The flow's cluster (without nodes and edges, which came before), once they are all drawn.
    mutating func cluster(_ cluster: GraphCluster)
}

/// A flow drawn into the model: its cluster with its nodes and edges.
struct ClusterCanvas: FlowCanvas {
    var nodes: [GraphNode] = []
    var edges: [GraphEdge] = []
    var drawn = GraphCluster(id: "", flowName: "", label: "", detail: "", isEntry: false, root: .stack)

    mutating func node(_ node: GraphNode) { nodes.append(node) }
    mutating func edge(_ edge: GraphEdge) { edges.append(edge) }

    mutating func cluster(_ cluster: GraphCluster) {
        drawn = cluster
        drawn.nodes = nodes
        drawn.edges = edges
    }
}
