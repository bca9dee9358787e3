import FlowDiagnostics
import FlowModel
import FlowYAML
import FlowcSupport

/// Every flow of one run, linked by name across files.
///
/// The first flow to take a name keeps it; later ones are kept apart as `duplicates` and take no
/// part in linking. Everything else the rules ask about the links between flows (who starts
/// whom, in which kind of context) is derived here once.
public struct FlowGraph: Sendable {
    /// The flows that own their names, in load order.
    public internal(set) var flows: [Flow]
    /// Later flows whose name was taken, each with the index of the flow that owns the name and
    /// its own place in the files linked (`files[file].flows[flowInFile]`).
    public internal(set) var duplicates: [(flow: Flow, original: Int, file: Int, flowInFile: Int)]
    /// Each flow's screens, children and outcomes by name, by index in `flows`.
    public internal(set) var names: [FlowNames]
    /// Each flow's transitions, resolved once, by index in `flows`: what the rules, the
    /// navigation analysis and the drawings read instead of walking the flows again.
    public internal(set) var resolved: [ResolvedFlow]
    /// The navigation of each flow, by index in `flows`.
    public internal(set) var navigation: [FlowNavigation]
    /// How each flow is started by others, by index in `flows`.
    public internal(set) var contexts: [FlowContexts]
    /// For each flow, the names of the flows it starts (by any transition, its `start` or its tabs).
    public internal(set) var startedFlows: [[String]]
    /// The way of each route from an entry flow.
    public internal(set) var routeWays: RouteWays
    /// Format 1.2: the names of the flows some parent keeps (`keep`); empty without `keep`.
    public internal(set) var keptFlowNames: Set<String>
    /// The flows whose own findings the rules report, by index in `flows`: every flow for a
    /// lint; the language server narrows them to those an edit can change (`checking(_:workspace:)`).
    public internal(set) var checked: [Int]
    /// Whether the rules report the findings that weigh every flow against every other (a name
    /// declared twice, a cycle, a flow nobody starts, names that clash across flows).
    public internal(set) var checksWorkspace = true
    /// For each flow, whether its names, resolved transitions and navigation were made anew
    /// rather than taken from the graph it was linked again from (`init(files:reusing:)`).
    public internal(set) var isRelinked: [Bool]
    /// What differs from the graph this one was linked again from; nil for a first link.
    public internal(set) var changes: Changes?
    /// Whether how the flows link is as in the graph this one was linked again from (the same
    /// flows in the same places, each listing its children, tabs and routes as before
    /// (`Flow.hasSameLinks`) and starting the same flows, the same of them first), so that its
    /// contexts and route ways
    /// were taken from it.
    public internal(set) var linksAsBefore: Bool
    /// How each flow's parents keep it, by name, which its navigation reads.
    var keeping: [String: FlowNavigation.Keeping]
    let index: [String: Int]
    /// The files linked, in load order: linked again, those an edit left alone are told at once
    /// (their flows share storage), and the others' flows put in place (`relink(_:)`).
    var linkedFiles: [FlowFile]
    /// `limits.placementsPerTransition`, which each flow's navigation was made under.
    public let placementsPerTransition: Int

    /// `placementsPerTransition` bounds the placing of each flow's transitions where they run
    /// (`limits.placementsPerTransition`, `FlowNavigation.passedPlacementLimit`).
    public init(files: [FlowFile], placementsPerTransition: Int = YAMLLimits.standard.placementsPerTransition) {
        self.init(files: files, reusing: nil, placementsPerTransition: placementsPerTransition)
    }

    /// Links `files` as `init(files:)` does, taking from `previous` (the graph of the same
    /// workspace before an edit) each flow's names, resolved transitions and navigation where
    /// nothing they are made from changed: the flow itself, the outcomes and events of the
    /// children it names (and whether they exist), and how its parents keep it. The rest of the
    /// graph is cheap and made anew. The result is the graph `init(files:)` makes.
    public init(
        files: [FlowFile], reusing previous: FlowGraph?,
        placementsPerTransition: Int = YAMLLimits.standard.placementsPerTransition
    ) {
        if let previous, previous.placementsPerTransition == placementsPerTransition,
            let relinking = Relinking(files, previous: previous)
        {
            // The previous graph's storage is copied once, as its slots are set: it stays as it was.
            self = previous
            _ = relink(relinking)
        } else {
            self.init(
                linking: files, reusing: previous?.placementsPerTransition == placementsPerTransition ? previous : nil,
                placementsPerTransition: placementsPerTransition)
        }
    }

    /// Links every flow of `files`, taking from `previous` what still holds (`init(files:reusing:)`).
    private init(linking files: [FlowFile], reusing previous: FlowGraph?, placementsPerTransition: Int) {
        self.placementsPerTransition = placementsPerTransition
        var flows: [Flow] = []
        var duplicates: [(Flow, Int, Int, Int)] = []
        var index: [String: Int] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (flowInFile, flow) in file.flows.enumerated() {
                if let original = index[flow.name.value] {
                    duplicates.append((flow, original, fileIndex, flowInFile))
                } else {
                    index[flow.name.value] = flows.count
                    flows.append(flow)
                }
            }
        }
        self.flows = flows
        self.duplicates = duplicates
        self.index = index
        self.linkedFiles = files
        // Format 1.2: how each flow's parents keep it, which its navigation reads as ways out.
        let keeping = FlowNavigation.Keeping.byFlow(flows)
        let changes = previous.map { Changes(flows, index: index, previous: $0) }
        let reused = previous.map {
            Self.reusable(flows, index: index, keeping: keeping, previous: $0, changes: changes!)
        }
        let relinked = flows.indices.filter { reused?[$0].flow == nil }
        // Names first, for every flow: a handler's outcome is resolved among its child's.
        var names: [FlowNames?] = reused?.map { $0.names } ?? Array(repeating: nil, count: flows.count)
        let madeNames = WorkerPool.map(relinked.filter { names[$0] == nil }) { [flows] in ($0, FlowNames(flows[$0])) }
        for (position, made) in madeNames { names[position] = made }
        let allNames = names.map { $0! }
        let linked = flows
        let analysed = WorkerPool.map(relinked) {
            [index, keeping, allNames] position -> (ResolvedFlow, FlowNavigation, [String]) in
            let flow = linked[position]
            let resolved = ResolvedFlow(
                flow, names: allNames[position], flowIndex: { index[$0] }, outcomes: { allNames[$0].outcomes },
                events: { allNames[$0].events })
            return (
                resolved,
                FlowNavigation(
                    flow, names: allNames[position], resolved: resolved,
                    keeping: keeping[flow.name.value] ?? .notKept, placementsPerTransition: placementsPerTransition),
                Self.startedFlowNames(flow, resolved: resolved)
            )
        }
        var resolved: [ResolvedFlow] = []
        var navigation: [FlowNavigation] = []
        var startedFlows: [[String]] = []
        var isRelinked = [Bool](repeating: false, count: flows.count)
        resolved.reserveCapacity(flows.count)
        navigation.reserveCapacity(flows.count)
        startedFlows.reserveCapacity(flows.count)
        var next = 0
        for position in flows.indices {
            if next < relinked.count && relinked[next] == position {
                resolved.append(analysed[next].0)
                navigation.append(analysed[next].1)
                startedFlows.append(analysed[next].2)
                isRelinked[position] = true
                next += 1
            } else if let previous, let old = reused?[position].flow {
                // The same flow, its children's names the same: only where they stand may differ.
                var taken = previous.resolved[old]
                taken.childFlows = flows[position].children.map { index[$0.flow.value] }
                resolved.append(taken)
                navigation.append(previous.navigation[old])
                startedFlows.append(previous.startedFlows[old])
            }
        }
        self.names = allNames
        self.resolved = resolved
        self.navigation = navigation
        self.startedFlows = startedFlows
        self.isRelinked = isRelinked
        self.changes = changes
        self.keeping = keeping
        // Contexts and route ways are made from the outlines, where each flow stands and what it
        // starts: after an edit inside screens, they are as they were.
        if let previous, let changes, changes.outlines.isEmpty,
            changes.positions.enumerated().allSatisfy({ $0.offset == $0.element }),
            relinked.allSatisfy({
                previous.startedFlows[$0] == startedFlows[$0]
                    && Self.childrenStartedFirst(previous.flows[$0], resolved: previous.resolved[$0])
                        == Self.childrenStartedFirst(flows[$0], resolved: resolved[$0])
            })
        {
            linksAsBefore = true
            self.contexts = previous.contexts
            self.keptFlowNames = previous.keptFlowNames
            self.routeWays = previous.routeWays
        } else {
            linksAsBefore = false
            let links = Self.links(of: flows, index: index, resolved: resolved, startedFlows: startedFlows)
            self.contexts = links.contexts
            self.keptFlowNames = links.kept
            self.routeWays = links.routeWays
        }
        self.checked = Array(flows.indices)
    }

    /// How the flows link, made from their outlines and what each starts: the contexts each is
    /// started in, the flows some parent keeps, the routes' ways.
    static func links(
        of flows: [Flow], index: [String: Int], resolved: [ResolvedFlow], startedFlows: [[String]]
    ) -> (contexts: [FlowContexts], kept: Set<String>, routeWays: RouteWays) {
        var kept: Set<String> = []
        for flow in flows where flow.children.contains(where: \.isKept) {
            for child in flow.children where child.isKept { kept.insert(child.flow.value) }
        }
        let routeWays = RouteWays(flows: flows, resolved: resolved, startedFlows: startedFlows, index: index)
        return (contexts(of: flows, index: index, resolved: resolved), kept, routeWays)
    }

    /// The flows that differ between a graph and the one it was linked again from, by name.
    public struct Changes: Sendable {
        /// The names whose flow changed, appeared or went away.
        public var flows: Set<String> = []
        /// Those of `flows` whose outline (all but its screens) changed, appeared or went away:
        /// what a flow's parents and children read of it.
        public var outlines: Set<String> = []
        /// Whether the flows' names, in load order, changed (a name appeared or went away, or
        /// two changed places): a finding that suggests a flow's name may suggest another.
        public var flowNames = false
        /// For each flow of `previous`, its position in the new graph's flows.
        public var positions: [Int?] = []

        init(_ flows: [Flow], index: [String: Int], previous: FlowGraph) {
            for flow in flows {
                guard let old = previous.index[flow.name.value] else {
                    self.flows.insert(flow.name.value)
                    outlines.insert(flow.name.value)
                    flowNames = true
                    continue
                }
                // Unchanged flows share their storage with the previous graph's: most compare at once.
                guard previous.flows[old] != flow else { continue }
                self.flows.insert(flow.name.value)
                if !previous.flows[old].hasSameOutline(as: flow) { outlines.insert(flow.name.value) }
            }
            positions = previous.flows.map { index[$0.name.value] }
            if flows.count != previous.flows.count
                || positions.enumerated().contains(where: { $0.offset != $0.element })
            {
                flowNames = true
            }
            for (old, position) in zip(previous.flows, positions) where position == nil {
                self.flows.insert(old.name.value)
                outlines.insert(old.name.value)
                flowNames = true
            }
        }
    }

    /// For each flow, what of `previous` it can take: its names where the flow is unchanged, and
    /// the flow's position there (`flow`) where its resolved transitions and navigation hold too:
    /// the outlines of the children it names are unchanged, and so is how its parents keep it.
    private static func reusable(
        _ flows: [Flow], index: [String: Int], keeping: [String: FlowNavigation.Keeping], previous: FlowGraph,
        changes: Changes
    ) -> [(names: FlowNames?, flow: Int?)] {
        flows.indices.map { position in
            let flow = flows[position]
            guard !changes.flows.contains(flow.name.value), let old = previous.index[flow.name.value] else {
                return (nil, nil)
            }
            let holds =
                !flow.children.contains { changes.outlines.contains($0.flow.value) }
                && previous.keeping[flow.name.value] == keeping[flow.name.value]
            return (previous.names[old], holds ? old : nil)
        }
    }

    /// The graph with the rules' findings narrowed to `flows` (by index, in order) and, unless
    /// `workspace`, without the findings that weigh every flow against every other.
    public func checking(_ flows: [Int], workspace: Bool) -> FlowGraph {
        var graph = self
        graph.checked = flows
        graph.checksWorkspace = workspace
        return graph
    }

    public func index(of name: String) -> Int? { index[name] }
    public func flow(named name: String) -> Flow? { index[name].map { flows[$0] } }
    public var flowNames: [String] { flows.map(\.name.value) }

    /// Names of the flows `flow` starts, in the order its transitions stand: its `start` items,
    /// tabs and `start` transitions.
    static func startedFlowNames(_ flow: Flow, resolved: ResolvedFlow) -> [String] {
        var names: [String] = []
        // Children are told apart by position (their names are resolved already); other names by name.
        var startedChildren = [Bool](repeating: false, count: flow.children.count)
        var startedOthers: Set<String> = []
        for transition in resolved.transitions where transition.verb.startsChild {
            switch transition.target {
            case .child(let child):
                guard !startedChildren[child] else { continue }
                startedChildren[child] = true
                names.append(flow.children[child].flow.value)
            case .undeclared:
                // `start X` counts as starting flow X even where X is missing from `children`.
                guard let name = resolved.targetName(of: transition, in: flow), startedOthers.insert(name).inserted
                else { continue }
                names.append(name)
            case .none, .screen, .outcome, .alert, .event:
                continue
            }
        }
        return names
    }

    static func contexts(of flows: [Flow], index: [String: Int], resolved: [ResolvedFlow]) -> [FlowContexts] {
        var contexts = flows.map { FlowContexts(isEntry: $0.isEntry) }
        for (parentIndex, parent) in flows.enumerated() {
            let tabs = parent.childrenShownAsTabs()
            for child in parent.children {
                guard let childIndex = index[child.flow.value] else { continue }
                if tabs.contains(child.flow.value) {
                    contexts[childIndex].isTab = true
                } else if child.isPresented {
                    contexts[childIndex].isPresented = true
                } else if parent.root == .tabs {
                    // A tabs flow has no stack to share: its child gets one of its own.
                    contexts[childIndex].isPresented = true
                } else {
                    contexts[childIndex].sharingParents.append(parentIndex)
                }
            }
        }
        // A child that shares its parent's stack and that the parent starts first stands where the
        // parent's first screens stand: with nothing beneath them, nothing is beneath its own. And
        // so on down the flows it starts first, each reached once (a child cycle ends). A child
        // with `entries` is left out: only the first screens of the entry started first would
        // stand there, and those of its other entries (pushed by another parent) would not.
        var startedFirst = [[Int]](repeating: [], count: flows.count)
        for (parentIndex, parent) in flows.enumerated() where parent.root == .stack {
            for child in childrenStartedFirst(parent, resolved: resolved[parentIndex]) {
                guard !parent.children[child].isPresented, let childIndex = index[parent.children[child].flow.value],
                    flows[childIndex].entries == nil
                else { continue }
                startedFirst[parentIndex].append(childIndex)
            }
        }
        var waiting = flows.indices.filter { contexts[$0].hasNothingBeneath && !startedFirst[$0].isEmpty }
        var next = 0
        while next < waiting.count {
            let parent = waiting[next]
            next += 1
            for child in startedFirst[parent] where !contexts[child].hasNothingBeneath {
                contexts[child].startedFirstBy = parent
                waiting.append(child)
            }
        }
        return contexts
    }

    /// The children `flow` starts first on its own stack, by position in `children`: those its
    /// `start` items (every entry's too) and its `reset`s start. Made from `resolved`, so that a
    /// graph linked again can tell whether they changed.
    static func childrenStartedFirst(_ flow: Flow, resolved: ResolvedFlow) -> [Int] {
        var children: [Int] = []
        for transition in resolved.transitions
        where transition.verb == .reset || (transition.verb == .start && transition.place == .start) {
            guard case .child(let child) = transition.target, !children.contains(child) else { continue }
            children.append(child)
        }
        return children
    }
}

/// The kinds of place a flow is started in, as declared by the flows that list it.
public struct FlowContexts: Sendable, Hashable {
    public var isEntry: Bool
    public var isTab = false
    public var isPresented = false
    /// Parents that list this flow as a child sharing their navigation stack.
    public var sharingParents: [Int] = []
    /// A sharing parent that starts this flow first (a `start` item, a `reset`) where nothing is
    /// beneath the parent's own first screens; nil when there is none or another context says so.
    public var startedFirstBy: Int?

    /// Whether some context has nothing beneath the flow's first screens.
    public var hasNothingBeneath: Bool { isEntry || isTab || isPresented || startedFirstBy != nil }
    public var sharesParentStack: Bool { !sharingParents.isEmpty }
}

extension Flow {
    /// Every declared transition: the `on` handlers' and the actions', with what declares it.
    public func forEachTransition(_ body: (Transition, TransitionOrigin) -> Void) {
        forEachTransitionPlace { origin, index in body(transition(at: origin, index), origin) }
    }

    /// The place of every declared transition, in `forEachTransition` order: what declares it and
    /// its index in that list. Nothing is copied, so a rule can look at the few it needs.
    public func forEachTransitionPlace(_ body: (TransitionOrigin, Int) -> Void) {
        // By index: `for screen in screens` would copy each screen and action (a retain per
        // field) only to read their transitions.
        for screen in screens.indices {
            for action in screens[screen].actions.indices {
                for index in screens[screen].actions[action].transitions.indices {
                    body(.action(screen: screen, action: action), index)
                }
            }
        }
        for child in children.indices {
            for handler in children[child].handlers.indices {
                for index in children[child].handlers[handler].transitions.indices {
                    body(.handler(child: child, handler: handler), index)
                }
            }
        }
    }

    /// The verb and target of the transition declared at `index` of the list `origin` names,
    /// read in place: a copy of the whole transition would take a reference to its target's text.
    public func verbAndTarget(at origin: TransitionOrigin, _ index: Int) -> (verb: Transition.Verb, target: String?) {
        switch origin {
        case .action(let screen, let action):
            return screens[screen].actions[action].transitions.verbAndTarget(at: index)
        case .handler(let child, let handler):
            return children[child].handlers[handler].transitions.verbAndTarget(at: index)
        }
    }

    /// The transition declared at `index` of the list `origin` names.
    public func transition(at origin: TransitionOrigin, _ index: Int) -> Transition {
        switch origin {
        case .action(let screen, let action): return screens[screen].actions[action].transitions[index]
        case .handler(let child, let handler): return children[child].handlers[handler].transitions[index]
        }
    }
}

/// Where a transition is declared.
public enum TransitionOrigin: Sendable, Hashable {
    case action(screen: Int, action: Int)
    case handler(child: Int, handler: Int)
}

extension Flow {
    /// Whether the two differ at most in their screens: what a flow's parents and children read
    /// of it (its name, outcomes, events, entries, children, routes...) is the same.
    func hasSameOutline(as other: Flow) -> Bool {
        var outline = self
        outline.screens = []
        var otherOutline = other
        otherOutline.screens = []
        return outline == otherOutline
    }
}
