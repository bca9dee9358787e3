import FlowModel
import FlowReports
import FlowcSupport

/// Standard input, for `lint --stdin-path` (an editor's unsaved buffer).
public enum StandardInput {
    /// Every byte until the end of input, or the first ones once there are more than `limit`
    /// (enough for the file-size finding).
    public static func read(limit: Int) -> Result<[UInt8], RunError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(STDIN_FILENO, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(RunError("cannot read standard input: \(FileSystem.errorText())"))
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            if bytes.count > limit { return .success(bytes) }
        }
        return .success(bytes)
    }
}

@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension LintRun {
    /// Lints `bytes` (an editor's unsaved buffer) as the flow file at `path`.
    ///
    /// With no `paths`, the buffer is linted alone. With paths, the buffer takes the place of the
    /// file at `path` among the files found there (or joins them), so that references to flows in
    /// other files resolve; only the buffer's own findings are reported.
    public func run(standardInput bytes: [UInt8], path: String) -> Result<Outcome, RunError> {
        let buffer = loader.load(bytes: bytes, path: path)
        var comments: [String: [DisableComment]] = [:]
        let own = Suppressions.scan(bytes)
        guard !paths.isEmpty else {
            if !own.isEmpty { comments[path] = own }
            return .success(lint([buffer], comments: comments))
        }
        let found: [String]
        switch FlowSources.find(paths, filter: filter) {
        case .success(let paths): found = paths
        case .failure(let error): return .failure(error)
        }
        let directory = FileSystem.currentDirectory()
        let target = SourceFilter.absolute(path, currentDirectory: directory)
        let position = found.firstIndex { SourceFilter.absolute($0, currentDirectory: directory) == target }
        let others = found.filter { SourceFilter.absolute($0, currentDirectory: directory) != target }
        var files: [FlowFile]
        switch loader.loadWithComments(others) {
        case .success(let loaded):
            files = loaded.files
            comments = loaded.comments
        case .failure(let error):
            return .failure(error)
        }
        files.insert(buffer, at: min(position ?? files.count, files.count))
        if !own.isEmpty { comments[path] = own }
        var outcome = lint(files, comments: comments)
        outcome.diagnostics = outcome.diagnostics.filter { $0.location.file == path }
        outcome.summary = LintSummary(
            files: outcome.summary.files, flows: outcome.summary.flows, diagnostics: outcome.diagnostics)
        return .success(outcome)
    }
}
