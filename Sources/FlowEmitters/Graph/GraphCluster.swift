import FlowModel

/// One flow, drawn as a cluster labelled with the name of its coordinator.
public struct GraphCluster: Sendable, Hashable {
    /// `cluster_` and the flow's name, made safe.
    public var id: String
    public var flowName: String
    /// `<Flow>Coordinator`.
    public var label: String
    /// Text for the tooltip (without the findings).
    public var detail: String
    public var isEntry: Bool
    public var root: Flow.Root
    /// The flow's start point first, then its screens in declaration order, then its outcomes,
    /// then stand-ins for what it names but lacks.
    public var nodes: [GraphNode]
    /// The edges the flow declares: its start, its transitions, its handlers of its children's
    /// outcomes (which leave from the child's cluster). An edge may end in another cluster.
    public var edges: [GraphEdge]
    /// Findings about the flow as a whole (its name, a missing key).
    public var findings: [GraphFinding]

    public init(
        id: String, flowName: String, label: String, detail: String, isEntry: Bool, root: Flow.Root,
        nodes: [GraphNode] = [], edges: [GraphEdge] = [], findings: [GraphFinding] = []
    ) {
        self.id = id
        self.flowName = flowName
        self.label = label
        self.detail = detail
        self.isEntry = isEntry
        self.root = root
        self.nodes = nodes
        self.edges = edges
        self.findings = findings
    }

    /// The id of the flow's start point, where edges into the flow arrive.
    public var startNodeID: String { nodes.first?.id ?? id }
}
