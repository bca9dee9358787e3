import FlowRules

/// Writes a `NavigationGraph` as one Graphviz `digraph`, a `subgraph cluster_FLOW` per flow.
///
/// Every identifier and text is quoted and escaped, so any graph gives DOT that `dot` accepts;
/// the same graph always gives the same bytes.
public struct DotEmitter: Sendable {
    public init() {}

    public func emit(_ graph: NavigationGraph) -> String {
        String(decoding: bytes(graph), as: UTF8.self)
    }

    /// The DOT of `graph` as UTF-8, written in pieces on all cores and put together in order.
    public func bytes(_ graph: NavigationGraph) -> [UInt8] {
        GraphChunks.bytes(Assembler.self, of: graph)
    }

    /// One flow written as it is drawn; its subgraph's head comes last, with its findings.
    struct FlowText: FlowCanvas {
        var head = OutputBytes()
        var body = OutputBytes(capacity: 8_192)
        var edges = OutputBytes(capacity: 16_384)

        mutating func node(_ node: GraphNode) { DotEmitter.writeNode(node, to: &body) }
        mutating func edge(_ edge: GraphEdge) { DotEmitter.writeEdge(edge, to: &edges) }
        mutating func cluster(_ cluster: GraphCluster) { DotEmitter.writeClusterHead(cluster, to: &head) }
    }

    /// The digraph: the header, every flow's subgraph, every flow's edges (which DOT puts after
    /// every subgraph: an edge drawn inside one would pull its nodes into that cluster), the
    /// closing brace.
    struct Assembler: GraphAssembler {
        func begin(_ sink: inout some GraphSink) { sink.write(DotEmitter.header) }

        func add(_ flow: FlowText, to sink: inout some GraphSink) {
            sink.write(flow.head)
            sink.write(flow.body)
            sink.write("    }\n")
            sink.hold(flow.edges)
        }

        func end(_ sink: inout some GraphSink) {
            sink.writeHeld()
            sink.write("}\n")
        }
    }

    /// `newrank=true`: rank all nodes in one pass, clusters included. Without it, `dot` ranks each
    /// cluster on its own and then the clusters as a whole, which fails on flows that start each
    /// other (a cycle between clusters, reached through `lhead` edges): "trouble in init_rank",
    /// "head not inside head cluster", a wrong drawing (Docs/graph.md, "Large graphs").
    static let header: StaticString = """
        digraph "flows" {
            graph [compound=true, newrank=true, rankdir=LR, fontname="Helvetica", fontsize=13, nodesep=0.3];
            node [fontname="Helvetica", fontsize=11, shape=box];
            edge [fontname="Helvetica", fontsize=9, color="#424242", fontcolor="#424242"];

        """

    /// `subgraph`, its label and tooltip; the nodes follow.
    static func writeClusterHead(_ cluster: GraphCluster, to output: inout OutputBytes) {
        output.append("    subgraph \"")
        output.append(cluster.id)
        output.append("\" {\n        graph [label=\"")
        var start = output.count
        DotEscaping.append(cluster.label, to: &output)
        if !cluster.findings.isEmpty {
            output.append("\\n")
            appendRules(cluster.findings, to: &output)
        }
        closeQuoted(from: start, in: &output)
        output.append(", tooltip=\"")
        start = output.count
        DotEscaping.append(cluster.detail, to: &output)
        appendFindings(cluster.findings, to: &output)
        closeQuoted(from: start, in: &output)
        output.append(", style=\"rounded\"")
        if cluster.findings.isEmpty {
            if cluster.isEntry {
                output.append(", color=\"#1565c0\", penwidth=2")
            } else {
                output.append(", color=\"#9e9e9e\"")
            }
        } else {
            output.append(", color=\"#d00000\", fontcolor=\"#d00000\", penwidth=2")
        }
        output.append("];\n")
    }

    static func writeNode(_ node: GraphNode, to output: inout OutputBytes) {
        output.append("        \"")
        output.append(node.id)
        output.append("\" [")
        switch node.kind {
        case .start:
            output.append("shape=circle, style=filled, fillcolor=\"#212121\", width=0.2, fixedsize=true, label=\"\"")
        case .exit:
            output.append(
                "shape=doublecircle, style=filled, fillcolor=\"#212121\", width=0.15, fixedsize=true, label=\"\"")
        case .hidden:
            output.append("shape=circle, style=filled, fillcolor=\"#9e9e9e\", width=0.12, fixedsize=true, label=\"\"")
        default:
            switch node.kind {
            case .swiftUIScreen: output.append("style=\"rounded,filled\", fillcolor=\"#e3f2fd\", ")
            case .storyboardScreen: output.append("shape=note, style=filled, fillcolor=\"#fff3e0\", ")
            case .outcome: output.append("shape=ellipse, peripheries=2, ")
            case .missing: output.append("style=dashed, color=\"#9e9e9e\", fontcolor=\"#757575\", ")
            case .alert: output.append("shape=hexagon, style=filled, fillcolor=\"#fff8e1\", ")
            case .route: output.append("shape=cds, style=filled, fillcolor=\"#e8f5e9\", color=\"#2e7d32\", ")
            case .trigger:
                output.append("shape=box, style=\"rounded,filled\", fillcolor=\"#fffde7\", color=\"#f9a825\", ")
            case .externalScreen: output.append("style=dashed, peripheries=2, ")
            default: break
            }
            output.append("label=\"")
            let start = output.count
            DotEscaping.append(node.title, to: &output)
            if !node.subtitle.isEmpty {
                output.append("\\n")
                DotEscaping.append(node.subtitle, to: &output)
            }
            if !node.findings.isEmpty {
                output.append("\\n")
                appendRules(node.findings, to: &output)
            }
            closeQuoted(from: start, in: &output)
        }
        if node.isFirst { output.append(", penwidth=2") }
        if !node.findings.isEmpty {
            output.append(", color=\"#d00000\", fontcolor=\"#d00000\"")
            if !node.isFirst { output.append(", penwidth=2") }
        }
        output.append(", tooltip=\"")
        let start = output.count
        node.detail.write({ DotEscaping.append($0, to: &output) }, words: { DotEscaping.append($0, to: &output) })
        appendFindings(node.findings, to: &output)
        closeQuoted(from: start, in: &output)
        output.append("];\n")
    }

    /// An edge that leads back (`pop`, `dismiss`, a handler returning to the parent) is written
    /// head first with `dir=back`: drawn the same, it ranks its head before its tail, so the
    /// layout reads forward from each flow's start and back edges do not reorder the flows.
    static func writeEdge(_ edge: GraphEdge, to output: inout OutputBytes) {
        let reversed = isWrittenReversed(edge)
        output.append("    \"")
        output.append(reversed ? edge.to : edge.from)
        output.append("\" -> \"")
        output.append(reversed ? edge.from : edge.to)
        output.append("\" [")
        if reversed {
            output.append("dir=back, ")
            output.append(reversedStyle(of: edge.kind))
        } else {
            output.append(style(of: edge.kind))
        }
        if !edge.label.isEmpty || !edge.findings.isEmpty {
            output.append(", label=\"")
            let start = output.count
            DotEscaping.append(edge.label, to: &output)
            if !edge.findings.isEmpty {
                if !edge.label.isEmpty { output.append(" ") }
                appendRules(edge.findings, to: &output)
            }
            closeQuoted(from: start, in: &output)
        }
        // Reversed, the cluster the head is drawn at is DOT's tail cluster, and the other way round.
        if let head = edge.headCluster {
            output.append(reversed ? ", ltail=\"" : ", lhead=\"")
            output.append(head)
            output.append("\"")
        }
        if let tail = edge.tailCluster {
            output.append(reversed ? ", lhead=\"" : ", ltail=\"")
            output.append(tail)
            output.append("\"")
        }
        if !edge.findings.isEmpty {
            // A kept child's start stays a double line, in red.
            let color = edge.kind == .keptStart ? "#d00000:invis:#d00000" : "#d00000"
            output.append(", color=\"")
            output.append(color)
            output.append("\", fontcolor=\"#d00000\", penwidth=2")
        }
        output.append(", tooltip=\"")
        let start = output.count
        edge.detail.write({ DotEscaping.append($0, to: &output) }, words: { DotEscaping.append($0, to: &output) })
        appendFindings(edge.findings, to: &output)
        closeQuoted(from: start, in: &output)
        output.append("];\n")
    }

    /// The longest quoted text written, in bytes: Graphviz's scanner refuses a quoted string over
    /// 16 KiB ("longer than 16384?"), which a lint-clean flow can make (a view's name may be of
    /// any length).
    static let quotedLimit = 16_000

    /// Ends the quoted text that starts at byte `start` of `output` with its closing quote. One
    /// longer than `quotedLimit` is cut first, at a character and after a whole escape, and ends
    /// with "…".
    static func closeQuoted(from start: Int, in output: inout OutputBytes) {
        let length = output.count - start
        if length > quotedLimit {
            let kept = output.withBytes(from: start) { cutPoint(in: $0, atMost: quotedLimit - 3) }
            output.removeLast(length - kept)
            output.append("…")
        }
        output.append("\"")
    }

    /// The length of the longest prefix of escaped `text` of at most `limit` bytes that ends
    /// between characters and between escapes (`\\"`, `\\n`, `&amp;`).
    static func cutPoint(in text: UnsafeBufferPointer<UInt8>, atMost limit: Int) -> Int {
        var cut = min(limit, text.count)
        // Not inside a character: a UTF-8 continuation byte would follow the cut.
        while cut > 0, cut < text.count, text[cut] & 0xC0 == 0x80 { cut -= 1 }
        // Not between a backslash and what it escapes: an odd run of them would end the prefix.
        var backslashes = 0
        while backslashes < cut, text[cut - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
        if backslashes % 2 == 1 { cut -= 1 }
        // Not inside `&amp;`, the only text an `&` starts.
        if let ampersand = (max(0, cut - 4)..<cut).last(where: { text[$0] == UInt8(ascii: "&") }) { cut = ampersand }
        return cut
    }

    /// `[rule, rule]` for a label, escaped.
    static func appendRules(_ findings: [GraphFinding], to output: inout OutputBytes) {
        GraphTooltip.rules(findings) { DotEscaping.append($0, to: &output) }
    }

    /// The findings of a tooltip, a line each: `error unreachable-screen: message`.
    static func appendFindings(_ findings: [GraphFinding], to output: inout OutputBytes) {
        for finding in findings {
            output.append("\\n")
            output.append(finding.severity.rawValue)
            output.append(" ")
            DotEscaping.append(finding.rule.rawValue, to: &output)
            output.append(": ")
            DotEscaping.append(finding.message, to: &output)
        }
    }

    /// Whether the edge is written reversed: one drawn backward (`GraphEdge.Kind.isDrawnBackward`) or
    /// a parent's handler that returns into the parent (any but `start`, which leads on into a
    /// child); not a loop.
    static func isWrittenReversed(_ edge: GraphEdge) -> Bool {
        guard edge.from != edge.to else { return false }
        if edge.kind.isDrawnBackward { return true }
        if case .handler = edge.detail { return edge.kind != .start && edge.kind != .keptStart }
        return false
    }

    /// `style(of:)` for an edge written reversed: the arrow is drawn at DOT's tail. Every kind is
    /// listed, none by `default:`, so that a new kind's arrow is decided here (a kind whose style
    /// names an `arrowhead` needs it as `arrowtail`).
    static func reversedStyle(of kind: GraphEdge.Kind) -> StaticString {
        switch kind {
        case .present: return "style=bold, arrowtail=onormal"
        case .replace: return "style=solid, arrowtail=diamond"
        case .popToRoot: return "style=dashed, arrowtail=normalnormal"
        case .dismiss: return "style=dashed, arrowtail=onormal"
        case .alert: return "style=solid, arrowtail=odot, color=\"#e65100\", fontcolor=\"#e65100\""
        case .reset: return "style=bold, arrowtail=diamond, color=\"#c62828\", fontcolor=\"#c62828\""
        // No arrowhead of their own: drawn the same either way round.
        case .push, .pop, .stay, .send, .start, .finish, .entry, .tab, .unusedChild, .select, .route, .return,
            .keptStart:
            return style(of: kind)
        }
    }

    /// How each kind of edge is drawn: forward solid, back dashed, flows in colour.
    static func style(of kind: GraphEdge.Kind) -> StaticString {
        switch kind {
        case .push: return "style=solid"
        case .present: return "style=bold, arrowhead=onormal"
        case .replace: return "style=solid, arrowhead=diamond"
        case .pop: return "style=dashed"
        case .popToRoot: return "style=dashed, arrowhead=normalnormal"
        case .dismiss: return "style=dashed, arrowhead=onormal"
        case .stay: return "style=dotted"
        case .reset: return "style=bold, arrowhead=diamond, color=\"#c62828\", fontcolor=\"#c62828\""
        case .send: return "style=dashed, color=\"#6a1b9a\", fontcolor=\"#6a1b9a\""
        case .start: return "style=bold, color=\"#2e7d32\", fontcolor=\"#2e7d32\""
        case .finish: return "style=solid, color=\"#6a1b9a\", fontcolor=\"#6a1b9a\""
        case .entry: return "style=solid, arrowsize=0.7"
        case .tab: return "style=bold, color=\"#2e7d32\", fontcolor=\"#2e7d32\""
        case .unusedChild: return "style=dotted, color=\"#9e9e9e\", fontcolor=\"#757575\""
        // Like a tab's edge, but dashed: the tab runs already.
        case .select: return "style=dashed, color=\"#2e7d32\", fontcolor=\"#2e7d32\""
        case .alert: return "style=solid, arrowhead=odot, color=\"#e65100\", fontcolor=\"#e65100\""
        case .route: return "style=dashed, color=\"#2e7d32\", fontcolor=\"#2e7d32\", arrowsize=0.7"
        case .return: return "style=dashed, color=\"#00695c\", fontcolor=\"#00695c\""
        // A start's colour, doubled (two lines with nothing between).
        case .keptStart: return "style=bold, color=\"#2e7d32:invis:#2e7d32\", fontcolor=\"#2e7d32\""
        }
    }
}
