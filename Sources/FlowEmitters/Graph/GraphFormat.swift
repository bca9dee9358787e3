/// The formats `flowc graph --format` writes.
public enum GraphFormat: String, Sendable, CaseIterable {
    case dot
    case mermaid

    public func emit(_ graph: NavigationGraph) -> String {
        switch self {
        case .dot: return DotEmitter().emit(graph)
        case .mermaid: return MermaidEmitter().emit(graph)
        }
    }
}
