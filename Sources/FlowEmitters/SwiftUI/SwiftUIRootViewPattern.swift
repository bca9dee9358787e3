/// How the SwiftUI backend names each flow's root view: a pattern in which `{flow}` stands for the
/// flow's name, `{flow}View` unless `.flowc.yml` says otherwise (`swiftui: {rootView: …}`). The app
/// picks it, as SwiftGen's users pick the names it generates, so that the generated views cannot
/// meet the app's own types, which flowc does not see (Bitwarden's SDK has a `SendView`).
public struct SwiftUIRootViewPattern: Sendable, Hashable, CustomStringConvertible {
    public static let placeholder = "{flow}"
    /// `{flow}View`: issue 34's `<Flow>View`.
    public static let standard = SwiftUIRootViewPattern(prefix: "", suffix: "View")

    /// What comes before and after the flow's name.
    public let prefix: String
    public let suffix: String

    private init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The pattern as written in `.flowc.yml`.
    public var description: String { prefix + Self.placeholder + suffix }

    /// The root view of flow `flow`.
    public func name(ofFlow flow: String) -> String { prefix + flow + suffix }

    /// The pattern `text`, or why it cannot name the root views: it holds `{flow}` exactly once
    /// and, around it, only what a Swift type name may hold (ASCII letters, digits and `_`, not a
    /// digit first), so that with any flow's name it gives a type name.
    public static func parse(_ text: String) -> Result<SwiftUIRootViewPattern, PatternError> {
        let parts = text.split(separator: placeholder, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            return .failure(
                PatternError(
                    message: parts.count == 1
                        ? "has no \(placeholder), so every flow's view would get one name"
                        : "has \(placeholder) \(parts.count - 1) times; it takes it once"))
        }
        let pattern = SwiftUIRootViewPattern(prefix: parts[0], suffix: parts[1])
        let example = pattern.name(ofFlow: "Login")
        guard (parts[0] + parts[1]).allSatisfy(isNameCharacter), parts[0].first?.isNumber != true else {
            return .failure(
                PatternError(
                    message: "does not give a Swift type name ('\(example)' for a flow Login); around "
                        + "\(placeholder) it takes ASCII letters, digits and _, not a digit first"))
        }
        return .success(pattern)
    }

    /// An ASCII letter, digit or `_`.
    static func isNameCharacter(_ character: Character) -> Bool {
        character.asciiValue != nil && (character.isLetter || character.isNumber || character == "_")
    }

    /// Why a pattern was refused, said after the pattern.
    public struct PatternError: Error, Sendable, Hashable {
        public var message: String
    }
}
