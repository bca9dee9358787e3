import FlowDiagnostics

/// A `# flowc:disable` comment that silences nothing, or names no rule.
///
/// flowc's own rule, about suppression comments rather than flows: the comments are read beside
/// the flows and applied after the other rules (`Suppressions` in FlowcKit), which make this
/// rule's findings; this type carries its description, so that it is listed, explained and
/// configured like every other rule.
public struct SuperfluousDisableRule: Rule {
    public init() {}

    public static let description = RuleDescription(
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

    public func check(_ graph: FlowGraph) -> [Diagnostic] { [] }
}
