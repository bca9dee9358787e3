import FlowModel
import FlowcSupport

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
