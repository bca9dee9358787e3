import FlowDiagnostics

/// A Swift type expression from a flow (`input`, `output`, an outcome's payload).
///
/// Two expressions denote the same type when their canonical forms are equal; the canonical form
/// applies the normalisation of the flow format (white space, `Optional<T>`, `Array<T>`,
/// `Dictionary<K, V>`, `(T)`) and nothing else.
public struct TypeExpression: Sendable, Hashable {
    /// The type as written, trimmed.
    public var text: String
    /// nil when the text is not a well-formed Swift type (`invalid-identifier`).
    public var canonical: String?
    public var location: SourceLocation

    public init(text: String, canonical: String?, location: SourceLocation) {
        self.text = text
        self.canonical = canonical
        self.location = location
    }

    public var isWellFormed: Bool { canonical != nil }

    /// Whether both denote the same type under the flow format's equality.
    public func isSameType(as other: TypeExpression) -> Bool { canonical != nil && canonical == other.canonical }
}
