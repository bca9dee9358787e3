/// The label line that lists the rules of findings.
enum GraphTooltip {
    /// `[rule, rule]`, the rule ids of the findings, for a label.
    static func rules(_ findings: [GraphFinding]) -> String {
        "[" + findings.ruleIDs.joined(separator: ", ") + "]"
    }
}
