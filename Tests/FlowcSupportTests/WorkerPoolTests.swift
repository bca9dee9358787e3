import FlowcSupport
import Foundation
import Testing

/// The worker pool that loads flow files, draws graphs and writes generated files.
struct WorkerPoolTests {
    /// A state that counts what its worker mapped, shared by reference so the test can add up.
    final class Tally: @unchecked Sendable {
        var count = 0
    }

    /// The stateful map that loads flow files: workers take items as they come free, each with a
    /// state of its own (its type cache), and the results stay in the items' order.
    @Test func everyItemIsMappedOnceInOrderWithItsWorkersState() {
        for count in [0, 1, 2, 3, 7, 64, 1000] {
            let items = Array(0..<count)
            let states = StateLog()
            let results = WorkerPool.map(items, makeState: { states.make() }) { tally, item in
                tally.count += 1
                return "item \(item)"
            }
            #expect(results == items.map { "item \($0)" }, "\(count) items")
            // Each item went through exactly one state: the workers' counts add up to the items.
            #expect(states.total == count, "\(count) items")
            // A state per worker, not per item: never more than the cores (or the items; one
            // worker starts, and makes its state, even for none).
            #expect(states.made <= max(1, min(count, WorkerPool.cores)), "\(count) items")
        }
    }

    /// Found by the fuzzer (AddressSanitizer: heap-use-after-free): workers wrote their results
    /// through an Array, whose buffer another worker's write could copy and free. Any map with
    /// more items than cores could hit it.
    @Test func mapKeepsEveryResultInOrder() {
        for round in 0..<300 {
            let items = Array(0..<(round % 40 + 2))
            let results = WorkerPool.map(items) { [String](repeating: "item \($0)", count: 3) }
            #expect(results == items.map { [String](repeating: "item \($0)", count: 3) }, "round \(round)")
        }
    }

    @Test func inOrderHandsOverEveryResultInOrder() {
        for count in [0, 1, 5, 100] {
            var seen: [Int] = []
            WorkerPool.forEachInOrder(count, make: { $0 * 2 }) { seen.append($0) }
            #expect(seen == (0..<count).map { $0 * 2 })
        }
    }

    struct Failure: Error, Equatable {
        var index: Int
    }

    /// The failure reported is the lowest index's, whichever worker met it first; every index
    /// below it ran.
    @Test func forEachReportsTheLowestFailure() {
        for workers in [1, 2, 16] {
            let ran = StateLog()
            let failure = WorkerPool.forEach(200, workers: workers) { index -> Failure? in
                ran.record(index)
                return index == 37 || index == 150 || index == 151 ? Failure(index: index) : nil
            }
            #expect(failure == Failure(index: 37), "\(workers) workers")
            #expect(Set(0...37).isSubset(of: ran.indices), "\(workers) workers")
        }
        #expect(WorkerPool.forEach(0, workers: 4) { _ -> Failure? in Failure(index: 0) } == nil)
    }

    #if os(Linux)
        /// `taskset -c 1 flowc lint` (or a container's cpuset) leaves one core: the pool starts one
        /// worker there, not one per core the machine has, which would only take turns on it.
        @Test func coresAreThoseTheAffinityAllows() throws {
            typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> CInt
            let get = unsafeBitCast(try #require(dlsym(nil, "sched_getaffinity")), to: Affinity.self)
            let set = unsafeBitCast(try #require(dlsym(nil, "sched_setaffinity")), to: Affinity.self)
            let seen = StateLog()
            // On a thread of its own: the mask is the calling thread's, and the test's other
            // threads keep theirs.
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                var mask = cpu_set_t()
                _ = withUnsafeMutableBytes(of: &mask) { get(0, $0.count, $0.baseAddress) }
                // Only the first core the thread was allowed.
                withUnsafeMutableBytes(of: &mask) { bytes in
                    guard let first = bytes.firstIndex(where: { $0 != 0 }) else { return }
                    let lowest = bytes[first] & (0 &- bytes[first])
                    for index in bytes.indices { bytes[index] = index == first ? lowest : 0 }
                }
                if withUnsafeMutableBytes(of: &mask, { set(0, $0.count, $0.baseAddress) }) == 0 {
                    seen.record(WorkerPool.cores)
                }
                done.signal()
            }
            thread.start()
            done.wait()
            #expect(seen.indices == [1])
        }
    #endif

    /// The states made, kept to add up their counts once the map has returned.
    final class StateLog: @unchecked Sendable {
        private var tallies: [Tally] = []
        private let lock = NSLock()

        func make() -> Tally {
            let tally = Tally()
            lock.withLock { tallies.append(tally) }
            return tally
        }

        private var ran: Set<Int> = []

        func record(_ index: Int) { _ = lock.withLock { ran.insert(index) } }
        var indices: Set<Int> { lock.withLock { ran } }

        var made: Int { tallies.count }
        var total: Int { tallies.reduce(0) { $0 + $1.count } }
    }
}
