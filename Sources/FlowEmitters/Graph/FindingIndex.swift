import FlowDiagnostics

/// The findings of a run, by the place they point at, so that the graph can draw each on the
/// node or edge written there. What no node or edge stands for is drawn on its flow's cluster.
///
/// Read-only, so that flows are drawn in parallel; each flow's drawing keeps what it placed.
struct FindingIndex: Sendable {
    /// A line and column in one file.
    struct Place: Hashable, Sendable {
        var line: Int
        var column: Int

        init(_ location: SourceLocation) {
            line = location.line
            column = location.column
        }
    }

    /// By file, then by place: a flow looks its file up once, then hashes two numbers a place
    /// instead of a path and two numbers (most flows have no findings at all).
    private var byFile: [String: [Place: [GraphFinding]]] = [:]
    private var byFlow: [String: [Diagnostic]] = [:]

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            byFile[diagnostic.location.file, default: [:]][Place(diagnostic.location), default: []].append(
                GraphFinding(diagnostic))
            if let flow = diagnostic.flow { byFlow[flow, default: []].append(diagnostic) }
        }
    }

    /// The findings in `file`, by place; nil when it has none.
    func findings(in file: String) -> [Place: [GraphFinding]]? { byFile[file] }

    func findings(at location: SourceLocation) -> [GraphFinding]? { byFile[location.file]?[Place(location)] }

    /// Findings of `flow` whose place is not in `placed`, in report order.
    func unplaced(in flow: String, placed: Set<SourceLocation>) -> [GraphFinding] {
        guard let list = byFlow[flow] else { return [] }
        return list.filter { !placed.contains($0.location) }.map(GraphFinding.init)
    }
}
