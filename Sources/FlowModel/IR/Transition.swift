import FlowDiagnostics

/// One transition: `VERB` or `VERB TARGET`, at the place its string stands.
public struct Transition: Sendable, Hashable {
    public enum Verb: String, Sendable, Hashable, CaseIterable {
        case push
        case present
        case replace
        case pop
        case popToRoot
        case dismiss
        case start
        case finish
        case stay

        /// What the verb's target names, or nil for verbs that take none.
        public var targetKind: TargetKind? {
            switch self {
            case .push, .present, .replace: return .screen
            case .start: return .child
            case .finish: return .outcome
            case .pop, .popToRoot, .dismiss, .stay: return nil
            }
        }

        /// Verbs that move screens on a navigation stack, which a `tabs` flow does not have.
        public var isStackVerb: Bool {
            switch self {
            case .push, .present, .replace, .pop, .popToRoot, .dismiss: return true
            case .start, .finish, .stay: return false
            }
        }
    }

    public enum TargetKind: String, Sendable, Hashable {
        case screen
        case child
        case outcome
    }

    // The one-byte verb last: it packs into the bytes after the position, where first it would
    // pad the value by a word, and an action holds its transition in place.
    /// The target's name; nil for verbs that take none.
    public var target: String?
    /// Where the transition's string stands, in its flow's file.
    public var position: SourcePosition
    public var verb: Verb

    public init(verb: Verb, target: String? = nil, position: SourcePosition) {
        self.verb = verb
        self.target = target
        self.position = position
    }
}

extension Transition: CustomStringConvertible {
    public var description: String { target.map { "\(verb.rawValue) \($0)" } ?? verb.rawValue }
}
