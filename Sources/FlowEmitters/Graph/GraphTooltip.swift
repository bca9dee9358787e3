/// The text of a tooltip or label line that lists findings.
enum GraphTooltip {
    /// `detail`, then one line per finding: `error unreachable-screen: message`.
    static func text(_ detail: String, _ findings: [GraphFinding]) -> String {
        guard !findings.isEmpty else { return detail }
        var text = detail
        for finding in findings {
            text += "\n" + finding.severity.rawValue + " " + finding.rule.rawValue + ": " + finding.message
        }
        return text
    }

    /// `[rule, rule]`, the rule ids of the findings, for a label.
    static func rules(_ findings: [GraphFinding]) -> String {
        "[" + findings.ruleIDs.joined(separator: ", ") + "]"
    }
}
