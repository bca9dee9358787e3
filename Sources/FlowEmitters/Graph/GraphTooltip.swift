/// The label line that lists the rules of findings.
enum GraphTooltip {
    /// `[rule, rule]`, the rule ids of the findings (each once, in order), for a label: handed to
    /// `sink` piece by piece, as only the ids can need escaping.
    static func rules(_ findings: [GraphFinding], _ sink: (String) -> Void) {
        sink("[")
        if findings.count <= 8 {
            // Usually one or two: a look back keeps the ids distinct without a set.
            for (position, finding) in findings.enumerated()
            where !findings[..<position].contains(where: { $0.rule == finding.rule }) {
                if position > 0 { sink(", ") }
                sink(finding.rule.rawValue)
            }
        } else {
            for (position, id) in findings.ruleIDs.enumerated() {
                if position > 0 { sink(", ") }
                sink(id)
            }
        }
        sink("]")
    }
}
