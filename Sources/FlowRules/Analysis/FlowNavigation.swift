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
    /// A transition placed at the node it runs from (kept only while the analysis runs).
    struct Site: Sendable {
        var source: Int
        var transition: Transition
        /// The screen a push, present or replace leads to, resolved once; -1 for none.
        var targetScreen: Int
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
            // Presented screens from which `screen` is reached by pushes alone.
            var seen: Set<Int> = [screen]
            var pending = [screen]
            var bottoms: [Int] = []
            while let node = pending.popLast() {
                if isPresented[node] { bottoms.append(node) }
                for pusher in pushers[node] where seen.insert(pusher).inserted { pending.append(pusher) }
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
        let screenIndex = names.screens
        let start = count

        // Start: first screens and children started before any screen.
        var isFirst = [Bool](repeating: false, count: count)
        var startScreens: [Int] = []
        var starters: [String: [Int]] = [:]
        var analysed = false
        if flow.root == .tabs {
            analysed = true
            for tab in flow.tabs ?? [] { starters[tab.value, default: []].append(start) }
        } else {
            for item in flow.start ?? [] {
                if let screen = screenIndex[item.value] {
                    isFirst[screen] = true
                    startScreens.append(screen)
                    analysed = true
                } else {
                    if names.children[item.value] != nil { analysed = true }
                    starters[item.value, default: []].append(start)
                }
            }
        }

        // Action transitions run from their screen; `start` in them makes the screen a starter.
        var sites: [Site] = []
        func site(_ source: Int, _ transition: Transition) -> Site {
            var target = -1
            if transition.verb.targetKind == .screen, let name = transition.target, let screen = screenIndex[name] {
                target = screen
            }
            return Site(source: source, transition: transition, targetScreen: target)
        }
        for (index, screen) in flow.screens.enumerated() {
            for action in screen.actions {
                for transition in action.transitions {
                    sites.append(site(index, transition))
                    if transition.verb == .start, let target = transition.target {
                        starters[target, default: []].append(index)
                    }
                }
            }
        }
        // A handler runs wherever its child was started; a `start` in it passes those places on.
        var changed = true
        while changed {
            changed = false
            for child in flow.children {
                let sources = starters[child.flow.value] ?? []
                guard !sources.isEmpty else { continue }
                for handler in child.handlers {
                    for transition in handler.transitions where transition.verb == .start {
                        guard let target = transition.target else { continue }
                        var known = Set(starters[target] ?? [])
                        for source in sources where known.insert(source).inserted {
                            starters[target, default: []].append(source)
                            changed = true
                        }
                    }
                }
            }
        }
        for child in flow.children {
            let sources = starters[child.flow.value] ?? []
            guard !sources.isEmpty else { continue }
            let handlerSites = child.handlers.flatMap { $0.transitions.map { site(start, $0) } }
            for source in sources {
                for var placed in handlerSites {
                    placed.source = source
                    sites.append(placed)
                }
            }
        }

        // Positions: who pushes and presents each screen, which are first.
        var pushers = Adjacency(nodeCount: count)
        var presenters = Adjacency(nodeCount: count)
        var forward = Adjacency(nodeCount: count + 1)
        for site in sites {
            let screen = site.targetScreen
            guard screen >= 0 else { continue }
            switch site.transition.verb {
            case .push:
                forward.add(site.source, screen)
                if site.source == start { isFirst[screen] = true } else { pushers.add(screen, site.source) }
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
        let onRoot = Self.onRootStack(isFirst: isFirst, pushers: pushers)
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

        // Context findings, one per declared transition however many places it runs from.
        var pops: [Transition] = []
        var dismisses: [Transition] = []
        var seenPops: Set<SourceLocation> = []
        var seenDismisses: Set<SourceLocation> = []
        for site in sites {
            let atFirst = site.source == start || isFirst[site.source]
            switch site.transition.verb {
            case .pop, .popToRoot:
                if atFirst, seenPops.insert(site.transition.location).inserted { pops.append(site.transition) }
            case .dismiss:
                let onRoot = site.source == start || onRoot[site.source]
                if onRoot, seenDismisses.insert(site.transition.location).inserted { dismisses.append(site.transition) }
            default:
                break
            }
        }
        popsOffFirstScreen = pops
        dismissesOnRootStack = dismisses

        canFinish = Self.canFinish(
            flow: flow, startScreens: startScreens, sites: sites, isFirst: isFirst,
            pushers: pushers, presenters: presenters, reachable: reachable)
    }

    // MARK: - Stacks

    /// Screens that can stand on the flow's own first stack: first screens and what they push.
    private static func onRootStack(isFirst: [Bool], pushers: Adjacency) -> [Bool] {
        var pushed = Adjacency(nodeCount: isFirst.count)
        for screen in isFirst.indices {
            for pusher in pushers[screen] { pushed.add(pusher, screen) }
        }
        pushed.seal()
        return pushed.reached(from: isFirst.indices.filter { isFirst[$0] })
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
        var reverse = Adjacency(nodeCount: count + 2 + 2 * count)
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
            switch site.transition.verb {
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
