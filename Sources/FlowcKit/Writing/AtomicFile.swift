#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader (or a crash) sees either the old content or the new, never a
/// part: the bytes go to a temporary file beside the target, are flushed to disk, and the
/// temporary file is renamed over the target.
public enum AtomicFile {
    /// The prefix of temporary files, so that a later run can find and remove leftovers.
    public static let temporaryPrefix = ".flowc-tmp-"

    public enum WriteResult: Sendable, Equatable {
        case unchanged
        case written
    }

    /// Writes `bytes` to `path` unless the file already holds exactly them (then it is left
    /// alone, modification time included).
    public static func writeIfChanged(_ bytes: [UInt8], to path: String) -> Result<WriteResult, RunError> {
        if case .success(.bytes(let existing)) = FileSystem.read(path, limit: Int.max), existing == bytes {
            return .success(.unchanged)
        }
        return write(bytes, to: path).map { .written }
    }

    public static func write(_ bytes: [UInt8], to path: String) -> Result<Void, RunError> {
        let (directory, name) = split(path)
        let temporary = directory + temporaryPrefix + name + "-\(getpid())-\(nextSerial())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            return .failure(RunError("cannot write '\(path)': \(FileSystem.errorText())"))
        }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = FileSystem.errorText()
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = FileSystem.errorText() }
        if close(descriptor) != 0 && failure == nil { failure = FileSystem.errorText() }
        if failure == nil && rename(temporary, path) != 0 { failure = FileSystem.errorText() }
        if let failure {
            unlink(temporary)
            return .failure(RunError("cannot write '\(path)': \(failure)"))
        }
        return .success(())
    }

    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// Distinct temporary names within one process: the clock in nanoseconds. `O_EXCL` makes a
    /// collision (two threads in one nanosecond) an error instead of a shared file.
    private static func nextSerial() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
