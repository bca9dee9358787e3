/// The few POSIX calls flowc needs, with errors as values.
public enum FileSystem {
    /// Why a call failed, as a sentence: "cannot read 'PATH': REASON".
    public struct Failure: Error, Sendable, Hashable {
        public var message: String
    }

    public enum Kind: Sendable {
        case file
        case directory
        case other
    }

    /// What `path` is, following symbolic links; nil when it does not exist (or a link is broken).
    public static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return kind(info.st_mode)
    }

    /// Whether `path` itself is a symbolic link.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFLNK
    }

    private static func kind(_ mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The names of the process's current directory: the one `getcwd` gives (through no symbolic
    /// link), then the shell's `$PWD` where it names the same directory another way (through a
    /// link: `/tmp` is `/private/tmp` on macOS, and Xcode's `$SRCROOT` is the path as typed).
    public static func currentDirectoryNames() -> [String] {
        let physical = currentDirectory()
        guard let typed = getenv("PWD").map({ String(cString: $0) }), typed.hasPrefix("/"), typed != physical
        else { return [physical] }
        var here = stat()
        var there = stat()
        guard stat(".", &here) == 0, stat(typed, &there) == 0, here.st_dev == there.st_dev, here.st_ino == there.st_ino
        else { return [physical] }
        return [physical, typed]
    }

    /// `path` as written, without `.` segments and doubled slashes; with `resolvingParents`, also
    /// without a segment followed by `..`, taken out as written (the path is not looked up, so no
    /// symbolic link is followed).
    public static func lexicallyNormal(_ path: String, resolvingParents: Bool = false) -> String {
        let isAbsolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/") where segment != "." {
            guard resolvingParents, segment == ".." else {
                segments.append(segment)
                continue
            }
            if let last = segments.last, last != ".." {
                segments.removeLast()
            } else if !(isAbsolute && segments.isEmpty) {
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The process's current directory; "." when it cannot be had (removed, or too long a path).
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func errorText() -> String {
        String(cString: strerror(errno))
    }

    /// The names in a directory, without `.` and `..`.
    public static func entries(of path: String) -> Result<[String], Failure> {
        typedEntries(of: path).map { $0.map(\.name) }
    }

    /// What a directory entry is, as the directory itself says (no `stat` call).
    public enum EntryType: Sendable {
        case file
        case directory
        case symbolicLink
        case other
        /// The file system does not say: ask `kind(of:)` and `isSymbolicLink(_:)`.
        case unknown
    }

    /// The entries of a directory, without `.` and `..`, each with the type the directory
    /// records for it: walking a folder of thousands of flows then costs no `lstat` and `stat`
    /// per file (two system calls each, on the main thread before any file is read).
    public static func typedEntries(of path: String) -> Result<[(name: String, type: EntryType)], Failure> {
        guard let directory = opendir(path) else {
            return .failure(Failure(message: "cannot read directory '\(path)': \(errorText())"))
        }
        defer { closedir(directory) }
        var entries: [(name: String, type: EntryType)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { entries.append((name, entryType(entry.pointee.d_type))) }
        }
        return .success(entries)
    }

    private static func entryType(_ type: UInt8) -> EntryType {
        // DT_* are plain integers of different types on Linux and Darwin: compared as Int.
        switch Int(type) {
        case Int(DT_REG): return .file
        case Int(DT_DIR): return .directory
        case Int(DT_LNK): return .symbolicLink
        case Int(DT_UNKNOWN): return .unknown
        default: return .other
        }
    }

    /// What reading a file gives: its bytes, or only its size when that is over `limit`.
    public enum Contents: Sendable {
        case bytes([UInt8])
        case tooLarge(Int)
    }

    /// Which file a path leads to: one file reached by two paths (`./a`, `a`, a link) has one.
    public struct FileIdentity: Sendable, Hashable {
        let device: UInt64
        let inode: UInt64
    }

    public static func read(_ path: String, limit: Int) -> Result<Contents, Failure> {
        var identity: FileIdentity?
        return read(path, limit: limit, identity: &identity)
    }

    /// The file's bytes, as `read(_:limit:)` gives them, and in `identity` which file it is (from
    /// the `fstat` the read makes anyway).
    public static func read(_ path: String, limit: Int, identity: inout FileIdentity?) -> Result<Contents, Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(message: "cannot read '\(path)': \(errorText())")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(Failure(message: "cannot read '\(path)': \(errorText())"))
        }
        identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard kind(info.st_mode) == .file else {
            return .failure(Failure(message: "cannot read '\(path)': not a regular file"))
        }
        let size = Int(info.st_size)
        if size > limit { return .success(.tooLarge(size)) }
        // Read to the end whatever the size said: a file may grow or shrink while we read.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if count > limit { return .success(.tooLarge(count)) }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, count)))
            }
            let result = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(message: "cannot read '\(path)': \(errorText())"))
            }
            if result == 0 { break }
            count += result
            // Short at the size `fstat` gave: a regular file reads short only at its end, so no
            // second `read` is needed to hear so (one system call in four of loading a large app).
            if count == size { break }
        }
        bytes.removeSubrange(count...)
        return .success(.bytes(bytes))
    }
}

/// `read(2)`, named apart from `FileSystem.read(_:limit:)`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
