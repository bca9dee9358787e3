import FlowModel
import FlowRules

/// Format 1.2: children kept for reuse (`keep`). A `start` of a kept child is drawn double; a
/// `dismiss` that hides a kept flow ends at a small "hidden" circle of its cluster, not the exit.
extension FlowDrawing {
    /// The kind of the edge that draws `transition`: its verb's, or `keptStart`.
    func edgeKind(_ transition: ResolvedTransition) -> GraphEdge.Kind {
        if transition.verb == .start, case .child(let child) = transition.target, flow.children[child].isKept {
            return .keptStart
        }
        return GraphEdge.Kind(transition.verb)
    }

    /// The hidden node, for a `dismiss` from `source` that hides the flow; nil for any other.
    mutating func hidingTarget(of transition: ResolvedTransition, from source: Int) -> String? {
        let hiding = navigation.hidingDismisses
        guard !hiding.isEmpty, navigation.isFirst[source],
            hiding.contains(where: { $0.position == transition.position })
        else { return nil }
        return hiddenNode()
    }

    /// The flow's hidden point: kept by its parent, its stack dismissed until the next start.
    mutating func hiddenNode() -> String {
        if let hiddenID { return hiddenID }
        let id = GraphIdentifier.hidden(name)
        hiddenID = id
        canvas.node(
            GraphNode(id: id, kind: .hidden, title: "hidden", detail: .text("hides \(name), kept for its next start")))
        return id
    }
}
