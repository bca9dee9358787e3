import FlowDiagnostics
import FlowModel
import FlowRules
import FlowcSupport

/// Builds the drawing of linked flows: a cluster per flow, a node per screen and outcome, an
/// edge per transition, and every finding on the node or edge it points at.
///
/// Back edges (`pop`, `popToRoot`, `dismiss`) lead where the navigation analysis says they do:
/// to the screens that push or present the screen they run on. Where nothing of the flow is
/// beneath, they leave the flow: to its `back` outcome, or to an exit point.
public struct NavigationGraphBuilder: Sendable {
    public init() {}

    /// Draws the flows of `graph` that `selection` marks (by index; all when nil). Flows are
    /// drawn on all cores; the result is the same as one after the other.
    public func build(_ graph: FlowGraph, diagnostics: [Diagnostic], selection: [Bool]? = nil) -> NavigationGraph {
        let plan = Plan(graph, diagnostics: diagnostics, selection: selection)
        return NavigationGraph(
            clusters: WorkerPool.map(plan.indices) { plan.draw(graph.flows[$0], at: $0, on: ClusterCanvas()).drawn })
    }

    /// Draws the selected flows in runs, on all cores, each flow on a canvas of its own, each
    /// run handed to `handle` as soon as the runs before it have been: no drawing of the whole
    /// graph is ever held.
    func draw<Canvas: FlowCanvas & Sendable>(
        _ graph: FlowGraph, diagnostics: [Diagnostic], selection: [Bool]?, handle: (GraphRun<Canvas>) -> Void
    ) {
        let plan = Plan(graph, diagnostics: diagnostics, selection: selection)
        let runs = GraphChunks.ranges(count: plan.indices.count)
        WorkerPool.forEachInOrder(
            runs.count,
            make: { run in
                GraphRun(
                    flows: runs[run].map { position in
                        let index = plan.indices[position]
                        return plan.draw(graph.flows[index], at: index, on: Canvas())
                    })
            }, handle: handle)
    }

    /// What every flow's drawing reads: the flows drawn and the findings.
    private struct Plan: Sendable {
        let graph: FlowGraph
        let findings: FindingIndex
        /// The drawn flows by name.
        let drawn: [String: Int]
        /// Indices of the drawn flows, in order.
        let indices: [Int]

        init(_ graph: FlowGraph, diagnostics: [Diagnostic], selection: [Bool]?) {
            self.graph = graph
            findings = FindingIndex(diagnostics)
            var drawn: [String: Int] = [:]
            var indices: [Int] = []
            for (index, flow) in graph.flows.enumerated() where selection?[index] ?? true {
                drawn[flow.name.value] = index
                indices.append(index)
            }
            self.drawn = drawn
            self.indices = indices
        }

        /// The flow drawn on `canvas`: its nodes and edges as they come, then its cluster.
        func draw<Canvas: FlowCanvas>(_ flow: Flow, at index: Int, on canvas: Canvas) -> Canvas {
            var drawing = FlowDrawing(
                flow: flow, index: index, navigation: graph.navigation[index], resolved: graph.resolved[index],
                drawn: drawn, graph: graph, findings: findings, canvas: canvas)
            drawing.draw()
            // What no node or edge took, on the cluster of its flow.
            drawing.cluster.findings += findings.unplaced(in: drawing.name, file: drawing.file, placed: drawing.placed)
            drawing.canvas.cluster(drawing.cluster)
            return drawing.canvas
        }
    }
}
