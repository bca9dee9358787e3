import FlowDiagnostics

/// The alternatives of an action or of an `on` handler, in the order written.
///
/// Nearly every action has exactly one transition; that one is kept in place instead of in an
/// array of its own, which would be an allocation and a reference for every action. None, or two
/// and more, are kept in an array.
public struct Transitions: RandomAccessCollection, Sendable, Hashable {
    // One case or the other, not both in fields of their own: the enum keeps its tag in bits
    // the transition leaves unused, so it takes no more room than the transition, where an array
    // and an optional transition would take more, for every action.
    @usableFromInline enum Storage: Sendable, Hashable {
        /// The only transition.
        case one(Transition)
        /// None, or two and more.
        case list([Transition])
    }

    @usableFromInline var storage: Storage

    // Inlinable, so that loops in other modules are specialized for this type: through the
    // generic `Collection` witnesses, each transition was copied by its value witness.
    @inlinable public var startIndex: Int { 0 }

    @inlinable public var endIndex: Int {
        // Asked at every step of a loop: tested without binding (copying) the transition.
        switch storage {
        case .one: return 1
        case .list(let list): return list.count
        }
    }

    /// The verb and target of the transition at `position`, read in place: the subscript
    /// copies the whole transition (and takes a reference to its target's text) to hand it out.
    @inlinable public func verbAndTarget(at position: Int) -> (verb: Transition.Verb, target: String?) {
        switch storage {
        case .one(let transition): return (transition.verb, transition.target)
        case .list(let list): return (list[position].verb, list[position].target)
        }
    }

    /// Where the transition at `position` is written, read in place.
    @inlinable public func position(at position: Int) -> SourcePosition {
        switch storage {
        case .one(let transition): return transition.position
        case .list(let list): return list[position].position
        }
    }

    @inlinable public subscript(position: Int) -> Transition {
        switch storage {
        case .one(let transition):
            precondition(position == 0, "index out of range")
            return transition
        case .list(let list):
            return list[position]
        }
    }
}

// Through the memberwise initializer, as the IR's other values are (see `Flow`'s initializer).
extension Transitions: ExpressibleByArrayLiteral {
    public init(_ transition: Transition) {
        self.init(storage: .one(transition))
    }

    public init(_ transitions: [Transition]) {
        self.init(storage: transitions.count == 1 ? .one(transitions[0]) : .list(transitions))
    }

    public init(arrayLiteral transitions: Transition...) {
        self.init(transitions)
    }
}
