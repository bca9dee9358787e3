import FlowDiagnostics

/// The findings of a run, by the place they point at, so that the graph can draw each on the
/// node or edge written there. What no node or edge stands for is drawn on its flow's cluster.
///
/// Read-only, so that flows are drawn in parallel; each flow's drawing keeps what it placed.
struct FindingIndex: Sendable {
    private var byLocation: [SourceLocation: [GraphFinding]] = [:]
    private var byFlow: [String: [Diagnostic]] = [:]

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            byLocation[diagnostic.location, default: []].append(GraphFinding(diagnostic))
            if let flow = diagnostic.flow { byFlow[flow, default: []].append(diagnostic) }
        }
    }

    var isEmpty: Bool { byLocation.isEmpty }

    func findings(at location: SourceLocation) -> [GraphFinding]? { byLocation[location] }

    /// Findings of `flow` whose place is not in `placed`, in report order.
    func unplaced(in flow: String, placed: Set<SourceLocation>) -> [GraphFinding] {
        guard let list = byFlow[flow] else { return [] }
        return list.filter { !placed.contains($0.location) }.map(GraphFinding.init)
    }
}
