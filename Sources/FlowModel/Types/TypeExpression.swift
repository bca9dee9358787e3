import FlowDiagnostics

/// A Swift type expression from a flow (`input`, `output`, an outcome's payload).
///
/// Two expressions denote the same type when their canonical forms are equal; the canonical form
/// applies the normalisation of the flow format (white space, `Optional<T>`, `Array<T>`,
/// `Dictionary<K, V>`, `(T)`) and nothing else.
public struct TypeExpression: Sendable, Hashable {
    // A flow writes the same few types thousands of times, and every action holds two of these:
    // the text and its canonical form live once in a shared `SpelledType`, so a type here costs
    // one reference and a position, far less than two strings. Every byte here is paid twice for
    // each action of a large app, and the memory the IR fills is what `lint` pays for most.
    @usableFromInline var spelling: SpelledType
    /// Where the type is written, in its flow's file.
    public var position: SourcePosition

    /// A type whose spelling is shared with the other places that write it the same way.
    public init(spelling: SpelledType, position: SourcePosition) {
        self.spelling = spelling
        self.position = position
    }

    /// Rules ask this of every type in every flow: a flag of the shared spelling, read where the
    /// spelling is (inlinable, so that no call needs a reference of its own to it).
    @inlinable public var isWellFormed: Bool { spelling.isWellFormed }

    // Inlinable, as the type-mismatch rule asks these of many types: a call into this module
    // would need its own reference to the type (a retain and a release) to read one field.

    /// The type as written, trimmed.
    @inlinable public var text: String { spelling.text }
    /// nil when the text is not a well-formed Swift type (`invalid-identifier`).
    @inlinable public var canonical: String? { spelling.canonical }

    /// Whether both denote the same type under the flow format's equality.
    /// The same for two types written with the same bytes and read by the same parser (one
    /// thread's files): such types are the same type. Read in place, where asking the spelling
    /// for anything else takes a reference to it (a retain and a release) first.
    @inlinable public var spellingIdentity: ObjectIdentifier { ObjectIdentifier(spelling) }

    @inlinable public func isSameType(as other: TypeExpression) -> Bool {
        guard let canonical else { return false }
        return spelling === other.spelling || canonical == other.canonical
    }

    public static func == (lhs: TypeExpression, rhs: TypeExpression) -> Bool {
        lhs.position == rhs.position
            && (lhs.spelling === rhs.spelling
                || (lhs.spelling.text == rhs.spelling.text && lhs.spelling.canonical == rhs.spelling.canonical))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spelling.text)
        hasher.combine(spelling.canonical)
        hasher.combine(position)
    }
}

extension TypeExpression {
    public init(text: String, canonical: String?, position: SourcePosition) {
        self.init(spelling: SpelledType(text: text, canonical: canonical), position: position)
    }

    /// A canonical spelling (tokens joined by spaces) without its outermost optional: `Int ?`
    /// is `Int`; what the optional an answer adds leaves ("optionals aside").
    /// `( ( Int ) -> Int ) ?` is `( Int ) -> Int`: the parentheses the optional needed go with it.
    public static func withoutOptional(_ canonical: String) -> Substring {
        canonical.hasSuffix(" ?") ? ungrouped(canonical.dropLast(2)) : canonical[...]
    }

    /// A canonical spelling without every optional around it, and how many there were: `Int ? ?`
    /// is `Int`, 2.
    public static func withoutOptionals(_ canonical: Substring) -> (wrapped: Substring, depth: Int) {
        var wrapped = canonical
        var depth = 0
        while wrapped.hasSuffix(" ?") {
            wrapped = ungrouped(wrapped.dropLast(2))
            depth += 1
        }
        return (wrapped, depth)
    }

    /// A canonical spelling without the parentheses around it where they only group (the
    /// canonical form keeps them only where a suffix such as `?` would bind to a part of the type:
    /// `( ( ) -> Void ) ?`); a tuple (`( Int , String )`, `( a : Int )`) keeps them.
    private static func ungrouped(_ canonical: Substring) -> Substring {
        // `( )`, the empty tuple, is no group.
        guard canonical.count > 4, canonical.hasPrefix("( "), canonical.hasSuffix(" )") else { return canonical }
        let inner = canonical.dropFirst(2).dropLast(2)
        var depth = 0
        for token in inner.split(separator: " ") {
            switch token {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ",", ":": if depth == 0 { return canonical }
            default: break
            }
            // The group closes before the end: `( A ) -> ( B )` is no single group.
            if depth < 0 { return canonical }
        }
        return inner
    }

    /// Whether the type is a function type (`@Sendable () -> Void`, `(Int) async -> Bool`), which
    /// a Swift parameter takes as non-escaping unless it says `@escaping`; an optional or an array
    /// of functions is not one. A flag of the shared spelling: emitters ask it of every parameter.
    @inlinable public var isFunctionType: Bool { spelling.isFunctionType }
}

/// A type's text as written and its canonical form, made once per distinct spelling and shared
/// by every `TypeExpression` that writes it so.
public final class SpelledType: Sendable {
    public let text: String
    public let canonical: String?
    /// `canonical != nil`, kept as a flag: read without touching the optional string.
    public let isWellFormed: Bool
    /// Whether the type is a function type (`TypeExpression.isFunctionType`).
    public let isFunctionType: Bool

    public init(text: String, canonical: String?) {
        self.text = text
        self.canonical = canonical
        isWellFormed = canonical != nil
        isFunctionType = canonical.map(Self.hasArrowOutsideBrackets) ?? false
    }

    /// Whether a canonical form (tokens joined by spaces) has an arrow outside every bracket.
    private static func hasArrowOutsideBrackets(_ canonical: String) -> Bool {
        var depth = 0
        for token in canonical.split(separator: " ") {
            switch token {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "->" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}
