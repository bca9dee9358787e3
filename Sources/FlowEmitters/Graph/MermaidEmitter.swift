import FlowRules

/// Writes a `NavigationGraph` as a Mermaid `flowchart`, a subgraph per flow, ready to paste into
/// a Markdown file between ```` ```mermaid ```` fences.
///
/// Mermaid has no tooltips where Markdown is shown, so the rule ids of findings go into the
/// labels; what is red in DOT is red here through the `finding` class and `linkStyle`.
public struct MermaidEmitter: Sendable {
    public init() {}

    public func emit(_ graph: NavigationGraph) -> String {
        String(decoding: bytes(graph), as: UTF8.self)
    }

    /// The chart as UTF-8, written in pieces on all cores and put together in order.
    public func bytes(_ graph: NavigationGraph) -> [UInt8] {
        GraphChunks.bytes(Assembler.self, of: graph)
    }

    /// One flow written as it is drawn; its subgraph's head comes last, with its findings.
    struct FlowText: FlowCanvas {
        var head = OutputBytes()
        var body = OutputBytes(capacity: 4_096)
        var edges = OutputBytes(capacity: 8_192)
        var classes = ClassLists()
        var style = OutputBytes()
        var findingEdges: [Int] = []
        var edgeCount = 0

        mutating func node(_ node: GraphNode) { MermaidEmitter.writeNode(node, to: &body, classes: &classes) }

        mutating func edge(_ edge: GraphEdge) {
            if MermaidEmitter.writeEdge(edge, to: &edges) { findingEdges.append(edgeCount) }
            edgeCount += 1
        }

        mutating func cluster(_ cluster: GraphCluster) {
            MermaidEmitter.writeClusterHead(cluster, to: &head)
            if !cluster.findings.isEmpty {
                style.append("    style ")
                style.append(cluster.id)
                style.append(" stroke:#d00000,stroke-width:2px,color:#d00000\n")
            }
        }
    }

    /// The chart: subgraphs, edges, class definitions, classes, styles of clusters, then the
    /// red edges by their number in the whole chart (`linkStyle` counts from 0). What comes after
    /// the edges is gathered from the flows as they pass: a few bytes a node.
    struct Assembler: GraphAssembler {
        var classes = ClassLists()
        var clusterStyles = OutputBytes()
        var linkStyles = OutputBytes()
        /// Edges in the flows so far.
        var edgeCount = 0

        func begin(_ sink: inout some GraphSink) { sink.write("flowchart LR\n") }

        mutating func add(_ flow: FlowText, to sink: inout some GraphSink) {
            sink.write(flow.head)
            sink.write(flow.body)
            sink.write("    end\n")
            sink.hold(flow.edges)
            classes.append(flow.classes)
            clusterStyles.append(flow.style)
            for position in flow.findingEdges {
                linkStyles.append(linkStyles.count == 0 ? "    linkStyle " : ",")
                linkStyles.append(decimal: edgeCount + position)
            }
            edgeCount += flow.edgeCount
        }

        mutating func end(_ sink: inout some GraphSink) {
            sink.writeHeld()
            var tail = OutputBytes()
            tail.append(
                """
                    classDef startPoint fill:#212121,stroke:#212121,color:#ffffff
                    classDef swiftui fill:#e3f2fd
                    classDef storyboard fill:#fff3e0
                    classDef outcome stroke-width:3px
                    classDef missing stroke-dasharray:4 3,color:#757575
                    classDef firstScreen stroke-width:3px
                    classDef finding stroke:#d00000,stroke-width:2px,color:#d00000

                """)
            classes.write(to: &tail)
            tail.append(clusterStyles)
            if linkStyles.count > 0 {
                tail.append(linkStyles)
                tail.append(" stroke:#d00000,stroke-width:2px,color:#d00000\n")
            }
            sink.write(tail)
        }
    }

    /// `subgraph`, its id and label; the nodes follow.
    static func writeClusterHead(_ cluster: GraphCluster, to output: inout OutputBytes) {
        output.append("    subgraph ")
        output.append(cluster.id)
        output.append(" [\"")
        MermaidEscaping.append(cluster.label, to: &output)
        if !cluster.findings.isEmpty {
            output.append(" ")
            appendRules(cluster.findings, to: &output)
        }
        output.append("\"]\n")
    }

    /// Writes the edge; true when it carries findings (and is to be drawn red).
    static func writeEdge(_ edge: GraphEdge, to output: inout OutputBytes) -> Bool {
        output.append("    ")
        appendID(edge.from, to: &output)
        output.append(arrow(of: edge.kind))
        if !edge.label.isEmpty || !edge.findings.isEmpty {
            output.append("|\"")
            MermaidEscaping.append(edge.label, to: &output)
            if !edge.findings.isEmpty {
                if !edge.label.isEmpty { output.append(" ") }
                appendRules(edge.findings, to: &output)
            }
            output.append("\"|")
        }
        output.append(" ")
        appendID(edge.to, to: &output)
        output.append("\n")
        return !edge.findings.isEmpty
    }

    static func writeNode(_ node: GraphNode, to output: inout OutputBytes, classes: inout ClassLists) {
        output.append("        ")
        appendID(node.id, to: &output)
        let (open, close): (StaticString, StaticString)
        switch node.kind {
        case .start, .exit, .hidden: (open, close) = ("((\"", "\"))")
        case .swiftUIScreen: (open, close) = ("(\"", "\")")
        case .storyboardScreen: (open, close) = ("[[\"", "\"]]")
        case .outcome: (open, close) = ("([\"", "\"])")
        case .uikitScreen, .missing: (open, close) = ("[\"", "\"]")
        case .alert: (open, close) = ("{{\"", "\"}}")
        case .route: (open, close) = (">\"", "\"]")
        case .trigger: (open, close) = ("[/\"", "\"/]")
        case .externalScreen: (open, close) = ("[\\\"", "\"/]")
        }
        output.append(open)
        MermaidEscaping.append(node.title, to: &output)
        if !node.subtitle.isEmpty {
            output.append("<br/>")
            MermaidEscaping.append(node.subtitle, to: &output)
        }
        if !node.findings.isEmpty {
            output.append("<br/>")
            appendRules(node.findings, to: &output)
        }
        output.append(close)
        output.append("\n")
        switch node.kind {
        case .start, .exit: classes.add(node.id, to: .start)
        case .swiftUIScreen: classes.add(node.id, to: .swiftUI)
        case .storyboardScreen: classes.add(node.id, to: .storyboard)
        case .outcome: classes.add(node.id, to: .outcome)
        case .missing: classes.add(node.id, to: .missing)
        case .uikitScreen, .alert, .route, .trigger, .hidden, .externalScreen: break
        }
        if node.isFirst { classes.add(node.id, to: .first) }
        if !node.findings.isEmpty { classes.add(node.id, to: .finding) }
    }

    /// `[rule, rule]` for a label, escaped.
    static func appendRules(_ findings: [GraphFinding], to output: inout OutputBytes) {
        GraphTooltip.rules(findings) { MermaidEscaping.append($0, to: &output) }
    }

    /// Mermaid reads a few words at the start of a token as keywords (`style`, `class`, `graph`,
    /// `end`, ...), all of them lower case: an id that starts in lower case or with `_` (a flow
    /// whose name breaks the naming rules) gets an `n` in front. Ids that start in upper case
    /// never get one, so the ids stay distinct.
    static func appendID(_ id: String, to output: inout OutputBytes) {
        if let first = id.utf8.first,
            first == UInt8(ascii: "_") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
        {
            output.append("n")
        }
        output.append(id)
    }

    /// Forward solid, `present` thick, `replace` with a circle head (`reset` thick), back dotted.
    static func arrow(of kind: GraphEdge.Kind) -> StaticString {
        switch kind {
        case .push, .finish, .entry, .alert: return " -->"
        case .present, .start, .tab: return " ==>"
        // Mermaid draws no double line: a longer thick arrow.
        case .keptStart: return " ===>"
        case .replace: return " --o"
        case .reset: return " ==o"
        case .pop, .popToRoot, .dismiss, .stay, .unusedChild, .select, .send, .route, .return: return " -.->"
        }
    }
}

/// The nodes of each Mermaid class, written as one `class` line each after the graph: kept as
/// the ids written already, comma-separated, a list per class.
struct ClassLists: Sendable {
    /// In the order the lines are written: later classes win, so a first screen with a finding is red.
    enum Name: Int, CaseIterable {
        case start, swiftUI, storyboard, outcome, missing, first, finding

        var text: StaticString {
            switch self {
            case .start: return "startPoint"
            case .swiftUI: return "swiftui"
            case .storyboard: return "storyboard"
            case .outcome: return "outcome"
            case .missing: return "missing"
            case .first: return "firstScreen"
            case .finding: return "finding"
            }
        }
    }

    // Shared empty storage at first; each list gets its own when first written (copy on write).
    var lists = [OutputBytes](repeating: OutputBytes(), count: Name.allCases.count)

    /// `other`'s ids after these, class by class.
    mutating func append(_ other: ClassLists) {
        for name in Name.allCases where other.lists[name.rawValue].count > 0 {
            if lists[name.rawValue].count > 0 { lists[name.rawValue].append(",") }
            lists[name.rawValue].append(other.lists[name.rawValue])
        }
    }

    mutating func add(_ id: String, to name: Name) {
        if lists[name.rawValue].count > 0 { lists[name.rawValue].append(",") }
        MermaidEmitter.appendID(id, to: &lists[name.rawValue])
    }

    /// A `class` line for each class with ids.
    func write(to output: inout OutputBytes) {
        for name in Name.allCases where lists[name.rawValue].count > 0 {
            output.append("    class ")
            output.append(lists[name.rawValue])
            output.append(" ")
            output.append(name.text)
            output.append("\n")
        }
    }
}
