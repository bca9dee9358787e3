import FlowModel

/// One flow's screens, children and outcomes by name, the first of each name winning (as
/// `Flow.screen(named:)` finds it), and what each of its transitions names. Built once per flow
/// for the navigation analysis and every rule, so that lookups by name stay constant-time in
/// flows with thousands of screens and each transition's target is hashed once, not once a rule.
public struct FlowNames: Sendable {
    public let screens: NameIndex
    public let children: NameIndex
    public let outcomes: NameIndex
    /// For each declared transition, in `Flow.forEachTransition` order, the position of its target
    /// among the flow's screens, children or outcomes (as its verb's `targetKind` says), or -1
    /// when the verb takes no target or the flow declares no such name.
    public let targets: [Int32]
    /// The verb of each declared transition, in the same order: with `targets`, what most rules
    /// ask of a transition, without walking the flow's screens and actions again.
    public let verbs: [Transition.Verb]

    public init(_ flow: Flow) {
        let screens = NameIndex(flow.screens.map(\.id.value))
        let children = NameIndex(flow.children.map(\.flow.value))
        let outcomes = NameIndex(flow.outcomes.map(\.name.value))
        var count = 0
        flow.forEachTransitionPlace { _, _ in count += 1 }
        var targets: [Int32] = []
        var verbs: [Transition.Verb] = []
        targets.reserveCapacity(count)
        verbs.reserveCapacity(count)
        flow.forEachTransitionPlace { origin, index in
            let (verb, target) = flow.verbAndTarget(at: origin, index)
            verbs.append(verb)
            var position: Int?
            if let target {
                switch verb.targetKind {
                case .screen: position = screens[target]
                case .child: position = children[target]
                case .outcome: position = outcomes[target]
                case nil: position = nil
                }
            }
            targets.append(Int32(position ?? -1))
        }
        self.screens = screens
        self.children = children
        self.outcomes = outcomes
        self.targets = targets
        self.verbs = verbs
    }

    /// The transitions of `flow` declared at `places` (positions in `targets`), in the order
    /// given: one walk of the flow, for the few transitions a finding needs.
    public func transitions(at places: [Int], of flow: Flow) -> [Transition] {
        guard !places.isEmpty else { return [] }
        let wanted = Set(places)
        var found: [Int: Transition] = [:]
        var declared = 0
        flow.forEachTransition { transition, _ in
            if wanted.contains(declared) { found[declared] = transition }
            declared += 1
        }
        return places.map { found[$0]! }
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
