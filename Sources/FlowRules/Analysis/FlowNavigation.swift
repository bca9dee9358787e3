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
        /// How it moves the stack where it runs (`stackEffectInAction` in an action).
        var effect: Transition.StackEffect
        /// The screen a push, present or replace leads to, resolved once; -1 for none.
        var targetScreen: Int
        /// The transition's position in `ResolvedFlow.transitions`.
        var declared: Int
        /// A trigger's without `from` (format 1.2), placed at the start node: it runs over whatever
        /// the flow shows, so what it pushes is not first, and it is no way out of any screen.
        var overAnyScreen = false
    }

    /// The navigation controllers a screen can be on.
    public struct Stacks: Sendable, Hashable {
        /// On the flow's own first stack, the one its first screens stand on, rather than only on
        /// stacks that the flow's screens present.
        public var onFirstStack = false
        /// On the stack of a presented screen: the presented screens at the bottom of those stacks.
        public var presentedBottoms: [Int] = []
    }

    /// The stacks of each screen, worked out when asked: a screen can stand on as many stacks as
    /// there are presented screens beneath it, so they are not all kept.
    public struct StackLookup: Sendable {
        let onFirstStack: [Bool]
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
            return Stacks(onFirstStack: onFirstStack[screen], presentedBottoms: bottoms.sorted())
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
    /// For each alert, the nodes it is shown over (by an action, a handler or another alert's
    /// button), in order: its buttons' transitions run from these.
    public let alertShown: [[Int]]
    /// Nodes that a path from the start reaches (indexed by node).
    public let reachable: [Bool]
    /// Reachable nodes from which a `finish` (or `back`) can be reached, going back included.
    public let canFinish: [Bool]
    /// `pop` and `popToRoot` declared where the flow's first screen is the top: nothing of the flow is beneath.
    public let popsOffFirstScreen: [ResolvedTransition]
    /// `dismiss` declared on a screen that can stand on the flow's own first stack, or that is never presented.
    public let dismissesOnRootStack: [ResolvedTransition]

    /// Follows the transitions of `resolved` (`FlowGraph` resolves every flow's once) through `flow`.
    public init(_ flow: Flow, names: FlowNames, resolved: ResolvedFlow) {
        let count = flow.screens.count
        screenCount = count
        let start = count
        let transitions = resolved.transitions
        let children = flow.children

        // Who starts what: by child (the first child of each name), and names that are no child.
        var childStarters = [[Int]](repeating: [], count: children.count)
        var otherStarters: [String: [Int]] = [:]
        func addStarter(_ node: Int, _ transition: ResolvedTransition) {
            switch transition.target {
            case .child(let child):
                childStarters[child].append(node)
            case .undeclared:
                // Few: a `start` naming no child of the flow is `missing-identifier`.
                guard let name = resolved.targetName(of: transition, in: flow) else { return }
                otherStarters[name, default: []].append(node)
            case .none, .screen, .outcome, .alert, .event:
                break
            }
        }

        // Start: first screens and children started before any screen.
        var isFirst = [Bool](repeating: false, count: count)
        var startScreens: [Int] = []
        var analysed = flow.root == .tabs
        for entry in resolved.entries {
            let transition = transitions[entry]
            if let screen = transition.target.screen {
                isFirst[screen] = true
                startScreens.append(screen)
                analysed = true
            } else {
                if transition.target.child != nil { analysed = true }
                addStarter(start, transition)
            }
        }

        // Where each alert is shown: its buttons' transitions run there (format 1.1).
        var alertShown = [Set<Int>](repeating: [], count: flow.alerts.count)

        // Action transitions run from their screen; `start` in them makes the screen a starter.
        var sites: [Site] = []
        sites.reserveCapacity(resolved.declared.count)
        for declared in resolved.actions {
            let transition = transitions[declared]
            guard case .action(let screen, _) = transition.place else { continue }
            sites.append(
                Site(
                    source: screen, verb: transition.verb, effect: transition.verb.stackEffectInAction,
                    targetScreen: transition.target.screen ?? -1, declared: declared))
            // A `reset` to a child starts it on the emptied stack, as a `start` item would.
            if transition.verb.startsChild {
                addStarter(transition.verb.stackEffect == .reset ? start : screen, transition)
            }
            if let alert = transition.target.alert { alertShown[alert].insert(screen) }
        }
        // Triggers (format 1.2): one with `from` runs as an action of each of its screens; one
        // without, over whatever the flow shows, from the start node.
        for trigger in resolved.triggerScreens.indices {
            let screens = resolved.triggerScreens[trigger]
            for declared in resolved.alternatives(ofTrigger: trigger) {
                let transition = transitions[declared]
                for source in screens ?? [start] {
                    sites.append(
                        Site(
                            source: source, verb: transition.verb,
                            effect: screens == nil ? transition.verb.stackEffect : transition.verb.stackEffectInAction,
                            targetScreen: transition.target.screen ?? -1, declared: declared,
                            overAnyScreen: screens == nil))
                    if transition.verb.startsChild {
                        addStarter(transition.verb.stackEffect == .reset ? start : source, transition)
                    }
                    if let alert = transition.target.alert { alertShown[alert].insert(source) }
                }
            }
        }
        // The child whose starters are each child's own (the first child of its name).
        let firstOfName = children.indices.map { names.children[children[$0].flow.value] ?? $0 }
        // Sites for the transitions of each child's handlers, placed wherever the child was started.
        func handlerSite(_ declared: Int, at source: Int) -> Site {
            let transition = transitions[declared]
            return Site(
                source: source, verb: transition.verb, effect: transition.verb.stackEffect,
                targetScreen: transition.target.screen ?? -1, declared: declared)
        }
        /// Makes each of `sources` a place that runs `transition`, a `start`; true when one was new.
        /// A `reset` to a child starts it on the emptied stack, from the flow's start, wherever it runs.
        func addStarters(_ transition: ResolvedTransition, at sources: [Int]) -> Bool {
            let sources = transition.verb.stackEffect == .reset ? [start] : sources
            var known: Set<Int>
            switch transition.target {
            case .child(let started):
                known = Set(childStarters[started])
            case .undeclared:
                known = Set(resolved.targetName(of: transition, in: flow).flatMap { otherStarters[$0] } ?? [])
            case .none, .screen, .outcome, .alert, .event:
                return false  // a `start` without target
            }
            var changed = false
            for source in sources where known.insert(source).inserted {
                addStarter(source, transition)
                changed = true
            }
            return changed
        }
        /// Shows alert `alert` at each of `sources`; true when one was new.
        func show(_ alert: Int, at sources: [Int]) -> Bool {
            var changed = false
            for source in sources where alertShown[alert].insert(source).inserted { changed = true }
            return changed
        }
        // A handler runs wherever its child was started, a button wherever its alert is shown; a
        // `start` or an `alert` in them passes those places on.
        var changed = true
        while changed {
            changed = false
            for child in children.indices {
                let sources = childStarters[firstOfName[child]]
                guard !sources.isEmpty else { continue }
                for declared in resolved.handlerAlternatives(ofChild: child) {
                    let transition = transitions[declared]
                    if transition.verb.startsChild {
                        if addStarters(transition, at: sources) { changed = true }
                    } else if let alert = transition.target.alert {
                        if show(alert, at: sources) { changed = true }
                    }
                }
            }
            for alert in flow.alerts.indices where !alertShown[alert].isEmpty {
                let sources = alertShown[alert].sorted()
                for declared in resolved.buttonAlternatives(ofAlert: alert) {
                    let transition = transitions[declared]
                    if transition.verb.startsChild {
                        if addStarters(transition, at: sources) { changed = true }
                    } else if let shown = transition.target.alert {
                        if show(shown, at: sources) { changed = true }
                    }
                }
            }
        }
        for child in children.indices {
            let alternatives = resolved.handlerAlternatives(ofChild: child)
            for source in childStarters[firstOfName[child]] {
                for declared in alternatives { sites.append(handlerSite(declared, at: source)) }
            }
        }
        for alert in flow.alerts.indices {
            let alternatives = resolved.buttonAlternatives(ofAlert: alert)
            for source in alertShown[alert].sorted() {
                for declared in alternatives { sites.append(handlerSite(declared, at: source)) }
            }
        }
        // A route's screen is shown over the running flow, whichever of its first screens is shown
        // (`start` screens, entries' starts, `replace` and `reset` targets): pushed or presented
        // from each. A route left out for its pattern still shows its screen (one mistake, one
        // finding). Not a declared transition (no index in `resolved`): no context rule reads it.
        let routeDestinations = flow.routes.compactMap(\.destination) + flow.unreadRouteDestinations
        if !routeDestinations.isEmpty {
            var firstScreens = isFirst
            for site in sites where site.targetScreen >= 0 {
                switch site.verb.stackEffect {
                case .push:
                    if site.source == start && !site.overAnyScreen { firstScreens[site.targetScreen] = true }
                case .replace, .reset: firstScreens[site.targetScreen] = true
                case .present, .pop, .popToRoot, .dismiss, .none: break
                }
            }
            for destination in routeDestinations {
                guard let target = destination.target, let screen = names.screens[target] else { continue }
                for first in firstScreens.indices where firstScreens[first] {
                    sites.append(
                        Site(
                            source: first, verb: destination.verb, effect: destination.verb.stackEffect,
                            targetScreen: screen, declared: -1))
                }
            }
        }
        self.alertShown = alertShown.map { $0.sorted() }
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
            switch site.verb.stackEffect {
            case .push:
                forward.add(site.source, screen)
                // Pushed over whatever is shown: neither first nor pushed by a known screen.
                if site.overAnyScreen { continue }
                if site.source == start {
                    isFirst[screen] = true
                } else {
                    pushers.add(screen, site.source)
                    pushes.add(site.source, screen)
                }
            case .present:
                forward.add(site.source, screen)
                presenters.add(screen, site.source)
            case .replace, .reset:
                forward.add(site.source, screen)
                isFirst[screen] = true
            case .pop, .popToRoot, .dismiss, .none:
                break
            }
        }
        for screen in startScreens { forward.add(start, screen) }
        forward.seal()
        pushers.seal()
        presenters.seal()
        pushes.seal()
        // Screens that can stand on the flow's own first stack: first screens and what they push.
        let onFirstStack = pushes.reached(from: isFirst.indices.filter { isFirst[$0] })
        let stacks = StackLookup(
            onFirstStack: onFirstStack, pushers: pushers, isPresented: (0..<count).map { !presenters[$0].isEmpty })
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
        var pops: [ResolvedTransition] = []
        var dismisses: [ResolvedTransition] = []
        // Screens that can stand on a presented screen's stack: asked only for a `dismiss` off the root stack.
        var onPresented: [Bool]?
        // A trigger's screen-dependent move without `from` is `invalid-transition` of its own.
        for site in sites where flow.root == .stack && !site.overAnyScreen {
            switch site.verb.stackEffect {
            case .pop, .popToRoot:
                if site.source == start || isFirst[site.source] { pops.append(transitions[site.declared]) }
            case .dismiss:
                if site.source == start || onFirstStack[site.source] {
                    dismisses.append(transitions[site.declared])
                } else {
                    // A screen that no context presents, not even beneath it, is never presented.
                    if onPresented == nil {
                        onPresented = pushes.reached(from: (0..<count).filter { !presenters[$0].isEmpty })
                    }
                    if onPresented?[site.source] == false { dismisses.append(transitions[site.declared]) }
                }
            case .push, .present, .replace, .none, .reset:
                break
            }
        }
        popsOffFirstScreen = Self.oncePerPlace(pops)
        dismissesOnRootStack = Self.oncePerPlace(dismisses)

        // A trigger without `from` runs from the start node: a `finish` there lets the flow finish
        // (`unreleased-child`) and makes no screen a way to it (`dead-end-screen`).
        canFinish = Self.canFinish(
            hasBack: resolved.backIndex != nil, startScreens: startScreens, sites: sites, isFirst: isFirst,
            pushers: pushers, presenters: presenters, reachable: reachable,
            // A screen without `presentation` is read as version 1 read it, its swipe not counted,
            // so that version-1 files report what they reported.
            swipedAway: flow.screens.map { $0.presentation?.isSwipedAwayFreely ?? false })
    }

    /// `transitions` without repeats of a place in the file: an alias can declare one twice.
    private static func oncePerPlace(_ transitions: [ResolvedTransition]) -> [ResolvedTransition] {
        var seen: Set<SourcePosition> = []
        return transitions.filter { seen.insert($0.position).inserted }
    }

    // MARK: - Reachability

    /// Reachable nodes that can get to a `finish`: by forward transitions, the back button
    /// (pushed screens), `pop`, `popToRoot`, `dismiss`, the swipe that dismisses a presented
    /// screen (`swipedAway`, per screen: one with a `presentation` that is not full screen and
    /// does not turn the swipe off), and `back` from first screens.
    ///
    /// `dismiss` and `popToRoot` lead to the presenter or the bottom of whichever stack the screen
    /// stands on. Rather than list those stacks per screen, each screen X gets two virtual nodes,
    /// "X's stack is dismissed" and "X's stack pops to its root", that lead down through X's
    /// pushers to the stack's bottom: linear in the flow's size.
    private static func canFinish(
        hasBack: Bool, startScreens: [Int], sites: [Site], isFirst: [Bool],
        pushers: Adjacency, presenters: Adjacency, reachable: [Bool], swipedAway: [Bool]
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
        // Format 1.2: a screen a trigger pushes over whatever the flow shows goes back there (by
        // the back button, or a `pop`): to something the flow's start reaches, read as the start.
        var pushedOverAny: [Bool] = []
        for site in sites where site.overAnyScreen && site.effect == .push && site.targetScreen >= 0 {
            if pushedOverAny.isEmpty { pushedOverAny = [Bool](repeating: false, count: count) }
            pushedOverAny[site.targetScreen] = true
            if reachable[site.targetScreen] { edge(site.targetScreen, start) }
        }
        for index in 0..<count where reachable[index] {
            for pusher in pushers[index] where reachable[pusher] {
                edge(index, pusher)  // the back button
                edge(dismissed(index), dismissed(pusher))
                edge(poppedToRoot(index), poppedToRoot(pusher))
            }
            for presenter in presenters[index] where presenter < count {
                edge(dismissed(index), presenter)
                // Screens pushed above this one come back to it by the back button first.
                if swipedAway[index] { edge(index, presenter) }
            }
            if isFirst[index] || !presenters[index].isEmpty { edge(poppedToRoot(index), index) }
            if isFirst[index] && hasBack { edge(index, sink) }
        }
        for site in sites where reachable[site.source] {
            let source = site.source
            switch site.effect {
            case .push, .present, .replace:
                if site.targetScreen >= 0 { edge(source, site.targetScreen) }
            case .reset:
                // To a child: what follows runs as after a `start` item, from the start node.
                edge(source, site.targetScreen >= 0 ? site.targetScreen : start)
            case .pop:
                guard source < count else { break }
                for back in pushers[source] where back < count { edge(source, back) }
                for back in presenters[source] where back < count { edge(source, back) }
                if !pushedOverAny.isEmpty && pushedOverAny[source] { edge(source, start) }
            case .popToRoot:
                if source < count { edge(source, poppedToRoot(source)) }
            case .dismiss:
                if source < count { edge(source, dismissed(source)) }
            case .none:
                // A `finish` naming an undeclared outcome still finishes (`missing-identifier`).
                if site.verb.finishes { edge(source, sink) }
            }
        }
        reverse.seal()
        let result = reverse.reached(from: [sink])
        return Array(result[0...start])
    }
}
