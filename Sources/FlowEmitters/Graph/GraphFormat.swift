import FlowDiagnostics
import FlowRules

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

    /// Draws and writes the flows of `graph` that `selection` marks, run by run on all cores,
    /// without holding a drawing of the whole graph: the same text as `emit` of `build`.
    public func write(_ graph: FlowGraph, diagnostics: [Diagnostic], selection: [Bool]? = nil) -> GraphText {
        let builder = NavigationGraphBuilder()
        switch self {
        case .dot:
            return GraphText(
                pieces: .dot(builder.draw(graph, diagnostics: diagnostics, selection: selection, into: .init())))
        case .mermaid:
            return GraphText(
                pieces: .mermaid(builder.draw(graph, diagnostics: diagnostics, selection: selection, into: .init())))
        }
    }
}

/// A graph's text, still in the pieces it was written in on all cores; `bytes` joins them.
/// Kept apart so that a caller can let go of the flows before the text is put together.
public struct GraphText: Sendable {
    enum Pieces: Sendable {
        case dot([DotEmitter.Piece])
        case mermaid([MermaidEmitter.Piece])
    }

    var pieces: Pieces

    /// The whole text as UTF-8. The pieces are handed over and freed one by one as they are
    /// copied, so the text is held about once, not twice.
    public mutating func bytes() -> [UInt8] {
        switch pieces {
        case .dot(var list):
            pieces = .dot([])
            return DotEmitter.join(&list)
        case .mermaid(var list):
            pieces = .mermaid([])
            return MermaidEmitter.join(&list)
        }
    }
}
