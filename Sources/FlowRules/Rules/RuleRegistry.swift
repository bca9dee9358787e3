import FlowDiagnostics

/// Every rule of the flow format, in the order of its rule table.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        SyntaxRule.self,
        SchemaRule.self,
        InvalidIdentifierRule.self,
        DuplicateIdentifierRule.self,
        MissingIdentifierRule.self,
        UnreachableScreenRule.self,
        UnreleasedChildRule.self,
        UnhandledOutcomeRule.self,
        InvalidTransitionRule.self,
        TypeMismatchRule.self,
        DismissWithoutPresentRule.self,
        DeadEndScreenRule.self,
        UnusedOutcomeRule.self,
        UnusedChildRule.self,
        UnusedFlowRule.self,
        ChildCycleRule.self,
    ]

    public static func rule(_ id: RuleID) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
