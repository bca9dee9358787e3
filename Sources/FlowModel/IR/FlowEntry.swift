import FlowDiagnostics

/// One entry point of a flow (`entries`, format 1.1): a parent starts the flow at it with its own
/// input, and the flow begins with its `start`, one screen or child.
public struct FlowEntry: Sendable, Hashable {
    public var name: Located<String>
    /// The type the flow is started with at this entry.
    public var input: TypeExpression?
    /// The screen ids or child flow names the flow may begin with (format 1.2: more than one is
    /// chosen by the work at run time); nil when unreadable.
    public var starts: [Located<String>]?
    /// The outcomes a run started here may finish with (format 1.2); nil when the entry lists
    /// none: every outcome of the flow.
    public var outcomes: [Located<String>]?

    public init(
        name: Located<String>, input: TypeExpression? = nil, starts: [Located<String>]? = nil,
        outcomes: [Located<String>]? = nil
    ) {
        self.name = name
        self.input = input
        self.starts = starts
        self.outcomes = outcomes
    }

    /// Whether the entry starts at one of several items, chosen at run time (format 1.2).
    public var chooses: Bool { (starts?.count ?? 0) > 1 }
}

extension Flow {
    /// The entry a start without an entry name takes, in a flow with `entries`.
    public static let mainEntry = "main"

    @inlinable public func entry(named name: String) -> FlowEntry? { entries?.first { $0.name.value == name } }

    /// The type a start of this flow at `entry` hands on: the flow's `input`, or, in a flow with
    /// `entries`, that entry's (`main` when none is named); nil when there is no such entry.
    @inlinable public func startInput(atEntry entry: Substring?) -> TypeExpression? {
        guard entries != nil else { return input }
        return self.entry(named: entry.map(String.init) ?? Self.mainEntry)?.input
    }
}

extension Transition {
    /// A `start` target split at its first dot: `Room.details` is child `Room` at entry `details`.
    public static func childAndEntry(_ target: String) -> (child: Substring, entry: Substring?) {
        // By byte: every transition's target is read here, and a search by `Character` costs
        // grapheme breaking on each.
        guard let dot = target.utf8.firstIndex(of: UInt8(ascii: ".")) else { return (target[...], nil) }
        return (target[..<dot], target[target.utf8.index(after: dot)...])
    }
}
