import FlowModel

// Format 1.2, §6: an external screen's `to`, run once it has closed, as a second step, from each
// screen it was shown over.
extension FlowNavigation {
    /// For each external screen, the screens beneath it: those that push or present it (the
    /// start node left out: a pushed first screen is `invalid-transition`), by screen, and the
    /// start node where it is shown over whatever the flow shows (by a trigger without `from`);
    /// nil for a flow whose external screens have no `to`.
    static func externalLandings(resolved: ResolvedFlow, positions: Positions) -> [Int: [Int]]? {
        guard !resolved.externalSteps.isEmpty else { return nil }
        let count = positions.isFirst.count
        var landings: [Int: [Int]] = [:]
        for step in resolved.externalSteps {
            guard case .external(let screen) = resolved.transitions[step].place, landings[screen] == nil else {
                continue
            }
            var beneath = Set(positions.pushers[screen].filter { $0 < count })
            beneath.formUnion(positions.presenters[screen].filter { $0 < count })
            if positions.shownOverAnyScreen.contains(screen) { beneath.insert(count) }
            landings[screen] = beneath.sorted()
        }
        return landings
    }

    /// How many sites the steps of the external screens' `to` would take, placed on `landings`:
    /// counted before they are placed (`limits.placementsPerTransition`), as a second step's landings are.
    static func externalPlacements(resolved: ResolvedFlow, landings: [Int: [Int]]) -> Int {
        var count = 0
        for step in resolved.externalSteps {
            if case .external(let screen) = resolved.transitions[step].place { count += landings[screen]?.count ?? 0 }
        }
        return count
    }
}

extension FlowNavigation.TransitionSites {
    /// Each step of an external screen's `to` as an action of each screen beneath it
    /// (`landings`, found from the sites of the previous round; none in the first); from the
    /// start node, over whatever the flow shows.
    mutating func placeExternalSteps(_ landings: [Int: [Int]]) {
        let transitions = resolved.transitions
        for position in resolved.externalSteps {
            let transition = transitions[position]
            guard case .external(let screen) = transition.place else { continue }
            for source in landings[screen] ?? [] {
                all.append(
                    FlowNavigation.Site(
                        source: source, verb: transition.verb, effect: transition.verb.stackEffectInAction,
                        targetScreen: transition.target.screen ?? -1, declared: position,
                        overAnyScreen: source == start))
                if transition.verb.startsChild { addStarter(source, transition) }
                if let alert = transition.target.alert {
                    alertShown[alert].insert(source)
                    if source == start { alertShownOverAnyScreen[alert] = true }
                }
            }
        }
    }
}
