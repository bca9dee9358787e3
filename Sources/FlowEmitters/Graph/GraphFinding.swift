import FlowDiagnostics

/// A finding drawn on the graph: the rule that made it, how bad it is and what it says.
public struct GraphFinding: Sendable, Hashable {
    public var rule: RuleID
    public var severity: Severity
    public var message: String

    public init(rule: RuleID, severity: Severity, message: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
    }

    public init(_ diagnostic: Diagnostic) {
        self.init(rule: diagnostic.rule, severity: diagnostic.severity, message: diagnostic.message)
    }
}

extension Array where Element == GraphFinding {
    /// The rule ids, each once, in the order the findings came.
    public var ruleIDs: [String] {
        var seen: Set<String> = []
        var ids: [String] = []
        for finding in self where seen.insert(finding.rule.rawValue).inserted { ids.append(finding.rule.rawValue) }
        return ids
    }
}
