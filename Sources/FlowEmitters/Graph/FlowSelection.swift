import FlowDiagnostics
import FlowRules

/// Which flows `--flow NAME` draws: that flow and every flow it can start, transitively.
///
/// A flow can start its declared children and whatever its `start`, tabs and transitions name.
public enum FlowSelection {
    public struct UnknownFlow: Error, Sendable, Hashable, CustomStringConvertible {
        public var name: String
        public var hint: String

        public var description: String { "no flow named '\(name)'\(hint)" }
    }

    /// For each flow of `graph` (by index), whether it is drawn; every flow when `name` is nil.
    public static func flows(from name: String?, in graph: FlowGraph) -> Result<[Bool], UnknownFlow> {
        guard let name else { return .success([Bool](repeating: true, count: graph.flows.count)) }
        guard let root = graph.index(of: name) else {
            return .failure(UnknownFlow(name: name, hint: Suggestion.hint(for: name, among: graph.flowNames)))
        }
        var selected = [Bool](repeating: false, count: graph.flows.count)
        selected[root] = true
        var queue = [root]
        while let index = queue.popLast() {
            let started = graph.startedFlows[index] + graph.flows[index].children.map(\.flow.value)
            for child in started {
                guard let childIndex = graph.index(of: child), !selected[childIndex] else { continue }
                selected[childIndex] = true
                queue.append(childIndex)
            }
        }
        return .success(selected)
    }
}
