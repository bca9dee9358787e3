import FlowDiagnostics
import FlowModel

/// How one flow's screens connect: where each can stand on a navigation stack, what its `start`
/// reaches, and from where a `finish` can be reached.
///
/// Nodes are the screens (by index) plus one node for the flow's start, before any screen is
/// shown. The analysis follows "How the rules read a flow": only declared transitions move
/// forward; `pop`, `dismiss`, the back button and `back` only lead back or out. Everything here
/// is linear in the flow's size, up to the few presented screens a flow has.
public struct FlowNavigation: Sendable {
    /// A transition placed at the node it runs from (kept only while the analysis runs). Plain
    /// numbers: sites are copied in every pass, and a `Transition` would be two retains a copy.
    struct Site {
        var source: Int
        var verb: Transition.Verb
        /// The screen a push, present or replace leads to, resolved once; -1 for none.
        var targetScreen: Int
        /// The transition's place in `Flow.forEachTransition` order, to find it for a finding.
        var declared: Int
    }

    /// The navigation controllers a screen can be on.
    public struct Stacks: Sendable, Hashable {
        /// On the flow's own first stack (under a first screen).
        public var onRoot = false
        /// On the stack of a presented screen: the presented screens at the bottom of those stacks.
        public var presentedBottoms: [Int] = []
    }

    /// The stacks of each screen, worked out when asked: a screen can stand on as many stacks as
    /// there are presented screens beneath it, so they are not all kept.
    public struct StackLookup: Sendable {
        let onRoot: [Bool]
        let pushers: Adjacency
        let isPresented: [Bool]

        public subscript(screen: Int) -> Stacks {
            // Presented screens from which `screen` is reached by pushes alone. Nodes are marked
            // in an array, not a set: `graph` asks this for every `popToRoot` and `dismiss`, and
            // hashing each node cost more than the walk.
            var seen = [Bool](repeating: false, count: pushers.nodeCount)
            seen[screen] = true
            var pending = [screen]
            var bottoms: [Int] = []
            while let node = pending.popLast() {
                if isPresented[node] { bottoms.append(node) }
                for pusher in pushers[node] where !seen[pusher] {
                    seen[pusher] = true
                    pending.append(pusher)
                }
            }
            return Stacks(onRoot: onRoot[screen], presentedBottoms: bottoms.sorted())
        }
    }

    public let screenCount: Int
    /// The node before any screen is shown.
    public var startNode: Int { screenCount }
    /// Whether `start` names something this flow can begin with; flows that fail this are not analysed.
    public let isAnalysed: Bool
    /// Screens a first screen of the flow: `start` screens and targets of `replace`.
    public let isFirst: [Bool]
    /// For each screen, the nodes that push it (the start node never: what it pushes is first).
    public let pushers: Adjacency
    /// For each screen, the nodes that present it.
    public let presenters: Adjacency
    public let stacks: StackLookup
    /// For each child name, the nodes that start it (directly or from a handler).
    public let starters: [String: [Int]]
    /// Nodes that a path from the start reaches (indexed by node).
    public let reachable: [Bool]
    /// Reachable nodes from which a `finish` (or `back`) can be reached, going back included.
    public let canFinish: [Bool]
    /// `pop` and `popToRoot` declared where the flow's first screen is the top: nothing of the flow is beneath.
    public let popsOffFirstScreen: [Transition]
    /// `dismiss` declared on a screen that can stand on the flow's own first stack, not a presented one.
    public let dismissesOnRootStack: [Transition]

    /// `names` is the flow's name index (`FlowGraph` makes one per flow for every rule).
    public init(_ flow: Flow, names: FlowNames) {
        let count = flow.screens.count
        screenCount = count
        let start = count
        let targets = names.targets
        let verbs = names.verbs
        let children = flow.children
        func targetScreen(_ declared: Int) -> Int {
            verbs[declared].targetKind == .screen ? Int(targets[declared]) : -1
        }

        // `start` targets that name no child of the flow, by place: fetched only when there are any.
        let unresolvedStarts = verbs.indices.filter { verbs[$0] == .start && targets[$0] < 0 }
        var unresolvedNames: [Int: String] = [:]
        for (place, transition) in zip(unresolvedStarts, names.transitions(at: unresolvedStarts, of: flow)) {
            unresolvedNames[place] = transition.target
        }
        func startedChild(_ declared: Int) -> Int? { targets[declared] >= 0 ? Int(targets[declared]) : nil }

        // Who starts what: by child (the first child of each name), and names that are no child.
        var childStarters = [[Int]](repeating: [], count: children.count)
        var otherStarters: [String: [Int]] = [:]
        func addStarter(_ node: Int, child: Int?, name: String?) {
            if let child {
                childStarters[child].append(node)
            } else if let name {
                otherStarters[name, default: []].append(node)
            }
        }

        // Start: first screens and children started before any screen.
        var isFirst = [Bool](repeating: false, count: count)
        var startScreens: [Int] = []
        var analysed = false
        if flow.root == .tabs {
            analysed = true
            for tab in flow.tabs ?? [] { addStarter(start, child: names.children[tab.value], name: tab.value) }
        } else {
            for item in flow.start ?? [] {
                if let screen = names.screens[item.value] {
                    isFirst[screen] = true
                    startScreens.append(screen)
                    analysed = true
                } else {
                    let child = names.children[item.value]
                    if child != nil { analysed = true }
                    addStarter(start, child: child, name: item.value)
                }
            }
        }

        // Action transitions run from their screen; `start` in them makes the screen a starter.
        // Verbs and targets come from `names`: only how many transitions each action has is read here.
        var sites: [Site] = []
        sites.reserveCapacity(targets.count)
        var declared = 0
        for screen in 0..<count {
            for action in flow.screens[screen].actions.indices {
                for _ in 0..<flow.screens[screen].actions[action].transitions.count {
                    let verb = verbs[declared]
                    sites.append(
                        Site(source: screen, verb: verb, targetScreen: targetScreen(declared), declared: declared))
                    if verb == .start {
                        addStarter(screen, child: startedChild(declared), name: unresolvedNames[declared])
                    }
                    declared += 1
                }
            }
        }
        // Each child's handler transitions, placed at the start node for now, and the child whose
        // starters are its own (the first child of its name).
        var handlerSites: [[Site]] = []
        var firstOfName: [Int] = []
        for child in children.indices {
            var placed: [Site] = []
            for handler in children[child].handlers.indices {
                for _ in 0..<children[child].handlers[handler].transitions.count {
                    placed.append(
                        Site(
                            source: start, verb: verbs[declared], targetScreen: targetScreen(declared),
                            declared: declared))
                    declared += 1
                }
            }
            handlerSites.append(placed)
            firstOfName.append(names.children[children[child].flow.value] ?? child)
        }
        // A handler runs wherever its child was started; a `start` in it passes those places on.
        var changed = true
        while changed {
            changed = false
            for child in children.indices {
                let sources = childStarters[firstOfName[child]]
                guard !sources.isEmpty else { continue }
                for site in handlerSites[child] where site.verb == .start {
                    let started = startedChild(site.declared)
                    let name = unresolvedNames[site.declared]
                    guard started != nil || name != nil else { continue }  // a `start` without target
                    var known = Set(started.map { childStarters[$0] } ?? name.flatMap { otherStarters[$0] } ?? [])
                    for source in sources where known.insert(source).inserted {
                        addStarter(source, child: started, name: name)
                        changed = true
                    }
                }
            }
        }
        for child in children.indices {
            for source in childStarters[firstOfName[child]] {
                for var placed in handlerSites[child] {
                    placed.source = source
                    sites.append(placed)
                }
            }
        }
        var starters = otherStarters
        for child in children.indices where firstOfName[child] == child && !childStarters[child].isEmpty {
            starters[children[child].flow.value] = childStarters[child]
        }

        // Positions: who pushes and presents each screen, which are first.
        var pushers = Adjacency(nodeCount: count, edgeCapacity: sites.count)
        var pushes = Adjacency(nodeCount: count, edgeCapacity: sites.count)
        var presenters = Adjacency(nodeCount: count, edgeCapacity: sites.count)
        var forward = Adjacency(nodeCount: count + 1, edgeCapacity: sites.count + startScreens.count)
        for site in sites {
            let screen = site.targetScreen
            guard screen >= 0 else { continue }
            switch site.verb {
            case .push:
                forward.add(site.source, screen)
                if site.source == start {
                    isFirst[screen] = true
                } else {
                    pushers.add(screen, site.source)
                    pushes.add(site.source, screen)
                }
            case .present:
                forward.add(site.source, screen)
                presenters.add(screen, site.source)
            case .replace:
                forward.add(site.source, screen)
                isFirst[screen] = true
            default:
                break
            }
        }
        for screen in startScreens { forward.add(start, screen) }
        forward.seal()
        pushers.seal()
        presenters.seal()
        pushes.seal()
        // Screens that can stand on the flow's own first stack: first screens and what they push.
        let onRoot = pushes.reached(from: isFirst.indices.filter { isFirst[$0] })
        let stacks = StackLookup(
            onRoot: onRoot, pushers: pushers, isPresented: (0..<count).map { !presenters[$0].isEmpty })
        let reachable = forward.reached(from: [start])
        self.isFirst = isFirst
        self.pushers = pushers
        self.presenters = presenters
        self.stacks = stacks
        self.starters = starters
        self.isAnalysed = analysed
        self.reachable = reachable

        // Context findings, one per declared transition however many places it runs from, reachable
        // or not. A tabs flow has no stack: a stack verb there is `invalid-transition` and nothing else.
        var pops: [Int] = []
        var dismisses: [Int] = []
        // Screens that can stand on a presented screen's stack: asked only for a `dismiss` off the root stack.
        var onPresented: [Bool]?
        for site in sites where flow.root == .stack {
            switch site.verb {
            case .pop, .popToRoot:
                if site.source == start || isFirst[site.source] { pops.append(site.declared) }
            case .dismiss:
                if site.source == start || onRoot[site.source] {
                    dismisses.append(site.declared)
                } else {
                    // A screen that no context presents, not even beneath it, is never presented.
                    if onPresented == nil {
                        onPresented = pushes.reached(from: (0..<count).filter { !presenters[$0].isEmpty })
                    }
                    if onPresented?[site.source] == false { dismisses.append(site.declared) }
                }
            default:
                break
            }
        }
        popsOffFirstScreen = Self.oncePerPlace(names.transitions(at: pops, of: flow))
        dismissesOnRootStack = Self.oncePerPlace(names.transitions(at: dismisses, of: flow))

        canFinish = Self.canFinish(
            flow: flow, startScreens: startScreens, sites: sites, isFirst: isFirst,
            pushers: pushers, presenters: presenters, reachable: reachable)
    }

    /// `transitions` without repeats of a place in the file: an alias can declare one twice.
    private static func oncePerPlace(_ transitions: [Transition]) -> [Transition] {
        var seen: Set<SourcePosition> = []
        return transitions.filter { seen.insert($0.position).inserted }
    }

    // MARK: - Reachability

    /// Reachable nodes that can get to a `finish`: by forward transitions, the back button
    /// (pushed screens), `pop`, `popToRoot`, `dismiss`, and `back` from first screens.
    ///
    /// `dismiss` and `popToRoot` lead to the presenter or the bottom of whichever stack the screen
    /// stands on. Rather than list those stacks per screen, each screen X gets two virtual nodes,
    /// "X's stack is dismissed" and "X's stack pops to its root", that lead down through X's
    /// pushers to the stack's bottom: linear in the flow's size.
    private static func canFinish(
        flow: Flow, startScreens: [Int], sites: [Site], isFirst: [Bool],
        pushers: Adjacency, presenters: Adjacency, reachable: [Bool]
    ) -> [Bool] {
        let count = isFirst.count
        let start = count
        let sink = count + 1
        func dismissed(_ screen: Int) -> Int { count + 2 + screen }
        func poppedToRoot(_ screen: Int) -> Int { count + 2 + count + screen }
        let isReal = { (node: Int) in node <= start }
        var reverse = Adjacency(nodeCount: count + 2 + 2 * count, edgeCapacity: sites.count + 4 * count)
        func edge(_ from: Int, _ to: Int) {
            if isReal(to) && !reachable[to] { return }
            reverse.add(to, from)
        }
        for screen in startScreens { edge(start, screen) }
        for index in 0..<count where reachable[index] {
            for pusher in pushers[index] where reachable[pusher] {
                edge(index, pusher)  // the back button
                edge(dismissed(index), dismissed(pusher))
                edge(poppedToRoot(index), poppedToRoot(pusher))
            }
            for presenter in presenters[index] where presenter < count { edge(dismissed(index), presenter) }
            if isFirst[index] || !presenters[index].isEmpty { edge(poppedToRoot(index), index) }
            if isFirst[index] && flow.back != nil { edge(index, sink) }
        }
        for site in sites where reachable[site.source] {
            let source = site.source
            switch site.verb {
            case .push, .present, .replace:
                if site.targetScreen >= 0 { edge(source, site.targetScreen) }
            case .finish:
                edge(source, sink)
            case .pop:
                guard source < count else { break }
                for back in pushers[source] where back < count { edge(source, back) }
                for back in presenters[source] where back < count { edge(source, back) }
            case .popToRoot:
                if source < count { edge(source, poppedToRoot(source)) }
            case .dismiss:
                if source < count { edge(source, dismissed(source)) }
            case .start, .stay:
                break
            }
        }
        reverse.seal()
        let result = reverse.reached(from: [sink])
        return Array(result[0...start])
    }
}
