import FlowRules

/// Writes a `NavigationGraph` as one Graphviz `digraph`, a `subgraph cluster_FLOW` per flow.
///
/// Every identifier and text is quoted and escaped, so any graph gives DOT that `dot` accepts;
/// the same graph always gives the same bytes.
public struct DotEmitter: Sendable {
    public init() {}

    static let red = "#d00000"

    public func emit(_ graph: NavigationGraph) -> String {
        // Written in pieces on all cores, then joined in order: the same bytes as one by one.
        let pieces = GraphChunks.pieces(clusters: graph.clusters.count)
        let texts = parallelMap(pieces) { piece -> String in
            var text = ""
            if piece.isEdges {
                text.reserveCapacity(piece.range.count * 4_096)
                for index in piece.range {
                    for edge in graph.clusters[index].edges { writeEdge(edge, to: &text) }
                }
            } else {
                text.reserveCapacity(piece.range.count * 1_024)
                for index in piece.range { writeCluster(graph.clusters[index], to: &text) }
            }
            return text
        }
        var output = ""
        output.reserveCapacity(texts.reduce(512) { $0 + $1.utf8.count })
        output += "digraph \"flows\" {\n"
        output += "    graph [compound=true, rankdir=LR, fontname=\"Helvetica\", fontsize=13, nodesep=0.3];\n"
        output += "    node [fontname=\"Helvetica\", fontsize=11, shape=box];\n"
        output += "    edge [fontname=\"Helvetica\", fontsize=9, color=\"#424242\", fontcolor=\"#424242\"];\n"
        for text in texts { output += text }
        output += "}\n"
        return output
    }

    private func writeCluster(_ cluster: GraphCluster, to output: inout String) {
        output += "    subgraph \""
        output += cluster.id
        output += "\" {\n        graph [label=\""
        DotEscaping.append(cluster.label, to: &output)
        if !cluster.findings.isEmpty {
            output += "\\n"
            DotEscaping.append(GraphTooltip.rules(cluster.findings), to: &output)
        }
        output += "\", tooltip=\""
        DotEscaping.append(cluster.detail, to: &output)
        Self.appendFindings(cluster.findings, to: &output)
        output += "\", style=\"rounded\""
        if cluster.findings.isEmpty {
            output += cluster.isEntry ? ", color=\"#1565c0\", penwidth=2" : ", color=\"#9e9e9e\""
        } else {
            output += ", color=\"\(Self.red)\", fontcolor=\"\(Self.red)\", penwidth=2"
        }
        output += "];\n"
        for node in cluster.nodes {
            writeNode(node, to: &output)
        }
        output += "    }\n"
    }

    private func writeNode(_ node: GraphNode, to output: inout String) {
        output += "        \""
        output += node.id
        output += "\" ["
        switch node.kind {
        case .start:
            output += "shape=circle, style=filled, fillcolor=\"#212121\", width=0.2, fixedsize=true, label=\"\""
        case .exit:
            output +=
                "shape=doublecircle, style=filled, fillcolor=\"#212121\", width=0.15, fixedsize=true, label=\"\""
        default:
            switch node.kind {
            case .swiftUIScreen: output += "style=\"rounded,filled\", fillcolor=\"#e3f2fd\", "
            case .storyboardScreen: output += "shape=note, style=filled, fillcolor=\"#fff3e0\", "
            case .outcome: output += "shape=ellipse, peripheries=2, "
            case .missing: output += "style=dashed, color=\"#9e9e9e\", fontcolor=\"#757575\", "
            default: break
            }
            output += "label=\""
            DotEscaping.append(node.title, to: &output)
            if !node.subtitle.isEmpty {
                output += "\\n"
                DotEscaping.append(node.subtitle, to: &output)
            }
            if !node.findings.isEmpty {
                output += "\\n"
                DotEscaping.append(GraphTooltip.rules(node.findings), to: &output)
            }
            output += "\""
        }
        if node.isFirst { output += ", penwidth=2" }
        if !node.findings.isEmpty {
            output += ", color=\"\(Self.red)\", fontcolor=\"\(Self.red)\""
            if !node.isFirst { output += ", penwidth=2" }
        }
        output += ", tooltip=\""
        DotEscaping.append(node.detail, to: &output)
        Self.appendFindings(node.findings, to: &output)
        output += "\"];\n"
    }

    private func writeEdge(_ edge: GraphEdge, to output: inout String) {
        output += "    \""
        output += edge.from
        output += "\" -> \""
        output += edge.to
        output += "\" ["
        output += Self.style(of: edge.kind)
        if !edge.label.isEmpty || !edge.findings.isEmpty {
            output += ", label=\""
            DotEscaping.append(edge.label, to: &output)
            if !edge.findings.isEmpty {
                if !edge.label.isEmpty { output += " " }
                DotEscaping.append(GraphTooltip.rules(edge.findings), to: &output)
            }
            output += "\""
        }
        if let head = edge.headCluster {
            output += ", lhead=\""
            output += head
            output += "\""
        }
        if let tail = edge.tailCluster {
            output += ", ltail=\""
            output += tail
            output += "\""
        }
        if !edge.findings.isEmpty {
            output += ", color=\"\(Self.red)\", fontcolor=\"\(Self.red)\", penwidth=2"
        }
        output += ", tooltip=\""
        edge.detail.write { DotEscaping.append($0, to: &output) }
        Self.appendFindings(edge.findings, to: &output)
        output += "\"];\n"
    }

    /// The findings of a tooltip, a line each: `error unreachable-screen: message`.
    static func appendFindings(_ findings: [GraphFinding], to output: inout String) {
        for finding in findings {
            output += "\\n"
            output += finding.severity.rawValue
            output += " "
            DotEscaping.append(finding.rule.rawValue, to: &output)
            output += ": "
            DotEscaping.append(finding.message, to: &output)
        }
    }

    /// How each kind of edge is drawn: forward solid, back dashed, flows in colour.
    static func style(of kind: GraphEdge.Kind) -> String {
        switch kind {
        case .push: return "style=solid"
        case .present: return "style=bold, arrowhead=onormal"
        case .replace: return "style=solid, arrowhead=diamond"
        case .pop: return "style=dashed"
        case .popToRoot: return "style=dashed, arrowhead=normalnormal"
        case .dismiss: return "style=dashed, arrowhead=onormal"
        case .stay: return "style=dotted"
        case .start: return "style=bold, color=\"#2e7d32\", fontcolor=\"#2e7d32\""
        case .finish: return "style=solid, color=\"#6a1b9a\", fontcolor=\"#6a1b9a\""
        case .entry: return "style=solid, arrowsize=0.7"
        case .tab: return "style=bold, color=\"#2e7d32\", fontcolor=\"#2e7d32\""
        case .unusedChild: return "style=dotted, color=\"#9e9e9e\", fontcolor=\"#757575\""
        }
    }
}
