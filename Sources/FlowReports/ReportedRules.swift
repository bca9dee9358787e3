import FlowDiagnostics
import FlowRules

/// Every rule a report can name, from the one registry (`RuleRegistry`).
public enum ReportedRules {
    public static let all: [RuleDescription] = RuleRegistry.all.map { $0.description }

    public static func description(of id: RuleID) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
