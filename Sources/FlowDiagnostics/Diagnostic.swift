/// How much a finding matters. `off` exists only in configuration, never on a reported finding.
public enum Severity: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
}

/// The id of a rule, exactly as the flow format spells it (`unreachable-screen`).
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue.precedesInByteOrder(rhs.rawValue)
    }
}

extension RuleID: CustomStringConvertible {
    public var description: String { rawValue }
}

/// The rule ids that the reading stages report themselves, before any rule runs.
extension RuleID {
    public static let syntax: RuleID = "syntax"
    public static let schema: RuleID = "schema"
    public static let invalidIdentifier: RuleID = "invalid-identifier"
    public static let duplicateIdentifier: RuleID = "duplicate-identifier"
    public static let missingIdentifier: RuleID = "missing-identifier"
}

/// One finding: what rule, how bad, what it says, and where.
public struct Diagnostic: Hashable, Sendable {
    public var rule: RuleID
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The flow the finding belongs to, where there is one.
    public var flow: String?

    public init(
        rule: RuleID, severity: Severity, message: String, location: SourceLocation, flow: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.flow = flow
    }

    /// The report order of the flow format: file, line, column, rule (then message, for ties).
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message.precedesInByteOrder(rhs.message)
    }
}

extension Array where Element == Diagnostic {
    /// Sorts the findings in report order (`Diagnostic.reportOrder`), keeping the order of ties,
    /// and keeps a finding that is there twice, equal in every field, once: a YAML alias repeats
    /// the nodes of its anchor, and a mistake in them, found through both, stands at one place.
    ///
    /// Sorts their positions, comparing the findings where they lie, then moves each finding once:
    /// a sort moves its elements many times, and a finding is a large value to move.
    public mutating func sortInReportOrder() {
        let order = withUnsafeBufferPointer { findings in
            findings.indices.sorted { Diagnostic.reportOrder(findings[$0], findings[$1]) }
        }
        var sorted: [Diagnostic] = []
        sorted.reserveCapacity(count)
        var tiesStart = 0
        for index in order {
            let finding = self[index]
            if let last = sorted.last, Diagnostic.reportOrder(last, finding) { tiesStart = sorted.count }
            // Only among its ties, which stand together: those of one place, rule and message.
            if sorted[tiesStart...].contains(finding) { continue }
            sorted.append(finding)
        }
        self = sorted
    }
}
