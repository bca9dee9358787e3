import FlowDiagnostics
import FlowModel
import FlowcSupport

/// Every flow of one run, linked by name across files.
///
/// The first flow to take a name keeps it; later ones are kept apart as `duplicates` and take no
/// part in linking. Everything else the rules ask about the links between flows (who starts
/// whom, in which kind of context) is derived here once.
public struct FlowGraph: Sendable {
    /// The flows that own their names, in load order.
    public let flows: [Flow]
    /// Later flows whose name was taken, each with the index of the flow that owns the name and
    /// its own place in the files linked (`files[file].flows[flowInFile]`).
    public let duplicates: [(flow: Flow, original: Int, file: Int, flowInFile: Int)]
    /// Each flow's screens, children and outcomes by name, by index in `flows`.
    public let names: [FlowNames]
    /// Each flow's transitions, resolved once, by index in `flows`: what the rules, the
    /// navigation analysis and the drawings read instead of walking the flows again.
    public let resolved: [ResolvedFlow]
    /// The navigation of each flow, by index in `flows`.
    public let navigation: [FlowNavigation]
    /// How each flow is started by others, by index in `flows`.
    public let contexts: [FlowContexts]
    /// For each flow, the names of the flows it starts (by any transition, its `start` or its tabs).
    public let startedFlows: [[String]]
    /// The way of each route from an entry flow.
    public let routeWays: RouteWays
    /// Format 1.2: the names of the flows some parent keeps (`keep`); empty without `keep`.
    public let keptFlowNames: Set<String>
    private let index: [String: Int]

    public init(files: [FlowFile]) {
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
        // Names first, for every flow: a handler's outcome is resolved among its child's.
        let names = WorkerPool.map(flows) { FlowNames($0) }
        let linked = flows
        // Format 1.2: how each flow's parents keep it, which its navigation reads as ways out.
        let keeping = FlowNavigation.Keeping.byFlow(flows)
        let analysed = WorkerPool.map(Array(flows.indices)) {
            [index, keeping] position -> (ResolvedFlow, FlowNavigation, [String]) in
            let flow = linked[position]
            let resolved = ResolvedFlow(
                flow, names: names[position], flowIndex: { index[$0] }, outcomes: { names[$0].outcomes },
                events: { names[$0].events })
            return (
                resolved,
                FlowNavigation(
                    flow, names: names[position], resolved: resolved,
                    keeping: keeping[flow.name.value] ?? .notKept),
                Self.startedFlowNames(flow, resolved: resolved)
            )
        }
        self.names = names
        self.resolved = analysed.map(\.0)
        self.navigation = analysed.map(\.1)
        self.startedFlows = analysed.map(\.2)
        self.contexts = Self.contexts(of: flows, index: index)
        var kept: Set<String> = []
        for flow in flows where flow.children.contains(where: \.isKept) {
            for child in flow.children where child.isKept { kept.insert(child.flow.value) }
        }
        self.keptFlowNames = kept
        self.routeWays = RouteWays(
            flows: flows, resolved: self.resolved, startedFlows: self.startedFlows, index: index)
    }

    public func index(of name: String) -> Int? { index[name] }
    public func flow(named name: String) -> Flow? { index[name].map { flows[$0] } }
    public var flowNames: [String] { flows.map(\.name.value) }

    /// Names of the flows `flow` starts, in the order its transitions stand: its `start` items,
    /// tabs and `start` transitions.
    private static func startedFlowNames(_ flow: Flow, resolved: ResolvedFlow) -> [String] {
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

    private static func contexts(of flows: [Flow], index: [String: Int]) -> [FlowContexts] {
        var contexts = flows.map { FlowContexts(isEntry: $0.isEntry) }
        for (parentIndex, parent) in flows.enumerated() {
            let tabs = Set((parent.tabs ?? []).map(\.value))
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
        return contexts
    }
}

/// The kinds of place a flow is started in, as declared by the flows that list it.
public struct FlowContexts: Sendable, Hashable {
    public var isEntry: Bool
    public var isTab = false
    public var isPresented = false
    /// Parents that list this flow as a child sharing their navigation stack.
    public var sharingParents: [Int] = []

    /// Whether some context has nothing beneath the flow's first screens.
    public var hasNothingBeneath: Bool { isEntry || isTab || isPresented }
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
