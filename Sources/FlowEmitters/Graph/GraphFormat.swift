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

    /// Draws the flows of `graph` that `selection` marks and writes them to `sink`, run by run
    /// on all cores, each run written as soon as it and those before it are drawn: no drawing
    /// and no text of the whole graph is ever held. The same text as `emit` of `build`.
    public func write(
        _ graph: FlowGraph, diagnostics: [Diagnostic], selection: [Bool]? = nil, to sink: inout some GraphSink
    ) {
        let builder = NavigationGraphBuilder()
        switch self {
        case .dot:
            GraphChunks.assemble(DotEmitter.Assembler.self, to: &sink) {
                builder.draw(graph, diagnostics: diagnostics, selection: selection, handle: $0)
            }
        case .mermaid:
            GraphChunks.assemble(MermaidEmitter.Assembler.self, to: &sink) {
                builder.draw(graph, diagnostics: diagnostics, selection: selection, handle: $0)
            }
        }
    }
}
