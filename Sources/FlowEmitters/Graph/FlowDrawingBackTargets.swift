import FlowModel
import FlowRules

extension FlowDrawing {
    /// The nodes a back transition from `source` (a screen index, or the start node) leads to.
    /// `effect` is how the transition moves the stack where it runs; `transition` is at hand for
    /// an effect that goes back to the screen its verb names rather than where the stack leads.
    mutating func backTargets(
        of transition: ResolvedTransition, _ effect: Transition.StackEffect, from source: Int
    ) -> [String] {
        // A verb that leaves the stack as it is (`stay`) stays where it runs.
        guard source < navigation.screenCount else {
            return effect == .none ? [startID] : [leaveTarget()]
        }
        var targets: [Int] = []
        var leaves = false
        switch effect {
        case .none:
            return [screenIDs[source]]
        case .pop:
            // One array, made to size (`Array(pushers) + presenters` made two).
            let pushers = navigation.pushers[source]
            let presenters = navigation.presenters[source]
            targets.reserveCapacity(pushers.count + presenters.count)
            targets += pushers
            targets += presenters
            leaves = navigation.isFirst[source]
        case .popToRoot:
            let stacks = stacks(of: source)
            if stacks.onFirstStack {
                if navigation.isFirst[source] {
                    leaves = true
                } else {
                    targets = firstScreens
                }
            }
            for bottom in stacks.presentedBottoms {
                if bottom == source { targets += navigation.presenters[source] } else { targets.append(bottom) }
            }
        case .dismiss:
            // Format 1.2: a `dismiss` on a first screen of a kept flow hides it.
            if let hidden = hidingTarget(of: transition, from: source) { return [hidden] }
            for bottom in stacks(of: source).presentedBottoms { targets += navigation.presenters[bottom] }
        case .push, .present, .replace, .reset:
            return []  // drawn forward, to their target
        }
        // Usually a few targets: a linear check keeps them distinct without a set.
        var result: [String] = []
        result.reserveCapacity(targets.count + 1)
        if targets.count <= 8 {
            for (position, target) in targets.enumerated()
            where target < navigation.screenCount && !targets[..<position].contains(target) {
                result.append(screenIDs[target])
            }
        } else {
            var seen: Set<Int> = []
            for target in targets where target < navigation.screenCount && seen.insert(target).inserted {
                result.append(screenIDs[target])
            }
        }
        if leaves || result.isEmpty { result.append(leaveTarget()) }
        return result
    }

    /// Where leaving the first screen goes: the `back` outcome, or the exit point.
    mutating func leaveTarget() -> String {
        if let back = flow.back { return outcomeTarget(back.value).id }
        return exitNode()
    }

    /// The stacks of screen `source`, worked out on first use.
    mutating func stacks(of source: Int) -> FlowNavigation.Stacks {
        if let known = stacks[source] { return known }
        let found = navigation.stacks[source]
        stacks[source] = found
        return found
    }
}
