import Dispatch

/// Work spread over threads, in three shapes: a map whose results keep the items' order, results
/// made ahead and handed over in order as they come, and a loop that stops at failures. In each,
/// a worker takes the next index when it comes free: workers do not run equally fast (one grows
/// the main heap, another a heap of its own; the machine may be busy), and a fixed share each
/// would leave the faster ones idle at the end.
public enum WorkerPool {
    /// The cores this process may run on: those its CPU affinity allows (`taskset`, a container's
    /// cpuset), else every online core. More workers than that would only take turns on them.
    public static var cores: Int {
        CPUAffinity.allowedCores() ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// `transform` of each item, on up to `workers` threads, each with its own state (a parser's
    /// cache, a buffer) made by `makeState`; the results in the items' order.
    public static func map<Item: Sendable, State, Output: Sendable>(
        _ items: [Item], workers: Int = cores, makeState: @Sendable () -> State,
        _ transform: @Sendable (inout State, Item) -> Output
    ) -> [Output] {
        let slots = ResultSlots<Output>(count: items.count)
        let counter = SharedCounter()
        run(workers: min(workers, items.count)) { _ in
            var state = makeState()
            while true {
                let index = counter.next()
                guard index < items.count else { break }
                slots.store(transform(&state, items[index]), at: index)
            }
        }
        return slots.values()
    }

    /// `transform` of each item on all cores; the results in the items' order.
    public static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        map(items, makeState: {}) { _, item in transform(item) }
    }

    /// Makes `count` results on all cores and hands them to `handle` in order, on the calling
    /// thread, each as soon as it and all before it are made. Only a few are made ahead of the
    /// one awaited, so the results are never all held at once.
    public static func forEachInOrder<Output: Sendable>(
        _ count: Int, make: @Sendable (Int) -> Output, handle: (Output) -> Void
    ) {
        guard count > 0 else { return }
        let workers = min(count, cores)
        let results = OrderedResults<Output>(count: count, ahead: 2 * workers)
        withoutActuallyEscaping(make) { make in
            let group = start(workers: 0..<workers) { _ in
                while let index = results.nextIndex() { results.store(make(index), at: index) }
            }
            for index in 0..<count { handle(results.take(index)) }
            // Every worker has found no more indices; none may outlive `make`.
            group.wait()
        }
    }

    /// `body` for each index in `0..<count` on up to `workers` threads, a worker stopping at its
    /// first failure; the failure of the lowest index (every index below it was run). More
    /// workers than cores pay for work that mostly waits (for the disk to flush a file).
    public static func forEach<Failure: Error>(
        _ count: Int, workers: Int, _ body: @Sendable (Int) -> Failure?
    ) -> Failure? {
        let failures = FirstFailures<Failure>(count: max(1, min(workers, count)))
        let counter = SharedCounter()
        run(workers: min(workers, count)) { worker in
            while true {
                let index = counter.next()
                guard index < count else { break }
                if let failure = body(index) {
                    failures.store(index: index, failure: failure, worker: worker)
                    return
                }
            }
        }
        return failures.first()
    }

    /// `body(worker)` for each worker until all have returned: worker 0 on the calling thread,
    /// which would otherwise only wait, and each other on a thread of its own. A small batch (a
    /// few flows) may be done before another thread wakes, and one worker wakes none.
    private static func run(workers: Int, _ body: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let others = start(workers: 1..<max(1, workers), body)
            body(0)
            others.wait()
        }
    }

    /// A serial queue for each worker: serial queues may take a thread each though they outnumber
    /// the cores, where a concurrent queue would run only as many blocks as there are cores.
    private static func start(workers: Range<Int>, _ body: @escaping @Sendable (Int) -> Void) -> DispatchGroup {
        let group = DispatchGroup()
        for worker in workers {
            DispatchQueue(label: "flowc.worker").async(group: group) { body(worker) }
        }
        return group
    }
}

/// A counter that hands each caller the next number once (0, 1, 2, ...), from any thread.
///
/// A mutex, not an atomic: the standard library's `Atomic` needs macOS 15, and a lock taken once
/// per item (a file read and decoded, a file written) costs nothing next to the item.
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
/// (another worker's access holding it) and copy it, freeing the buffer under the other worker.
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
        // Every worker has returned: every index was stored.
        (0..<count).map { storage[$0]! }
    }
}

/// The results of `forEachInOrder`, made by workers and taken in order by one thread.
private final class OrderedResults<Output>: @unchecked Sendable {
    // Unchecked: each slot is written by the one worker given its index and read by the
    // taker only after that worker signals it; `next` is read and written under `handout`.
    private let count: Int
    private let slots: UnsafeMutablePointer<Output?>
    private let ready: [DispatchSemaphore]
    /// Results that may be made and not yet taken: a worker takes room before an index, so the
    /// index awaited is always one a worker holds room for (and no wait can go round in a circle).
    private let room: DispatchSemaphore
    private let handout = DispatchSemaphore(value: 1)
    private var next = 0

    init(count: Int, ahead: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        room = DispatchSemaphore(value: ahead)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The next index to make, once there is room for its result; nil when all are handed out.
    func nextIndex() -> Int? {
        room.wait()
        handout.wait()
        defer { handout.signal() }
        guard next < count else {
            room.signal()
            return nil
        }
        next += 1
        return next - 1
    }

    func store(_ value: Output, at index: Int) {
        slots[index] = value
        ready[index].signal()
    }

    /// The result at `index`, once made; its slot is emptied, so it is freed when used.
    func take(_ index: Int) -> Output {
        ready[index].wait()
        let value = slots[index]!
        slots[index] = nil
        room.signal()
        return value
    }
}

/// The first failure of each worker, each slot written by its worker only.
private final class FirstFailures<Failure: Error>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<(index: Int, failure: Failure)?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(index: Int, failure: Failure, worker: Int) {
        slots[worker] = (index, failure)
    }

    /// The failure with the lowest index; call after every worker is done.
    func first() -> Failure? {
        (0..<count).compactMap { slots[$0] }.min { $0.index < $1.index }?.failure
    }
}
