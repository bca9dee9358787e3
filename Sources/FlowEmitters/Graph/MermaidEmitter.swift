import FlowRules

/// Writes a `NavigationGraph` as a Mermaid `flowchart`, a subgraph per flow, ready to paste into
/// a Markdown file between ```` ```mermaid ```` fences.
///
/// Mermaid has no tooltips where Markdown is shown, so the rule ids of findings go into the
/// labels; what is red in DOT is red here through the `finding` class and `linkStyle`.
public struct MermaidEmitter: Sendable {
    public init() {}

    public func emit(_ graph: NavigationGraph) -> String {
        // Written in pieces on all cores, then joined in order: the same bytes as one by one.
        let pieces = GraphChunks.pieces(clusters: graph.clusters.count)
        // `linkStyle` counts edges from 0 over the whole chart: where each cluster's edges start.
        var edgeOffsets: [Int] = []
        edgeOffsets.reserveCapacity(graph.clusters.count)
        var total = 0
        for cluster in graph.clusters {
            edgeOffsets.append(total)
            total += cluster.edges.count
        }
        let offsets = edgeOffsets
        let texts = parallelMap(pieces) { piece -> (text: String, classes: ClassLists, findingEdges: [Int]) in
            var text = ""
            var classes = ClassLists()
            var findingEdges: [Int] = []
            if piece.isEdges {
                text.reserveCapacity(piece.range.count * 2_048)
                for index in piece.range {
                    for (position, edge) in graph.clusters[index].edges.enumerated()
                    where writeEdge(edge, to: &text) {
                        findingEdges.append(offsets[index] + position)
                    }
                }
            } else {
                text.reserveCapacity(piece.range.count * 512)
                for index in piece.range { writeCluster(graph.clusters[index], to: &text, classes: &classes) }
            }
            return (text, classes, findingEdges)
        }
        var output = ""
        output.reserveCapacity(texts.reduce(1_024) { $0 + $1.text.utf8.count * 5 / 4 })
        output += "flowchart LR\n"
        var classes = ClassLists()
        var findingEdges: [Int] = []
        for piece in texts {
            output += piece.text
            classes.append(piece.classes)
            findingEdges += piece.findingEdges
        }
        output += "    classDef startPoint fill:#212121,stroke:#212121,color:#ffffff\n"
        output += "    classDef swiftui fill:#e3f2fd\n"
        output += "    classDef storyboard fill:#fff3e0\n"
        output += "    classDef outcome stroke-width:3px\n"
        output += "    classDef missing stroke-dasharray:4 3,color:#757575\n"
        output += "    classDef firstScreen stroke-width:3px\n"
        output += "    classDef finding stroke:#d00000,stroke-width:2px,color:#d00000\n"
        classes.write(to: &output)
        for id in classes.findingClusters {
            output += "    style "
            output += id
            output += " stroke:#d00000,stroke-width:2px,color:#d00000\n"
        }
        if !findingEdges.isEmpty {
            output += "    linkStyle "
            for (position, index) in findingEdges.enumerated() {
                if position > 0 { output += "," }
                output += String(index)
            }
            output += " stroke:#d00000,stroke-width:2px,color:#d00000\n"
        }
        return output
    }

    private func writeCluster(_ cluster: GraphCluster, to output: inout String, classes: inout ClassLists) {
        output += "    subgraph "
        output += cluster.id
        output += " [\""
        MermaidEscaping.append(cluster.label, to: &output)
        if !cluster.findings.isEmpty {
            output += " "
            MermaidEscaping.append(GraphTooltip.rules(cluster.findings), to: &output)
            classes.findingClusters.append(cluster.id)
        }
        output += "\"]\n"
        for node in cluster.nodes {
            writeNode(node, to: &output, classes: &classes)
        }
        output += "    end\n"
    }

    /// Writes the edge; true when it carries findings (and is to be drawn red).
    private func writeEdge(_ edge: GraphEdge, to output: inout String) -> Bool {
        output += "    "
        Self.appendID(edge.from, to: &output)
        output += Self.arrow(of: edge.kind)
        if !edge.label.isEmpty || !edge.findings.isEmpty {
            output += "|\""
            MermaidEscaping.append(edge.label, to: &output)
            if !edge.findings.isEmpty {
                if !edge.label.isEmpty { output += " " }
                MermaidEscaping.append(GraphTooltip.rules(edge.findings), to: &output)
            }
            output += "\"|"
        }
        output += " "
        Self.appendID(edge.to, to: &output)
        output += "\n"
        return !edge.findings.isEmpty
    }

    private func writeNode(_ node: GraphNode, to output: inout String, classes: inout ClassLists) {
        output += "        "
        Self.appendID(node.id, to: &output)
        let (open, close): (String, String)
        switch node.kind {
        case .start, .exit: (open, close) = ("((\"", "\"))")
        case .swiftUIScreen: (open, close) = ("(\"", "\")")
        case .storyboardScreen: (open, close) = ("[[\"", "\"]]")
        case .outcome: (open, close) = ("([\"", "\"])")
        case .uikitScreen, .missing: (open, close) = ("[\"", "\"]")
        }
        output += open
        MermaidEscaping.append(node.title, to: &output)
        if !node.subtitle.isEmpty {
            output += "<br/>"
            MermaidEscaping.append(node.subtitle, to: &output)
        }
        if !node.findings.isEmpty {
            output += "<br/>"
            MermaidEscaping.append(GraphTooltip.rules(node.findings), to: &output)
        }
        output += close
        output += "\n"
        switch node.kind {
        case .start, .exit: classes.start.append(node.id)
        case .swiftUIScreen: classes.swiftUI.append(node.id)
        case .storyboardScreen: classes.storyboard.append(node.id)
        case .outcome: classes.outcome.append(node.id)
        case .missing: classes.missing.append(node.id)
        case .uikitScreen: break
        }
        if node.isFirst { classes.first.append(node.id) }
        if !node.findings.isEmpty { classes.finding.append(node.id) }
    }

    /// Mermaid reads a few words at the start of a token as keywords (`style`, `class`, `graph`,
    /// `end`, ...), all of them lower case: an id that starts in lower case or with `_` (a flow
    /// whose name breaks the naming rules) gets an `n` in front. Ids that start in upper case
    /// never get one, so the ids stay distinct.
    static func appendID(_ id: String, to output: inout String) {
        if let first = id.utf8.first,
            first == UInt8(ascii: "_") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
        {
            output += "n"
        }
        output += id
    }

    /// Forward solid, `present` thick, `replace` with a circle head, back dotted.
    static func arrow(of kind: GraphEdge.Kind) -> String {
        switch kind {
        case .push, .finish, .entry: return " -->"
        case .present, .start, .tab: return " ==>"
        case .replace: return " --o"
        case .pop, .popToRoot, .dismiss, .stay, .unusedChild: return " -.->"
        }
    }
}

/// The nodes of each Mermaid class, written as one `class` line each after the graph.
private struct ClassLists: Sendable {
    var start: [String] = []
    var swiftUI: [String] = []
    var storyboard: [String] = []
    var outcome: [String] = []
    var missing: [String] = []
    var first: [String] = []
    var finding: [String] = []
    var findingClusters: [String] = []

    mutating func append(_ other: ClassLists) {
        start += other.start
        swiftUI += other.swiftUI
        storyboard += other.storyboard
        outcome += other.outcome
        missing += other.missing
        first += other.first
        finding += other.finding
        findingClusters += other.findingClusters
    }

    func write(to output: inout String) {
        // Later classes win: a first screen with a finding is red.
        for (name, ids) in [
            ("startPoint", start), ("swiftui", swiftUI), ("storyboard", storyboard), ("outcome", outcome),
            ("missing", missing), ("firstScreen", first), ("finding", finding),
        ] where !ids.isEmpty {
            output += "    class "
            for (position, id) in ids.enumerated() {
                if position > 0 { output += "," }
                MermaidEmitter.appendID(id, to: &output)
            }
            output += " "
            output += name
            output += "\n"
        }
    }
}
