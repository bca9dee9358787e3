import FlowcSupport

/// Bytes put aside to be written later, in order: in memory up to `memoryLimit`, beyond it in a
/// temporary file, so that a large part of an output that must come last costs no memory while
/// the rest is made and written.
///
/// The file is made beside a path (named as `AtomicFile`'s temporary files are) and unlinked at
/// once: it has no name while it is used, and its space is freed when the buffer is. Where no
/// file can be made, the bytes stay in memory.
public final class SpillBuffer {
    private let besidePath: String
    private let memoryLimit: Int
    private var memory: [UInt8] = []
    private var descriptor: Int32 = -1
    /// Why a write to the file failed; `drain` reports it.
    private var failure: String?

    /// A buffer whose file, if it needs one, is made in the directory of `path`.
    public init(beside path: String, memoryLimit: Int = 1 << 20) {
        besidePath = path
        self.memoryLimit = memoryLimit
    }

    public func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        if descriptor < 0 && memory.count + bytes.count > memoryLimit { spill() }
        if descriptor < 0 {
            memory.append(contentsOf: bytes)
        } else if let error = AtomicFile.writeAll(bytes, to: descriptor) {
            failure = String(cString: strerror(error))
        }
    }

    /// Hands everything appended to `body`, in order and in pieces, and empties the buffer.
    public func drain(_ body: (UnsafeRawBufferPointer) -> Void) -> Result<Void, RunError> {
        defer { reset() }
        if let failure { return .failure(RunError("cannot put output aside beside '\(besidePath)': \(failure)")) }
        if descriptor < 0 {
            memory.withUnsafeBytes(body)
            return .success(())
        }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { chunk.deallocate() }
        var offset: off_t = 0
        while true {
            let count = pread(descriptor, chunk.baseAddress, chunk.count, offset)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(
                    RunError("cannot read output put aside beside '\(besidePath)': \(FileSystem.errorText())"))
            }
            if count == 0 { return .success(()) }
            body(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
            offset += off_t(count)
        }
    }

    /// Moves what is in memory to a new unlinked file; leaves it in memory if none can be made.
    private func spill() {
        guard case .success(let made) = AtomicFile.makeTemporary(beside: besidePath, access: O_RDWR) else { return }
        unlink(made.path)
        descriptor = made.descriptor
        if let error = memory.withUnsafeBytes({ AtomicFile.writeAll($0, to: descriptor) }) {
            failure = String(cString: strerror(error))
        }
        memory = []
    }

    private func reset() {
        memory = []
        failure = nil
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
