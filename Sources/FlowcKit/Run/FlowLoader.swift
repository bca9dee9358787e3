import FlowDiagnostics
import FlowModel
import FlowRules
import FlowYAML
import FlowcSupport

/// Reads and decodes flow files on all cores.
public struct FlowLoader: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .standard) {
        self.limits = limits
    }

    /// Decoded files and, found in the same bytes, their `# flowc:disable` comments by path.
    public struct Loaded: Sendable {
        public var files: [FlowFile]
        public var comments: [String: [DisableComment]]
    }

    /// Decodes each file and finds its disable comments while its bytes are in memory (each
    /// file is read once); a file that cannot be read at all fails the run. A file that two
    /// paths lead to (`.` and `./flows` both holding it, a link beside its target) is taken once,
    /// under the first path.
    public func loadWithComments(_ paths: [String]) -> Result<Loaded, RunError> {
        let limits = self.limits
        let results = WorkerPool.map(paths, makeState: { FlowDecoder(types: TypeExpressionParser(), limits: limits) }) {
            decoder, path -> Result<(FlowFile, [DisableComment], FileSystem.FileIdentity?), RunError> in
            var identity: FileSystem.FileIdentity?
            return FileSystem.read(path, limit: limits.fileSize, identity: &identity).mapError(RunError.init).map {
                contents in
                var comments: [DisableComment] = []
                if case .bytes(let bytes) = contents { comments = Suppressions.scan(bytes) }
                return (decode(contents, path: path, decoder: decoder), comments, identity)
            }
        }
        var loaded = Loaded(files: [], comments: [:])
        loaded.files.reserveCapacity(results.count)
        var read: Set<FileSystem.FileIdentity> = []
        for result in results {
            switch result {
            case .success(let (file, comments, identity)):
                if let identity, !read.insert(identity).inserted { continue }
                loaded.files.append(file)
                if !comments.isEmpty { loaded.comments[file.path] = comments }
            case .failure(let error):
                return .failure(error)
            }
        }
        return .success(loaded)
    }

    /// Decodes text that did not come from a file (an editor's unsaved buffer, a test).
    public func load(text: String, path: String) -> FlowFile {
        load(bytes: Array(text.utf8), path: path)
    }

    public func load(bytes: [UInt8], path: String) -> FlowFile {
        decode(
            bytes.count > limits.fileSize ? .tooLarge(bytes.count) : .bytes(bytes), path: path,
            decoder: FlowDecoder(limits: limits))
    }

    private func decode(_ contents: FileSystem.Contents, path: String, decoder: FlowDecoder) -> FlowFile {
        let reader = YAMLReader(limits: limits)
        switch contents {
        case .bytes(let bytes):
            return decoder.decode(reader.readTree(bytes, file: path), file: path)
        case .tooLarge(let size):
            let diagnostic = Diagnostic(
                rule: .syntax, severity: .error,
                message: "file is \(size) bytes, over the limit of \(limits.fileSize) bytes (limits.fileSize)",
                location: SourceLocation(file: path, line: 1, column: 1))
            return FlowFile(path: path, diagnostics: [diagnostic])
        }
    }
}
