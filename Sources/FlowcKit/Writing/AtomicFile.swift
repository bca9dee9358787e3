import FlowcSupport

/// Writes files so that a reader (or a crash) sees either the old content or the new, never a
/// part: the bytes go to a temporary file beside the target, are flushed to disk, and the
/// temporary file is renamed over the target.
public enum AtomicFile {
    /// The prefix of temporary files, so that a later run can find and remove leftovers.
    public static let temporaryPrefix = ".flowc-tmp-"

    /// `text`, as UTF-8, written as `write(_:to:)` writes bytes.
    public static func write(_ text: String, to path: String) -> Result<Void, RunError> {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: path) }
    }

    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) -> Result<Void, RunError> {
        bytes.withUnsafeBytes { write($0, to: path, durable: durable) }
    }

    /// The bytes go to a temporary file beside `path`, locked (`flock`) from its creation until
    /// it is renamed over `path`, so that another run can tell a live write from a leftover;
    /// `durable`, they are flushed to disk (`fsync`) before the rename.
    public static func write(
        _ bytes: UnsafeRawBufferPointer, to path: String, durable: Bool = true
    ) -> Result<Void, RunError> {
        AtomicStream.open(path, durable: durable).flatMap { stream in
            stream.write(bytes)
            return stream.commit()
        }
    }

    /// Why no temporary file could be made: the words after "cannot write 'PATH': ".
    struct TemporaryFileError: Error {
        var reason: String
    }

    /// A new temporary file beside `path` (in its directory, named with `temporaryPrefix` and
    /// `path`'s name), open with `access` (`O_WRONLY`, `O_RDWR`) and locked (`flock`) until it is
    /// closed; or why not.
    static func makeTemporary(
        beside path: String, access: Int32 = O_WRONLY
    ) -> Result<(descriptor: Int32, path: String), TemporaryFileError> {
        let (directory, name) = split(path)
        // A run that removes leftovers may take the file between its creation and the lock:
        // then the file has no name any more (no links), and another is made.
        for _ in 0..<100 {
            let temporary = directory + temporaryPrefix + name + "-\(getpid())-\(nextSerial())"
            let descriptor = open(temporary, access | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                if errno == EEXIST { continue }
                return .failure(TemporaryFileError(reason: FileSystem.errorText()))
            }
            var info = stat()
            if flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &info) == 0, info.st_nlink > 0 {
                return .success((descriptor, temporary))
            }
            close(descriptor)
        }
        return .failure(TemporaryFileError(reason: "no temporary file could be made beside it"))
    }

    /// Writes all of `bytes` to `descriptor`; the `errno` of a failed write, or nil.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Removes a temporary file that an interrupted run left at `path`; leaves alone one that a
    /// live run is still writing (it holds the lock) and anything that is not a regular file.
    public static func removeLeftover(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            // A symbolic link by that name: remove the link, never what it points to.
            if FileSystem.isSymbolicLink(path) { unlink(path) }
            return
        }
        defer { close(descriptor) }
        var held = stat()
        var named = stat()
        guard fstat(descriptor, &held) == 0, held.st_mode & S_IFMT == S_IFREG,
            flock(descriptor, LOCK_EX | LOCK_NB) == 0,
            lstat(path, &named) == 0, named.st_dev == held.st_dev, named.st_ino == held.st_ino
        else { return }
        unlink(path)
    }

    /// Removes the temporary files that interrupted runs left beside `path` (named for it), as
    /// `removeLeftover` does each: a `graph --output` killed mid-run leaves one, which the next
    /// run to the same file clears, as `generate` clears its output directory's.
    public static func removeLeftovers(beside path: String) {
        let (directory, name) = split(path)
        guard case .success(let entries) = FileSystem.entries(of: directory.isEmpty ? "." : directory) else { return }
        let prefix = temporaryPrefix + name + "-"
        for entry in entries where entry.hasPrefix(prefix) { removeLeftover(directory + entry) }
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
