import FlowDiagnostics

/// Format 1.2, §2: `{to: dismiss, then: push detail}`, two steps in one transition.
///
/// The first step closes (`dismiss`, `pop` or `popToRoot`); the second runs once it has ended,
/// from the screen it lands on, and has no `then` of its own.
extension Transition {
    /// The second step of a transition, boxed: `Options` holds it, and a `Transition` holds its
    /// options, so the step cannot be stored in place.
    public final class ThenStep: Sendable, Hashable {
        /// The second step, as written after `then` (its own `make` in its options).
        public let step: Transition
        /// Where the `then` key stands, for findings about the pair rather than the step.
        public let keyPosition: SourcePosition

        public init(_ step: Transition, keyPosition: SourcePosition) {
            self.step = step
            self.keyPosition = keyPosition
        }

        public static func == (lhs: ThenStep, rhs: ThenStep) -> Bool {
            lhs === rhs || (lhs.step == rhs.step && lhs.keyPosition == rhs.keyPosition)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(step)
            hasher.combine(keyPosition)
        }
    }

    /// The second step, when the transition has one (`then`, format 1.2).
    public var then: Transition? { options.then?.step }
}

extension Transition.Verb {
    /// Whether a `then` may follow the verb: it closes what is shown (`dismiss`, `pop`,
    /// `popToRoot`), so that a screen beneath is shown again for the second step.
    public var mayBeFollowedByThen: Bool {
        switch self {
        case .dismiss, .pop, .popToRoot: return true
        case .push, .present, .replace, .start, .finish, .stay, .select, .alert, .reset, .send, .return: return false
        }
    }

    /// Whether the verb may be a second step: any but `return` (the closing step has left the
    /// asking action's screen), `reset` (it tears everything down and needs no step before it)
    /// and `stay` (it moves nothing).
    public var mayBeASecondStep: Bool {
        switch self {
        case .return, .reset, .stay: return false
        case .push, .present, .replace, .pop, .popToRoot, .dismiss, .start, .finish, .select, .alert, .send:
            return true
        }
    }
}

extension Transitions {
    /// The second step of the transition at `position` (`then`, format 1.2), read in place.
    @inlinable public func then(at position: Int) -> Transition? {
        switch storage {
        case .one(let transition): return transition.options.then?.step
        case .list(let list): return list[position].options.then?.step
        }
    }

    /// How many of the transitions have a second step.
    @inlinable public var thenCount: Int {
        switch storage {
        case .one(let transition): return transition.options.then != nil ? 1 : 0
        case .list(let list): return list.reduce(0) { $0 + ($1.options.then != nil ? 1 : 0) }
        }
    }

    /// Whether any of the transitions has a second step.
    @inlinable public var anyThen: Bool {
        switch storage {
        case .one(let transition): return transition.options.then != nil
        case .list(let list): return list.contains { $0.options.then != nil }
        }
    }
}
