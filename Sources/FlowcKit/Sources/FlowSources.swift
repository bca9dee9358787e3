import FlowDiagnostics
import FlowcSupport

/// Finds the flow files a run reads, in load order.
///
/// A directory gives every `*.flow.yaml` and `*.flow.yml` below it, in the order of their path
/// strings; hidden files and folders (`.git`, `.build`) are passed over, and links to folders are
/// not followed (no cycles). A file named on the command line is taken whatever its name. Each
/// path is the given PATH joined with the path below it, so relative paths stay relative.
public enum FlowSources {
    public static let extensions = [".flow.yaml", ".flow.yml"]

    public static func isFlowFile(_ name: String) -> Bool {
        extensions.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// `filter` (`.flowc.yml`'s included and excluded) applies to the files found below directories.
    public static func find(_ paths: [String], filter: SourceFilter? = nil) -> Result<[String], RunError> {
        var found: [String] = []
        var seen: Set<String> = []
        for path in paths.isEmpty ? ["."] : paths {
            switch FileSystem.kind(of: path) {
            case nil:
                let reason = FileSystem.isSymbolicLink(path) ? "a broken symbolic link" : "no such file or directory"
                return .failure(RunError("cannot read '\(path)': \(reason)"))
            case .file:
                if seen.insert(path).inserted { found.append(path) }
            case .directory:
                var files: [String] = []
                if filter?.walks(directory: path) != false,
                    case .failure(let error) = walk(path, into: &files, filter: filter)
                {
                    return .failure(error)
                }
                guard !files.isEmpty else {
                    let note = filter == nil ? "" : " left by included and excluded"
                    return .failure(RunError("no flow files (*.flow.yaml, *.flow.yml)\(note) under '\(path)'"))
                }
                files.sort { $0.precedesInByteOrder($1) }
                for file in files where seen.insert(file).inserted { found.append(file) }
            case .other:
                return .failure(RunError("cannot read '\(path)': not a file or directory"))
            }
        }
        return .success(found)
    }

    private static func walk(
        _ directory: String, into files: inout [String], filter: SourceFilter?
    ) -> Result<
        Void, RunError
    > {
        let entries: [(name: String, type: FileSystem.EntryType)]
        switch FileSystem.typedEntries(of: directory) {
        case .success(let found): entries = found
        case .failure(let error): return .failure(RunError(error))
        }
        for (name, type) in entries where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            // The directory's own record of each entry's type spares a `stat` per file; only a
            // file system that records none (`.unknown`) is asked.
            if type == .symbolicLink || (type == .unknown && FileSystem.isSymbolicLink(path)) {
                // A link is taken when it leads to a flow file; links to folders are not followed.
                guard isFlowFile(name), filter?.takes(file: path) != false else { continue }
                switch FileSystem.kind(of: path) {
                case .file: files.append(path)
                case nil: return .failure(RunError("cannot read '\(path)': a broken symbolic link"))
                default: continue
                }
                continue
            }
            let kind: FileSystem.Kind?
            switch type {
            case .file: kind = .file
            case .directory: kind = .directory
            case .other: kind = .other
            case .symbolicLink, .unknown: kind = FileSystem.kind(of: path)
            }
            switch kind {
            case .directory:
                guard filter?.walks(directory: path) != false else { continue }
                if case .failure(let error) = walk(path, into: &files, filter: filter) { return .failure(error) }
            case .file:
                if isFlowFile(name), filter?.takes(file: path) != false { files.append(path) }
            default:
                continue
            }
        }
        return .success(())
    }
}
