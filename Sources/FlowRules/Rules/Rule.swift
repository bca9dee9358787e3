import FlowDiagnostics
import FlowModel

/// A check of the flow format. Each rule is a small type in a file of its own that carries its
/// description and examples; the examples are its tests and the text of `flowc explain`.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// The rule's findings in the linked flows, at the rule's default severity. Rules that the
    /// reading stages report (`syntax`, `schema`, repeated keys) find nothing more here, but for
    /// the one limit the navigation analysis keeps to (`limits.placementsPerTransition`, `syntax`).
    func check(_ graph: FlowGraph) -> [Diagnostic]
}

extension Rule {
    public var id: RuleID { Self.description.id }

    func finding(_ message: String, at location: SourceLocation, flow: String?) -> Diagnostic {
        Diagnostic(
            rule: Self.description.id, severity: Self.description.severity, message: message, location: location,
            flow: flow)
    }

    /// A finding at `position`, one of `flow`'s places, for that flow.
    func finding(_ message: String, at position: SourcePosition, in flow: Flow) -> Diagnostic {
        finding(message, at: flow.location(of: position), flow: flow.name.value)
    }
}

/// What a rule finds, why it matters, and examples that show it.
public struct RuleDescription: Sendable {
    public let id: RuleID
    public let severity: Severity
    /// One line, for `flowc rules`.
    public let summary: String
    /// A paragraph: what the rule finds and why it matters.
    public let rationale: String
    /// Flows the rule reports, with `↓` before each place it reports.
    public let triggering: [RuleExample]
    /// Flows the rule must not report.
    public let nonTriggering: [RuleExample]

    public init(
        id: RuleID, severity: Severity, summary: String, rationale: String, triggering: [RuleExample],
        nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// One example: one or more flow files. In triggering examples, `↓` marks where each finding
/// of the rule stands; the marker is not part of the file.
public struct RuleExample: Sendable {
    public struct File: Sendable {
        public let path: String
        public let text: String
    }

    public static let marker: Character = "↓"
    public let files: [File]

    public init(_ text: String) {
        self.files = [File(path: "Example.flow.yaml", text: text)]
    }

    public init(files: [(path: String, text: String)]) {
        self.files = files.map { File(path: $0.path, text: $0.text) }
    }

    /// The files' text without markers, and the places the markers stood.
    public var unmarked: (files: [File], marks: [SourceLocation]) {
        var marks: [SourceLocation] = []
        let cleaned = files.map { file -> File in
            var line = 1
            var column = 1
            var text = ""
            for character in file.text {
                if character == Self.marker {
                    marks.append(SourceLocation(file: file.path, line: line, column: column))
                    continue
                }
                text.append(character)
                if character == "\n" || character == "\r\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return File(path: file.path, text: text)
        }
        return (cleaned, marks)
    }
}
