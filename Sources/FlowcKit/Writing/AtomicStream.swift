import FlowcSupport

/// A file written in pieces, as `AtomicFile` writes one whole: a reader (or a crash) sees the old
/// content or the new, never a part. The pieces go to a locked temporary file beside the target;
/// `commit` flushes it and renames it over the target. A stream given up (dropped without a
/// commit) or one that failed removes its temporary file.
///
/// For output too large to hold in memory: each piece can be freed once written.
public final class AtomicStream {
    public let path: String
    private let temporary: String
    private var descriptor: Int32
    /// Whether `commit` flushes the file to disk (`fsync`) before the rename.
    private let durable: Bool
    /// Why the first write failed; nothing is written after it, and `commit` reports it.
    private var failure: String?

    private init(path: String, temporary: String, descriptor: Int32, durable: Bool) {
        self.path = path
        self.temporary = temporary
        self.descriptor = descriptor
        self.durable = durable
    }

    /// A stream to `path`, its temporary file made; or why it cannot be written. Not `durable`,
    /// the rename still leaves the old content or the new after a crash of the program, but a
    /// power loss may leave the new name with content not yet on disk (Docs/robustness.md).
    public static func open(_ path: String, durable: Bool = true) -> Result<AtomicStream, RunError> {
        switch AtomicFile.makeTemporary(beside: path) {
        case .success(let made):
            return .success(
                AtomicStream(path: path, temporary: made.path, descriptor: made.descriptor, durable: durable))
        case .failure(let error): return .failure(RunError("cannot write '\(path)': \(error.reason)"))
        }
    }

    /// Appends `bytes`. A failure is kept for `commit`; later writes are skipped.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, descriptor >= 0 else { return }
        if let error = AtomicFile.writeAll(bytes, to: descriptor) { failure = String(cString: strerror(error)) }
    }

    /// Puts what was written in place of the target: flushed to disk when durable, then renamed
    /// over it. On
    /// any failure (of this or of a write) the target is left as it was and the temporary file
    /// removed. The stream is finished either way.
    public func commit() -> Result<Void, RunError> {
        guard descriptor >= 0 else { return .failure(RunError("cannot write '\(path)': already finished")) }
        if failure == nil && durable && fsync(descriptor) != 0 { failure = FileSystem.errorText() }
        if failure == nil && rename(temporary, path) != 0 { failure = FileSystem.errorText() }
        if failure != nil { unlink(temporary) }
        // Closing releases the lock, after the rename: the temporary name is gone by then.
        if close(descriptor) != 0 && failure == nil { failure = FileSystem.errorText() }
        descriptor = -1
        if let failure { return .failure(RunError("cannot write '\(path)': \(failure)")) }
        return .success(())
    }

    deinit {
        guard descriptor >= 0 else { return }
        unlink(temporary)
        close(descriptor)
    }
}
