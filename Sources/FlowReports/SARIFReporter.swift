import FlowDiagnostics
import FlowRules

/// SARIF 2.1.0, as GitHub code scanning reads it: one run of flowc, every rule it can report
/// (id, short and full description, help, default level) and a result per finding with its rule,
/// level, message and place (a relative URI, line and column).
///
/// Columns count Unicode code points (the run's `columnKind`), as flowc's columns do. Keys are in
/// a fixed order and printed by hand, so the same findings give the same bytes everywhere.
public struct SARIFReporter: Reporter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// Where relative artifact URIs are rooted: the directory flowc ran in (the checkout, in CI).
    public static let sourceRoot = "%SRCROOT%"

    public var version: String
    public var rules: [RuleDescription]

    public init(version: String = FlowcVersion.current, rules: [RuleDescription] = ReportedRules.all) {
        self.version = version
        self.rules = rules
    }

    public func report(_ diagnostics: [Diagnostic], summary: LintSummary) -> Report {
        Report(output: document(diagnostics).text, message: summary.sentence)
    }

    public func document(_ diagnostics: [Diagnostic]) -> JSONDocument {
        var index: [RuleID: Int] = [:]
        for (position, rule) in rules.enumerated() where index[rule.id] == nil { index[rule.id] = position }
        let driver: JSONDocument = .object([
            .init("name", "flowc"),
            .init("version", .string(version)),
            .init("semanticVersion", .string(version)),
            .init("rules", .array(rules.map(Self.rule))),
        ])
        let run: JSONDocument = .object([
            .init("tool", .object([.init("driver", driver)])),
            .init("columnKind", "unicodeCodePoints"),
            .init("results", .array(diagnostics.map { result($0, ruleIndex: index[$0.rule]) })),
        ])
        return .object([
            .init("$schema", .string(Self.schema)),
            .init("version", "2.1.0"),
            .init("runs", .array([run])),
        ])
    }

    private static func rule(_ rule: RuleDescription) -> JSONDocument {
        .object([
            .init("id", .string(rule.id.rawValue)),
            .init("name", .string(ruleName(rule.id))),
            .init("shortDescription", .object([.init("text", .string(sentence(rule.summary)))])),
            .init("fullDescription", .object([.init("text", .string(rule.rationale))])),
            .init(
                "help", .object([.init("text", .string(rule.explanation)), .init("markdown", .string(markdown(rule)))])),
            .init("defaultConfiguration", .object([.init("level", .string(rule.severity.rawValue))])),
        ])
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> JSONDocument {
        var members: [JSONDocument.Member] = [.init("ruleId", .string(diagnostic.rule.rawValue))]
        if let ruleIndex { members.append(.init("ruleIndex", .integer(ruleIndex))) }
        var location: [JSONDocument.Member] = [.init("physicalLocation", Self.physicalLocation(diagnostic.location))]
        if let flow = diagnostic.flow {
            location.append(.init("logicalLocations", .array([.object([.init("name", .string(flow))])])))
        }
        members += [
            .init("level", .string(diagnostic.severity.rawValue)),
            .init("message", .object([.init("text", .string(diagnostic.message))])),
            .init("locations", .array([.object(location)])),
        ]
        return .object(members)
    }

    private static func physicalLocation(_ location: SourceLocation) -> JSONDocument {
        var artifact: [JSONDocument.Member] = []
        if location.file.hasPrefix("/") {
            artifact.append(.init("uri", .string("file://" + uriPath(location.file))))
        } else {
            artifact.append(.init("uri", .string(relativeURI(location.file))))
            artifact.append(.init("uriBaseId", .string(sourceRoot)))
        }
        return .object([
            .init("artifactLocation", .object(artifact)),
            .init(
                "region",
                .object([
                    .init("startLine", .integer(max(1, location.line))),
                    .init("startColumn", .integer(max(1, location.column))),
                ])),
        ])
    }

    /// A path relative to the run's directory as a relative URI reference: `./` dropped, and
    /// everything but unreserved characters and `/` percent-encoded (so `a:b` cannot read as
    /// a scheme).
    public static func relativeURI(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") {
            path = path.dropFirst(2)
            while path.hasPrefix("/") { path = path.dropFirst() }
        }
        return uriPath(String(path))
    }

    /// A path with everything but unreserved characters and `/` percent-encoded.
    public static func uriPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    /// `dead-end-screen` → `DeadEndScreen`: SARIF's optional readable rule name.
    static func ruleName(_ id: RuleID) -> String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func sentence(_ summary: String) -> String {
        guard let first = summary.first else { return summary }
        let capitalized = first.uppercased() + summary.dropFirst()
        return capitalized.hasSuffix(".") ? capitalized : capitalized + "."
    }

    /// The help as Markdown: the rationale and the examples as YAML blocks.
    static func markdown(_ rule: RuleDescription) -> String {
        var text = "**\(rule.id)** (default: \(rule.severity.rawValue)): \(rule.summary).\n\n\(rule.rationale)\n"
        func append(_ title: String, _ examples: [RuleExample]) {
            for example in examples {
                text += "\n\(title):\n\n```yaml\n"
                let files = example.unmarked.files
                for file in files {
                    if files.count > 1 { text += "# \(file.path)\n" }
                    text += file.text.hasSuffix("\n") ? file.text : file.text + "\n"
                }
                text += "```\n"
            }
        }
        append("Reported", rule.triggering)
        append("Not reported", rule.nonTriggering)
        text += "\nRun `flowc explain \(rule.id)` for the same text in a terminal.\n"
        return text
    }
}
