import FlowDiagnostics

/// The findings of a run, by the place they point at, so that the graph can draw each on the
/// node or edge written there. What no node or edge stands for is drawn on its flow's cluster.
struct FindingIndex {
    private var byLocation: [SourceLocation: [GraphFinding]] = [:]
    private var byFlow: [String: [Diagnostic]] = [:]
    private var placed: Set<SourceLocation> = []

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            byLocation[diagnostic.location, default: []].append(GraphFinding(diagnostic))
            if let flow = diagnostic.flow { byFlow[flow, default: []].append(diagnostic) }
        }
    }

    var isEmpty: Bool { byLocation.isEmpty }

    /// The findings at `location`, which from now on count as drawn.
    mutating func take(_ location: SourceLocation?) -> [GraphFinding] {
        guard let location, let found = byLocation[location] else { return [] }
        placed.insert(location)
        return found
    }

    /// The findings at any of `locations`, in that order.
    mutating func take(_ locations: [SourceLocation?]) -> [GraphFinding] {
        guard !byLocation.isEmpty else { return [] }
        var found: [GraphFinding] = []
        for location in locations { found += take(location) }
        return found
    }

    /// Findings of `flow` that nothing drawn took, in report order.
    func unplaced(in flow: String) -> [GraphFinding] {
        guard let list = byFlow[flow] else { return [] }
        return list.filter { !placed.contains($0.location) }.map(GraphFinding.init)
    }
}
