import FlowDiagnostics

/// The severity a run gives each rule: its default, `error`, `warning`, or `off`.
public struct RuleConfiguration: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error
        case warning
        case off
    }

    public var levels: [RuleID: Level]

    public init(levels: [RuleID: Level] = [:]) {
        self.levels = levels
    }

    /// The severity a finding of `rule` is reported with, or nil when the rule is off.
    public func severity(of rule: RuleID, default severity: Severity) -> Severity? {
        switch levels[rule] {
        case nil: return severity
        case .error: return .error
        case .warning: return .warning
        case .off: return nil
        }
    }
}
