import FlowDiagnostics

/// GitHub Actions workflow commands, one per finding, which GitHub shows as annotations on the
/// pull request: `::error file=F,line=L,col=C,title=RULE::message` (`::warning` for warnings).
/// Paths lose a leading `./`, so that GitHub finds the file in the repository. The summary
/// follows as a plain line, which the runner shows in the log as it is.
public struct GitHubReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: LintSummary) -> Report {
        var output = ""
        for diagnostic in diagnostics {
            output += "::\(diagnostic.severity.rawValue) "
            output +=
                "file=\(Self.property(SourceLocation.pathWithoutCurrentDirectoryPrefix(diagnostic.location.file))),line=\(diagnostic.location.line)"
            output += ",col=\(diagnostic.location.column),title=\(Self.property(diagnostic.rule.rawValue))"
            output += "::\(Self.data(diagnostic.message))\n"
        }
        output += summary.sentence + "\n"
        return Report(output: output, message: nil)
    }

    /// A command's message: `%`, carriage return and line feed escaped, as the runner expects.
    public static func data(_ text: String) -> String {
        escape(text, colonAndComma: false)
    }

    /// A command's property value: as `data`, and `:` and `,` too, which end a property.
    public static func property(_ text: String) -> String {
        escape(text, colonAndComma: true)
    }

    private static func escape(_ text: String, colonAndComma: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where colonAndComma: result += "%3A"
            case "," where colonAndComma: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
