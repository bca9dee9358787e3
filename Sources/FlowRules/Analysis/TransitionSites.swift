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
                        if let alert = transition.target.alert { alertShown[alert].insert(source) }
                    }
                }
            }
        }

        /// Every place a handler or button runs. A handler runs wherever its child was
        /// started, a button wherever its alert is shown; a `start` or an `alert` in them passes
        /// those places on, to other handlers and buttons, until nothing new is found.
        mutating func findWhereHandlersAndButtonsRun() {
            let transitions = resolved.transitions
            var changed = true
            while changed {
                changed = false
                for child in flow.children.indices {
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
        }

        /// Each handler's transitions, from every place its child was started, and each
        /// button's, from every place its alert is shown.
        mutating func placeHandlersAndButtons() {
            for child in flow.children.indices {
                let alternatives = resolved.handlerAlternatives(ofChild: child)
                let first = firstOfName[child]
                // Started from the start node by a trigger without `from` alone: its handlers run over
                // whatever the flow shows, and what they push is no first screen.
                let overAnyScreen = startedOverAnyScreen[first] && !startedFirst[first]
                for source in childStarters[first] {
                    for declared in alternatives {
                        all.append(handlerSite(declared, at: source, overAnyScreen: overAnyScreen && source == start))
                    }
                }
            }
            for alert in flow.alerts.indices {
                let alternatives = resolved.buttonAlternatives(ofAlert: alert)
                for source in alertShown[alert].sorted() {
                    for declared in alternatives { all.append(handlerSite(declared, at: source)) }
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
        private mutating func addStarters(_ transition: ResolvedTransition, at sources: [Int]) -> Bool {
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
        private mutating func show(_ alert: Int, at sources: [Int]) -> Bool {
            var changed = false
            for source in sources where alertShown[alert].insert(source).inserted { changed = true }
            return changed
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
