import FlowcSupport
import SwiftParser
import SwiftSyntax

/// Parses type expressions with swift-syntax's parser and gives their canonical form.
///
/// Flows repeat the same few types many times, so each distinct text is parsed once. One
/// parser serves one thread: give each worker its own.
public final class TypeExpressionParser {
    private var cache: [String: String?] = [:]

    public init() {}

    /// The canonical form of `text`, or nil when it is not a well-formed Swift type.
    public func canonicalForm(of text: String) -> String? {
        if let cached = cache[text] { return cached }
        let result = Self.parse(text)
        cache[text] = result
        return result
    }

    /// A type as a flow writes it: its bytes, trimmed, as text and in canonical form, shared by
    /// every place that writes the same bytes.
    ///
    /// The same few types are written thousands of times, so this looks the bytes up in a table
    /// of its own before making any string.
    public func spelling(writtenAs bytes: UnsafeBufferPointer<UInt8>) -> SpelledType {
        written.lookup(bytes) { trimmed in
            let text = String(decoding: trimmed, as: UTF8.self)
            return SpelledType(text: text, canonical: canonicalForm(of: text))
        }
    }

    // One parser serves one thread, so the run-time exclusivity check of a class's stored
    // property (a call in and out of the runtime around every lookup) has nothing to catch here.
    @exclusivity(unchecked) private var written = WrittenTypes()

    private static func parse(_ text: String) -> String? {
        switch read(text) {
        case .payload(let canonical): return canonical
        case .refused: return nil
        }
    }

    /// Why `text` is no payload's type (the end of a sentence that starts with the type), or nil
    /// when it is one. Asked again for a finding only: a flow's types are read once, by `parse`.
    public static func refusal(of text: String) -> String? {
        switch read(text) {
        case .payload: return nil
        case .refused(let reason): return reason
        }
    }

    private enum Reading {
        case payload(canonical: String)
        case refused(reason: String)
    }

    private static func read(_ text: String) -> Reading {
        let malformed = Reading.refused(reason: "is not a well-formed Swift type")
        guard !text.isEmpty else { return malformed }
        // A comment is trivia to the parser, but the generated code writes the type as it is
        // written: `//` would swallow the rest of the line (`FlowcAction<Int // n, …`), and `?`
        // after `/* … */` binds to nothing.
        if text.contains("//") || text.contains("/*") {
            return .refused(reason: "has a comment, which the generated code would carry into its lines")
        }
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        guard !type.hasError else { return malformed }
        if let reason = PayloadTypeSyntax.refusal(in: type) { return .refused(reason: reason) }
        let canonical = TypeCanonicalizer.tokens(of: type).joined(separator: " ")
        let (wrapped, depth) = TypeExpression.withoutOptionals(canonical[...])
        // An optional of no value: Swift warns of a constant inferred to have it (`let output =
        // …`), as the generated code binds an answer.
        let optionalOfNoValue = "is an optional of no value; leave the type out, or say what it tells (`Bool`)"
        switch wrapped {
        case "Void", "( )", "Swift . Void":
            return .refused(
                reason: depth > 0
                    ? optionalOfNoValue : "carries no value: a payload of no value is written by leaving its type out")
        case "Never", "Swift . Never":
            return .refused(
                reason: depth > 0 ? optionalOfNoValue : "has no value, so nothing could ever be handed on")
        default:
            return .payload(canonical: canonical)
        }
    }
}

/// What Swift's parser takes in a type but a payload's type cannot say: the generated code writes
/// a payload's type as a stored property's, an enum case's payload and a generic argument.
/// - Only in a function type's parameters (and `sending` in its result): `inout`, `sending`,
///   `isolated` and the other specifiers, `@escaping`, `@autoclosure`, two labels, a variadic
///   `...`; there, a label other than `_` is refused too. flowc writes `@escaping` itself where
///   the code takes a function type as a parameter.
/// - Nowhere: an implicitly unwrapped optional (`Int!`, a declaration's own type only) and an
///   opaque type (`some P`, which names the type of one declaration's value).
enum PayloadTypeSyntax {
    /// Why `type` cannot be a payload's type, or nil.
    static func refusal(in type: TypeSyntax) -> String? {
        let finder = PayloadTypeSyntaxFinder(viewMode: .sourceAccurate)
        finder.walk(type)
        return finder.refusal
    }
}

private final class PayloadTypeSyntaxFinder: SyntaxVisitor {
    private(set) var refusal: String?

    private static let parameterOnly =
        "says what Swift allows only in a function type's parameters (`inout`, `sending`, `@escaping`, two labels, `...`)"

    override func visit(_ node: AttributedTypeSyntax) -> SyntaxVisitorContinueKind {
        let parameterOnlyAttribute = node.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "escaping" || name == "autoclosure"
        }
        // `nonisolated(nonsending)` is a specifier any function type may have; `inout`, `sending`,
        // `isolated`, `borrowing`, `consuming`, `_const` are its parameters' (`sending` its result's too).
        let specifiers = node.specifiers.compactMap { Syntax($0).as(SimpleTypeSpecifierSyntax.self) }
        // An attribute (`@Sendable`, `@MainActor`, `@convention`) is a function type's.
        if !node.attributes.isEmpty, !parameterOnlyAttribute, !Self.isFunctionType(node.baseType) {
            refusal = "puts an attribute on a type that is no function type, which Swift refuses"
            return .skipChildren
        }
        if !specifiers.isEmpty || parameterOnlyAttribute {
            let isSendingResult =
                node.parent?.is(ReturnClauseSyntax.self) == true && !parameterOnlyAttribute
                && specifiers.allSatisfy { $0.specifier.tokenKind == .keyword(.sending) }
            if !Self.isFunctionParameter(Syntax(node)) && !isSendingResult { refusal = Self.parameterOnly }
        }
        return refusal == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: TupleTypeSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // Two names (`_ x: Int`) are a function parameter's, refused for each element below.
        let labels = elements.compactMap { $0.secondName == nil ? $0.firstName?.text : nil }
        if elements.count == 1, !labels.isEmpty {
            refusal = "is a tuple of one element with a label, which Swift cannot make; leave the label out"
        } else if Set(labels).count != labels.count {
            refusal = "gives two elements of a tuple one label"
        } else if elements.contains(where: { Self.isNever($0.type) }) {
            // A tuple with a `Never` element has no value, as `Never` has none: code that handles one never runs.
            refusal = "has no value (an element is `Never`), so nothing could ever be handed on"
        }
        return refusal == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: TupleTypeElementSyntax) -> SyntaxVisitorContinueKind {
        if Self.isFunctionParameter(Syntax(node.type)) {
            // A function type's parameter has no argument label: `(_ name: T)` only.
            if let label = node.firstName, label.tokenKind != .wildcard {
                refusal = "gives a function type's parameter a label other than `_`"
            }
        } else if node.secondName != nil || node.ellipsis != nil {
            refusal = Self.parameterOnly
        }
        return refusal == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
        refusal = "is an implicitly unwrapped optional, which Swift allows as a declaration's own type only; write `?`"
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .wildcard {
            refusal = "has a placeholder `_`, which only an expression's type may have; name the type"
            return .skipChildren
        }
        switch node.name.text {
        case "Self":
            refusal = "names `Self`, which is the generated type it is written in; name the type"
        case "Tab", "Screen":
            // A tabs flow's coordinator nests `Tab`, a SwiftUI coordinator and a shared view
            // `Screen`: written there, the name is theirs.
            refusal =
                "names '\(node.name.text)', a type the generated code nests in coordinators and would take for "
                + "it; qualify it with its module (`MyApp.\(node.name.text)`) or rename it"
        default:
            return .visitChildren
        }
        return .skipChildren
    }

    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        guard node.someOrAnySpecifier.tokenKind == .keyword(.some) else {
            // `any P?` reads as `any (P?)`, which Swift refuses: `(any P)?`.
            if node.constraint.is(OptionalTypeSyntax.self)
                || node.constraint.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            {
                refusal = "makes `any` of an optional, which Swift refuses; write `(any P)?`"
                return .skipChildren
            }
            return .visitChildren
        }
        refusal = "is an opaque type, which no stored value or enum case can have; write `any` or the type"
        return .skipChildren
    }

    override func visit(_ node: SuppressedTypeSyntax) -> SyntaxVisitorContinueKind {
        refusal = "suppresses a conformance (`~Copyable`), which the generated code's values need"
        return .skipChildren
    }

    override func visit(_ node: PackElementTypeSyntax) -> SyntaxVisitorContinueKind {
        refusal = "is a parameter pack (`each T`), which only a generic declaration has"
        return .skipChildren
    }

    override func visit(_ node: PackExpansionTypeSyntax) -> SyntaxVisitorContinueKind {
        refusal = "is a parameter pack (`repeat each T`), which only a generic declaration has"
        return .skipChildren
    }

    /// Whether `type` is `Never` (or `Swift.Never`), in parentheses or not.
    private static func isNever(_ type: TypeSyntax) -> Bool {
        let type = type.ungrouped
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "Never" && identifier.genericArgumentClause == nil
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.name.text == "Never" && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift"
        }
        return false
    }

    /// Whether `type` is a function type, in parentheses or not.
    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        type.ungrouped.is(FunctionTypeSyntax.self)
    }

    /// Whether `type` is the type of a parameter of a function type.
    private static func isFunctionParameter(_ type: Syntax) -> Bool {
        guard let element = type.parent?.as(TupleTypeElementSyntax.self) else { return false }
        return element.parent?.parent?.is(FunctionTypeSyntax.self) == true
    }
}

/// Types by the bytes they were written with.
private struct WrittenTypes {
    private var table = ByteTable(capacity: 64)
    /// Each type, by its number in `table`.
    private var spellings: [SpelledType] = []

    /// The spelling of `written`, made by `make` (from the trimmed bytes) the first time.
    mutating func lookup(
        _ written: UnsafeBufferPointer<UInt8>, make: (UnsafeBufferPointer<UInt8>) -> SpelledType
    ) -> SpelledType {
        let (number, inserted) = table.insert(written)
        if inserted { spellings.append(make(Self.trimmed(written))) }
        return spellings[number]
    }

    /// Without the white space YAML leaves around a block scalar's text.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }),
            let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return UnsafeBufferPointer(rebasing: bytes[0..<0]) }
        return UnsafeBufferPointer(rebasing: bytes[start...end])
    }
}

/// Rewrites a parsed type into the token sequence of its canonical spelling.
///
/// Tokens are joined with single spaces, so any two spellings that differ only in white space
/// (or in the rewrites of the flow format) give the same string, and `any P` never collides
/// with `anyP`.
enum TypeCanonicalizer {
    static func tokens(of type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let arguments = genericArguments(identifier.genericArgumentClause)
            switch (identifier.name.text, arguments.count) {
            case ("Optional", 1): return optional(arguments[0])
            case ("Array", 1): return ["["] + arguments[0].tokens + ["]"]
            case ("Dictionary", 2): return ["["] + arguments[0].tokens + [":"] + arguments[1].tokens + ["]"]
            default: return [identifier.name.text] + genericClause(arguments)
            }
        }
        if let member = type.as(MemberTypeSyntax.self) {
            let arguments = genericArguments(member.genericArgumentClause)
            // `Swift.Optional<T>` is `T?`, as `Optional<T>` is.
            if let base = member.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Swift",
                base.genericArgumentClause == nil, member.name.text == "Optional", arguments.count == 1
            {
                return optional(arguments[0])
            }
            return tokens(of: member.baseType) + [".", member.name.text] + genericClause(arguments)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return Self.optional(Argument(type: optional.wrappedType, tokens: tokens(of: optional.wrappedType)))
        }
        // `(() -> Void).Type` and `(any P)!` keep their parentheses, as `T?` does: without them
        // the suffix would bind to a part of the type (`() -> Void.Type` is another type).
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return suffixed(metatype.baseType) + [".", metatype.metatypeSpecifier.text]
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return suffixed(unwrapped.wrappedType) + ["!"]
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return ["["] + tokens(of: array.element) + ["]"]
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return ["["] + tokens(of: dictionary.key) + [":"] + tokens(of: dictionary.value) + ["]"]
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            let elements = Array(tuple.elements)
            if elements.count == 1, let only = elements.first, only.firstName == nil, only.ellipsis == nil {
                return tokens(of: only.type)  // (T) is T
            }
            var result = ["("]
            for (index, element) in elements.enumerated() {
                if index > 0 { result.append(",") }
                if let label = element.firstName { result.append(label.text) }
                if let second = element.secondName { result.append(second.text) }
                if element.colon != nil { result.append(":") }
                result += tokens(of: element.type)
                if element.ellipsis != nil { result.append("...") }
            }
            return result + [")"]
        }
        // Everything else (functions, metatypes, compositions, `some`/`any`, attributes) keeps its
        // tokens as written, with generic arguments inside still normalised.
        return verbatimTokens(of: Syntax(type))
    }

    /// A generic argument: its type, where it is one, and its canonical tokens.
    private struct Argument {
        var type: TypeSyntax?
        var tokens: [String]
    }

    /// `T?`, parenthesised where `?` would otherwise bind to part of `T` (functions, `any P`, `A & B`).
    private static func optional(_ wrapped: Argument) -> [String] {
        let needsParentheses = wrapped.type.map(bindsLooserThanOptional) ?? false
        return needsParentheses ? ["("] + wrapped.tokens + [")", "?"] : wrapped.tokens + ["?"]
    }

    /// The tokens of a type a suffix (`.Type`, `!`) follows, in parentheses where it would bind to a part of it.
    private static func suffixed(_ type: TypeSyntax) -> [String] {
        bindsLooserThanOptional(type) ? ["("] + tokens(of: type) + [")"] : tokens(of: type)
    }

    private static func bindsLooserThanOptional(_ type: TypeSyntax) -> Bool {
        let type = type.ungrouped
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" {
            return false
        }
        return type.is(FunctionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
            || type.is(CompositionTypeSyntax.self) || type.is(AttributedTypeSyntax.self)
    }

    private static func genericArguments(_ clause: GenericArgumentClauseSyntax?) -> [Argument] {
        guard let clause else { return [] }
        return clause.arguments.map { argument in
            if let type = argument.argument.as(TypeSyntax.self) {
                return Argument(type: type, tokens: tokens(of: type))
            }
            return Argument(type: nil, tokens: verbatimTokens(of: Syntax(argument.argument)))
        }
    }

    private static func genericClause(_ arguments: [Argument]) -> [String] {
        guard !arguments.isEmpty else { return [] }
        var result = ["<"]
        for (index, argument) in arguments.enumerated() {
            if index > 0 { result.append(",") }
            result += argument.tokens
        }
        return result + [">"]
    }

    /// The node's tokens as written, except that nested types are normalised.
    private static func verbatimTokens(of node: Syntax) -> [String] {
        var result: [String] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let token = child.as(TokenSyntax.self) {
                if token.presence == .present { result.append(token.text) }
            } else if let type = child.as(TypeSyntax.self) {
                result += tokens(of: type)
            } else {
                result += verbatimTokens(of: child)
            }
        }
        return result
    }
}

extension TypeSyntax {
    /// The type that parentheses only group (`((Int))` is `Int`); itself otherwise (`(a: Int)`,
    /// `(Int...)` and `(Int, String)` are tuples).
    fileprivate var ungrouped: TypeSyntax {
        guard let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil, only.ellipsis == nil
        else { return self }
        return only.type.ungrouped
    }
}
