import FlowYAML

/// One entry of a YAML map whose key is a name (a screen id, an action name).
struct MapEntry {
    var key: String
    var keyNode: Int
    var value: Int
}

/// The keys the format allows in one kind of map: an enum whose cases are spelled as the keys
/// are, in the order the format lists them.
protocol MapKey: CaseIterable, RawRepresentable where RawValue == Int, AllCases == [Self] {
    static var spellings: MapKeySpellings { get }
}

/// The keys of one `MapKey` as text (for suggestions) and as bytes (for matching).
struct MapKeySpellings: Sendable {
    let names: [String]
    let bytes: [[UInt8]]

    init<Key: MapKey>(_: Key.Type) {
        names = Key.allCases.map { String(describing: $0) }
        bytes = names.map { Array($0.utf8) }
        precondition(names.count <= 16, "KeyedMap has room for 16 keys")
    }

    /// The position of the key written at `node`, compared byte for byte.
    func slot(of node: Int, in tree: YAMLTree) -> Int? {
        let scalar = tree.nodes[node]
        let start = Int(scalar.textStart)
        let count = Int(scalar.count)
        return tree.bytes.withUnsafeBufferPointer { text in
            bytes.firstIndex { key in
                guard key.count == count else { return false }
                for offset in 0..<count where text[start + offset] != key[offset] { return false }
                return true
            }
        }
    }
}

/// A map read against the keys the format allows there: for each key, where it and its value
/// stand.
struct KeyedMap<Key: MapKey> {
    let node: Int
    /// Per key, in case order: the key's node and the value's node, or -1. A SIMD vector is
    /// fixed-size storage in the struct itself: one of these is made per screen and per action,
    /// and an array would be an allocation each time. Room for 16 keys.
    private var slots = SIMD32<Int32>(repeating: -1)

    init(node: Int) {
        self.node = node
    }

    /// The value of `key`, if the map has it.
    subscript(key: Key) -> Int? {
        let value = slots[2 * key.rawValue + 1]
        return value >= 0 ? Int(value) : nil
    }

    /// Where `key` is written, if the map has it.
    func keyNode(_ key: Key) -> Int? {
        let node = slots[2 * key.rawValue]
        return node >= 0 ? Int(node) : nil
    }

    /// Records the first place of the key at `slot`; false when the key was already there.
    mutating func record(slot: Int, key: Int, value: Int) -> Bool {
        guard slots[2 * slot] < 0 else { return false }
        slots[2 * slot] = Int32(key)
        slots[2 * slot + 1] = Int32(value)
        return true
    }

    func has(_ key: Key) -> Bool { keyNode(key) != nil }
}

enum FlowKey: Int, MapKey {
    case flow, entry, root, input, start, outcomes, back, screens, children, tabs
    static let spellings = MapKeySpellings(Self.self)
}

enum ScreenKey: Int, MapKey {
    case view, storyboard, identifier, swiftui, input, actions
    static let spellings = MapKeySpellings(Self.self)
}

enum ActionKey: Int, MapKey {
    case input, output, async, to
    static let spellings = MapKeySpellings(Self.self)
}

enum ChildKey: Int, MapKey {
    case present, permanent, on
    static let spellings = MapKeySpellings(Self.self)
}
