/// The alternatives of an action or of an `on` handler, in the order written.
///
/// Nearly every action has exactly one transition; that one is kept in place instead of in an
/// array of its own, which on a large app was an allocation, a reference and 80 bytes for every
/// action. None, or two and more, are kept in an array.
public struct Transitions: RandomAccessCollection, Sendable, Hashable {
    // The array first: the single transition (25 bytes) then ends the value, and the action
    // holding it can put its flag in the padding after it (an action is 8 bytes smaller).
    /// The transitions when there are none or two and more.
    @usableFromInline var many: [Transition]
    /// The only transition, when there is exactly one (and `many` is empty).
    @usableFromInline var single: Transition?

    // Inlinable, so that loops in other modules are specialized for this type: through the
    // generic `Collection` witnesses, each transition was copied by its value witness.
    @inlinable public var startIndex: Int { 0 }

    @inlinable public var endIndex: Int {
        // Asked at every step of a loop: tested without binding (copying) the transition.
        if case .some = single { return 1 }
        return many.count
    }

    /// The verb and target of the transition at `position`, read in place: the subscript
    /// copies the whole transition (and takes a reference to its target's text) to hand it out.
    @inlinable public func verbAndTarget(at position: Int) -> (verb: Transition.Verb, target: String?) {
        if let verb = single?.verb { return (verb, single?.target) }
        return (many[position].verb, many[position].target)
    }

    @inlinable public subscript(position: Int) -> Transition {
        if case .some(let transition) = single {
            precondition(position == 0, "index out of range")
            return transition
        }
        return many[position]
    }
}

// Through the memberwise initializer, as the IR's other values are (see `Flow`'s initializer).
extension Transitions: ExpressibleByArrayLiteral {
    public init(_ transition: Transition) {
        self.init(many: [], single: transition)
    }

    public init(_ transitions: [Transition]) {
        if transitions.count == 1 {
            self.init(many: [], single: transitions[0])
        } else {
            self.init(many: transitions, single: nil)
        }
    }

    public init(arrayLiteral transitions: Transition...) {
        self.init(transitions)
    }
}
