import Testing

@testable import FlowRules

/// Where a second step (`then`) after `dismiss` or `popToRoot` runs comes from the bottoms of the
/// stacks its screen can stand on. `StackBottoms` walks back from each screen, and once the walks
/// cost too much finds them once per cycle of pushes; either way they must be what the
/// definition gives: the screens reached back by pushes alone, the screen included,
/// that are presented (or, for `popToRoot`, first screens).
@Suite struct StackBottomsTests {
    /// The definition: a walk back over the pushers from `screen`.
    static func bottoms(
        of screen: Int, pushers: [[Int]], presented: [Bool], isFirst: [Bool], presentedOnly: Bool
    )
        -> Set<Int>
    {
        var seen: Set<Int> = [screen]
        var pending = [screen]
        var bottoms: Set<Int> = []
        while let node = pending.popLast() {
            if presented[node] || (!presentedOnly && isFirst[node]) { bottoms.insert(node) }
            for pusher in pushers[node] where seen.insert(pusher).inserted { pending.append(pusher) }
        }
        return bottoms
    }

    /// Graphs of up to 12 screens from a fixed linear congruential sequence, dense and sparse, with
    /// cycles of pushes, screens pushing themselves and repeated edges: every screen's bottoms, both
    /// ways, against the definition.
    @Test func agreesWithTheDefinitionOnManyGraphs() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            let count = 1 + next(12)
            let edgeCount = next(count * 3 + 1)
            var pushers = [[Int]](repeating: [], count: count)
            var pushersGraph = Adjacency(nodeCount: count)
            for _ in 0..<edgeCount {
                let (screen, pusher) = (next(count), next(count))
                pushers[screen].append(pusher)
                pushersGraph.add(screen, pusher)
            }
            pushersGraph.seal()
            let presented = (0..<count).map { _ in next(3) == 0 }
            let isFirst = (0..<count).map { _ in next(4) == 0 }
            var presentersGraph = Adjacency(nodeCount: count)
            for screen in 0..<count where presented[screen] { presentersGraph.add(screen, next(count)) }
            presentersGraph.seal()
            // Walks alone, components alone, and walks until the budget runs out on the way.
            for budget in [Int.max, 0, count + 2] {
                var found = StackBottoms(
                    pushers: pushersGraph, presenters: presentersGraph, isFirst: isFirst, budget: budget)
                for screen in 0..<count {
                    for presentedOnly in [true, false] {
                        let expected = Self.bottoms(
                            of: screen, pushers: pushers, presented: presented, isFirst: isFirst,
                            presentedOnly: presentedOnly)
                        let bottoms = found.bottoms(of: screen, presentedOnly: presentedOnly)
                        #expect(
                            Set(bottoms) == expected,
                            "budget \(budget), screen \(screen) of \(pushers), presented \(presented)")
                        #expect(bottoms.count == expected.count, "each bottom once")
                    }
                }
            }
        }
    }
}
