import FlowDiagnostics
import FlowModel
import FlowRules
import FlowcKit

/// Decodes, links and lints a flow set in memory, as `flowc lint` does with files: each file
/// through the reader and the decoder, its `# flowc:disable` comments scanned, then the linker and
/// every rule. The fuzz targets call the stages directly.
public func lintFlowSet(_ files: [(path: String, text: String)]) -> LintRun.Outcome {
    let loader = FlowLoader()
    var decoded: [FlowFile] = []
    var comments: [String: [DisableComment]] = [:]
    for file in files {
        let bytes = Array(file.text.utf8)
        decoded.append(loader.load(bytes: bytes, path: file.path))
        let found = Suppressions.scan(bytes)
        if !found.isEmpty { comments[file.path] = found }
    }
    return LintRun(paths: []).lint(decoded, comments: comments)
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
