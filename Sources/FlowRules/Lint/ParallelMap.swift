import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps `items` on all cores, each worker with its own state (a type-expression cache, say),
/// keeping the results in the items' order.
///
/// Items are handed out one at a time as workers come free. A fixed share per worker (every
/// second file to each of two) left one core idle for the last fifth of loading a large app:
/// the workers do not run equally fast (one grows the main heap, the other a heap of its own;
/// the machine may be busy), and the faster one had nothing left to take.
public func parallelMap<Item: Sendable, State, Output: Sendable>(
    _ items: [Item], makeState: @Sendable () -> State, _ transform: @Sendable (inout State, Item) -> Output
) -> [Output] {
    let workers = max(1, min(items.count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    let slots = ResultSlots<Output>(count: items.count)
    let counter = SharedCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        var state = makeState()
        while true {
            let index = counter.next()
            guard index < items.count else { break }
            slots.store(transform(&state, items[index]), at: index)
        }
    }
    return slots.values()
}

/// A counter that hands each caller the next number once (0, 1, 2, ...), from any thread.
///
/// A mutex, not an atomic: the standard library's `Atomic` needs macOS 15, and a lock taken
/// once per item (a file read and decoded) costs nothing measurable.
private final class SharedCounter: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value = 0

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func next() -> Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let taken = value
        value += 1
        return taken
    }
}

/// Slots that workers fill, each index written by exactly one worker.
///
/// The slots are memory of their own, not an Array: writing through an Array's buffer from
/// several threads makes each write an access to the Array, which may find the buffer shared
/// (another worker's access holding it) and copy it, freeing the buffer under the other worker
/// (AddressSanitizer saw exactly that in a debug build: lost results, a write to freed memory).
private final class ResultSlots<Output>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Output?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = UnsafeMutablePointer<Output?>.allocate(capacity: max(1, count))
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ value: Output, at index: Int) {
        // Distinct indices: no two workers touch one slot, and nothing else is shared.
        (storage + index).pointee = value
    }

    func values() -> [Output] {
        // concurrentPerform has returned: every index was stored by its worker.
        (0..<count).map { storage[$0]! }
    }
}

/// Maps `items` on all cores, keeping the results in the items' order.
///
/// Items are handed out one at a time as workers come free, so that a few large items (one
/// rule that does most of the work, one huge flow) do not leave a core idle.
public func parallelMap<Item: Sendable, Output: Sendable>(
    _ items: [Item], _ transform: @Sendable (Item) -> Output
) -> [Output] {
    let slots = ResultSlots<Output>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots.store(transform(items[index]), at: index)
    }
    return slots.values()
}
