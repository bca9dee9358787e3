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
public func parallelMap<Item: Sendable, State, Output: Sendable>(
    _ items: [Item], makeState: @Sendable () -> State, _ transform: @Sendable (inout State, Item) -> Output
) -> [Output] {
    let workers = max(1, min(items.count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    let slots = ResultSlots<Output>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var state = makeState()
        // Interleaved, so that large and small files spread over the workers.
        var index = worker
        while index < items.count {
            slots.store(transform(&state, items[index]), at: index)
            index += workers
        }
    }
    return slots.values()
}

/// Slots that workers fill, each index written by exactly one worker.
private final class ResultSlots<Output>: @unchecked Sendable {
    private var storage: [Output?]

    init(count: Int) {
        storage = [Output?](repeating: nil, count: count)
    }

    func store(_ value: Output, at index: Int) {
        // Distinct indices of an array's buffer: no two workers touch one element.
        storage.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func values() -> [Output] {
        storage.map { $0! }
    }
}

/// Maps `items` on all cores, keeping the results in the items' order.
public func parallelMap<Item: Sendable, Output: Sendable>(
    _ items: [Item], _ transform: @Sendable (Item) -> Output
) -> [Output] {
    parallelMap(items, makeState: {}) { _, item in transform(item) }
}
