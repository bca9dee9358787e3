import FlowDiagnostics
import FlowModel
import FlowRules

/// The drawing of one flow: its cluster, and the edges its transitions and handlers make.
///
/// Its parts, by what they draw: the nodes (`FlowDrawingNodes.swift`), the edges from the start
/// node and the routes (`FlowDrawingStartEdges.swift`), the edges of actions, handlers, alert
/// buttons and triggers (`FlowDrawingTransitionEdges.swift`), and where those edges lead:
/// forward to what a transition names (`FlowDrawingTargets.swift`), or back to where the
/// navigation analysis says (`FlowDrawingBackTargets.swift`).
struct FlowDrawing<Canvas: FlowCanvas> {
    let flow: Flow
    /// The flow's position in the graph.
    let index: Int
    let navigation: FlowNavigation
    /// The flow's transitions, resolved: where each leads is read here, not looked up again.
    let resolved: ResolvedFlow
    let drawn: [String: Int]
    let graph: FlowGraph
    let name: String
    let clusterID: String
    let startID: String
    let screenIDs: [String]
    let screenIndex: [String: Int]
    /// Whether each screen is the first with its id (a repeated id is reported, and drawn once).
    let isFirstWithID: [Bool]
    let outcomeIDs: [String: String]
    let findings: FindingIndex
    /// The flow's file, where every place the drawing looks findings up lies.
    let file: String
    /// The findings in `file`, by place; nil when it has none, as for most flows.
    let fileFindings: [SourcePosition: [GraphFinding]]?
    /// The flow's first screens, for `popToRoot`.
    let firstScreens: [Int]
    /// The stacks of each screen, worked out once each when a back transition needs them.
    var stacks: [FlowNavigation.Stacks?]
    var exitID: String?
    var hiddenID: String?
    var cluster: GraphCluster
    var canvas: Canvas
    /// The places (in `file`) of the findings drawn on this flow's nodes and edges.
    var placed: Set<SourcePosition> = []
    var missingIDs: Set<String> = []
    var childFindings: [String: [GraphFinding]] = [:]

    init(
        flow: Flow, index: Int, navigation: FlowNavigation, resolved: ResolvedFlow, drawn: [String: Int],
        graph: FlowGraph,
        findings: FindingIndex, canvas: Canvas
    ) {
        self.flow = flow
        self.index = index
        self.resolved = resolved
        self.canvas = canvas
        self.findings = findings
        file = flow.file
        fileFindings = findings.findings(in: file)
        firstScreens = navigation.isFirst.indices.filter { navigation.isFirst[$0] }
        stacks = Array(repeating: nil, count: navigation.screenCount)
        self.navigation = navigation
        self.drawn = drawn
        self.graph = graph
        let name = flow.name.value
        self.name = name
        clusterID = GraphIdentifier.cluster(name)
        startID = GraphIdentifier.start(name)
        let safeName = GraphIdentifier.safe(name)
        // By index: a loop over the screens would copy each whole.
        let screens = flow.screens
        var screenIDs: [String] = []
        screenIDs.reserveCapacity(screens.count)
        var screenIndex: [String: Int] = [:]
        screenIndex.reserveCapacity(screens.count)
        var isFirstWithID = [Bool](repeating: false, count: screens.count)
        for index in screens.indices {
            let id = screens[index].id.value
            screenIDs.append(safeName + "__" + GraphIdentifier.safe(id))
            if screenIndex[id] == nil {
                screenIndex[id] = index
                isFirstWithID[index] = true
            }
        }
        self.screenIDs = screenIDs
        self.screenIndex = screenIndex
        self.isFirstWithID = isFirstWithID
        var outcomeIDs: [String: String] = [:]
        for outcome in flow.outcomes where outcomeIDs[outcome.name.value] == nil {
            outcomeIDs[outcome.name.value] = GraphIdentifier.outcome(name, outcome.name.value)
        }
        self.outcomeIDs = outcomeIDs
        var detail = "\(name)Coordinator: flow '\(name)' in \(flow.file)"
        if flow.isEntry { detail += ", entry" }
        if flow.root == .tabs { detail += ", tabs" }
        if let input = flow.input { detail += "\ninput: " + input.text }
        cluster = GraphCluster(
            id: clusterID, flowName: name, label: name + "Coordinator", detail: detail, isEntry: flow.isEntry,
            root: flow.root)
    }

    /// Draws the flow on `canvas`: its nodes, then its edges. The emitters write them in this
    /// order, so that changing it changes every drawing's bytes.
    mutating func draw() {
        cluster.findings = take(flow.name.position, flow.location.position)
        drawStartNode()
        drawScreenNodes()
        drawEventNodes()
        drawOutcomeNodes()
        cluster.findings += take(flow.back?.position, flow.input?.position)
        drawAlertNodes()
        for child in flow.children {
            childFindings[child.flow.value, default: []] += take(child.flow.position)
        }

        drawStartEdges()
        drawActions()
        drawHandlers()
        drawAlertButtons()
        drawUnusedChildren()
        drawRoutes()
        if !flow.triggers.isEmpty { drawTriggers() }
        if !resolved.thenSteps.isEmpty { drawThenSteps() }
        if !resolved.externalSteps.isEmpty { drawExternalSteps() }
    }

    // MARK: - Findings

    /// The findings at `position` in the flow's file, which from now on count as drawn.
    mutating func take(_ position: SourcePosition?) -> [GraphFinding] {
        guard let position, let found = fileFindings?[position] else { return [] }
        placed.insert(position)
        return found
    }

    /// The findings at any of the places, in that order (no array to build when there are none).
    mutating func take(
        _ first: SourcePosition?, _ second: SourcePosition?, _ third: SourcePosition? = nil
    ) -> [GraphFinding] {
        var found = take(first)
        let more = take(second)
        if !more.isEmpty { found += more }
        let rest = take(third)
        if !rest.isEmpty { found += rest }
        return found
    }

    func childFindings(_ child: String) -> [GraphFinding] { childFindings[child] ?? [] }
}
