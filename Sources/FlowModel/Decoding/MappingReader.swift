import FlowYAML

/// One entry of a YAML map whose key is a name (a screen id, an action name).
struct MapEntry {
    var key: String
    var keyNode: Int
    var value: Int
}

/// The keys the format allows in one kind of map, in the order the format lists them.
struct MapKeys: Sendable {
    let keys: [StaticString]
    let names: [String]

    init(_ keys: [StaticString]) {
        self.keys = keys
        self.names = keys.map { $0.description }
    }

    /// The position of the key written at `node` among these keys, compared byte for byte.
    func slot(of node: Int, in tree: YAMLTree) -> Int? {
        keys.firstIndex { tree.scalar(node, is: $0) }
    }
}

/// A map read against the keys the format allows there: for each allowed key, where its key and
/// value stand, or -1.
struct KeyedMap {
    let node: Int
    let keys: MapKeys
    var keyNodes: [Int]
    var values: [Int]

    init(node: Int, keys: MapKeys) {
        self.node = node
        self.keys = keys
        self.keyNodes = Array(repeating: -1, count: keys.keys.count)
        self.values = keyNodes
    }

    private func slot(_ key: StaticString) -> Int {
        guard let slot = keys.keys.firstIndex(where: { Self.same($0, key) }) else {
            preconditionFailure("'\(key)' is not one of this map's keys")
        }
        return slot
    }

    private static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        guard a.utf8CodeUnitCount == b.utf8CodeUnitCount else { return false }
        for offset in 0..<a.utf8CodeUnitCount where a.utf8Start[offset] != b.utf8Start[offset] { return false }
        return true
    }

    /// The value of `key`, if the map has it.
    subscript(key: StaticString) -> Int? {
        let value = values[slot(key)]
        return value >= 0 ? value : nil
    }

    /// Where `key` is written, if the map has it.
    func keyNode(_ key: StaticString) -> Int? {
        let node = keyNodes[slot(key)]
        return node >= 0 ? node : nil
    }

    func has(_ key: StaticString) -> Bool { keyNode(key) != nil }
}
