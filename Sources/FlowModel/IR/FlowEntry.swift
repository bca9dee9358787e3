import FlowDiagnostics

/// One entry point of a flow (`entries`, format 1.1): a parent starts the flow at it with its own
/// input, and the flow begins with its `start`, one screen or child.
public struct FlowEntry: Sendable, Hashable {
    public var name: Located<String>
    /// The type the flow is started with at this entry.
    public var input: TypeExpression?
    /// The screen id or child flow name the flow begins with; nil when unreadable.
    public var start: Located<String>?

    public init(name: Located<String>, input: TypeExpression? = nil, start: Located<String>? = nil) {
        self.name = name
        self.input = input
        self.start = start
    }
}

extension Flow {
    /// The entry a start without an entry name takes, in a flow with `entries`.
    public static let mainEntry = "main"

    public func entry(named name: String) -> FlowEntry? { entries?.first { $0.name.value == name } }

    /// The type a start of this flow at `entry` hands on: the flow's `input`, or, in a flow with
    /// `entries`, that entry's (`main` when none is named); nil when there is no such entry.
    public func startInput(atEntry entry: Substring?) -> TypeExpression? {
        guard entries != nil else { return input }
        return self.entry(named: entry.map(String.init) ?? Self.mainEntry)?.input
    }
}

extension Transition {
    /// A `start` target split at its first dot: `Room.details` is child `Room` at entry `details`.
    public static func childAndEntry(_ target: String) -> (child: Substring, entry: Substring?) {
        guard let dot = target.firstIndex(of: ".") else { return (target[...], nil) }
        return (target[..<dot], target[target.index(after: dot)...])
    }
}
