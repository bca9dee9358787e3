import Dispatch

/// Runs work that mostly waits for the disk (each written file is flushed with `fsync`) on more
/// threads than there are cores: while some wait for their flush, others make and write their
/// files, and the file system commits the waiting flushes together.
enum FileWriters {
    /// Threads writing at once; beyond about this many, flushes no longer get cheaper.
    static let threads = 16

    /// `body` for each index in `0..<count`, on up to `threads` threads; the error of the lowest
    /// index that failed.
    static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> RunError?) -> RunError? {
        let workers = max(1, min(count, threads))
        let failures = FirstFailures(count: workers)
        let group = DispatchGroup()
        for worker in 0..<workers {
            // A serial queue for each worker: serial queues may take a thread each though they
            // outnumber the cores; a concurrent queue would run only as many blocks as cores.
            DispatchQueue(label: "flowc.file-writer").async(group: group) {
                // Interleaved, so that each worker has large and small files alike.
                var index = worker
                while index < count {
                    if let error = body(index) {
                        failures.store(index: index, error: error, worker: worker)
                        return
                    }
                    index += workers
                }
            }
        }
        group.wait()
        return failures.first()
    }
}

/// The first failure of each worker, each slot written by its worker only.
private final class FirstFailures: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<(index: Int, error: RunError)?>
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

    func store(index: Int, error: RunError, worker: Int) {
        slots[worker] = (index, error)
    }

    /// The failure with the lowest index; call after every worker is done.
    func first() -> RunError? {
        (0..<count).compactMap { slots[$0] }.min { $0.index < $1.index }?.error
    }
}
