import FlowDiagnostics
import FlowRules
import FlowcKit
import Testing

/// Each rule's examples are its tests: a triggering example must give exactly the findings its
/// `↓` markers show, at their line and column; a non-triggering one must give none of the rule.
@Suite struct RuleExampleTests {
    static let rules: [String] = RuleRegistry.all.map { $0.description.id.rawValue }

    static func description(_ id: String) -> RuleDescription {
        RuleRegistry.rule(RuleID(rawValue: id))!.description
    }

    /// Lints the files as `flowc lint` would, `# flowc:disable` comments included.
    static func lint(_ files: [RuleExample.File]) -> [Diagnostic] {
        let loader = FlowLoader()
        let decoded = files.map { loader.load(text: $0.text, path: $0.path) }
        var comments: [String: [DisableComment]] = [:]
        for file in files { comments[file.path] = Suppressions.scan(Array(file.text.utf8)) }
        return LintRun(paths: []).lint(decoded, comments: comments).diagnostics
    }

    @Test("triggering examples report exactly at their markers", arguments: rules)
    func triggering(_ id: String) {
        let description = Self.description(id)
        #expect(!description.triggering.isEmpty, "every rule shows what it reports")
        for example in description.triggering {
            let (files, marks) = example.unmarked
            #expect(!marks.isEmpty, "a triggering example marks where it reports")
            let found = Self.lint(files).filter { $0.rule.rawValue == id }
            let foundPlaces = found.map(\.location).sorted()
            #expect(
                foundPlaces == marks.sorted(),
                "\(id): \(found.map { "\($0.location): \($0.message)" }.joined(separator: "\n"))")
            for finding in found {
                #expect(finding.severity == description.severity)
                #expect(!finding.message.isEmpty)
            }
        }
    }

    @Test("non-triggering examples report nothing of the rule", arguments: rules)
    func nonTriggering(_ id: String) {
        let description = Self.description(id)
        #expect(!description.nonTriggering.isEmpty, "every rule shows what it leaves alone")
        for example in description.nonTriggering {
            let (files, marks) = example.unmarked
            #expect(marks.isEmpty)
            let found = Self.lint(files).filter { $0.rule.rawValue == id }
            #expect(found.isEmpty, "\(id): \(found.map { "\($0.location): \($0.message)" })")
        }
    }

    @Test("the rule table of the flow format, in its order, then flowc's own rule")
    func ruleTable() {
        let table: [(String, Severity)] = [
            ("syntax", .error), ("schema", .error), ("invalid-identifier", .error),
            ("duplicate-identifier", .error), ("missing-identifier", .error), ("unreachable-screen", .error),
            ("unreleased-child", .error), ("unhandled-outcome", .error), ("invalid-transition", .error),
            ("type-mismatch", .error), ("unreachable-route", .error),
            ("dismiss-without-present", .warning), ("dead-end-screen", .warning),
            ("unused-outcome", .warning), ("unused-child", .warning), ("unused-flow", .warning),
            ("child-cycle", .warning), ("unused-alert", .warning), ("unused-route-parameter", .warning),
            ("superfluous-disable", .warning),
        ]
        let rules = RuleRegistry.all.map { ($0.description.id.rawValue, $0.description.severity) }
        #expect(rules.map(\.0) == table.map(\.0))
        #expect(rules.map(\.1) == table.map(\.1))
    }
}
