/// Named results (format 1.2): an action's `result` may be a list of names, or a map from name to
/// payload type, and `return NAME` hands back the answer of that name.
extension Action {
    /// Whether the action waits for something handed back by `return`: a `result` type (format
    /// 1.1) or named answers (format 1.2).
    // Inlinable, as `result` and `answers` are: read in place, not from a copy of the action.
    @inlinable public var asksForResult: Bool { result != nil || answers != nil }

    /// The answer named `name`, if the action waits for named answers and has one so named.
    public func answer(named name: String) -> Outcome? { answers?.first { $0.name.value == name } }
}

extension Transition.Verb {
    /// Whether the verb may name an answer of the action it answers (`return NAME`, format 1.2):
    /// its target is then optional and names no declaration of the flow, but one of the asking
    /// actions' answers, which the rules check against each asker.
    public var mayNameAnAnswer: Bool {
        switch self {
        case .return: return true
        case .push, .present, .replace, .pop, .popToRoot, .dismiss, .start, .finish, .stay, .select, .alert, .reset,
            .send:
            return false
        }
    }
}
