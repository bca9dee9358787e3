import FlowDiagnostics

/// A Swift type expression from a flow (`input`, `output`, an outcome's payload).
///
/// Two expressions denote the same type when their canonical forms are equal; the canonical form
/// applies the normalisation of the flow format (white space, `Optional<T>`, `Array<T>`,
/// `Dictionary<K, V>`, `(T)`) and nothing else.
public struct TypeExpression: Sendable, Hashable {
    // A flow writes the same few types thousands of times, and every action holds two of these:
    // the text and its canonical form live once in a shared `SpelledType`, so a type here costs
    // one reference and a location (24 bytes, where two strings would take 56).
    private var spelling: SpelledType
    public var location: SourceLocation

    public init(text: String, canonical: String?, location: SourceLocation) {
        self.init(spelling: SpelledType(text: text, canonical: canonical), location: location)
    }

    /// A type whose spelling is shared with the other places that write it the same way.
    public init(spelling: SpelledType, location: SourceLocation) {
        self.spelling = spelling
        self.location = location
    }

    /// The type as written, trimmed.
    public var text: String { spelling.text }
    /// nil when the text is not a well-formed Swift type (`invalid-identifier`).
    public var canonical: String? { spelling.canonical }

    public var isWellFormed: Bool { canonical != nil }

    /// Whether both denote the same type under the flow format's equality.
    public func isSameType(as other: TypeExpression) -> Bool {
        guard let canonical else { return false }
        return spelling === other.spelling || canonical == other.canonical
    }

    public static func == (lhs: TypeExpression, rhs: TypeExpression) -> Bool {
        lhs.location == rhs.location
            && (lhs.spelling === rhs.spelling
                || (lhs.spelling.text == rhs.spelling.text && lhs.spelling.canonical == rhs.spelling.canonical))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spelling.text)
        hasher.combine(spelling.canonical)
        hasher.combine(location)
    }
}

/// A type's text as written and its canonical form, made once per distinct spelling and shared
/// by every `TypeExpression` that writes it so.
public final class SpelledType: Sendable {
    public let text: String
    public let canonical: String?

    public init(text: String, canonical: String?) {
        self.text = text
        self.canonical = canonical
    }
}
