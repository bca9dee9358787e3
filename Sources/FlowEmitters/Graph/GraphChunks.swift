import FlowcSupport

/// A run of flows, each written on a canvas of its own, in order: what a worker hands over.
struct GraphRun<Canvas: FlowCanvas & Sendable>: Sendable {
    var flows: [Canvas] = []
}

/// Puts an emitter's text together from its flows, handed over in order, each written out (or
/// held, for what comes after every flow) as it comes.
protocol GraphAssembler {
    /// What one flow is written on.
    associatedtype Canvas: FlowCanvas & Sendable

    init()
    /// What comes before the first flow.
    mutating func begin(_ sink: inout some GraphSink)
    mutating func add(_ flow: Canvas, to sink: inout some GraphSink)
    /// What comes after the last flow.
    mutating func end(_ sink: inout some GraphSink)
}

/// How a graph is split into runs of clusters to write on all cores.
enum GraphChunks {
    static let clustersPerRun = 16

    static func ranges(count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: clustersPerRun).map { $0..<min($0 + clustersPerRun, count) }
    }

    /// An assembler's text written to `sink`, from the runs `runs` hands over in order.
    ///
    /// Generic over the sink only here: what draws the runs is generic over the canvas alone,
    /// so that it is compiled for each emitter's concrete canvas.
    static func assemble<Assembler: GraphAssembler>(
        _: Assembler.Type, to sink: inout some GraphSink, runs: ((GraphRun<Assembler.Canvas>) -> Void) -> Void
    ) {
        var assembler = Assembler()
        assembler.begin(&sink)
        runs { run in
            for index in run.flows.indices { assembler.add(run.flows[index], to: &sink) }
        }
        assembler.end(&sink)
    }

    /// An assembler's whole text for a drawing already built, as UTF-8.
    static func bytes<Assembler: GraphAssembler>(_: Assembler.Type, of graph: NavigationGraph) -> [UInt8] {
        var sink = GraphTextSink()
        assemble(Assembler.self, to: &sink) { runs(of: graph, handle: $0) }
        return sink.bytes
    }

    /// The clusters of a drawing already built, written run by run on all cores, the runs handed
    /// to `handle` in order.
    static func runs<Canvas>(of graph: NavigationGraph, handle: (GraphRun<Canvas>) -> Void) {
        let ranges = ranges(count: graph.clusters.count)
        WorkerPool.forEachInOrder(
            ranges.count, make: { run in GraphRun(flows: ranges[run].map { Canvas(drawing: graph.clusters[$0]) }) },
            handle: handle)
    }
}

extension FlowCanvas {
    /// A cluster already built, drawn on a new canvas as its flow was drawn.
    init(drawing cluster: GraphCluster) {
        self.init()
        // By index: the nodes and edges are read where they are, not copied one by one.
        for index in cluster.nodes.indices { node(cluster.nodes[index]) }
        for index in cluster.edges.indices { edge(cluster.edges[index]) }
        self.cluster(cluster)
    }
}
