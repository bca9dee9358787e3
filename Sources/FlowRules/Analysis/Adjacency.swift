/// A directed graph's edges grouped by node, in two flat arrays (compressed sparse rows).
///
/// The navigation analysis builds graphs with a node or three per screen; an array of arrays
/// would be an allocation per node. Edges are added in any order and keep, per node, the order
/// they were added in.
public struct Adjacency: Sendable {
    private var edges: [(from: Int32, to: Int32)] = []
    private var offsets: [Int] = []
    private var targets: [Int] = []
    public let nodeCount: Int

    /// `edgeCapacity`: about how many edges will be added, so that the list is not grown (a new
    /// allocation and a copy each time) edge by edge.
    init(nodeCount: Int, edgeCapacity: Int = 0) {
        self.nodeCount = nodeCount
        edges.reserveCapacity(edgeCapacity)
    }

    /// The nodes `node` has edges to, in the order they were added (after `seal`).
    public subscript(node: Int) -> ArraySlice<Int> {
        targets[offsets[node]..<offsets[node + 1]]
    }

    /// How many edges there are (after `seal`).
    var edgeCount: Int { targets.count }

    mutating func add(_ from: Int, _ to: Int) {
        edges.append((Int32(from), Int32(to)))
    }

    /// Groups the edges by node (a stable counting sort); call once, after the last `add`.
    mutating func seal() {
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        for edge in edges { offsets[Int(edge.from) + 1] += 1 }
        for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
        var next = offsets
        var targets = [Int](repeating: 0, count: edges.count)
        for edge in edges {
            targets[next[Int(edge.from)]] = Int(edge.to)
            next[Int(edge.from)] += 1
        }
        self.offsets = offsets
        self.targets = targets
        edges = []
    }

    /// Nodes reached from `sources` by following edges, sources included.
    func reached(from sources: [Int]) -> [Bool] {
        var seen = [Bool](repeating: false, count: nodeCount)
        var pending: [Int] = []
        for source in sources where !seen[source] {
            seen[source] = true
            pending.append(source)
        }
        while let node = pending.popLast() {
            // By edge index: a slice per node would retain and release the targets.
            for edge in offsets[node]..<offsets[node + 1] {
                let next = targets[edge]
                if !seen[next] {
                    seen[next] = true
                    pending.append(next)
                }
            }
        }
        return seen
    }
}
