import FlowDiagnostics

/// The findings of a run, by the place they point at, so that the graph can draw each on the
/// node or edge written there. What no node or edge stands for is drawn on its flow's cluster.
///
/// Read-only, so that flows are drawn in parallel; each flow's drawing keeps what it placed.
struct FindingIndex: Sendable {
    /// By file, then by place: a flow looks its file up once, then hashes two numbers a place
    /// instead of a path and two numbers (most flows have no findings at all).
    private var byFile: [String: [SourcePosition: [GraphFinding]]] = [:]
    private var byFlow: [String: [Diagnostic]] = [:]

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            byFile[diagnostic.location.file, default: [:]][diagnostic.location.position, default: []].append(
                GraphFinding(diagnostic))
            if let flow = diagnostic.flow { byFlow[flow, default: []].append(diagnostic) }
        }
    }

    /// The findings in `file`, by place; nil when it has none.
    func findings(in file: String) -> [SourcePosition: [GraphFinding]]? { byFile[file] }

    /// Findings of `flow` not at a place in `file` that `placed` holds, in report order.
    func unplaced(in flow: String, file: String, placed: Set<SourcePosition>) -> [GraphFinding] {
        guard let list = byFlow[flow] else { return [] }
        return list.filter { !($0.location.file == file && placed.contains($0.location.position)) }
            .map(GraphFinding.init)
    }
}
