import FlowDiagnostics
import FlowModel
import FlowRules
import FlowcSupport

/// Builds the drawing of linked flows: a cluster per flow, a node per screen and outcome, an
/// edge per transition, and every finding on the node or edge it points at.
///
/// Back edges (`pop`, `popToRoot`, `dismiss`) lead where the navigation analysis says they do:
/// to the screens that push or present the screen they run on. Where nothing of the flow is
/// beneath, they leave the flow: to its `back` outcome, or to an exit point.
public struct NavigationGraphBuilder: Sendable {
    public init() {}

    /// Draws the flows of `graph` that `selection` marks (by index; all when nil). Flows are
    /// drawn on all cores; the result is the same as one after the other.
    public func build(_ graph: FlowGraph, diagnostics: [Diagnostic], selection: [Bool]? = nil) -> NavigationGraph {
        let plan = Plan(graph, diagnostics: diagnostics, selection: selection)
        return NavigationGraph(
            clusters: WorkerPool.map(plan.indices) { plan.draw(graph.flows[$0], at: $0, on: ClusterCanvas()).drawn })
    }

    /// Draws the selected flows in runs, on all cores, each flow on a canvas of its own, each
    /// run handed to `handle` as soon as the runs before it have been: no drawing of the whole
    /// graph is ever held.
    func draw<Canvas: FlowCanvas & Sendable>(
        _ graph: FlowGraph, diagnostics: [Diagnostic], selection: [Bool]?, handle: (GraphRun<Canvas>) -> Void
    ) {
        let plan = Plan(graph, diagnostics: diagnostics, selection: selection)
        let runs = GraphChunks.ranges(count: plan.indices.count)
        WorkerPool.forEachInOrder(
            runs.count,
            make: { run in
                GraphRun(
                    flows: runs[run].map { position in
                        let index = plan.indices[position]
                        return plan.draw(graph.flows[index], at: index, on: Canvas())
                    })
            }, handle: handle)
    }

    /// What every flow's drawing reads: the flows drawn and the findings.
    private struct Plan: Sendable {
        let graph: FlowGraph
        let findings: FindingIndex
        /// The drawn flows by name.
        let drawn: [String: Int]
        /// Indices of the drawn flows, in order.
        let indices: [Int]

        init(_ graph: FlowGraph, diagnostics: [Diagnostic], selection: [Bool]?) {
            self.graph = graph
            findings = FindingIndex(diagnostics)
            var drawn: [String: Int] = [:]
            var indices: [Int] = []
            for (index, flow) in graph.flows.enumerated() where selection?[index] ?? true {
                drawn[flow.name.value] = index
                indices.append(index)
            }
            self.drawn = drawn
            self.indices = indices
        }

        /// The flow drawn on `canvas`: its nodes and edges as they come, then its cluster.
        func draw<Canvas: FlowCanvas>(_ flow: Flow, at index: Int, on canvas: Canvas) -> Canvas {
            var drawing = FlowDrawing(
                flow: flow, index: index, navigation: graph.navigation[index], resolved: graph.resolved[index],
                drawn: drawn, graph: graph, findings: findings, canvas: canvas)
            drawing.draw()
            // What no node or edge took, on the cluster of its flow.
            drawing.cluster.findings += findings.unplaced(in: drawing.name, file: drawing.file, placed: drawing.placed)
            drawing.canvas.cluster(drawing.cluster)
            return drawing.canvas
        }
    }
}

/// Where a flow's drawing goes, piece by piece: into a `GraphCluster`, or straight into text.
protocol FlowCanvas {
    init()
    /// The next node of the flow's cluster.
    mutating func node(_ node: GraphNode)
    /// The next edge the flow declares.
    mutating func edge(_ edge: GraphEdge)
    /// The flow's cluster (without nodes and edges, which came before), once they are all drawn.
    mutating func cluster(_ cluster: GraphCluster)
}

/// A flow drawn into the model: its cluster with its nodes and edges.
struct ClusterCanvas: FlowCanvas {
    var nodes: [GraphNode] = []
    var edges: [GraphEdge] = []
    var drawn = GraphCluster(id: "", flowName: "", label: "", detail: "", isEntry: false, root: .stack)

    mutating func node(_ node: GraphNode) { nodes.append(node) }
    mutating func edge(_ edge: GraphEdge) { edges.append(edge) }

    mutating func cluster(_ cluster: GraphCluster) {
        drawn = cluster
        drawn.nodes = nodes
        drawn.edges = edges
    }
}

/// The drawing of one flow: its cluster, and the edges its transitions and handlers make.
private struct FlowDrawing<Canvas: FlowCanvas> {
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
    private var stacks: [FlowNavigation.Stacks?]
    private var exitID: String?
    var cluster: GraphCluster
    var canvas: Canvas
    /// The places (in `file`) of the findings drawn on this flow's nodes and edges.
    var placed: Set<SourcePosition> = []
    private var missingIDs: Set<String> = []
    private var childFindings: [String: [GraphFinding]] = [:]

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

    // MARK: - Nodes

    mutating func draw() {
        cluster.findings = take(flow.name.position, flow.location.position)
        let startDetail = flow.root == .tabs ? "start of \(name): its tabs" : "start of \(name)"
        canvas.node(GraphNode(id: startID, kind: .start, title: "start", detail: .text(startDetail)))
        for (index, screen) in flow.screens.enumerated() where isFirstWithID[index] {
            let kind: GraphNode.Kind =
                screen.isSwiftUI ? .swiftUIScreen : (screen.storyboard != nil ? .storyboardScreen : .uikitScreen)
            let viewType = screen.viewType
            let detail = GraphNodeDetail.Screen(
                id: screen.id.value, viewType: viewType, isSwiftUI: screen.isSwiftUI, storyboard: screen.storyboard,
                identifier: screen.identifier, input: screen.input?.text)
            let isFirst = index < navigation.isFirst.count && navigation.isFirst[index]
            var nodeFindings = take(screen.id.position, screen.input?.position)
            for action in screen.actions where action.transitions.isEmpty {
                nodeFindings += take(action.name.position, action.input?.position, action.output?.position)
            }
            canvas.node(
                GraphNode(
                    id: screenIDs[index], kind: kind, title: screen.id.value, subtitle: viewType,
                    detail: .screen(detail),
                    isFirst: isFirst, findings: nodeFindings))
        }
        var seenEvents: Set<String> = []
        for event in flow.events where seenEvents.insert(event.name.value).inserted {
            var detail = "event '\(event.name.value)' of \(name): its parent hears it, the flow keeps running"
            if let payload = event.payload { detail += "\npayload: " + payload.text }
            canvas.node(
                GraphNode(
                    id: GraphIdentifier.event(name, event.name.value), kind: .outcome, title: event.name.value,
                    detail: .text(detail), findings: take(event.name.position, event.payload?.position)))
        }
        var seenOutcomes: Set<String> = []
        for outcome in flow.outcomes {
            guard let id = outcomeIDs[outcome.name.value], seenOutcomes.insert(id).inserted else { continue }
            var detail = "outcome '\(outcome.name.value)' of \(name)"
            if let payload = outcome.payload { detail += "\npayload: " + payload.text }
            if flow.back?.value == outcome.name.value { detail += "\nalso by the back button or swipe (back)" }
            canvas.node(
                GraphNode(
                    id: id, kind: .outcome, title: outcome.name.value, detail: .text(detail),
                    findings: take(outcome.name.position, outcome.payload?.position)))
        }
        cluster.findings += take(flow.back?.position, flow.input?.position)
        drawAlertNodes()
        for child in flow.children {
            childFindings[child.flow.value, default: []] += take(child.flow.position)
        }

        drawStart()
        drawActions()
        drawHandlers()
        drawAlertButtons()
        drawUnusedChildren()
        drawRoutes()
    }

    /// Each route as an entry point of its own, with an edge to where it opens the flow: its
    /// start, or the screen it pushes or presents.
    private mutating func drawRoutes() {
        for (index, route) in flow.routes.enumerated() {
            let id = GraphIdentifier.route(name, index)
            let parameters = route.parameters.map { "\($0.name.value): \($0.type.text)" }.joined(separator: ", ")
            var detail = "route \(route.pattern.value) of \(name)"
            if let flowIndex = graph.index(of: name),
                case .way(let entry, let steps) = graph.way(ofRoute: index, inFlow: flowIndex)
            {
                let way = [graph.flows[entry].name.value] + steps.map { graph.flows[$0.flow].name.value }
                detail += "\nway: " + way.joined(separator: " → ")
            }
            var findings = take(route.pattern.position, route.toPosition, route.via?.position)
            for parameter in route.parameters {
                findings += take(parameter.name.position, parameter.type.position)
            }
            canvas.node(
                GraphNode(
                    id: id, kind: .route, title: route.pattern.value, subtitle: parameters, detail: .text(detail),
                    findings: findings))
            var target = startID
            var label = "start"
            if let destination = route.destination, let screen = destination.target {
                label = destination.verb.rawValue
                target = screenTarget(screen).id
            }
            canvas.edge(
                GraphEdge(
                    from: id, to: target, kind: .route, label: label,
                    detail: .text(
                        "\(route.pattern.value) opens \(name) with '\(route.destination?.description ?? "start")'"),
                    origin: flow.location(of: route.toPosition)))
        }
    }

    /// The findings at `position` in the flow's file, which from now on count as drawn.
    private mutating func take(_ position: SourcePosition?) -> [GraphFinding] {
        guard let position, let found = fileFindings?[position] else { return [] }
        placed.insert(position)
        return found
    }

    /// The findings at any of the places, in that order (no array to build when there are none).
    private mutating func take(
        _ first: SourcePosition?, _ second: SourcePosition?, _ third: SourcePosition? = nil
    ) -> [GraphFinding] {
        var found = take(first)
        let more = take(second)
        if !more.isEmpty { found += more }
        let rest = take(third)
        if !rest.isEmpty { found += rest }
        return found
    }

    /// The stacks of screen `source`, worked out on first use.
    private mutating func stacks(of source: Int) -> FlowNavigation.Stacks {
        if let known = stacks[source] { return known }
        let found = navigation.stacks[source]
        stacks[source] = found
        return found
    }

    /// A stand-in node in this flow for `missing`, which a transition names but nothing declares.
    private mutating func missingNode(_ missing: String, what: String) -> String {
        let id = GraphIdentifier.missing(name, missing)
        if missingIDs.insert(id).inserted {
            canvas.node(
                GraphNode(
                    id: id, kind: .missing, title: missing, detail: .text("\(what) '\(missing)' is not declared")))
        }
        return id
    }

    /// The flow's exit point: leaving it with nothing of it beneath and no `back` outcome.
    private mutating func exitNode() -> String {
        if let exitID { return exitID }
        let id = GraphIdentifier.exit(name)
        exitID = id
        canvas.node(GraphNode(id: id, kind: .exit, title: "exit", detail: .text("leaves \(name) without an outcome")))
        return id
    }

    // MARK: - Targets

    /// Where an edge ends and whether it ends in another cluster.
    private struct Target {
        var id: String
        var cluster: String?
    }

    private mutating func screenTarget(_ screen: String) -> Target {
        if let index = screenIndex[screen] { return Target(id: screenIDs[index]) }
        return Target(id: missingNode(screen, what: "screen"))
    }

    private mutating func flowTarget(_ child: String) -> Target {
        guard drawn[child] != nil else { return Target(id: missingNode(child, what: "flow")) }
        if child == name { return Target(id: startID) }
        return Target(id: GraphIdentifier.start(child), cluster: GraphIdentifier.cluster(child))
    }

    private mutating func outcomeTarget(_ outcome: String) -> Target {
        if let id = outcomeIDs[outcome] { return Target(id: id) }
        return Target(id: missingNode(outcome, what: "outcome"))
    }

    /// Where leaving the first screen goes: the `back` outcome, or the exit point.
    private mutating func leaveTarget() -> String {
        if let back = flow.back { return outcomeTarget(back.value).id }
        return exitNode()
    }

    /// The nodes a back transition from `source` (a screen index, or the start node) leads to.
    /// `effect` is how the transition moves the stack where it runs; `transition` is at hand for
    /// an effect that goes back to the screen its verb names rather than where the stack leads.
    private mutating func backTargets(
        of transition: ResolvedTransition, _ effect: Transition.StackEffect, from source: Int
    ) -> [String] {
        // A verb that leaves the stack as it is (`stay`) stays where it runs.
        guard source < navigation.screenCount else {
            return effect == .none ? [startID] : [leaveTarget()]
        }
        var targets: [Int] = []
        var leaves = false
        switch effect {
        case .none:
            return [screenIDs[source]]
        case .pop:
            // One array, made to size (`Array(pushers) + presenters` made two).
            let pushers = navigation.pushers[source]
            let presenters = navigation.presenters[source]
            targets.reserveCapacity(pushers.count + presenters.count)
            targets += pushers
            targets += presenters
            leaves = navigation.isFirst[source]
        case .popToRoot:
            let stacks = stacks(of: source)
            if stacks.onFirstStack {
                if navigation.isFirst[source] {
                    leaves = true
                } else {
                    targets = firstScreens
                }
            }
            for bottom in stacks.presentedBottoms {
                if bottom == source { targets += navigation.presenters[source] } else { targets.append(bottom) }
            }
        case .dismiss:
            for bottom in stacks(of: source).presentedBottoms { targets += navigation.presenters[bottom] }
        case .push, .present, .replace, .reset:
            return []  // drawn forward, to their target
        }
        // Usually a few targets: a linear check keeps them distinct without a set.
        var result: [String] = []
        result.reserveCapacity(targets.count + 1)
        if targets.count <= 8 {
            for (position, target) in targets.enumerated()
            where target < navigation.screenCount && !targets[..<position].contains(target) {
                result.append(screenIDs[target])
            }
        } else {
            var seen: Set<Int> = []
            for target in targets where target < navigation.screenCount && seen.insert(target).inserted {
                result.append(screenIDs[target])
            }
        }
        if leaves || result.isEmpty { result.append(leaveTarget()) }
        return result
    }

    /// The target of a transition that does not depend on where it runs, or nil for verbs drawn
    /// backward (`backTargets`).
    private mutating func forwardTarget(_ transition: ResolvedTransition) -> Target? {
        guard !transition.verb.isDrawnBackward, let kind = transition.verb.targetKind else { return nil }
        switch (kind, transition.target) {
        case (.screen, .screen(let screen)): return Target(id: screenIDs[screen])
        case (.outcome, .outcome(let outcome)): return outcomeTarget(flow.outcomes[outcome].name.value)
        case (.screen, _): return screenTarget(resolved.targetName(of: transition, in: flow) ?? "")
        case (.outcome, _): return outcomeTarget(resolved.targetName(of: transition, in: flow) ?? "")
        // A `start` leads to the flow of its name, drawn, whether or not it is under `children`.
        // `Child.entry` (format 1.1) leads to the child's flow.
        case (.child, _):
            let target = resolved.targetName(of: transition, in: flow) ?? ""
            return flowTarget(String(Transition.childAndEntry(target).child))
        // A `select` leads to the tab's flow, drawn, as its `tabs` edge does.
        case (.tab, _): return flowTarget(resolved.targetName(of: transition, in: flow) ?? "")
        case (.alert, .alert(let alert)): return Target(id: GraphIdentifier.alert(name, flow.alerts[alert].name.value))
        case (.alert, _):
            return Target(id: missingNode(resolved.targetName(of: transition, in: flow) ?? "", what: "alert"))
        case (.event, .event(let event)): return Target(id: GraphIdentifier.event(name, flow.events[event].name.value))
        case (.event, _):
            return Target(id: missingNode(resolved.targetName(of: transition, in: flow) ?? "", what: "event"))
        case (.screenOrChild, .screen(let screen)): return Target(id: screenIDs[screen])
        case (.screenOrChild, let target):
            // A `reset` to a child, or to a name it lacks: a flow name is drawn as its flow.
            let name = resolved.targetName(of: transition, in: flow) ?? ""
            let isFlowName = target.child != nil || name.first?.isUppercase == true
            return isFlowName ? flowTarget(name) : screenTarget(name)
        }
    }

    // MARK: - Edges

    private mutating func drawStart() {
        for entry in resolved.entries {
            let transition = resolved.transitions[entry]
            let item = resolved.targetName(of: transition, in: flow) ?? ""
            switch transition.place {
            case .tab:
                let position = transition.alternative + 1
                let target = flowTarget(item)
                canvas.edge(
                    GraphEdge(
                        from: startID, to: target.id, kind: .tab, label: "tab \(position)",
                        detail: .text("\(name) shows \(item) as tab \(position)"), headCluster: target.cluster,
                        origin: flow.location(of: transition.position),
                        findings: take(transition.position) + childFindings(item)))
            case .start:
                // A flow with `entries` (format 1.1): the entries that start here label the edge.
                let entries = flow.entries?.filter { $0.start?.value == item }.map(\.name.value).joined(separator: ", ")
                if let screen = transition.target.screen {
                    canvas.edge(
                        GraphEdge(
                            from: startID, to: screenIDs[screen], kind: .entry, label: entries ?? "",
                            detail: .text("\(name) starts at \(item)"), origin: flow.location(of: transition.position),
                            findings: take(transition.position)))
                } else {
                    let target = flowTarget(item)
                    canvas.edge(
                        GraphEdge(
                            from: startID, to: target.id, kind: .start, label: entries ?? "start",
                            detail: .text("\(name) starts with \(item)"), headCluster: target.cluster,
                            origin: flow.location(of: transition.position),
                            findings: take(transition.position) + childFindings(item)))
                }
            case .action, .handler, .back, .alertButton:
                continue
            }
        }
    }

    private func childFindings(_ child: String) -> [GraphFinding] { childFindings[child] ?? [] }

    private mutating func drawActions() {
        // By index, field by field: a loop over screens or actions would copy each whole.
        let screens = flow.screens
        for index in screens.indices {
            let source = screenIDs[index]
            let screenID = screens[index].id.value
            let actions = screens[index].actions
            for actionIndex in actions.indices where !actions[actionIndex].transitions.isEmpty {
                let name = actions[actionIndex].name
                let actionFindings = take(
                    name.position, actions[actionIndex].input?.position, actions[actionIndex].output?.position)
                for declared in resolved.alternatives(ofAction: actionIndex, onScreen: index) {
                    let resolvedTransition = resolved.transitions[declared]
                    let transition = resolved.transition(resolvedTransition, in: flow)
                    var edgeFindings = take(transition.position)
                    if !actionFindings.isEmpty { edgeFindings += actionFindings }
                    if transition.verb.startsChild, let target = transition.target {
                        edgeFindings += childFindings(String(Transition.childAndEntry(target).child))
                    }
                    let detail = made(
                        styled(
                            .action(screen: screenID, action: name.value, transition: transition), resolvedTransition),
                        declared)
                    let kind = GraphEdge.Kind(transition.verb)
                    // A value handed back is marked on its way (format 1.1), a made step with ⚙ (1.2).
                    let label = madeLabel(
                        transition.verb.returnsResult ? "↩ " + name.value : name.value, resolvedTransition)
                    if let target = forwardTarget(resolvedTransition) {
                        canvas.edge(
                            GraphEdge(
                                from: source, to: target.id, kind: kind, label: label, detail: detail,
                                headCluster: target.cluster, origin: flow.location(of: transition.position),
                                findings: edgeFindings))
                    } else {
                        for target in backTargets(
                            of: resolvedTransition, transition.verb.stackEffectInAction, from: index)
                        {
                            canvas.edge(
                                GraphEdge(
                                    from: source, to: target, kind: kind, label: label, detail: detail,
                                    origin: flow.location(of: transition.position), findings: edgeFindings))
                        }
                    }
                }
            }
        }
    }

    /// `detail`, with the presentation map of what `transition` presents when it declares one
    /// (a version-1 flow has none, and its tooltips stay as they were). Consumed: most come back
    /// as they went in, and are then not copied.
    private func styled(_ detail: consuming GraphEdgeDetail, _ transition: ResolvedTransition) -> GraphEdgeDetail {
        let presentation: Presentation?
        switch transition.target {
        case .screen(let screen) where transition.verb.stackEffect == .present:
            presentation = flow.screens[screen].presentation
        case .child(let child) where transition.verb.startsChild:
            presentation = flow.children[child].presentation
        case .none, .screen, .child, .outcome, .alert, .event, .undeclared:
            presentation = nil
        }
        guard let presentation else { return detail }
        var keys: [String] = []
        if let style = presentation.style { keys.append("style " + style.rawValue) }
        if let detents = presentation.detents {
            let names = detents.map { detent -> String in
                switch detent {
                case .medium: return "medium"
                case .large: return "large"
                case .height(let height): return PresentationEmitter.points(height)
                }
            }
            keys.append("detents " + names.joined(separator: ", "))
        }
        if let swipe = presentation.swipeToDismiss { keys.append("swipeToDismiss " + String(swipe)) }
        return .presented(detail, presentation: keys.isEmpty ? "a sheet" : keys.joined(separator: "; "))
    }

    private mutating func drawHandlers() {
        for (childIndex, child) in flow.children.enumerated() {
            let childName = child.flow.value
            let starters = navigation.starters[childName] ?? []
            let childFlow = drawn[childName].map { graph.flows[$0] }
            for (handlerIndex, handler) in child.handlers.enumerated() {
                let outcome = handler.outcome.value
                // From the child's outcome; from its cluster when it lacks the outcome.
                var source: String
                var tailCluster: String?
                if childFlow != nil, resolved.handledOutcome(ofHandler: handlerIndex, ofChild: childIndex) != nil {
                    source = GraphIdentifier.outcome(childName, outcome)
                } else if childFlow != nil, resolved.handledEvent(ofHandler: handlerIndex, ofChild: childIndex) != nil {
                    source = GraphIdentifier.event(childName, outcome)
                } else if childFlow != nil {
                    source = GraphIdentifier.start(childName)
                    tailCluster = childName == name ? nil : GraphIdentifier.cluster(childName)
                } else {
                    source = missingNode(childName, what: "flow")
                }
                let sourceCluster = childFlow == nil ? clusterID : GraphIdentifier.cluster(childName)
                let handlerFindings = take(handler.outcome.position)
                for declared in resolved.alternatives(ofHandler: handlerIndex, ofChild: childIndex) {
                    let resolvedTransition = resolved.transitions[declared]
                    let transition = resolved.transition(resolvedTransition, in: flow)
                    let edgeFindings = take(transition.position) + handlerFindings
                    let detail = made(
                        styled(
                            .handler(child: childName, outcome: outcome, transition: transition), resolvedTransition),
                        declared)
                    let kind = GraphEdge.Kind(transition.verb)
                    var targets: [Target] = []
                    var label = madeLabel(outcome, resolvedTransition)
                    if let target = forwardTarget(resolvedTransition) {
                        targets = [target]
                    } else if transition.verb.returnsResult {
                        // Back to the screens whose actions asked for the value (format 1.1).
                        label = "↩ " + outcome
                        var seen: Set<Int> = []
                        for asker in graph.askers(of: resolvedTransition, inFlow: index) {
                            guard case .action(let screen, _) = asker.place, seen.insert(screen).inserted else {
                                continue
                            }
                            targets.append(Target(id: screenIDs[screen]))
                        }
                        if targets.isEmpty { targets = [Target(id: startID)] }
                    } else {
                        var seen: Set<String> = []
                        for starter in starters {
                            for id in backTargets(of: resolvedTransition, transition.verb.stackEffect, from: starter)
                            where seen.insert(id).inserted {
                                targets.append(Target(id: id))
                            }
                        }
                        if targets.isEmpty { targets = [Target(id: startID)] }
                    }
                    for target in targets {
                        // A head or tail drawn at a cluster's border only between distinct clusters.
                        let headCluster = target.cluster == sourceCluster ? nil : target.cluster
                        let targetCluster = target.cluster ?? clusterID
                        canvas.edge(
                            GraphEdge(
                                from: source, to: target.id, kind: kind, label: label, detail: detail,
                                headCluster: headCluster,
                                tailCluster: tailCluster == targetCluster ? nil : tailCluster,
                                origin: flow.location(of: transition.position), findings: edgeFindings))
                    }
                }
            }
        }
    }

    // MARK: - Alerts (format 1.1)

    /// An alert is a node of its flow: `alert` edges lead to it, its buttons' edges leave it.
    private mutating func drawAlertNodes() {
        for alert in flow.alerts {
            let style = alert.style == .confirmationDialog ? "confirmation dialog" : "alert"
            var detail = "\(style) '\(alert.name.value)' of \(name)"
            if let input = alert.input { detail += "\ninput: " + input.text }
            detail +=
                "\nbuttons: " + alert.buttons.map { "\($0.name.value) (\($0.role.rawValue))" }.joined(separator: ", ")
            var nodeFindings = take(alert.name.position, alert.input?.position)
            for button in alert.buttons where button.transitions.isEmpty { nodeFindings += take(button.name.position) }
            canvas.node(
                GraphNode(
                    id: GraphIdentifier.alert(name, alert.name.value), kind: .alert, title: alert.name.value,
                    subtitle: style, detail: .text(detail), findings: nodeFindings))
        }
    }

    /// Each button's transition, from the alert, leading where it leads from the screens that
    /// show the alert.
    private mutating func drawAlertButtons() {
        for (alertIndex, alert) in flow.alerts.enumerated() {
            let source = GraphIdentifier.alert(name, alert.name.value)
            let shownAt = alertIndex < navigation.alertShown.count ? navigation.alertShown[alertIndex] : []
            for (buttonIndex, button) in alert.buttons.enumerated() where !button.transitions.isEmpty {
                let buttonFindings = take(button.name.position)
                for declared in resolved.alternatives(ofButton: buttonIndex, ofAlert: alertIndex) {
                    let resolvedTransition = resolved.transitions[declared]
                    let transition = resolved.transition(resolvedTransition, in: flow)
                    var edgeFindings = take(transition.position) + buttonFindings
                    if transition.verb.startsChild, let target = transition.target {
                        edgeFindings += childFindings(target)
                    }
                    let detail = made(
                        GraphEdgeDetail.button(
                            alert: alert.name.value, button: button.name.value, transition: transition),
                        declared)
                    var targets: [Target] = []
                    if let target = forwardTarget(resolvedTransition) {
                        targets = [target]
                    } else {
                        var seen: Set<String> = []
                        // A button runs as one of the actions of the screen that shows its alert: a
                        // `return` there dismisses that screen's stack, back to its presenter.
                        for shower in shownAt {
                            for id in backTargets(
                                of: resolvedTransition, transition.verb.stackEffectInAction, from: shower)
                            where seen.insert(id).inserted {
                                targets.append(Target(id: id))
                            }
                        }
                        // An alert nobody shows: its back transitions lead nowhere yet, drawn to itself.
                        if targets.isEmpty { targets = [Target(id: source)] }
                    }
                    for target in targets {
                        canvas.edge(
                            GraphEdge(
                                from: source, to: target.id, kind: GraphEdge.Kind(transition.verb),
                                label: madeLabel(
                                    transition.verb.returnsResult ? "↩ " + button.name.value : button.name.value,
                                    resolvedTransition),
                                detail: detail, headCluster: target.cluster,
                                origin: flow.location(of: transition.position), findings: edgeFindings))
                    }
                }
            }
        }
    }

    /// A child declared but never started: drawn from the start point, dotted, so it is seen.
    private mutating func drawUnusedChildren() {
        for child in flow.children where (navigation.starters[child.flow.value] ?? []).isEmpty {
            let target = flowTarget(child.flow.value)
            canvas.edge(
                GraphEdge(
                    from: startID, to: target.id, kind: .unusedChild, label: "never started",
                    detail: .text("\(name) declares \(child.flow.value) as a child but never starts it"),
                    headCluster: target.cluster, findings: childFindings(child.flow.value)))
        }
    }
}

// MARK: - Made steps (format 1.2)

extension FlowDrawing {
    /// `label`, followed by `⚙` when `transition` is made: its target's input is made by the work.
    fileprivate func madeLabel(_ label: String, _ transition: ResolvedTransition) -> String {
        transition.isMade ? label + " ⚙" : label
    }

    /// `detail`, with the requirement that makes the input of the transition at `position` in
    /// `resolved.transitions` when it is made. Consumed: most come back as they went in.
    fileprivate func made(_ detail: consuming GraphEdgeDetail, _ position: Int) -> GraphEdgeDetail {
        guard resolved.transitions[position].isMade else { return detail }
        return .made(detail, requirement: GeneratedNames.madeInputRequirement(position, in: resolved, flow: flow))
    }
}
