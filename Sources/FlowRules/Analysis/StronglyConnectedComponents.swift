/// Tarjan's strongly connected components, iteratively (deep flow chains must not overflow
/// the stack).
struct StronglyConnectedComponents {
    /// The component of each node; nodes on one cycle share a component.
    let component: [Int]

    init(successors: [[Int]]) {
        let count = successors.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var componentCount = 0
        // Each frame: a node and how many of its successors were visited.
        var frames: [(node: Int, edge: Int)] = []
        for root in 0..<count where index[root] < 0 {
            frames.append((root, 0))
            while let frame = frames.last {
                let node = frame.node
                if frame.edge == 0 && index[node] < 0 {
                    index[node] = nextIndex
                    lowLink[node] = nextIndex
                    nextIndex += 1
                    stack.append(node)
                    onStack[node] = true
                }
                if frame.edge < successors[node].count {
                    frames[frames.count - 1].edge += 1
                    let next = successors[node][frame.edge]
                    if index[next] < 0 {
                        frames.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                if lowLink[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = componentCount
                        if member == node { break }
                    }
                    componentCount += 1
                }
            }
        }
        self.component = component
    }
}
