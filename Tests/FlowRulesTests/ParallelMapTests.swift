import Foundation
import Testing

@testable import FlowRules

/// The stateful `parallelMap` that loads flow files: workers take items as they come free, each
/// with a state of its own (its type cache), and the results stay in the items' order.
struct ParallelMapTests {
    /// A state that counts what its worker mapped, shared by reference so the test can add up.
    final class Tally: @unchecked Sendable {
        var count = 0
    }

    @Test func everyItemIsMappedOnceInOrderWithItsWorkersState() {
        for count in [0, 1, 2, 3, 7, 64, 1000] {
            let items = Array(0..<count)
            let states = StateLog()
            let results = parallelMap(items, makeState: { states.make() }) { tally, item in
                tally.count += 1
                return "item \(item)"
            }
            #expect(results == items.map { "item \($0)" }, "\(count) items")
            // Each item went through exactly one state: the workers' counts add up to the items.
            #expect(states.total == count, "\(count) items")
            // No more states than workers, and none for no items.
            #expect(states.made <= max(1, count), "\(count) items")
        }
    }

    /// The states made, kept to add up their counts once the map has returned.
    final class StateLog: @unchecked Sendable {
        private var tallies: [Tally] = []
        private let lock = NSLock()

        func make() -> Tally {
            let tally = Tally()
            lock.withLock { tallies.append(tally) }
            return tally
        }

        var made: Int { tallies.count }
        var total: Int { tallies.reduce(0) { $0 + $1.count } }
    }
}
