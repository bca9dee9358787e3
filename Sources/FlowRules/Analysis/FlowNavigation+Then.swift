import FlowModel

// Format 1.2, §2: `then`, a second step after a closing one, run from each screen the closing
// step lands on, as an action of that screen.
extension FlowNavigation {
    /// Where each second step's first step lands, from the sites of the first steps: the screens
    /// that present the closed stack, for `dismiss`; that push the screen, for `pop`; the bottom of
    /// its stack, for `popToRoot`. `leavesFlow` holds the second steps after a `pop` on a first
    /// screen, which leaves the flow, and, in a flow its parents keep (`isKept`), after a
    /// `dismiss` there, which hides it (format 1.2): the second step would run in the parent.
    ///
    /// Each screen a second step is set to land on, and each stack bottom looked at on the way,
    /// is a step of `work`; nil once `work` passes `workLimit` (`limits.placementsPerTransition`):
    /// second steps that land on every screen of a large flow make this quadratic.
    static func thenLandings(
        _ sites: [Site], resolved: ResolvedFlow, positions: Positions, isKept: Bool = false,
        work: inout Int, workLimit: Int = .max
    ) -> (landings: [[Int]], leavesFlow: [ResolvedTransition])? {
        let thenSteps = resolved.thenSteps
        guard !thenSteps.isEmpty else { return ([], []) }
        let count = positions.isFirst.count
        // The second step of each first step, by the first step's position (-1: none): an array,
        // as every site of the flow is looked up in it.
        var secondOf = [Int](repeating: -1, count: resolved.transitions.count)
        for then in thenSteps {
            if case .then(let step) = resolved.transitions[then].place { secondOf[step] = then }
        }
        var landings = [Set<Int>](repeating: [], count: thenSteps.count)
        var leaves: Set<Int> = []
        var stackBottoms = StackBottoms(
            pushers: positions.pushers, presenters: positions.presenters, isFirst: positions.isFirst)
        for site in sites where site.thenOf < 0 && site.source < count && site.declared >= 0 {
            let then = secondOf[site.declared]
            guard then >= 0 else { continue }
            // In an event's handler the closing step is `invalid-transition` already (it moves the
            // screens beneath the running child): its second step is not checked again.
            if case .handler(let child, let handler) = resolved.transitions[site.declared].place,
                resolved.handledEvent(ofHandler: handler, ofChild: child) != nil
            {
                continue
            }
            let source = site.source
            switch site.effect {
            case .dismiss:
                if isKept && positions.isFirst[source] { leaves.insert(then) }
                let bottoms = stackBottoms.bottoms(of: source, presentedOnly: true)
                work += bottoms.count
                for bottom in bottoms {
                    work += positions.presenters[bottom].count
                    // The start node presents what a trigger without `from` presents: closed, it
                    // goes back to whatever the flow showed, where the second step runs.
                    for presenter in positions.presenters[bottom]
                    where presenter < count || positions.shownOverAnyScreen.contains(bottom) {
                        landings[then - thenSteps.lowerBound].insert(presenter)
                    }
                }
            case .pop:
                if positions.isFirst[source] { leaves.insert(then) }
                work += positions.pushers[source].count
                for pusher in positions.pushers[source] {
                    landings[then - thenSteps.lowerBound].insert(pusher)
                }
            case .popToRoot:
                // On a first screen it acts like `pop`.
                if positions.isFirst[source] { leaves.insert(then) }
                let bottoms = stackBottoms.bottoms(of: source, presentedOnly: false)
                work += bottoms.count
                for bottom in bottoms {
                    landings[then - thenSteps.lowerBound].insert(bottom)
                }
            case .push, .present, .replace, .reset, .none:
                break
            }
            if work > workLimit { return nil }
        }
        return (landings.map { $0.sorted() }, leaves.sorted().map { resolved.transitions[$0] })
    }
}

extension FlowNavigation.TransitionSites {
    /// Each second step (`then`, format 1.2) as an action of each screen its first step lands on
    /// (`landings`, found from the sites of the previous round; none in the first).
    mutating func placeThenSteps(_ landings: [[Int]]) {
        let transitions = resolved.transitions
        for then in resolved.thenSteps {
            let transition = transitions[then]
            guard case .then(let step) = transition.place else { continue }
            for source in landings[then - resolved.thenSteps.lowerBound] {
                // Landed on the start node, it runs over whatever the flow shows.
                let overAnyScreen = source == start
                var site = FlowNavigation.Site(
                    source: source, verb: transition.verb, effect: transition.verb.stackEffectInAction,
                    targetScreen: transition.target.screen ?? -1, declared: then, overAnyScreen: overAnyScreen)
                site.thenOf = step
                all.append(site)
                if transition.verb.startsChild { addStarter(source, transition, overAnyScreen: overAnyScreen) }
                if let alert = transition.target.alert {
                    alertShown[alert].insert(source)
                    if overAnyScreen { alertShownOverAnyScreen[alert] = true }
                }
            }
        }
    }
}
