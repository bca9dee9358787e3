import FlowDiagnostics
import FlowModel
import FlowRules
import FlowYAML

/// Reads and decodes flow files on all cores.
public struct FlowLoader: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .standard) {
        self.limits = limits
    }

    /// Decodes each file; a file that cannot be read at all fails the run.
    public func load(_ paths: [String]) -> Result<[FlowFile], RunError> {
        let limits = self.limits
        let results = parallelMap(paths, makeState: { FlowDecoder(types: TypeExpressionParser(), limits: limits) }) {
            decoder, path -> Result<FlowFile, RunError> in
            FileSystem.read(path, limit: limits.fileSize).map { contents in
                decode(contents, path: path, decoder: decoder)
            }
        }
        var files: [FlowFile] = []
        files.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(files)
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
            return decoder.decode(reader.read(bytes, file: path), file: path)
        case .tooLarge(let size):
            let diagnostic = Diagnostic(
                rule: .syntax, severity: .error,
                message: "file is \(size) bytes, over the limit of \(limits.fileSize) bytes (limits.fileSize)",
                location: SourceLocation(file: path, line: 1, column: 1))
            return FlowFile(path: path, diagnostics: [diagnostic])
        }
    }
}
