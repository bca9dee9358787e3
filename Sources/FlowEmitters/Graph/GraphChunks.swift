import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        forEachInOrder(
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

/// Makes `count` results on all cores and hands them to `handle` in order, on the calling
/// thread, each as soon as it and all before it are made. Only a few are made ahead of the one
/// awaited, so the results are never all held at once.
func forEachInOrder<Output: Sendable>(
    _ count: Int, make: @Sendable (Int) -> Output, handle: (Output) -> Void
) {
    guard count > 0 else { return }
    let workers = max(1, min(count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    let results = OrderedResults<Output>(count: count, ahead: 2 * workers)
    withoutActuallyEscaping(make) { make in
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = results.nextIndex() { results.store(make(index), at: index) }
            }
        }
        for index in 0..<count { handle(results.take(index)) }
        // Every worker has found no more indices; none may outlive `make`.
        group.wait()
    }
}

/// The results of `forEachInOrder`, made by workers and taken in order by one thread.
private final class OrderedResults<Output>: @unchecked Sendable {
    // Unchecked: each slot is written by the one worker given its index and read by the
    // taker only after that worker signals it; `next` is read and written under `handout`.
    private let count: Int
    private let slots: UnsafeMutablePointer<Output?>
    private let ready: [DispatchSemaphore]
    /// Results that may be made and not yet taken: a worker takes room before an index, so the
    /// index awaited is always one a worker holds room for (and no wait can go round in a circle).
    private let room: DispatchSemaphore
    private let handout = DispatchSemaphore(value: 1)
    private var next = 0

    init(count: Int, ahead: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        room = DispatchSemaphore(value: ahead)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The next index to make, once there is room for its result; nil when all are handed out.
    func nextIndex() -> Int? {
        room.wait()
        handout.wait()
        defer { handout.signal() }
        guard next < count else {
            room.signal()
            return nil
        }
        next += 1
        return next - 1
    }

    func store(_ value: Output, at index: Int) {
        slots[index] = value
        ready[index].signal()
    }

    /// The result at `index`, once made; its slot is emptied, so it is freed when used.
    func take(_ index: Int) -> Output {
        ready[index].wait()
        let value = slots[index]!
        slots[index] = nil
        room.signal()
        return value
    }
}
