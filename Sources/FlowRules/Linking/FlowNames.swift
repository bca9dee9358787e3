import FlowModel

/// One flow's screens, children and outcomes by name, the first of each name winning (as
/// `Flow.screen(named:)` finds it). Built once per flow for every rule, so that lookups by name
/// stay constant-time in flows with thousands of screens.
public struct FlowNames: Sendable {
    public let screens: [String: Int]
    public let children: [String: Int]
    public let outcomes: [String: Int]

    public init(_ flow: Flow) {
        screens = Self.firstIndex(flow.screens, \.id.value)
        children = Self.firstIndex(flow.children, \.flow.value)
        outcomes = Self.firstIndex(flow.outcomes, \.name.value)
    }

    private static func firstIndex<Item>(_ items: [Item], _ name: (Item) -> String) -> [String: Int] {
        var result: [String: Int] = [:]
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() where result[name(item)] == nil { result[name(item)] = index }
        return result
    }
}
