import FlowDiagnostics

/// Format 1.2: one of a flow's `triggers`, an action the app calls rather than a screen (a push
/// notification, an SDK's error, the app going to the background).
public struct Trigger: Sendable, Hashable {
    public var name: Located<String>
    /// What the app hands it; nil is nothing.
    public var input: TypeExpression?
    /// The alternatives; empty only where `to` could not be read (a `schema` finding).
    public var transitions: Transitions
    /// The screens it runs from (`from`), each read as though the trigger were one of its actions;
    /// nil when it runs over whatever the flow shows.
    public var from: [Located<String>]?

    public init(
        name: Located<String>, input: TypeExpression? = nil, transitions: Transitions = [],
        from: [Located<String>]? = nil
    ) {
        self.name = name
        self.input = input
        self.transitions = transitions
        self.from = from
    }
}

extension Flow {
    public func trigger(named name: String) -> Trigger? { triggers.first { $0.name.value == name } }
}

extension Transition.Verb {
    /// Whether the verb runs in a trigger without `from`, over whatever the flow shows: the verbs
    /// that do not depend on the screen on top (`pop`, `popToRoot`, `dismiss` and `return` do).
    public var runsOverAnyScreen: Bool {
        switch self {
        case .push, .present, .replace, .start, .reset, .finish, .send, .alert, .select, .stay: return true
        case .pop, .popToRoot, .dismiss, .return: return false
        }
    }
}
