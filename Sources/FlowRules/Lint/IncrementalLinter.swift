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
    /// The names of the flows checked at the last lint, in load order.
    public private(set) var lastChecked: [String] = []

    public init(linter: Linter = Linter()) {
        self.linter = linter
    }

    /// The findings of `files`, in report order, as `Linter.lint(files)` finds them.
    public mutating func lint(_ files: [FlowFile]) -> Linter.Result {
        let graph = FlowGraph(files: files, reusing: self.graph)
        let scope = self.graph.map { affected(graph, previous: $0) } ?? Array(graph.flows.indices)
        if let previous = self.graph, let changes = graph.changes, changes.flowNames {
            for old in changes.positions.indices where changes.positions[old] == nil {
                let name = previous.flows[old].name.value
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
        checkedWorkspace = self.graph.map { !Self.workspaceReadsAsBefore(graph, previous: $0) } ?? true
        if checkedWorkspace {
            workspaceFindings = linter.configured(linter.checkInOrder(graph.checking([], workspace: true)))
        }
        var diagnostics = linter.configured(Linter.decodingFindings(files, graph: graph)) + workspaceFindings
        // In the order of the flows' names: the report order below leaves no tie between flows.
        for name in flowFindings.keys.sorted() { diagnostics += flowFindings[name] ?? [] }
        diagnostics.sortInReportOrder()
        self.graph = graph
        lastChecked = scope.map { graph.flows[$0].name.value }
        return Linter.Result(graph: graph, diagnostics: diagnostics)
    }

    /// The flows whose own findings an edit can change, by position in `graph.flows`, in order.
    private func affected(_ graph: FlowGraph, previous: FlowGraph) -> [Int] {
        guard let changes = graph.changes else { return Array(graph.flows.indices) }
        // A flow reads its own parts, its children's outlines and some of their analyses, and
        // how its parents list it. The flows whose parts were made anew are checked again, and
        // the parents of those whose outline or analyses a parent reads changed.
        var names = changes.flows
        var readByParents = changes.outlines
        for index in graph.flows.indices where graph.isRelinked[index] {
            let name = graph.flows[index].name.value
            names.insert(name)
            guard let old = previous.index(of: name),
                UnreleasedChildRule.release(previous, flow: old) == UnreleasedChildRule.release(graph, flow: index)
            else {
                readByParents.insert(name)
                continue
            }
        }
        names.formUnion(Self.flows(naming: readByParents, in: graph))
        // The children of a changed outline: how they are listed (presented, kept, a tab, sharing
        // the parent's stack: their contexts and keeping) may have changed.
        for name in changes.outlines {
            for flow in [graph.flow(named: name), previous.flow(named: name)] {
                for child in flow?.children ?? [] { names.insert(child.flow.value) }
            }
        }
        if changes.flowNames { names.formUnion(findsMissingNames) }
        // Route ways are the previous graph's unless some flow's links changed.
        if !graph.linksAsBefore || !changes.outlines.isEmpty {
            names.formUnion(Self.routesChanged(graph, previous: previous, changes: changes))
        }
        return names.compactMap { graph.index(of: $0) }.sorted()
    }

    /// The flows that name one of `names`: as a child, a tab, a flow they start, or a route's `via`.
    static func flows(naming names: Set<String>, in graph: FlowGraph) -> Set<String> {
        var found: Set<String> = []
        guard !names.isEmpty else { return found }
        // Each flow read in place: a copy of every flow (a retain of each of its parts) would
        // cost more than the look-ups.
        let flows = graph.flows
        for index in flows.indices {
            let naming =
                flows[index].children.contains { names.contains($0.flow.value) }
                || (flows[index].tabs ?? []).contains { names.contains($0.value) }
                || graph.startedFlows[index].contains { names.contains($0) }
                || flows[index].routes.contains { $0.via.map { names.contains($0.value) } ?? false }
            if naming { found.insert(flows[index].name.value) }
        }
        return found
    }

    /// Whether the whole-workspace findings of `graph` are those of `previous`: the flows link as
    /// before (the same names in the same places, the same outlines, each starting the same
    /// flows), the same flows are declared again, and each changed flow's screens give what those
    /// findings read of them as before: the screens' names and places (the types generated for
    /// them) and the asking actions' (their result types).
    static func workspaceReadsAsBefore(_ graph: FlowGraph, previous: FlowGraph) -> Bool {
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
        _ graph: FlowGraph, previous: FlowGraph, changes: FlowGraph.Changes
    ) -> Set<String> {
        guard !graph.routeWays.isEmpty || !previous.routeWays.isEmpty else { return [] }
        var found: Set<String> = []
        func addWay(_ way: RouteWay, of flow: Int, in graph: FlowGraph) {
            found.insert(graph.flows[flow].name.value)
            switch way {
            case .way(let entry, let steps):
                found.insert(graph.flows[entry].name.value)
                for step in steps {
                    found.insert(graph.flows[step.parent].name.value)
                    found.insert(graph.flows[step.flow].name.value)
                }
            case .ambiguous(let ways):
                for way in ways { for flow in way { found.insert(graph.flows[flow].name.value) } }
            case .unreachable:
                break
            }
        }
        func addRoutes(of flow: Int, in graph: FlowGraph) {
            guard !graph.routeWays.isEmpty else { return }
            for way in graph.routeWays.ways[flow] { addWay(way, of: flow, in: graph) }
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
            let before = previous.routeWays.isEmpty ? [] : previous.routeWays.ways[old]
            let after = position.map { graph.routeWays.isEmpty ? [] : graph.routeWays.ways[$0] } ?? []
            guard before.count == after.count, zip(before, after).allSatisfy({ movedWay($0) == $1 }) else {
                addRoutes(of: old, in: previous)
                if let position { addRoutes(of: position, in: graph) }
                continue
            }
        }
        for (position, flow) in graph.flows.enumerated() where previous.index(of: flow.name.value) == nil {
            addRoutes(of: position, in: graph)
        }
        // Routes through a changed outline.
        for name in changes.outlines {
            if let old = previous.index(of: name), !previous.routeWays.isEmpty {
                for (flow, route) in previous.routeWays.touching[old] {
                    addWay(previous.routeWays.ways[flow][route], of: flow, in: previous)
                }
            }
            if let position = graph.index(of: name), !graph.routeWays.isEmpty {
                for (flow, route) in graph.routeWays.touching[position] {
                    addWay(graph.routeWays.ways[flow][route], of: flow, in: graph)
                }
            }
        }
        return found
    }
}
