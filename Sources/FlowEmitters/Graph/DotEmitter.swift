/// Writes a `NavigationGraph` as one Graphviz `digraph`, a `subgraph cluster_FLOW` per flow.
///
/// Every identifier and text is quoted and escaped, so any graph gives DOT that `dot` accepts;
/// the same graph always gives the same bytes.
public struct DotEmitter: Sendable {
    public init() {}

    static let red = "#d00000"

    public func emit(_ graph: NavigationGraph) -> String {
        var output = ""
        output.reserveCapacity(256 + graph.nodeCount * 160 + graph.edges.count * 140)
        output += "digraph \"flows\" {\n"
        output += "    graph [compound=true, rankdir=LR, fontname=\"Helvetica\", fontsize=13, nodesep=0.3];\n"
        output += "    node [fontname=\"Helvetica\", fontsize=11, shape=box];\n"
        output += "    edge [fontname=\"Helvetica\", fontsize=9, color=\"#424242\", fontcolor=\"#424242\"];\n"
        for cluster in graph.clusters {
            writeCluster(cluster, to: &output)
        }
        for edge in graph.edges {
            writeEdge(edge, to: &output)
        }
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
        DotEscaping.append(GraphTooltip.text(cluster.detail, cluster.findings), to: &output)
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
        DotEscaping.append(GraphTooltip.text(node.detail, node.findings), to: &output)
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
        DotEscaping.append(GraphTooltip.text(edge.detail, edge.findings), to: &output)
        output += "\"];\n"
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
