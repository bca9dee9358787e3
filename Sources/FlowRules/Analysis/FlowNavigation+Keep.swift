import FlowModel

/// Format 1.2: how a flow's parents keep it (`keep`), which the navigation analysis reads as its
/// ways out: a kept flow is hidden, not finished, by a `dismiss` on its first screen and by the
/// swipe of its stack.
extension FlowNavigation {
    public struct Keeping: Sendable, Hashable {
        /// Every parent that lists the flow as a child keeps it.
        public var isKept: Bool
        /// Every such parent presents it in a style the user can swipe away, not turned off.
        public var swipeHides: Bool

        public static let notKept = Keeping(isKept: false, swipeHides: false)

        public init(isKept: Bool, swipeHides: Bool) {
            self.isKept = isKept
            self.swipeHides = swipeHides
        }

        /// Each flow's keeping, by name: a flow listed by several parents is kept only when every
        /// one of them keeps it (elsewhere its `dismiss` means what it means in any flow).
        public static func byFlow(_ flows: [Flow]) -> [String: Keeping] {
            var keeping: [String: Keeping] = [:]
            for flow in flows where flow.children.contains(where: \.isKept) {
                for child in flow.children where child.isKept {
                    keeping[child.flow.value] = Keeping(
                        isKept: true, swipeHides: child.presentation?.isSwipedAwayFreely ?? true)
                }
            }
            guard !keeping.isEmpty else { return [:] }
            for flow in flows {
                for child in flow.children where !child.isKept && keeping[child.flow.value] != nil {
                    keeping[child.flow.value] = nil
                }
                for child in flow.children where child.isKept {
                    guard var current = keeping[child.flow.value] else { continue }
                    current.swipeHides = current.swipeHides && (child.presentation?.isSwipedAwayFreely ?? true)
                    keeping[child.flow.value] = current
                }
            }
            return keeping
        }
    }

    /// The `dismiss`es declared on a first screen: in a kept flow, each hides it.
    static func hidingDismisses(_ sites: [Site], resolved: ResolvedFlow, isFirst: [Bool]) -> [ResolvedTransition] {
        var seen: Set<Int> = []
        var result: [ResolvedTransition] = []
        for site in sites where site.effect == .dismiss && !site.overAnyScreen {
            guard site.source < isFirst.count, isFirst[site.source], seen.insert(site.declared).inserted else {
                continue
            }
            result.append(resolved.transitions[site.declared])
        }
        return result
    }

    /// The ways a kept flow hides, for `canFinish`: a `dismiss` on a first screen, and, where the
    /// stack can be swiped away, every screen of the first stack.
    static func hidingSources(
        _ keeping: Keeping, sites: [Site], isFirst: [Bool], onFirstStack: [Bool], reachable: [Bool]
    ) -> [Int] {
        // The screens, not a closure that adds edges: `canFinish`'s `edge` handed out as a closure
        // would make every edge of every flow check its exclusive access at run time.
        let count = isFirst.count
        var sources: [Int] = []
        for site in sites where site.effect == .dismiss && !site.overAnyScreen {
            if site.source < count && isFirst[site.source] && reachable[site.source] { sources.append(site.source) }
        }
        guard keeping.swipeHides else { return sources }
        for screen in 0..<count where onFirstStack[screen] && reachable[screen] { sources.append(screen) }
        return sources
    }
}
