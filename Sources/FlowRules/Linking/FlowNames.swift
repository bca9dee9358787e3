import FlowModel
import FlowcSupport

/// One flow's screens, children and outcomes by name, the first of each name winning (as
/// `Flow.screen(named:)` finds it). Built once per flow for resolving its transitions
/// (`ResolvedFlow`) and for every rule, so that lookups by name stay constant-time in flows with
/// thousands of screens.
public struct FlowNames: Sendable {
    public let screens: NameIndex
    public let children: NameIndex
    public let outcomes: NameIndex
    public let alerts: NameIndex
    public let events: NameIndex

    public init(_ flow: Flow) {
        screens = NameIndex(flow.screens.map(\.id.value))
        children = NameIndex(flow.children.map(\.flow.value))
        outcomes = NameIndex(flow.outcomes.map(\.name.value))
        alerts = NameIndex(flow.alerts.map(\.name.value))
        events = NameIndex(flow.events.map(\.name.value))
    }
}

/// Positions by name, the first of each name winning.
public struct NameIndex: Sendable {
    private let table: ByteTable
    /// Where each name first stands, by its number in `table`.
    private let positions: [Int32]

    init(_ names: [String]) {
        var table = ByteTable(capacity: names.count)
        var positions: [Int32] = []
        positions.reserveCapacity(names.count)
        for index in names.indices where table.insert(names[index]).inserted { positions.append(Int32(index)) }
        self.table = table
        self.positions = positions
    }

    public subscript(name: String) -> Int? {
        table.number(of: name).map { Int(positions[$0]) }
    }
}
