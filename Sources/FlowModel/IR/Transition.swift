import FlowDiagnostics

/// One transition: `VERB` or `VERB TARGET`, at the place its string stands.
public struct Transition: Sendable, Hashable {
    /// The verbs of the format. What each one means (its target, how it moves the stack, how it
    /// is drawn) is answered in one place, `TransitionVerb.swift`.
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
        /// Format 1.1: selects one of a tabs flow's tabs.
        case select
        /// Format 1.1: shows one of the flow's `alerts` over the screen.
        case alert
        case reset
        case send
        /// Hands the payload back to the action that asked for it (`result`), format 1.1.
        case `return`
    }

    // The one-byte verb last: it packs into the byte after the options' `make`, where first it
    // would pad the value by a word, and an action holds its transition in place.
    /// The target's name; nil for verbs that take none.
    public var target: String?
    /// Where the transition's string stands, in its flow's file.
    public var position: SourcePosition
    /// What the transition's long form (format 1.2) says beside its verb and target; `none` for
    /// the short form. A reference (`then`) and a byte (`make`): the transition takes one word
    /// more than format 1.1's (40 bytes rather than 32).
    public var options: Options
    public var verb: Verb

    public init(verb: Verb, target: String? = nil, position: SourcePosition, options: Options = .none) {
        self.verb = verb
        self.target = target
        self.position = position
        self.options = options
    }
}

extension Transition: CustomStringConvertible {
    public var description: String { target.map { "\(verb.rawValue) \($0)" } ?? verb.rawValue }
}
