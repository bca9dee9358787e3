import FlowModel

extension FlowNavigation {
    /// The places each of a flow's transitions runs from, found step by step (`FlowNavigation.init`
    /// takes the steps in order). An action's transitions run from its screen, a trigger's from its
    /// `from` screens or over whatever the flow shows (format 1.2); a handler's run wherever its
    /// child is started and a button's wherever its alert is shown, which the actions, triggers,
    /// handlers and buttons that start children and show alerts decide: so who starts each child
    /// and where each alert is shown are found here too.
    struct TransitionSites {
        let flow: Flow
        let names: FlowNames
        let resolved: ResolvedFlow
        /// The node before any screen is shown.
        let start: Int
        /// The sites found so far, in the order of the steps.
        var all: [Site] = []
        /// The nodes that start each child; only the first child of each name has any (`firstOfName`).
        var childStarters: [[Int]]
        /// The nodes that `start` a name that is no child of the flow.
        var otherStarters: [String: [Int]] = [:]
        /// The nodes each alert is shown over (format 1.1).
        var alertShown: [Set<Int>]
        /// For each child, the child that holds the starters of its name: the first of that name.
        let firstOfName: [Int]
        /// For each child (the first of its name): whether a trigger without `from` starts it, over
        /// whatever the flow shows, and whether anything else starts it from the start node (a
        /// `start` item, a `reset`). Its handlers run over whatever the flow shows only in the first case.
        var startedOverAnyScreen: [Bool]
        var startedFirst: [Bool]
        /// For each alert, whether the start node shows it over whatever the flow shows (a trigger
        /// without `from`, or a handler, button or external screen's step that runs so), and whether
        /// anything else shows it from there: its buttons run over whatever the flow shows only in
        /// the first case alone.
        var alertShownOverAnyScreen: [Bool]
        var alertShownFirst: [Bool]
        /// How many sites and places found this round may come to (`limits.placementsPerTransition`):
        /// a button runs over every screen its alert is shown over, and a handler wherever its child
        /// is started, so a few lines can ask for millions of sites.
        var workLimit = Int.max
        /// The places passed on from child to child and alert to alert: each place a handler or
        /// button that starts a child or shows an alert runs at, once per handler or button.
        private(set) var passedOn = 0
        /// Whether this round stopped at `workLimit`: its sites are then not all there.
        private(set) var passedWorkLimit = false

        init(_ flow: Flow, names: FlowNames, resolved: ResolvedFlow) {
            self.flow = flow
            self.names = names
            self.resolved = resolved
            start = flow.screens.count
            let children = flow.children
            childStarters = [[Int]](repeating: [], count: children.count)
            startedOverAnyScreen = [Bool](repeating: false, count: children.count)
            startedFirst = [Bool](repeating: false, count: children.count)
            alertShown = [Set<Int>](repeating: [], count: flow.alerts.count)
            alertShownOverAnyScreen = [Bool](repeating: false, count: flow.alerts.count)
            alertShownFirst = [Bool](repeating: false, count: flow.alerts.count)
            firstOfName = children.indices.map { names.children[children[$0].flow.value] ?? $0 }
            all.reserveCapacity(resolved.declared.count)
        }

        /// What the flow begins with: its first screens, and whether it is analysed at all.
        struct Entries {
            /// The screens its `start` (or an entry's) names.
            var isFirst: [Bool]
            var startScreens: [Int]
            /// Whether `start` names something the flow can begin with (a tabs flow always can).
            var isAnalysed: Bool
        }

        /// The first screens, and the children started before any screen, from the start node.
        mutating func placeEntries() -> Entries {
            var entries = Entries(
                isFirst: [Bool](repeating: false, count: start), startScreens: [], isAnalysed: flow.root == .tabs)
            for entry in resolved.entries {
                let transition = resolved.transitions[entry]
                if let screen = transition.target.screen {
                    entries.isFirst[screen] = true
                    entries.startScreens.append(screen)
                    entries.isAnalysed = true
                } else {
                    if transition.target.child != nil { entries.isAnalysed = true }
                    addStarter(start, transition)
                }
            }
            return entries
        }

        /// Each action's transitions, from its screen; a `start` among them makes the
        /// screen a starter of its child, an `alert` shows the alert over the screen.
        mutating func placeActions() {
            let transitions = resolved.transitions
            for declared in resolved.actions {
                let transition = transitions[declared]
                guard case .action(let screen, _) = transition.place else { continue }
                all.append(
                    Site(
                        source: screen, verb: transition.verb, effect: transition.verb.stackEffectInAction,
                        targetScreen: transition.target.screen ?? -1, declared: declared))
                // A `reset` to a child starts it on the emptied stack, as a `start` item would.
                if transition.verb.startsChild {
                    addStarter(transition.verb.stackEffect == .reset ? start : screen, transition)
                }
                if let alert = transition.target.alert { alertShown[alert].insert(screen) }
            }
        }

        /// Each trigger's transitions (format 1.2): one with `from` runs as an action of each of its
        /// screens; one without, over whatever the flow shows, from the start node.
        mutating func placeTriggers() {
            let transitions = resolved.transitions
            for trigger in resolved.triggerScreens.indices {
                let screens = resolved.triggerScreens[trigger]
                for declared in resolved.alternatives(ofTrigger: trigger) {
                    let transition = transitions[declared]
                    for source in screens ?? [start] {
                        all.append(
                            Site(
                                source: source, verb: transition.verb,
                                effect: screens == nil
                                    ? transition.verb.stackEffect : transition.verb.stackEffectInAction,
                                targetScreen: transition.target.screen ?? -1, declared: declared,
                                overAnyScreen: screens == nil))
                        if transition.verb.startsChild {
                            let isReset = transition.verb.stackEffect == .reset
                            addStarter(isReset ? start : source, transition, overAnyScreen: screens == nil && !isReset)
                        }
                        if let alert = transition.target.alert {
                            alertShown[alert].insert(source)
                            if source == start { alertShownOverAnyScreen[alert] = true }
                        }
                    }
                }
            }
        }

        /// Every place a handler or button runs. A handler runs wherever its child was
        /// started, a button wherever its alert is shown; a `start` or an `alert` in them passes
        /// those places on, to other handlers and buttons, until nothing new is found.
        mutating func findWhereHandlersAndButtonsRun() {
            let transitions = resolved.transitions
            // Each place is passed on once along each handler and button: a pass takes only the
            // places found since the last (a chain of alerts written last to first took a pass
            // per alert, each over every place found: 39 s for 1,000 alerts over 1,000 screens).
            // What is found, and in which order, is what passing every place in every pass found.
            var knownStarters = childStarters.map { Set($0) }
            var passedStarters = [Int](repeating: 0, count: flow.children.count)
            var unpassedShown = alertShown.map { $0.sorted() }
            var changed = true
            while changed {
                changed = false
                for child in flow.children.indices {
                    let starters = childStarters[firstOfName[child]]
                    guard passedStarters[child] < starters.count else { continue }
                    let overAnyScreen = runsOverAnyScreen(child: child)
                    let sources = Array(starters[passedStarters[child]...])
                    passedStarters[child] = starters.count
                    for declared in resolved.handlerAlternatives(ofChild: child) {
                        let transition = transitions[declared]
                        guard transition.verb.startsChild || transition.target.alert != nil else { continue }
                        guard mayAdd(sources.count) else { return }
                        passedOn += sources.count
                        if transition.verb.startsChild {
                            if addStarters(transition, at: sources, known: &knownStarters) { changed = true }
                        } else if let alert = transition.target.alert {
                            if show(alert, at: sources, overAnyScreen: overAnyScreen, unpassed: &unpassedShown) {
                                changed = true
                            }
                        }
                    }
                }
                for alert in flow.alerts.indices where !unpassedShown[alert].isEmpty {
                    let sources = unpassedShown[alert].sorted()
                    unpassedShown[alert] = []
                    let overAnyScreen = runsOverAnyScreen(alert: alert)
                    for declared in resolved.buttonAlternatives(ofAlert: alert) {
                        let transition = transitions[declared]
                        guard transition.verb.startsChild || transition.target.alert != nil else { continue }
                        guard mayAdd(sources.count) else { return }
                        passedOn += sources.count
                        if transition.verb.startsChild {
                            if addStarters(transition, at: sources, known: &knownStarters) { changed = true }
                        } else if let shown = transition.target.alert {
                            if show(shown, at: sources, overAnyScreen: overAnyScreen, unpassed: &unpassedShown) {
                                changed = true
                            }
                        }
                    }
                }
            }
        }

        /// Each handler's transitions, from every place its child was started, and each
        /// button's, from every place its alert is shown.
        mutating func placeHandlersAndButtons() {
            for child in flow.children.indices {
                let alternatives = resolved.handlerAlternatives(ofChild: child)
                let first = firstOfName[child]
                let overAnyScreen = runsOverAnyScreen(child: child)
                guard mayAdd(childStarters[first].count * alternatives.count) else { return }
                for source in childStarters[first] {
                    for declared in alternatives {
                        all.append(handlerSite(declared, at: source, overAnyScreen: overAnyScreen && source == start))
                    }
                }
            }
            for alert in flow.alerts.indices {
                let alternatives = resolved.buttonAlternatives(ofAlert: alert)
                guard mayAdd(alertShown[alert].count * alternatives.count) else { return }
                let overAnyScreen = runsOverAnyScreen(alert: alert)
                for source in alertShown[alert].sorted() {
                    for declared in alternatives {
                        all.append(handlerSite(declared, at: source, overAnyScreen: overAnyScreen && source == start))
                    }
                }
            }
        }

        /// Each route's screen, shown over the running flow whichever of its first screens
        /// is shown (`start` screens, entries' starts, `replace` and `reset` targets): pushed or
        /// presented from each. A route left out for its pattern still shows its screen (one
        /// mistake, one finding). Not a declared transition (no index in `resolved`): no context
        /// rule reads it.
        mutating func placeRoutes(firstScreens startScreens: [Bool]) {
            let routeDestinations = flow.routes.compactMap(\.destination) + flow.unreadRouteDestinations
            guard !routeDestinations.isEmpty else { return }
            var firstScreens = startScreens
            for site in all where site.targetScreen >= 0 {
                switch site.verb.stackEffect {
                case .push:
                    if site.source == start && !site.overAnyScreen { firstScreens[site.targetScreen] = true }
                case .replace, .reset: firstScreens[site.targetScreen] = true
                case .present, .pop, .popToRoot, .dismiss, .none: break
                }
            }
            guard mayAdd(routeDestinations.count * firstScreens.count { $0 }) else { return }
            for destination in routeDestinations {
                guard let target = destination.target, let screen = names.screens[target] else { continue }
                for first in firstScreens.indices where firstScreens[first] {
                    all.append(
                        Site(
                            source: first, verb: destination.verb, effect: destination.verb.stackEffect,
                            targetScreen: screen, declared: -1))
                }
            }
        }

        /// For each child name, the nodes that start it; and for each name that is no child.
        var starters: [String: [Int]] {
            var starters = otherStarters
            let children = flow.children
            for child in children.indices where firstOfName[child] == child && !childStarters[child].isEmpty {
                starters[children[child].flow.value] = childStarters[child]
            }
            return starters
        }

        /// Makes `node` a place that starts what `transition` starts.
        mutating func addStarter(_ node: Int, _ transition: ResolvedTransition, overAnyScreen: Bool = false) {
            switch transition.target {
            case .child(let child):
                childStarters[child].append(node)
                if node == start {
                    if overAnyScreen { startedOverAnyScreen[child] = true } else { startedFirst[child] = true }
                }
            case .undeclared:
                // Few: a `start` naming no child of the flow is `missing-identifier`.
                guard let name = resolved.targetName(of: transition, in: flow) else { return }
                otherStarters[name, default: []].append(node)
            case .none, .screen, .outcome, .alert, .event:
                break
            }
        }

        /// Makes each of `sources` a place that runs `transition`, a `start`; true when one was new.
        /// A `reset` to a child starts it on the emptied stack, from the flow's start, wherever it runs.
        /// `known`: each child's starters, as a set.
        private mutating func addStarters(
            _ transition: ResolvedTransition, at sources: [Int], known: inout [Set<Int>]
        ) -> Bool {
            let sources = transition.verb.stackEffect == .reset ? [start] : sources
            var changed = false
            switch transition.target {
            case .child(let started):
                for source in sources where known[started].insert(source).inserted {
                    addStarter(source, transition)
                    changed = true
                }
            case .undeclared:
                // Few: a `start` naming no child of the flow is `missing-identifier`.
                var known = Set(resolved.targetName(of: transition, in: flow).flatMap { otherStarters[$0] } ?? [])
                for source in sources where known.insert(source).inserted {
                    addStarter(source, transition)
                    changed = true
                }
            case .none, .screen, .outcome, .alert, .event:
                break  // a `start` without target
            }
            return changed
        }

        /// Whether the handlers of `child` run over whatever the flow shows where they run from the
        /// start node: it is started there by a trigger without `from` alone, and what they push is
        /// no first screen.
        private func runsOverAnyScreen(child: Int) -> Bool {
            let first = firstOfName[child]
            return startedOverAnyScreen[first] && !startedFirst[first]
        }

        /// The same for the buttons of `alert`.
        private func runsOverAnyScreen(alert: Int) -> Bool {
            alertShownOverAnyScreen[alert] && !alertShownFirst[alert]
        }

        /// Shows alert `alert` at each of `sources`, each new place also `unpassed`; true when one was
        /// new. `overAnyScreen`: whether what shows it runs over whatever the flow shows, from the start node.
        private mutating func show(
            _ alert: Int, at sources: [Int], overAnyScreen: Bool, unpassed: inout [[Int]]
        ) -> Bool {
            if sources.contains(start) {
                if overAnyScreen { alertShownOverAnyScreen[alert] = true } else { alertShownFirst[alert] = true }
            }
            var changed = false
            for source in sources where alertShown[alert].insert(source).inserted {
                unpassed[alert].append(source)
                changed = true
            }
            return changed
        }

        /// Whether `count` more sites keep this round within `workLimit`; once one would not,
        /// `passedWorkLimit` is set and nothing more is placed.
        private mutating func mayAdd(_ count: Int) -> Bool {
            if !passedWorkLimit && all.count + passedOn + count > workLimit { passedWorkLimit = true }
            return !passedWorkLimit
        }

        /// The site of a handler's or button's transition `declared`, run at `source`.
        private func handlerSite(_ declared: Int, at source: Int, overAnyScreen: Bool = false) -> Site {
            let transition = resolved.transitions[declared]
            return Site(
                source: source, verb: transition.verb, effect: transition.verb.stackEffect,
                targetScreen: transition.target.screen ?? -1, declared: declared, overAnyScreen: overAnyScreen)
        }
    }
}
