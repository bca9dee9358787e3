import FlowDiagnostics
import FlowModel
import FlowRules
import FlowYAML
import FlowcKit

/// A flow set decoded in memory as `flowc lint` decodes files: each file through the reader and
/// the decoder, its `# flowc:disable` comments scanned. The fuzz targets call the stages directly.
public struct DecodedFlowSet {
    public var files: [FlowFile] = []
    public var comments: [String: [DisableComment]] = [:]

    /// `decoder` decodes every file, as one decodes all the files each of `flowc lint`'s workers
    /// takes. The grammar writes far less than `limits.fileSize`, the one check `FlowLoader` makes
    /// before reading.
    public init(_ files: [(path: String, text: String)], decoder: FlowDecoder = FlowDecoder()) {
        let reader = YAMLReader()
        for file in files {
            let bytes = Array(file.text.utf8)
            self.files.append(decoder.decode(reader.readTree(bytes, file: file.path), file: file.path))
            let found = Suppressions.scan(bytes)
            if !found.isEmpty { comments[file.path] = found }
        }
    }

    /// The linker and every rule, as `flowc lint` runs them on the decoded files.
    public func lint() -> LintRun.Outcome {
        LintRun(paths: []).lint(files, comments: comments)
    }
}

/// Decodes, links and lints a flow set in memory, as `flowc lint` does with files.
public func lintFlowSet(_ files: [(path: String, text: String)]) -> LintRun.Outcome {
    DecodedFlowSet(files).lint()
}

/// Every finding names a rule flowc has, a file of the set, and a place inside that file.
public func checkFindings(_ diagnostics: [Diagnostic], in files: [(path: String, text: String)]) {
    var lines: [String: Int] = [:]
    for file in files { lines[file.path] = file.text.utf8.reduce(2) { $0 + ($1 == 0x0A ? 1 : 0) } }
    for diagnostic in diagnostics {
        precondition(RuleRegistry.rule(diagnostic.rule) != nil, "unknown rule: \(diagnostic)")
        guard let count = lines[diagnostic.location.file] else { preconditionFailure("no such file: \(diagnostic)") }
        precondition(diagnostic.location.line >= 1 && diagnostic.location.line <= count, "\(diagnostic)")
        precondition(diagnostic.location.column >= 1, "\(diagnostic)")
        precondition(!diagnostic.message.isEmpty, "\(diagnostic)")
    }
}

/// The flow set, as a person reads it: each file's path, then its text.
public func describe(_ files: [(path: String, text: String)]) -> String {
    files.map { "=== \($0.path)\n\($0.text)" }.joined()
}
