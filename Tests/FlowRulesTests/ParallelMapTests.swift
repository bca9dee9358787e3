import Foundation
import Testing

@testable import FlowRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            // A state per worker, not per item: never more than the cores (or the items; one
            // worker starts, and makes its state, even for none).
            let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
            #expect(states.made <= max(1, min(count, cores)), "\(count) items")
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
