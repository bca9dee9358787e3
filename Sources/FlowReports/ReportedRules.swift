import FlowDiagnostics
import FlowRules

/// Every rule a report can name: the sixteen rules of the flow format, then flowc's own
/// `superfluous-disable`, which is about `# flowc:disable` comments rather than flows.
public enum ReportedRules {
    public static let superfluousDisable = RuleDescription(
        id: "superfluous-disable",
        severity: .warning,
        summary: "a `# flowc:disable` comment that silences nothing, or names no rule",
        rationale: """
            `# flowc:disable RULE[, RULE]` silences findings of those rules on the comment's line \
            and on the line below it. A comment that silences nothing there (the finding was fixed, \
            the line moved, the rule id is misspelt) would silently hide the next real finding \
            that lands on its line, so it is reported at the rule id it names. This is flowc's \
            own rule, not one of the flow format's: like the others, it can be set to `error`, \
            `warning` or `off` under `rules` in `.flowc.yml`. A comment for a rule that \
            `.flowc.yml` turns off is not reported.
            """,
        triggering: [
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: null  # flowc:disable ↓dead-end-screen
                """),
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  # flowc:disable ↓unreachable-screens
                  home: null
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: null
                  # flowc:disable unreachable-screen
                  legacy: null
                """),
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: null
                  legacy: null  # flowc:disable unreachable-screen
                """),
        ])

    /// The sixteen rules of the flow format in the order of its table, then `superfluous-disable`.
    public static let all: [RuleDescription] = RuleRegistry.all.map { $0.description } + [superfluousDisable]

    public static func description(of id: RuleID) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
