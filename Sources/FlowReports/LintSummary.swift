import FlowDiagnostics

/// The counts a report ends with.
public struct LintSummary: Sendable, Hashable {
    public var files: Int
    public var flows: Int
    public var errors: Int
    public var warnings: Int

    public init(files: Int, flows: Int, diagnostics: [Diagnostic]) {
        self.files = files
        self.flows = flows
        self.errors = diagnostics.count { $0.severity == .error }
        self.warnings = diagnostics.count { $0.severity == .warning }
    }

    /// "3 files, 12 flows: 1 error, 2 warnings"
    public var sentence: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let findings =
            errors == 0 && warnings == 0
            ? "no findings" : "\(count(errors, "error")), \(count(warnings, "warning"))"
        return "\(count(files, "file")), \(count(flows, "flow")): \(findings)"
    }
}
