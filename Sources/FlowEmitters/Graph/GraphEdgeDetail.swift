import FlowModel

/// What an edge's tooltip says, kept in parts: nothing is put together until it is written, so
/// large graphs cost no text per edge beyond the output itself.
public enum GraphEdgeDetail: Sendable, Hashable {
    /// `screen.action: transition`
    case action(screen: String, action: String, transition: Transition)
    /// `on Child outcome: transition`, a parent's handler of a child's outcome.
    case handler(child: String, outcome: String, transition: Transition)
    case text(String)

    /// The text, put together.
    public var text: String {
        var text = ""
        write { text += $0 }
        return text
    }

    /// Hands the text to `sink` piece by piece.
    func write(_ sink: (String) -> Void) {
        let transition: Transition
        switch self {
        case .action(let screen, let action, let step):
            sink(screen)
            sink(".")
            sink(action)
            transition = step
        case .handler(let child, let outcome, let step):
            sink("on ")
            sink(child)
            sink(" ")
            sink(outcome)
            transition = step
        case .text(let text):
            sink(text)
            return
        }
        sink(": ")
        sink(transition.verb.rawValue)
        if let target = transition.target {
            sink(" ")
            sink(target)
        }
    }
}
