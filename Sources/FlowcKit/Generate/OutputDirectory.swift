import FlowDiagnostics
import FlowEmitters
import FlowRules
import FlowcSupport

/// The directory generate writes into, read without following symbolic links: only its own
/// entries are looked at, never what a link points to, and never its subdirectories.
struct OutputDirectory {
    let path: String

    /// What the directory holds now.
    struct Scan {
        enum State: Sendable {
            /// Exactly the bytes generate would write now.
            case upToDate
            /// Anything else: edited, from other inputs, or no longer produced.
            case outOfDate
        }

        /// Generated files (with the header), by name.
        var generated: [String: State] = [:]
        /// Temporary files a run that was interrupted left behind.
        var leftovers: [String] = []
    }

    func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Why `path` cannot be a directory that generate writes into (it is a file, or a part of it
    /// is), or nil: it is one, or is missing (and is made when something is written).
    static func refusal(asDirectory path: String, named what: String) -> RunError? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? nil : RunError("cannot use \(what) '\(path)': \(FileSystem.errorText())")
        }
        return info.st_mode & S_IFMT == S_IFDIR ? nil : RunError("\(what) '\(path)' is not a directory")
    }

    func exists(_ name: String) -> Bool {
        var info = stat()
        return lstat(path(of: name), &info) == 0
    }

    /// Reads the directory, on all cores; each of `planned` found there is checked against its
    /// header and digests. A file without the header, or a symbolic link, is a refusal (exit 2):
    /// generate touches nothing then. Hidden files and subdirectories are left alone. No file's
    /// bytes are kept.
    func scan(planned: [SwiftEmitter.PlannedFile]) -> Result<Scan, RunError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT && !FileSystem.isSymbolicLink(path) { return .success(Scan()) }
            return .failure(RunError("cannot read output directory '\(path)': \(FileSystem.errorText())"))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return .failure(RunError("output '\(path)' is not a directory"))
        }
        let names: [String]
        switch FileSystem.entries(of: path) {
        case .success(let entries): names = entries.sorted { $0.precedesInByteOrder($1) }
        case .failure(let error): return .failure(RunError(error))
        }
        var scan = Scan()
        var candidates: [String] = []
        for name in names {
            if name.hasPrefix(AtomicFile.temporaryPrefix) {
                scan.leftovers.append(name)
            } else if !name.hasPrefix(".") {
                candidates.append(name)
            }
        }
        let plannedByName = Dictionary(planned.map { ($0.name, $0) }) { first, _ in first }
        // Each worker reads its files into one buffer, reused: the output is megabytes of files
        // read on every run, and a fresh, zeroed array for each costs more than reading it.
        let entries = WorkerPool.map(candidates, makeState: { [UInt8]() }) { buffer, name in
            inspect(name, planned: plannedByName[name], buffer: &buffer)
        }
        // The first refusal in the names' order, whichever core found it.
        for (name, entry) in zip(candidates, entries) {
            switch entry {
            case .other: continue
            case .generated(let state): scan.generated[name] = state
            case .refused(let error): return .failure(error)
            }
        }
        return .success(scan)
    }

    private enum Entry: Sendable {
        /// A subdirectory, left alone.
        case other
        case generated(Scan.State)
        case refused(RunError)
    }

    private func inspect(_ name: String, planned: SwiftEmitter.PlannedFile?, buffer: inout [UInt8]) -> Entry {
        let entry = path(of: name)
        var entryInfo = stat()
        guard lstat(entry, &entryInfo) == 0 else {
            return .refused(RunError("cannot read '\(entry)': \(FileSystem.errorText())"))
        }
        switch entryInfo.st_mode & S_IFMT {
        case S_IFDIR:
            // Left alone, unless it stands where this run writes a file: refused before anything is
            // written, not after the files before it in the run.
            guard planned == nil else {
                return .refused(
                    RunError(
                        "'\(entry)' is a directory where generate writes a file; refusing to touch the output directory"
                    ))
            }
            return .other
        case S_IFREG:
            guard let count = Self.read(entry, into: &buffer, limit: 64 << 20) else {
                return .refused(RunError("cannot read '\(entry)'"))
            }
            return buffer.withUnsafeBytes { buffer in
                let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                // A file this run writes that a power loss cut short in its header is written again.
                guard SwiftEmitter.isGenerated(bytes) || (planned != nil && SwiftEmitter.isCutShortInItsHeader(bytes))
                else {
                    return .refused(
                        RunError(
                            "'\(entry)' was not generated by flowc (its first line is not the generated-file "
                                + "header); refusing to touch the output directory"))
                }
                return .generated(planned?.isUpToDate(bytes) == true ? .upToDate : .outOfDate)
            }
        default:
            return .refused(RunError("'\(entry)' is not a regular file; refusing to touch the output directory"))
        }
    }

    /// Reads the regular file at `path` into the start of `buffer`, grown as needed; the count
    /// of bytes read, or nil when it cannot be read or holds more than `limit`.
    private static func read(_ path: String, into buffer: inout [UInt8], limit: Int) -> Int? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else {
            return nil
        }
        // One byte more than the size, so that a file that grew is seen to have.
        var count = 0
        var wanted = Int(info.st_size) + 1
        while true {
            if buffer.count < wanted && count > 0 {
                // The file grew while it was read: keep what was read.
                buffer.append(contentsOf: repeatElement(0, count: wanted - buffer.count))
            } else if buffer.count < wanted {
                // Not zeroed: only what `read` writes is ever looked at.
                buffer = [UInt8](unsafeUninitializedCapacity: wanted) { _, initialized in initialized = wanted }
            }
            let result = buffer.withUnsafeMutableBytes { bytes in
                systemRead(descriptor, bytes.baseAddress! + count, bytes.count - count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if result == 0 { return count }
            count += result
            if count > limit { return nil }
            if count == buffer.count { wanted = 2 * count }
        }
    }

    /// Creates the directory and its missing parents.
    func create() -> Result<Void, RunError> {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") where !component.isEmpty {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                return .failure(RunError("cannot create directory '\(prefix)': \(FileSystem.errorText())"))
            }
            prefix += "/"
        }
        return .success(())
    }

    /// One path component, not hidden: no `/`, no NUL, not `.`, `..` or `.name`.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
    }

    static func removeFile(_ path: String) -> Result<Void, RunError> {
        unlink(path) == 0 || errno == ENOENT
            ? .success(()) : .failure(RunError("cannot remove '\(path)': \(FileSystem.errorText())"))
    }

    static func sameDirectory(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        if stat(first, &a) == 0 && stat(second, &b) == 0 { return a.st_dev == b.st_dev && a.st_ino == b.st_ino }
        return normalized(first) == normalized(second)
    }

    /// `path` without `.` components and doubled slashes.
    static func normalized(_ path: String) -> String { FileSystem.lexicallyNormal(path) }

    /// `path` relative to `directory` (both normalised); a relative path stays as it is.
    static func relative(_ path: String, to directory: String) -> String {
        let path = normalized(path)
        guard path.hasPrefix("/") else { return path }
        let from = normalized(directory).split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count && common < to.count && from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let rest = to[common...].map(String.init)
        let joined = (up + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }
}

/// `read(2)`, named apart from `OutputDirectory.read(_:into:limit:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
