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
        /// A trigger's without `from` (format 1.2), placed at the start node, or a handler's of a
        /// child only such a trigger starts: it runs over whatever the flow shows, so what it
        /// pushes is not first, and it is no way out of any screen.
        var overAnyScreen = false
        /// A second step's (`then`, format 1.2): the position in `ResolvedFlow.transitions` of its
        /// first step, which runs from the place's screen; -1 for any other site.
        var thenOf = -1
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

        /// Whether `screen` can stand on the flow's own first stack, without the walk to its
        /// presented stacks' bottoms.
        public func isOnFirstStack(_ screen: Int) -> Bool { onFirstStack[screen] }
    }

    public let screenCount: Int
    /// The node before any screen is shown.
    public var startNode: Int { screenCount }
    /// Whether `start` names something this flow can begin with, and its transitions were placed
    /// within `limits.placementsPerTransition`; flows that fail this are not analysed.
    public let isAnalysed: Bool
    /// Whether placing the flow's transitions where they run passed `limits.placementsPerTransition`:
    /// only its actions, triggers and entries are placed, and `SyntaxRule` alone reports the flow.
    public let passedPlacementLimit: Bool
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
    /// `pop` and `popToRoot` declared on a screen that is only ever presented (and not a first
    /// screen), as its action, a button of an alert it shows or a second step landing on it: the
    /// bottom of a navigation controller of its own, with nothing beneath it.
    public let popsOffPresentedScreen: [ResolvedTransition]
    /// `dismiss` declared on a screen that can stand on the flow's own first stack, or that is never presented.
    public let dismissesOnRootStack: [ResolvedTransition]
    /// Format 1.2: `dismiss` declared on a first screen of a flow that its parents keep (`keep`):
    /// it hides the flow, a way out, and is not in `dismissesOnRootStack`.
    public let hidingDismisses: [ResolvedTransition]
    /// For each second step (`then`, format 1.2; `ResolvedFlow.thenSteps` in order), the screens
    /// its first step lands on, in order: it runs from each as one of its actions.
    public let thenLandings: [[Int]]
    /// Second steps whose first step is a `pop` on a first screen of the flow, or a `dismiss` there
    /// in a flow its parents keep: it leaves (or hides) the flow, and the second step would run in
    /// its parent.
    public let thenAfterPopsOffFirstScreen: [ResolvedTransition]
    /// For each external screen with a `to` (format 1.2, §6), the screens beneath it, where its
    /// `to` runs: those that push or present it. Empty in most flows.
    public let externalLandings: [Int: [Int]]
    /// Each `return` of the flow that answers someone, in the order of their positions, with the
    /// asking transitions, by position in `ResolvedFlow.transitions` (`FlowGraph.askers(of:inFlow:)`).
    let returnAskers: [ReturnAskers]

    /// Follows the transitions of `resolved` (`FlowGraph` resolves every flow's once) through `flow`.
    ///
    /// `placementsPerTransition` bounds the work of placing the flow's transitions where they run,
    /// as a multiple of what the flow writes (`limits.placementsPerTransition`): past it, only the
    /// actions, triggers and entries are placed, and `passedPlacementLimit` says so.
    public init(
        _ flow: Flow, names: FlowNames, resolved: ResolvedFlow, keeping: Keeping = .notKept,
        placementsPerTransition: Int = .max
    ) {
        let count = flow.screens.count
        screenCount = count
        let start = count

        // Where each transition runs. In this order: handlers and buttons run where the actions
        // and triggers (and other handlers and buttons) start their child or show their alert,
        // and a route's screen is shown over the first screens those transitions lead to.
        // Second steps (`then`, format 1.2) run from where their first steps land, which the
        // positions of every site decide, their own included: placed again until they land where
        // they landed (once more than without them; most flows have none).
        //
        // A button runs over every screen its alert is shown over and a second step on every
        // screen it lands on; each round places the whole flow again, and a round can add as
        // little as one landing. So the sites placed, the places passed on and the landings
        // looked at are counted, over the rounds, and stop at a multiple of the flow's size (what
        // it writes): the work stays linear in the flow's size.
        let noLandings = [[Int]](repeating: [], count: resolved.thenSteps.count)
        var landings = noLandings
        var leavesFlow: [ResolvedTransition] = []
        var rounds = 0
        var placements = 0
        let size = resolved.transitions.count + flow.routes.count + count + 1
        let placementLimit =
            size.multipliedReportingOverflow(by: max(0, placementsPerTransition)).overflow
            ? Int.max : size * max(0, placementsPerTransition)
        var passedPlacementLimit = false
        // Format 1.2, §6: the screens beneath each external screen, where its `to` runs.
        var externalLandings: [Int: [Int]] = [:]
        // Entries, actions and triggers run where they run whatever the second steps do: placed
        // once, as they are written.
        var placedFirst = TransitionSites(flow, names: names, resolved: resolved)
        let entries = placedFirst.placeEntries()
        placedFirst.placeActions()
        placedFirst.placeTriggers()
        var transitionSites: TransitionSites
        // The positions of the last round, when it needed them for its second steps.
        var lastPositions: Positions?
        let followsSteps = !resolved.thenSteps.isEmpty || !resolved.externalSteps.isEmpty
        repeat {
            transitionSites = placedFirst
            transitionSites.workLimit = placementLimit - placements
            transitionSites.placeThenSteps(landings)
            if !resolved.externalSteps.isEmpty { transitionSites.placeExternalSteps(externalLandings) }
            transitionSites.findWhereHandlersAndButtonsRun()
            transitionSites.placeHandlersAndButtons()
            transitionSites.placeRoutes(firstScreens: entries.isFirst)
            placements += transitionSites.all.count + transitionSites.passedOn
            if transitionSites.passedWorkLimit || placements > placementLimit {
                passedPlacementLimit = true
                break
            }
            guard followsSteps else { break }
            let positions = Positions(transitionSites.all, entries: entries, screenCount: count)
            lastPositions = positions
            let found = Self.thenLandings(
                transitionSites.all, resolved: resolved, positions: positions, isKept: keeping.isKept,
                work: &placements, workLimit: placementLimit)
            let foundExternal = Self.externalLandings(resolved: resolved, positions: positions) ?? [:]
            if !foundExternal.isEmpty {
                placements += Self.externalPlacements(resolved: resolved, landings: foundExternal)
            }
            guard let found, placements <= placementLimit else {
                passedPlacementLimit = true
                break
            }
            rounds += 1
            if (found.landings == landings && foundExternal == externalLandings) || rounds > count + 1 {
                leavesFlow = found.leavesFlow
                break
            }
            landings = found.landings
            externalLandings = foundExternal
        } while true
        if passedPlacementLimit {
            // Past the limit: only what is written, where it runs (linear), and no rule but the
            // limit's reports the flow (`Linter`).
            transitionSites = placedFirst
            landings = noLandings
            externalLandings = [:]
            lastPositions = nil
        }
        let positions = lastPositions ?? Positions(transitionSites.all, entries: entries, screenCount: count)
        self.passedPlacementLimit = passedPlacementLimit
        thenLandings = landings
        thenAfterPopsOffFirstScreen = leavesFlow
        self.externalLandings = externalLandings
        let sites = transitionSites.all
        alertShown = transitionSites.alertShown.map { $0.sorted() }
        starters = transitionSites.starters
        isAnalysed = entries.isAnalysed && !passedPlacementLimit

        let isFirst = positions.isFirst
        let pushes = positions.pushes
        let presenters = positions.presenters
        // Screens that can stand on the flow's own first stack: first screens and what they push.
        let onFirstStack = pushes.reached(from: isFirst.indices.filter { isFirst[$0] })
        let reachable = positions.forward.reached(from: [start])
        self.isFirst = isFirst
        pushers = positions.pushers
        self.presenters = presenters
        stacks = StackLookup(
            onFirstStack: onFirstStack, pushers: positions.pushers,
            isPresented: (0..<count).map { !presenters[$0].isEmpty })
        self.reachable = reachable
        returnAskers = Self.returnAskers(
            flow, names: names, resolved: resolved, stacks: stacks, alertShown: alertShown, screenCount: count)

        let misplaced = Self.misplacedBackTransitions(
            sites, in: flow, resolved: resolved, isFirst: isFirst, onFirstStack: onFirstStack, pushes: pushes,
            pushers: positions.pushers, presenters: presenters)
        popsOffFirstScreen = misplaced.pops
        popsOffPresentedScreen = misplaced.presentedPops
        if keeping.isKept {
            let hiding = Self.hidingDismisses(sites, resolved: resolved, isFirst: isFirst)
            let positions = Set(hiding.map(\.position))
            hidingDismisses = hiding
            dismissesOnRootStack = misplaced.dismisses.filter { !positions.contains($0.position) }
        } else {
            hidingDismisses = []
            dismissesOnRootStack = misplaced.dismisses
        }

        // A trigger without `from` runs from the start node: a `finish` there lets the flow finish
        // (`unreleased-child`) and makes no screen a way to it (`dead-end-screen`).
        canFinish = Self.canFinish(
            hasBack: resolved.backIndex != nil, startScreens: entries.startScreens, sites: sites, isFirst: isFirst,
            pushers: positions.pushers, presenters: presenters, reachable: reachable, keeping: keeping,
            onFirstStack: onFirstStack, thenSteps: resolved.thenSteps,
            shownOverAnyScreen: positions.shownOverAnyScreen,
            // A screen without `presentation` is read as version 1 read it, its swipe not counted,
            // so that version-1 files report what they reported.
            // An external screen (format 1.2) always closes: its controller says it is done.
            swipedAway: flow.screens.map { $0.external != nil || ($0.presentation?.isSwipedAwayFreely ?? false) })
    }

    /// Where each screen can stand, from the sites that push, present, replace or reset to it.
    struct Positions {
        /// First screens: `start` screens, what the start node pushes, targets of `replace` and `reset`.
        var isFirst: [Bool]
        /// For each screen, the screens that push it.
        var pushers: Adjacency
        /// For each screen, the screens it pushes.
        var pushes: Adjacency
        /// For each screen, the nodes that present it.
        var presenters: Adjacency
        /// For each node, the screens its transitions lead to.
        var forward: Adjacency
        /// The screens pushed or presented over whatever the flow shows (by a trigger without
        /// `from`, or a handler or button that runs as one): from the start node, not first.
        var shownOverAnyScreen: Set<Int> = []

        init(_ sites: [Site], entries: TransitionSites.Entries, screenCount count: Int) {
            let start = count
            isFirst = entries.isFirst
            pushers = Adjacency(nodeCount: count, edgeCapacity: sites.count)
            pushes = Adjacency(nodeCount: count, edgeCapacity: sites.count)
            presenters = Adjacency(nodeCount: count, edgeCapacity: sites.count)
            forward = Adjacency(nodeCount: count + 1, edgeCapacity: sites.count + entries.startScreens.count)
            for site in sites {
                let screen = site.targetScreen
                guard screen >= 0 else { continue }
                switch site.verb.stackEffect {
                case .push:
                    forward.add(site.source, screen)
                    // Pushed over whatever is shown: neither first nor pushed by a known screen.
                    if site.overAnyScreen {
                        shownOverAnyScreen.insert(screen)
                        continue
                    }
                    if site.source == start {
                        isFirst[screen] = true
                    } else {
                        pushers.add(screen, site.source)
                        pushes.add(site.source, screen)
                    }
                case .present:
                    forward.add(site.source, screen)
                    presenters.add(screen, site.source)
                    if site.overAnyScreen { shownOverAnyScreen.insert(screen) }
                case .replace, .reset:
                    forward.add(site.source, screen)
                    isFirst[screen] = true
                case .pop, .popToRoot, .dismiss, .none:
                    break
                }
            }
            for screen in entries.startScreens { forward.add(start, screen) }
            forward.seal()
            pushers.seal()
            presenters.seal()
            pushes.seal()
        }
    }

    /// The back transitions declared where they cannot go back within the flow: `pop` and
    /// `popToRoot` where a first screen is the top, `dismiss` where the flow's own first stack may
    /// be shown or nothing presents the screen. One per declared transition however many places
    /// it runs from, reachable or not. A tabs flow has no stack: a stack verb there is
    /// `invalid-transition` and nothing else.
    private static func misplacedBackTransitions(
        _ sites: [Site], in flow: Flow, resolved: ResolvedFlow, isFirst: [Bool], onFirstStack: [Bool],
        pushes: Adjacency, pushers: Adjacency, presenters: Adjacency
    ) -> (pops: [ResolvedTransition], presentedPops: [ResolvedTransition], dismisses: [ResolvedTransition]) {
        let count = isFirst.count
        let start = count
        let transitions = resolved.transitions
        var pops: [ResolvedTransition] = []
        var presentedPops: [ResolvedTransition] = []
        var dismisses: [ResolvedTransition] = []
        // Screens that can stand on a presented screen's stack: asked only for a `dismiss` off the root stack.
        var onPresented: [Bool]?
        // A trigger's screen-dependent move without `from` is `invalid-transition` of its own,
        // and a handler of a child it starts is left alone (what the handler pushes may `pop`).
        // What runs as an action of the screen on top (a button of an alert such a trigger
        // shows, a second step, an external screen's `to`) is checked as one of every screen
        // the flow may show: from the start node, as its first screens' actions.
        for site in sites
        where flow.root == .stack && (!site.overAnyScreen || Self.runsOnTheScreenOnTop(site, transitions)) {
            switch site.verb.stackEffect {
            case .pop, .popToRoot:
                if site.source == start || isFirst[site.source] {
                    pops.append(transitions[site.declared])
                } else if pushers[site.source].isEmpty && !presenters[site.source].isEmpty,
                    !Self.isHandler(transitions[site.declared].place)
                {
                    // A handler runs on each screen that starts its child, some perhaps pushed: left alone.
                    presentedPops.append(transitions[site.declared])
                }
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
        return (oncePerPlace(pops), oncePerPlace(presentedPops), oncePerPlace(dismisses))
    }

    /// Whether `site`, run over whatever the flow shows, runs as an action of the screen on top.
    private static func runsOnTheScreenOnTop(_ site: Site, _ transitions: [ResolvedTransition]) -> Bool {
        switch transitions[site.declared].place {
        case .alertButton, .then, .external: return true
        case .action, .handler, .trigger, .start, .tab, .back: return false
        }
    }

    private static func isHandler(_ place: TransitionPlace) -> Bool {
        if case .handler = place { return true }
        return false
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
        pushers: Adjacency, presenters: Adjacency, reachable: [Bool], keeping: Keeping, onFirstStack: [Bool],
        thenSteps: Range<Int> = 0..<0, shownOverAnyScreen: Set<Int>,
        swipedAway: [Bool]
    ) -> [Bool] {
        let count = isFirst.count
        let start = count
        let sink = count + 1
        func dismissed(_ screen: Int) -> Int { count + 2 + screen }
        func poppedToRoot(_ screen: Int) -> Int { count + 2 + count + screen }
        // Format 1.2: what a screen a trigger pushes over whatever the flow shows goes back to:
        // the start, less the triggers without `from` (the app's moves, not a way the user takes).
        let shown = count + 2 + 2 * count
        let isReal = { (node: Int) in node <= start }
        var reverse = Adjacency(nodeCount: count + 3 + 2 * count, edgeCapacity: sites.count + 4 * count)
        func edge(_ from: Int, _ to: Int) {
            if isReal(to) && !reachable[to] { return }
            reverse.add(to, from)
        }
        /// The edge of `site`, from `shown` too where it leaves the start and is no such trigger.
        func edge(_ site: Site, _ to: Int) {
            edge(site.source, to)
            if site.source == start && !site.overAnyScreen { edge(shown, to) }
        }
        for screen in startScreens {
            edge(start, screen)
            edge(shown, screen)
        }
        // Such a screen goes back (by the back button, or a `pop`) to something the flow's start
        // reaches.
        var pushedOverAny: [Bool] = []
        for site in sites where site.overAnyScreen && site.effect == .push && site.targetScreen >= 0 {
            if pushedOverAny.isEmpty { pushedOverAny = [Bool](repeating: false, count: count) }
            pushedOverAny[site.targetScreen] = true
            if reachable[site.targetScreen] { edge(site.targetScreen, shown) }
        }
        for index in 0..<count where reachable[index] {
            for pusher in pushers[index] where reachable[pusher] {
                edge(index, pusher)  // the back button
                edge(dismissed(index), dismissed(pusher))
                edge(poppedToRoot(index), poppedToRoot(pusher))
            }
            for presenter in presenters[index] where presenter < count || shownOverAnyScreen.contains(index) {
                // Presented from the start node over whatever the flow shows (by a trigger without
                // `from`): closed, it goes back to what the flow showed, as such a pushed screen does.
                let beneath = presenter < count ? presenter : shown
                edge(dismissed(index), beneath)
                // Screens pushed above this one come back to it by the back button first.
                if swipedAway[index] { edge(index, beneath) }
            }
            if isFirst[index] || !presenters[index].isEmpty { edge(poppedToRoot(index), index) }
            if isFirst[index] && hasBack { edge(index, sink) }
        }
        // Format 1.2: a kept flow hides by the swipe of its stack and by a `dismiss` on a first screen.
        if keeping.isKept {
            let hiding = hidingSources(
                keeping, sites: sites, isFirst: isFirst, onFirstStack: onFirstStack, reachable: reachable)
            for source in hiding { edge(source, sink) }
        }
        // A second step's `finish` counts for the place its first step runs from (format 1.2).
        var firstSources: [Int: [Int]] = [:]
        if !thenSteps.isEmpty {
            // Marked by position (every site is looked up), listed by a dictionary (few are first
            // steps). A first step comes before the second steps; `back` after them and a route's
            // steps (-1) are none.
            var isFirstStep = [Bool](repeating: false, count: thenSteps.lowerBound)
            for site in sites where site.thenOf >= 0 {
                isFirstStep[site.thenOf] = true
                firstSources[site.thenOf] = []
            }
            for site in sites
            where isFirstStep.indices.contains(site.declared) && isFirstStep[site.declared] && site.source < count {
                firstSources[site.declared, default: []].append(site.source)
            }
        }
        for site in sites where reachable[site.source] {
            let source = site.source
            switch site.effect {
            case .push, .present, .replace:
                if site.targetScreen >= 0 { edge(site, site.targetScreen) }
            case .reset:
                // To a child: what follows runs as after a `start` item, from the start node.
                edge(site, site.targetScreen >= 0 ? site.targetScreen : start)
            case .pop:
                guard source < count else { break }
                for back in pushers[source] where back < count { edge(source, back) }
                for back in presenters[source] where back < count { edge(source, back) }
                if !pushedOverAny.isEmpty && pushedOverAny[source] { edge(source, shown) }
            case .popToRoot:
                if source < count { edge(source, poppedToRoot(source)) }
            case .dismiss:
                if source < count { edge(source, dismissed(source)) }
            case .none:
                // A `finish` naming an undeclared outcome still finishes (`missing-identifier`).
                if site.verb.finishes {
                    if site.thenOf >= 0 {
                        for first in firstSources[site.thenOf] ?? [] where reachable[first] { edge(first, sink) }
                    } else {
                        edge(site, sink)
                    }
                }
            }
        }
        reverse.seal()
        let result = reverse.reached(from: [sink])
        return Array(result[0...start])
    }
}
