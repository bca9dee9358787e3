import FlowYAML
import FlowcSupport

/// One entry of a YAML map whose key is a name (a screen id, an action name).
struct MapEntry {
    var key: String
    var keyNode: Int
    var value: Int
}

/// The keys the format allows in one kind of map: an enum whose cases are spelled as the keys
/// are, in the order the format lists them, numbered from 0.
protocol MapKey: CaseIterable, RawRepresentable, Sendable where RawValue == Int, AllCases == [Self] {
    /// The cases' names, in case order. Written out: `String(describing:)` of a case makes the
    /// runtime search its conformance tables (large, with swift-syntax) for each key type at
    /// every start (a test checks that these are the case names).
    static var spellings: [String] { get }
}

/// The format's fixed words — each map's keys and the transition verbs — as bytes to match
/// against. Made once and held by each file's decoding context: every read of a `static let`
/// is a `swift_once` call, and the decoder matches every key of every file.
struct FormatWords: Sendable {
    static let standard = FormatWords()

    let flowKeys = MapKeySpellings<FlowKey>()
    let screenKeys = MapKeySpellings<ScreenKey>()
    let actionKeys = MapKeySpellings<ActionKey>()
    let childKeys = MapKeySpellings<ChildKey>()
    let keepKeys = MapKeySpellings<KeepKey>()
    let presentationKeys = MapKeySpellings<PresentationKey>()
    let alertKeys = MapKeySpellings<AlertKey>()
    let alertButtonKeys = MapKeySpellings<AlertButtonKey>()
    let alertTextKeys = MapKeySpellings<AlertTextKey>()
    let entryKeys = MapKeySpellings<EntryKey>()
    let triggerKeys = MapKeySpellings<TriggerKey>()
    let longFormKeys = MapKeySpellings<TransitionLongFormKey>()
    let verbs: [(spelling: PackedKey, verb: Transition.Verb)] = Transition.Verb.allCases.map { verb in
        (PackedKey(verb.rawValue), verb)
    }
}

/// The keys of one `MapKey` as text (for suggestions) and as packed bytes (for matching).
struct MapKeySpellings<Key: MapKey>: Sendable {
    let names: [String]
    /// Each key's bytes as a `PackedKey`, in case order.
    private let packed: [PackedKey]

    init() {
        names = Key.spellings
        packed = names.map(PackedKey.init)
        precondition(names.count * 2 <= KeyedMap<Key>.Slots.scalarCount, "KeyedMap has room for two numbers a key")
    }

    /// The key written at `node`, if it is one of these.
    func key(at node: Int, in tree: YAMLTree) -> Key? {
        guard let written = tree.withBytes(of: node, PackedKey.init) else { return nil }
        return packed.firstIndex(of: written).flatMap(Key.init(rawValue:))
    }
}

/// Up to 16 bytes in two words and a length: the format's keys are all that short, so matching
/// a written key against a map's allowed keys is two comparisons a key, whatever its spelling.
struct PackedKey: Equatable, Sendable {
    private var count: Int
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// nil when `bytes` is longer than any key.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 16 else { return nil }
        count = bytes.count
        // Both sides are packed the same way, so the machine's byte order does not matter, nor
        // that the two loads overlap: with the count, the words still tell every spelling apart.
        // Loads, not a copy into the words: a `memcpy` call per key would cost more than the
        // rest of matching it.
        let raw = UnsafeRawBufferPointer(bytes)
        switch raw.count {
        case 8...:
            low = raw.loadUnaligned(as: UInt64.self)
            high = raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
        case 4...:
            low =
                UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: raw.count - 4, as: UInt32.self)) << 32
        default:
            for byte in raw { low = low << 8 | UInt64(byte) }
        }
    }

    /// One of the format's own words (at most 16 bytes).
    init(_ word: String) {
        var word = word
        self = word.withUTF8 { PackedKey($0)! }
    }
}

/// A map read against the keys the format allows there: for each key, where it and its value
/// stand.
struct KeyedMap<Key: MapKey> {
    let node: Int
    /// Per key, in case order: the key's node and the value's node, or -1. A SIMD vector is
    /// fixed-size storage in the struct itself: one of these is made per screen and per action,
    /// and an array would be an allocation each time. Slots are read and written as single
    /// `Int32`s in memory: the vector's own lane accessors made every write a spill of the whole
    /// vector to the stack and a reload (a stalled load, in the decoder's innermost loop).
    private var slots = Slots(repeating: -1)
    /// Room for two numbers a key of the largest key set.
    typealias Slots = SIMD32<Int32>

    init(node: Int) {
        self.node = node
    }

    private func slot(_ index: Int) -> Int32 {
        withUnsafeBytes(of: slots) { $0.load(fromByteOffset: index &* 4, as: Int32.self) }
    }

    /// The value of `key`, if the map has it.
    subscript(key: Key) -> Int? {
        let value = slot(2 &* key.rawValue &+ 1)
        return value >= 0 ? Int(value) : nil
    }

    /// Where `key` is written, if the map has it.
    func keyNode(_ key: Key) -> Int? {
        let node = slot(2 &* key.rawValue)
        return node >= 0 ? Int(node) : nil
    }

    /// Records the first place of `key`; false when the key was already there.
    mutating func record(_ key: Key, keyNode: Int, value: Int) -> Bool {
        guard slot(2 &* key.rawValue) < 0 else { return false }
        withUnsafeMutableBytes(of: &slots) { slots in
            slots.storeBytes(of: Int32(keyNode), toByteOffset: 8 &* key.rawValue, as: Int32.self)
            slots.storeBytes(of: Int32(value), toByteOffset: 8 &* key.rawValue &+ 4, as: Int32.self)
        }
        return true
    }

    func has(_ key: Key) -> Bool { keyNode(key) != nil }
}

enum FlowKey: Int, MapKey {
    case flow, entry, root, input, start, outcomes, back, screens, children, tabs
    case alerts
    case events
    case routes
    case entries
    // Format 1.2.
    case triggers
    static let spellings = [
        "flow", "entry", "root", "input", "start", "outcomes", "back", "screens", "children", "tabs",
        "alerts", "events", "routes", "entries", "triggers",
    ]
}

/// The keys of one of a flow's `triggers` in its long form (format 1.2): an action's, with
/// `from` for its screens. `output`, `async` and `result` are an action's keys a trigger has not,
/// kept to say why.
enum TriggerKey: Int, MapKey {
    case input, to, from
    case output, async, result
    // The transition long form's keys, beside `to` (`TransitionLongFormKey`), as in an action.
    case make, then
    static let spellings = ["input", "to", "from", "output", "async", "result", "make", "then"]
}

/// The keys of one of a flow's `entries` (format 1.1).
enum EntryKey: Int, MapKey {
    case input, start, outcomes
    static let spellings = ["input", "start", "outcomes"]
}

enum ScreenKey: Int, MapKey {
    case view, storyboard, identifier, swiftui, input, actions
    case presentation
    // Format 1.2: an external screen's keys.
    case external, result, to
    static let spellings = [
        "view", "storyboard", "identifier", "swiftui", "input", "actions", "presentation", "external", "result", "to",
    ]
}

enum ActionKey: Int, MapKey {
    case input, output, async, to
    // Format 1.1.
    case result
    // Format 1.2: the transition long form's keys, beside `to` (`TransitionLongFormKey`).
    case make, then
    static let spellings = ["input", "output", "async", "to", "result", "make", "then"]
}

enum ChildKey: Int, MapKey {
    case present, permanent, on
    // Format 1.2.
    case keep
    static let spellings = ["present", "permanent", "on", "keep"]
}

/// Format 1.2: the keys of a child's `keep` given as a map.
enum KeepKey: Int, MapKey {
    case reopen
    static let spellings = ["reopen"]
}

/// A screen's `presentation` map, a child's `present` map.
enum PresentationKey: Int, MapKey {
    case style, detents, swipeToDismiss
    static let spellings = ["style", "detents", "swipeToDismiss"]
}

// Format 1.1: the keys of an alert, of its buttons, and of a text given as a localisation key.
enum AlertKey: Int, MapKey {
    case style, input, title, message, buttons
    static let spellings = ["style", "input", "title", "message", "buttons"]
}

enum AlertButtonKey: Int, MapKey {
    case title, role, to
    // Format 1.2: the transition long form's keys, beside `to` (`TransitionLongFormKey`).
    case make, then
    static let spellings = ["title", "role", "to", "make", "then"]
}

/// Format 1.2: the keys of a transition's long form, `{to: TRANSITION, make: true}`, and
/// `{to: dismiss, then: TRANSITION}` (§2).
enum TransitionLongFormKey: Int, MapKey {
    case to, make, then
    static let spellings = ["to", "make", "then"]
}

enum AlertTextKey: Int, MapKey {
    case key
    static let spellings = ["key"]
}
