import FlowModel

/// One step of a route's way: from a flow into one of its children, by selecting its tab or by
/// starting it as the parent's transitions do.
public struct RouteStep: Sendable, Hashable {
    /// The parent, by index in the graph's flows.
    public var parent: Int
    /// The child's position among the parent's `children`.
    public var child: Int
    /// The child's flow, by index in the graph's flows.
    public var flow: Int
    /// Whether the child is one of the parent's tabs (selected, not started).
    public var isTab: Bool
    /// Whether the child is `permanent`: kept running, so the way goes on in the running one.
    public var isPermanent: Bool
}

/// How a route is reached from an entry flow.
public enum RouteWay: Sendable, Hashable {
    /// The one shortest way: the entry flow it starts at and the steps into children from there
    /// (none when the route's flow is the entry flow).
    case way(entry: Int, steps: [RouteStep])
    /// No chain of tabs and started children leads from an entry flow to the route's flow (or,
    /// with `via`, through the flow it names).
    case unreachable
    /// Several ways of the shortest length: two of them, each as the flows it passes.
    case ambiguous([[Int]])
}

/// An input on a route's way and the parameter that feeds it.
public struct RouteInput: Sendable, Hashable {
    /// Words for a finding: "flow 'ProductDetail'", "screen 'reviews'".
    public var words: String
    public var type: TypeExpression
    /// The parameter (by position in the route's `parameters`) that feeds it; nil when the route
    /// has none.
    public var parameter: Int?
    /// The step it belongs to (by position in the way's steps); nil for the route's destination screen.
    public var step: Int?
}

/// The ways of every route of a flow set, found once when the flows are linked.
public struct RouteWays: Sendable {
    /// Per flow (by index in the graph's flows), per route: its way.
    public let ways: [[RouteWay]]

    /// Per flow: the routes (flow and position, in declaration order) whose way starts at it,
    /// passes through it or ends in it; what the flow's generated code does for routes.
    public let touching: [[(flow: Int, route: Int)]]
    /// Whether no flow has routes.
    public let isEmpty: Bool

    init(flows: [Flow], resolved: [ResolvedFlow], startedFlows: [[String]], index: [String: Int]) {
        guard flows.contains(where: { !$0.routes.isEmpty }) else {
            ways = []
            touching = []
            isEmpty = true
            return
        }
        isEmpty = false
        // The steps out of each flow: its tabs and the children it starts.
        var edges = [[RouteStep]](repeating: [], count: flows.count)
        for (parent, flow) in flows.enumerated() {
            let started = Set(startedFlows[parent])
            for (child, declared) in flow.children.enumerated() {
                guard let childFlow = resolved[parent].childFlows[child], started.contains(declared.flow.value),
                    !edges[parent].contains(where: { $0.flow == childFlow })
                else { continue }
                edges[parent].append(
                    RouteStep(
                        parent: parent, child: child, flow: childFlow,
                        isTab: flow.root == .tabs && (flow.tabs ?? []).contains { $0.value == declared.flow.value },
                        isPermanent: declared.isPermanent))
            }
        }
        // One search from the entry flows for every route, and one from each flow a `via` names.
        let fromEntries = Search(from: flows.indices.filter { flows[$0].isEntry }, edges: edges)
        var fromVia: [Int: Search] = [:]
        var ways: [[RouteWay]] = []
        for flow in flows.indices {
            ways.append(
                flows[flow].routes.map { route in
                    guard let via = route.via else { return fromEntries.way(to: flow) }
                    guard let viaFlow = index[via.value] else { return .unreachable }
                    if fromVia[viaFlow] == nil { fromVia[viaFlow] = Search(from: [viaFlow], edges: edges) }
                    switch (fromEntries.way(to: viaFlow), fromVia[viaFlow]!.way(to: flow)) {
                    case (.way(let entry, let steps), .way(_, let more)): return .way(entry: entry, steps: steps + more)
                    case (.unreachable, _), (_, .unreachable): return .unreachable
                    case (.ambiguous(let ways), _), (_, .ambiguous(let ways)): return .ambiguous(ways)
                    }
                })
        }
        self.ways = ways
        var touching = [[(flow: Int, route: Int)]](repeating: [], count: flows.count)
        for flow in flows.indices {
            for route in ways[flow].indices {
                guard case .way(let entry, let steps) = ways[flow][route] else { continue }
                for place in [entry] + steps.map(\.parent) + [flow]
                where touching[place].last.map({ $0 != (flow, route) }) ?? true {
                    touching[place].append((flow, route))
                }
            }
        }
        self.touching = touching
    }

    /// Shortest ways from some flows, breadth first, remembering every step that reaches a flow at
    /// its distance so that ties are seen.
    private struct Search {
        var distance: [Int?]
        var reachedBy: [[RouteStep]]

        init(from sources: [Int], edges: [[RouteStep]]) {
            distance = [Int?](repeating: nil, count: edges.count)
            reachedBy = [[RouteStep]](repeating: [], count: edges.count)
            var queue = sources
            for source in sources { distance[source] = 0 }
            var head = 0
            while head < queue.count {
                let flow = queue[head]
                head += 1
                guard let here = distance[flow] else { continue }
                for step in edges[flow] {
                    if let there = distance[step.flow] {
                        if there == here + 1 { reachedBy[step.flow].append(step) }
                        continue
                    }
                    distance[step.flow] = here + 1
                    reachedBy[step.flow].append(step)
                    queue.append(step.flow)
                }
            }
        }

        /// The one shortest way to `target`, or two of several.
        func way(to target: Int) -> RouteWay {
            guard distance[target] != nil else { return .unreachable }
            // Back from the target, at most two ways: enough to tell one from several. Every step
            // in `reachedBy` leads a step nearer a source, so each descent ends at one.
            var ways: [[RouteStep]] = []
            var reversed: [RouteStep] = []
            func walk(_ flow: Int) {
                guard ways.count < 2 else { return }
                if distance[flow] == 0 {
                    ways.append(reversed.reversed())
                    return
                }
                for step in reachedBy[flow] {
                    reversed.append(step)
                    walk(step.parent)
                    reversed.removeLast()
                }
            }
            walk(target)
            if ways.count == 1 { return .way(entry: ways[0].first?.parent ?? target, steps: ways[0]) }
            return .ambiguous(ways.map { way in [way.first?.parent ?? target] + way.map(\.flow) })
        }
    }
}

extension FlowGraph {
    /// The way of route `route` of flow `flow`.
    public func way(ofRoute route: Int, inFlow flow: Int) -> RouteWay {
        routeWays.ways[flow][route]
    }

    /// The first flow route `route`'s way starts at `main` without declaring it (a flow with
    /// `entries`, as `start Room` would be; the route's own flow only without the route's
    /// `entry`), and whether it is the route's own; nil when there is none. `missing-identifier`
    /// reports it, alone: the way then has no inputs to feed or check.
    public func flowStartedWithoutMain(byRoute route: Int, inFlow flow: Int) -> (flow: Int, isRoutes: Bool)? {
        guard case .way(_, let steps) = way(ofRoute: route, inFlow: flow) else { return nil }
        let hasEntry = flows[flow].routes[route].entry != nil
        for (position, step) in steps.enumerated() where !step.isTab && !step.isPermanent {
            let isLast = position == steps.count - 1
            let started = flows[step.flow]
            guard !(isLast && hasEntry), started.entries != nil, started.entry(named: Flow.mainEntry) == nil else {
                continue
            }
            return (step.flow, isLast)
        }
        return nil
    }

    /// The inputs on route `route`'s way (each flow it starts that takes one, tabs and permanent
    /// children aside, then the screen it pushes or presents), each with the parameter that feeds
    /// it: the parameters feed them in the pattern's order, and the last parameter feeds every
    /// input left. Empty when the route has no single way.
    public func inputs(ofRoute route: Int, inFlow flow: Int) -> [RouteInput] {
        guard case .way(_, let steps) = way(ofRoute: route, inFlow: flow),
            flowStartedWithoutMain(byRoute: route, inFlow: flow) == nil
        else { return [] }
        let declared = flows[flow].routes[route]
        var inputs: [RouteInput] = []
        for (position, step) in steps.enumerated() where !step.isTab && !step.isPermanent {
            // A flow with `entries` is started at `main`, with that entry's input; the route's own
            // flow at the route's `entry` (format 1.2).
            let entry = position == steps.count - 1 ? declared.entry.map { Substring($0.value) } : nil
            guard let type = flows[step.flow].startInput(atEntry: entry) else { continue }
            let words = "flow '\(flows[step.flow].name.value)'" + (entry.map { " at entry '\($0)'" } ?? "")
            inputs.append(RouteInput(words: words, type: type, parameter: nil, step: position))
        }
        if let destination = declared.destination,
            let screen = destination.target.flatMap({
                flows[flow].screen(named: $0)
            }), let type = screen.input
        {
            inputs.append(RouteInput(words: "screen '\(screen.id.value)'", type: type, parameter: nil, step: nil))
        }
        let count = declared.parameters.count
        for position in inputs.indices where count > 0 {
            inputs[position].parameter = min(position, count - 1)
        }
        return inputs
    }
}
