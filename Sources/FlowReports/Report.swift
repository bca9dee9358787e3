import FlowDiagnostics

/// The formats `flowc lint --format` writes.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case xcode
    case json
    case sarif
    case github
}

/// A report: what goes to standard output, and a line for people on standard error, if any.
public struct Report: Sendable, Hashable {
    public var output: String
    public var message: String?
}

/// Writes findings in one of the report formats.
public protocol Reporter: Sendable {
    /// `diagnostics` are in report order already.
    func report(_ diagnostics: [Diagnostic], summary: LintSummary) -> Report
}

extension ReportFormat {
    /// `version` is flowc's, for the formats that name the tool (SARIF).
    public func reporter(colored: Bool = false, version: String = FlowcVersion.current) -> any Reporter {
        switch self {
        case .text: return TextReporter(colored: colored)
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(version: version)
        case .github: return GitHubReporter()
        }
    }
}
