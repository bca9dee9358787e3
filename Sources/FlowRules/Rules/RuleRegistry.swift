import FlowDiagnostics

/// Every rule flowc reports: those of the flow format, in the order of its rule table, then
/// flowc's own `superfluous-disable`. `flowc rules`, `flowc explain`, the reports, the README and
/// Docs/flow-format.md take the list from here (the last two are checked against it by tests).
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
        UnreachableRouteRule.self,
        DismissWithoutPresentRule.self,
        DeadEndScreenRule.self,
        UnusedOutcomeRule.self,
        UnusedChildRule.self,
        UnusedFlowRule.self,
        ChildCycleRule.self,
        UnusedAlertRule.self,
        UnusedRouteParameterRule.self,
        SuperfluousDisableRule.self,
    ]

    public static func rule(_ id: RuleID) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
