import FlowDiagnostics
import FlowModel
import FlowcSupport

/// Lints a workspace again after each edit, checking only the flows the edit can change, and
/// gives the findings `Linter.lint` gives for the same files (the language server's linter).
///
/// Each flow's own findings are kept, by name, from the last time it was checked. After an edit
/// the workspace is linked again (`FlowGraph(files:reusing:)`, which makes anew only the parts
/// of unchanged flows that read a changed one), the flows an edit can change are checked again
/// (`FlowGraph.checking`), and the findings that weigh every flow against every other, which are
/// cheap, are made anew. Which flows a rule reads, and so which an edit can change, is set out in
/// Docs/design/incremental-checking.md.
public struct IncrementalLinter: Sendable {
    public let linter: Linter
    /// The graph of the last lint.
    public private(set) var graph: FlowGraph?
    /// Each flow's own findings at the last check of it, configured, by the flow's name (none
    /// for a flow without findings).
    private var flowFindings: [String: [Diagnostic]] = [:]
    /// The findings that weigh every flow against every other at the last lint that made them,
    /// configured: kept while an edit changes nothing they read (`workspaceReadsAsBefore`).
    private var workspaceFindings: [Diagnostic] = []
    /// Whether the last lint made the whole-workspace findings anew.
    public private(set) var checkedWorkspace = true
    /// The flows whose findings (before configuration) name something that is not there: their
    /// messages may suggest a flow's name, and any flow that appears or goes away may change them.
    private var findsMissingNames: Set<String> = []
    /// Which flows name each flow (`namers(in:)`), made when first asked and kept while the flows
    /// link as before: who names whom is read only from what `FlowGraph.linksAsBefore` compares.
    private var namers: [String: [Int]]?
    /// The flows of files that YAML could not read to their end (`FlowFile.unreadFlowName`) at
    /// the last lint: a child naming one is not `missing-identifier`, so a file breaking or
    /// mending changes its parents' findings with no edit of theirs.
    private var unreadFlowNames: Set<String> = []
    /// The names of the flows checked at the last lint, in load order.
    public private(set) var lastChecked: [String] = []

    public init(linter: Linter = Linter()) {
        self.linter = linter
    }

    /// The findings of `files`, in report order, as `Linter.lint(files)` finds them.
    public mutating func lint(_ files: [FlowFile]) -> Linter.Result {
        let (graph, before) = link(files)
        if !graph.linksAsBefore { namers = nil }
        var scope: [Int]
        if let before { scope = affected(graph, before: before) } else { scope = Array(graph.flows.indices) }
        let unread = Set(files.compactMap(\.unreadFlowName))
        if before != nil, unread != unreadFlowNames {
            if namers == nil { namers = Self.namers(in: graph) }
            let naming = Self.flows(naming: unread.symmetricDifference(unreadFlowNames), in: graph, namers: namers!)
            scope = Array(Set(scope).union(naming.compactMap { graph.index(of: $0) })).sorted()
        }
        unreadFlowNames = unread
        if let before, let changes = graph.changes, changes.flowNames {
            for old in changes.positions.indices where changes.positions[old] == nil {
                let name = before.flowName(at: old)
                flowFindings[name] = nil
                findsMissingNames.remove(name)
            }
        }
        let linter = self.linter
        let checked = WorkerPool.map(scope) { index in
            linter.checkInOrder(graph.checking([index], workspace: false))
        }
        for (index, findings) in zip(scope, checked) {
            let name = graph.flows[index].name.value
            if findings.contains(where: { $0.rule == .missingIdentifier }) {
                findsMissingNames.insert(name)
            } else {
                findsMissingNames.remove(name)
            }
            let configured = linter.configured(findings)
            flowFindings[name] = configured.isEmpty ? nil : configured
        }
        checkedWorkspace = before.map { !Self.workspaceReadsAsBefore(graph, before: $0) } ?? true
        if checkedWorkspace {
            workspaceFindings = linter.configured(linter.checkInOrder(graph.checking([], workspace: true)))
        }
        var diagnostics = linter.configured(Linter.decodingFindings(files, graph: graph)) + workspaceFindings
        // In the order of the flows' names: the report order below leaves no tie between flows.
        for name in flowFindings.keys.sorted() { diagnostics += flowFindings[name] ?? [] }
        diagnostics.sortInReportOrder()
        lastChecked = scope.map { graph.flows[$0].name.value }
        self.graph = graph
        return Linter.Result(graph: graph, diagnostics: diagnostics)
    }

    /// Links `files`, from the last lint's graph when there is one, and says what the graph was
    /// before. An edit that moves no flow sets the changed slots in the last graph itself, which
    /// this linter then holds alone (unless the caller kept a result's graph): nothing is copied.
    private mutating func link(_ files: [FlowFile]) -> (FlowGraph, LinkBefore?) {
        guard var graph = self.graph else {
            return (FlowGraph(files: files, placementsPerTransition: linter.placementsPerTransition), nil)
        }
        self.graph = nil
        guard let relinking = FlowGraph.Relinking(files, previous: graph) else {
            return (
                FlowGraph(files: files, reusing: graph, placementsPerTransition: linter.placementsPerTransition),
                LinkBefore(previous: graph)
            )
        }
        // What a parent reads of a child's analyses, before they are replaced.
        var releases: [Int: UnreleasedChildRule.ChildRelease] = [:]
        for position in relinking.relinked { releases[position] = UnreleasedChildRule.release(graph, flow: position) }
        let replaced = graph.relink(relinking)
        return (graph, LinkBefore(relinked: graph, replaced: replaced, releases: releases))
    }

    /// The flows whose own findings an edit can change, by position in `graph.flows`, in order.
    private mutating func affected(_ graph: FlowGraph, before: LinkBefore) -> [Int] {
        guard let changes = graph.changes else { return Array(graph.flows.indices) }
        // A flow reads its own parts, its children's outlines and some of their analyses, and
        // how its parents list it. The flows whose parts were made anew are checked again, and
        // the parents of those whose outline or analyses a parent reads changed.
        var names = changes.flows
        var readByParents = changes.outlines
        for index in graph.flows.indices where graph.isRelinked[index] {
            let name = graph.flows[index].name.value
            names.insert(name)
            guard let old = before.index(of: name),
                before.release(ofFlowAt: old) == UnreleasedChildRule.release(graph, flow: index)
            else {
                readByParents.insert(name)
                continue
            }
        }
        if !readByParents.isEmpty {
            if namers == nil { namers = Self.namers(in: graph) }
            names.formUnion(Self.flows(naming: readByParents, in: graph, namers: namers!))
        }
        // The children of a changed outline: how they are listed (presented, kept, a tab, sharing
        // the parent's stack: their contexts and keeping) may have changed.
        for name in changes.outlines {
            for flow in [graph.flow(named: name), before.flow(named: name)] {
                for child in flow?.children ?? [] { names.insert(child.flow.value) }
            }
        }
        // Where a flow is started can change with no edit of it or of its parents' outlines: a
        // parent that now starts it first (a `start` item, a `reset`), and so on down the flows
        // started first, leaves nothing beneath its first screens.
        if !graph.linksAsBefore {
            let contextsBefore = before.contexts
            for index in graph.flows.indices {
                let name = graph.flows[index].name.value
                guard let old = before.index(of: name) else { continue }
                let (now, then) = (graph.contexts[index], contextsBefore[old])
                if now.isEntry != then.isEntry || now.isTab != then.isTab || now.isPresented != then.isPresented
                    || now.startedFirstBy.map({ graph.flows[$0].name.value })
                        != then.startedFirstBy.map(before.flowName(at:))
                {
                    names.insert(name)
                }
            }
        }
        if changes.flowNames { names.formUnion(findsMissingNames) }
        // Route ways are the previous graph's unless some flow's links changed.
        if !graph.linksAsBefore || !changes.outlines.isEmpty {
            names.formUnion(Self.routesChanged(graph, before: before, changes: changes))
        }
        return names.compactMap { graph.index(of: $0) }.sorted()
    }

    /// The flows that name one of `names`: as a child, a tab, a flow they start, or a route's `via`.
    static func flows(naming names: Set<String>, in graph: FlowGraph, namers: [String: [Int]]) -> Set<String> {
        var found: Set<String> = []
        for name in names {
            for index in namers[name] ?? [] { found.insert(graph.flows[index].name.value) }
        }
        return found
    }

    /// For each name, the flows that name it (as a child, a tab, a flow they start, or a route's
    /// `via`), by position, in order: what `flows(naming:in:namers:)` looks up.
    static func namers(in graph: FlowGraph) -> [String: [Int]] {
        var namers: [String: [Int]] = [:]
        func add(_ name: String, _ index: Int) {
            if namers[name]?.last != index { namers[name, default: []].append(index) }
        }
        // Each flow read in place: a copy of every flow (a retain of each of its parts) would
        // cost more than the look-ups.
        let flows = graph.flows
        for index in flows.indices {
            for child in flows[index].children.indices { add(flows[index].children[child].flow.value, index) }
            for tab in flows[index].tabs ?? [] { add(tab.value, index) }
            for started in graph.startedFlows[index] { add(started, index) }
            for route in flows[index].routes.indices {
                if let via = flows[index].routes[route].via { add(via.value, index) }
            }
        }
        return namers
    }

    /// Whether the whole-workspace findings of `graph` are those of `previous`: the flows link as
    /// before (the same names in the same places, the same outlines, each starting the same
    /// flows), the same flows are declared again, and each changed flow's screens give what those
    /// findings read of them as before: the screens' names and places (the types generated for
    /// them) and the asking actions' (their result types).
    static func workspaceReadsAsBefore(_ graph: FlowGraph, before previous: LinkBefore) -> Bool {
        guard graph.linksAsBefore, let changes = graph.changes,
            graph.duplicates.count == previous.duplicates.count,
            zip(graph.duplicates, previous.duplicates).allSatisfy({
                $0.original == $1.original && $0.file == $1.file && $0.flowInFile == $1.flowInFile && $0.flow == $1.flow
            })
        else { return false }
        for name in changes.flows {
            guard let flow = graph.flow(named: name), let before = previous.flow(named: name),
                flow.screens.count == before.screens.count
            else { return false }
            for screen in flow.screens.indices {
                guard flow.screens[screen].id == before.screens[screen].id else { return false }
                let actions = flow.screens[screen].actions
                let actionsBefore = before.screens[screen].actions
                func asking(_ actions: [Action]) -> [Located<String>] {
                    actions.indices.filter { actions[$0].answers != nil }.map { actions[$0].name }
                }
                guard asking(actions) == asking(actionsBefore) else { return false }
            }
        }
        return true
    }

    /// The flows whose routes' checks may change: those whose routes' ways changed and every
    /// flow on those ways (a parent is asked for the outcomes of the entries routes start its
    /// children at), and, where a flow's outline changed, every route whose way touches it.
    private static func routesChanged(
        _ graph: FlowGraph, before previous: LinkBefore, changes: FlowGraph.Changes
    ) -> Set<String> {
        let previousWays = previous.routeWays
        guard !graph.routeWays.isEmpty || !previousWays.isEmpty else { return [] }
        var found: Set<String> = []
        let nameNow: (Int) -> String = { graph.flows[$0].name.value }
        let nameBefore: (Int) -> String = { previous.flowName(at: $0) }
        func addWay(_ way: RouteWay, of flow: Int, named name: (Int) -> String) {
            found.insert(name(flow))
            switch way {
            case .way(let entry, let steps):
                found.insert(name(entry))
                for step in steps {
                    found.insert(name(step.parent))
                    found.insert(name(step.flow))
                }
            case .ambiguous(let ways):
                for way in ways { for flow in way { found.insert(name(flow)) } }
            case .unreachable:
                break
            }
        }
        func addRoutes(of flow: Int, in routeWays: RouteWays, named name: (Int) -> String) {
            guard !routeWays.isEmpty else { return }
            for way in routeWays.ways[flow] { addWay(way, of: flow, named: name) }
        }
        let positions = changes.positions
        func movedStep(_ step: RouteStep) -> RouteStep? {
            guard let parent = positions[step.parent], let flow = positions[step.flow] else { return nil }
            var step = step
            step.parent = parent
            step.flow = flow
            return step
        }
        func movedWay(_ way: RouteWay) -> RouteWay? {
            switch way {
            case .unreachable: return .unreachable
            case .way(let entry, let steps):
                guard let entry = positions[entry] else { return nil }
                var movedSteps: [RouteStep] = []
                movedSteps.reserveCapacity(steps.count)
                for step in steps {
                    guard let step = movedStep(step) else { return nil }
                    movedSteps.append(step)
                }
                return .way(entry: entry, steps: movedSteps)
            case .ambiguous(let ways):
                var movedWays: [[Int]] = []
                for way in ways {
                    let flows = way.compactMap { positions[$0] }
                    guard flows.count == way.count else { return nil }
                    movedWays.append(flows)
                }
                return .ambiguous(movedWays)
            }
        }
        // Ways that changed.
        for (old, position) in positions.enumerated() {
            let before = previousWays.isEmpty ? [] : previousWays.ways[old]
            let after = position.map { graph.routeWays.isEmpty ? [] : graph.routeWays.ways[$0] } ?? []
            guard before.count == after.count, zip(before, after).allSatisfy({ movedWay($0) == $1 }) else {
                addRoutes(of: old, in: previousWays, named: nameBefore)
                if let position { addRoutes(of: position, in: graph.routeWays, named: nameNow) }
                continue
            }
        }
        if changes.flowNames {
            for position in graph.flows.indices where previous.index(of: graph.flows[position].name.value) == nil {
                addRoutes(of: position, in: graph.routeWays, named: nameNow)
            }
        }
        // Routes through a changed outline.
        for name in changes.outlines {
            if let old = previous.index(of: name), !previousWays.isEmpty {
                for (flow, route) in previousWays.touching[old] {
                    addWay(previousWays.ways[flow][route], of: flow, named: nameBefore)
                }
            }
            if let position = graph.index(of: name), !graph.routeWays.isEmpty {
                for (flow, route) in graph.routeWays.touching[position] {
                    addWay(graph.routeWays.ways[flow][route], of: flow, named: nameNow)
                }
            }
        }
        return found
    }
}
