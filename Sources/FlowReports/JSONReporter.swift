import FlowDiagnostics

/// The JSON report of the flow format: one object, keys in the documented order.
///
/// Written by hand rather than by an encoder so that key order and spacing are fixed: the same
/// findings give the same bytes on every machine.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: LintSummary) -> Report {
        var output = "{\"diagnostics\": ["
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { output += ", " }
            output += "{\"rule\": \(JSONText.quoted(diagnostic.rule.rawValue))"
            output += ", \"severity\": \(JSONText.quoted(diagnostic.severity.rawValue))"
            output += ", \"message\": \(JSONText.quoted(diagnostic.message))"
            output += ", \"file\": \(JSONText.quoted(diagnostic.location.file))"
            output += ", \"line\": \(diagnostic.location.line), \"column\": \(diagnostic.location.column)"
            if let flow = diagnostic.flow { output += ", \"flow\": \(JSONText.quoted(flow))" }
            output += "}"
        }
        output += "], \"summary\": {\"files\": \(summary.files), \"flows\": \(summary.flows)"
        output += ", \"errors\": \(summary.errors), \"warnings\": \(summary.warnings)}}\n"
        return Report(output: output, message: nil)
    }
}

/// JSON string literals.
public enum JSONText {
    public static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
