import FlowModel

/// One flow's screens, children and outcomes by name, the first of each name winning (as
/// `Flow.screen(named:)` finds it). Built once per flow for every rule, so that lookups by name
/// stay constant-time in flows with thousands of screens.
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

/// Positions by name, the first of each name winning. A few names are searched in a list: a
/// dictionary for the two or three outcomes most flows have costs more memory than the names.
public struct NameIndex: Sendable {
    private static let largest = 8
    private let names: [String]
    private let table: [String: Int]

    init(_ names: [String]) {
        guard names.count > Self.largest else {
            self.names = names
            self.table = [:]
            return
        }
        var table: [String: Int] = [:]
        table.reserveCapacity(names.count)
        for (index, name) in names.enumerated() where table[name] == nil { table[name] = index }
        self.names = []
        self.table = table
    }

    public subscript(name: String) -> Int? {
        table.isEmpty ? names.firstIndex(of: name) : table[name]
    }
}
