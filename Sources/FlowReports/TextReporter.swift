import FlowDiagnostics

/// For people: `file:line:column: severity: message [rule]`, then the summary line.
/// Colour only when asked for (on a terminal). One line a finding: control characters in a path
/// or a message are escaped (`OneLineText`).
public struct TextReporter: Reporter {
    public var colored: Bool

    public init(colored: Bool) {
        self.colored = colored
    }

    public func report(_ diagnostics: [Diagnostic], summary: LintSummary) -> Report {
        var output = ""
        for diagnostic in diagnostics {
            output += "\(paint(OneLineText.escaping(diagnostic.location.description), "1")): "
            output += paint(diagnostic.severity.rawValue, diagnostic.severity == .error ? "1;31" : "1;33")
            output += ": \(OneLineText.escaping(diagnostic.message)) [\(diagnostic.rule)]\n"
        }
        output += summary.sentence + "\n"
        return Report(output: output, message: nil)
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// What Xcode reads from a Run Script phase: `file:line:column: error: message [rule]`, one
/// line a finding (`OneLineText`). The summary goes to standard error, out of Xcode's way.
public struct XcodeReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: LintSummary) -> Report {
        var output = ""
        for diagnostic in diagnostics {
            output += "\(OneLineText.escaping(diagnostic.location.description)): \(diagnostic.severity.rawValue): "
            output += "\(OneLineText.escaping(diagnostic.message)) [\(diagnostic.rule)]\n"
        }
        return Report(output: output, message: summary.sentence)
    }
}
