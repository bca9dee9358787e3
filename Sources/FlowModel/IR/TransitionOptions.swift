/// Format 1.2: the transition long form, `{to: TRANSITION, make: true}`.
///
/// Where one transition stands (an `on` handler's value, an item of a list of alternatives), its
/// long form may stand; a map that holds a `to` already (an action's long form, an alert
/// button's) takes the long form's keys beside it. What the long form says beyond the verb and
/// target is the transition's `options`: one value per transition, so that the rules and the
/// emitters ask it rather than flags kept beside the transition in each place.
extension Transition {
    /// What a transition's long form says beside its verb and target.
    ///
    /// `then` (format 1.2, §2: a second step after a closing one) is here too, as a boxed
    /// second `Transition`: the short form keeps `none`, and the emitters and rules that read
    /// `make` read it from the same value.
    public struct Options: Sendable, Hashable {
        // The reference first and the byte after it, and the options before the transition's
        // verb: the verb packs into the byte after `make`, and a transition grows by one word.
        /// `then` (format 1.2, §2): the second step, run once this closing step has ended, from
        /// the screen it lands on; nil for none. Boxed: a transition cannot hold one in place.
        public var then: ThenStep?
        /// `make: true`: the target's input is not the payload as it is but a value the
        /// coordinator's work makes from it (a constant, a property of the payload, something
        /// looked up). `type-mismatch` does not compare payload and target; the generated work
        /// requirement's signature holds both types.
        public var make: Bool

        public init(make: Bool = false, then: ThenStep? = nil) {
            self.make = make
            self.then = then
        }

        /// The short form: nothing beside the verb and target.
        public static let none = Options()

        /// Whether the long form says nothing the short form could not.
        public var isNone: Bool { self == .none }
    }

    /// Whether the transition is made: `options.make`.
    public var isMade: Bool { options.make }
}

extension Transition.Verb {
    /// Whether `make` may stand on the verb: the verb hands a payload to its target
    /// (`handsPayloadToTarget`), whose input the work then makes. `return` hands its payload back
    /// as it is, and the verbs without a target, `select` and those going back take none.
    public var takesMadeInput: Bool { handsPayloadToTarget }
}

extension Transitions {
    /// Whether the transition at `position` is made (`make: true`, format 1.2), read in place.
    @inlinable public func isMade(at position: Int) -> Bool {
        switch storage {
        case .one(let transition): return transition.options.make
        case .list(let list): return list[position].options.make
        }
    }

    /// Whether any of the transitions is made.
    @inlinable public var anyMade: Bool {
        switch storage {
        case .one(let transition): return transition.options.make
        case .list(let list): return list.contains { $0.options.make }
        }
    }
}
