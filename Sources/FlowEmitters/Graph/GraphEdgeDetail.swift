import FlowModel

/// What an edge's tooltip says, kept in parts: nothing is put together until it is written, so
/// large graphs cost no text per edge beyond the output itself.
public enum GraphEdgeDetail: Sendable, Hashable {
    /// `screen.action: transition`
    case action(screen: String, action: String, transition: Transition)
    /// `on Child outcome: transition`, a parent's handler of a child's outcome.
    case handler(child: String, outcome: String, transition: Transition)
    /// `alert.button: transition`, a button of an alert (format 1.1).
    case button(alert: String, button: String, transition: Transition)
    case text(String)
    /// A transition that presents in a declared style (format 1.1): its detail, then the
    /// presentation map's keys on a line of their own.
    indirect case presented(GraphEdgeDetail, presentation: String)
    /// A made step (format 1.2): its detail, then the work requirement that makes its target's
    /// input on a line of its own.
    indirect case made(GraphEdgeDetail, requirement: String)

    /// The text, put together.
    public var text: String {
        var text = ""
        write({ text += $0 }, words: { text += $0.description })
        return text
    }

    /// Hands the text over piece by piece: names and types as written in the flows to `names`,
    /// the fixed words between them to `words`.
    func write(_ names: (String) -> Void, words: (StaticString) -> Void) {
        let transition: Transition
        switch self {
        case .action(let screen, let action, let step):
            names(screen)
            words(".")
            names(action)
            transition = step
        case .handler(let child, let outcome, let step):
            words("on ")
            names(child)
            words(" ")
            names(outcome)
            transition = step
        case .button(let alert, let button, let step):
            words("alert ")
            names(alert)
            words(".")
            names(button)
            transition = step
        case .text(let text):
            names(text)
            return
        case .presented(let detail, let presentation):
            detail.write(names, words: words)
            words("\npresentation: ")
            names(presentation)
            return
        case .made(let detail, let requirement):
            detail.write(names, words: words)
            words("\nmade by: work.")
            names(requirement)
            words("()")
            return
        }
        words(": ")
        names(transition.verb.rawValue)
        if let target = transition.target {
            words(" ")
            names(target)
        }
    }
}
