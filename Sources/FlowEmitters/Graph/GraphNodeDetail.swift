/// What a node's tooltip says, kept in parts: nearly every node is a screen, and nothing is put
/// together until it is written (Mermaid, which has no tooltips, never puts it together).
public enum GraphNodeDetail: Sendable, Hashable {
    /// `id: ViewType (SwiftUI) from storyboard Main, identifier Screen4` and `input: Type`.
    case screen(Screen)
    case text(String)

    public struct Screen: Sendable, Hashable {
        // Constants, as `GraphEdge`'s are, for the same reason.
        public let id: String
        public let viewType: String
        public let isSwiftUI: Bool
        public let storyboard: String?
        /// The storyboard identifier as written; without one, the view type is the identifier.
        public let identifier: String?
        /// The input type, as written.
        public let input: String?

        public init(
            id: String, viewType: String, isSwiftUI: Bool, storyboard: String?, identifier: String?, input: String?
        ) {
            self.id = id
            self.viewType = viewType
            self.isSwiftUI = isSwiftUI
            self.storyboard = storyboard
            self.identifier = identifier
            self.input = input
        }
    }

    /// The text, put together.
    public var text: String {
        var text = ""
        write({ text += $0 }, words: { text += $0.description })
        return text
    }

    /// Hands the text over piece by piece: names and types as written in the flows to `names`,
    /// the fixed words between them to `words`.
    func write(_ names: (String) -> Void, words: (StaticString) -> Void) {
        switch self {
        case .text(let text):
            names(text)
        case .screen(let screen):
            names(screen.id)
            words(": ")
            names(screen.viewType)
            if screen.isSwiftUI { words(" (SwiftUI)") }
            if let storyboard = screen.storyboard {
                words(" from storyboard ")
                names(storyboard)
                words(", identifier ")
                names(screen.identifier ?? screen.viewType)
            }
            if let input = screen.input {
                words("\ninput: ")
                names(input)
            }
        }
    }
}
