import FlowModel

/// One flow's screens, children and outcomes by name, the first of each name winning (as
/// `Flow.screen(named:)` finds it). Built once per flow for resolving its transitions
/// (`ResolvedFlow`) and for every rule, so that lookups by name stay constant-time in flows with
/// thousands of screens.
public struct FlowNames: Sendable {
    public let screens: NameIndex
    public let children: NameIndex
    public let outcomes: NameIndex

    public init(_ flow: Flow) {
        screens = NameIndex(flow.screens.map(\.id.value))
        children = NameIndex(flow.children.map(\.flow.value))
        outcomes = NameIndex(flow.outcomes.map(\.name.value))
    }
}

/// Positions by name, the first of each name winning. A few names are searched in a list; more
/// through a table of positions kept beside them, hashed with Swift's seeded hash (a file cannot
/// make its names collide). A `Dictionary` held each name again with an `Int` in a table a
/// quarter empty: 3 KB for a flow of 50 screens, where the names and the table take 1.3 KB.
public struct NameIndex: Sendable {
    private static let largest = 8
    private let names: [String]
    /// 1 + the position in `names` of the name hashed to each slot, 0 for an empty slot; empty
    /// for a list of `largest` names or fewer. At most half full.
    private let slots: [Int32]

    init(_ names: [String]) {
        self.names = names
        guard names.count > Self.largest else {
            slots = []
            return
        }
        var size = 16
        while size < names.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for index in names.indices {
            var slot = Self.hash(names[index]) & (size - 1)
            while slots[slot] != 0, names[Int(slots[slot]) - 1] != names[index] {
                slot = (slot + 1) & (size - 1)
            }
            if slots[slot] == 0 { slots[slot] = Int32(index + 1) }
        }
        self.slots = slots
    }

    public subscript(name: String) -> Int? {
        guard !slots.isEmpty else { return names.firstIndex(of: name) }
        var slot = Self.hash(name) & (slots.count - 1)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if names[index] == name { return index }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private static func hash(_ name: String) -> Int {
        var hasher = Hasher()
        hasher.combine(name)
        return hasher.finalize()
    }
}
