import FlowDiagnostics
import FlowModel
import Testing

@Suite struct TypeExpressionTests {
    let parser = TypeExpressionParser()

    @Test(
        "spellings the flow format treats as one type",
        arguments: [
            ("Int?", "Optional<Int>"),
            ("[Item]", "Array<Item>"),
            ("[String: Int]", "Dictionary<String, Int>"),
            ("(Cart)", "Cart"),
            ("[Int]?", "Optional<Array<Int>>"),
            ("Result<User, Error>?", "Optional<Result<User,Error>>"),
            ("[Product.ID: [Item]]", "Dictionary<Product.ID, Array<Item>>"),
            ("(Int, String)", "( Int ,String )"),
            ("(() -> Void)?", "Optional<() -> Void>"),
            ("((Int))", "Int"),
            ("[ Item ]", "[Item]"),
            ("Set<Optional<Int>>", "Set<Int?>"),
            // `?` is Swift's Optional whatever the app declares: so is `Swift.Optional`.
            ("Swift.Optional<Int>", "Int?"),
            ("Swift.Optional<Swift.Optional<Int>>", "Int??"),
            ("((() -> Void)).Type", "(() -> Void).Type"),
            ("Int.Type", "(Int).Type"),
        ])
    func equal(_ pair: (String, String)) {
        let lhs = parser.canonicalForm(of: pair.0)
        let rhs = parser.canonicalForm(of: pair.1)
        #expect(lhs != nil)
        #expect(lhs == rhs)
    }

    @Test(
        "spellings that are different types",
        arguments: [
            ("Swift.Int", "Int"),
            ("Int?", "Int"),
            ("[Int]", "[Int]?"),
            ("any P", "anyP"),
            ("(Int, String)", "(String, Int)"),
            ("Int!", "Int?"),
            ("(a: Int, b: Int)", "(Int, Int)"),
            ("Optional<Int>?", "Int?"),
            ("(() -> Void).Type", "() -> Void.Type"),
        ])
    func different(_ pair: (String, String)) {
        #expect(parser.canonicalForm(of: pair.0) != parser.canonicalForm(of: pair.1))
    }

    @Test("malformed types", arguments: ["[Int", "Int)", "", "let x", "Int Int", "<T>", "[Int: ]"])
    func malformed(_ text: String) {
        #expect(parser.canonicalForm(of: text) == nil)
    }

    /// What Swift takes in a function type's parameters only: a payload's type is also written as
    /// a stored property's, an enum case's payload and a generic argument, where each is an error.
    @Test(
        "parameter-only syntax outside a function type's parameters",
        arguments: [
            "inout Int", "sending Order", "isolated MainActor", "borrowing Cart", "consuming Cart",
            "@escaping () -> Void", "@autoclosure () -> Bool", "(_ x: Int)", "(a b: Int, c: Int)", "(Int...)",
            "[inout Int]", "(x: Int) -> Void", "(a b: Int) -> Void", "(Int) -> inout Int", "() -> @escaping () -> Void",
        ])
    func parameterOnly(_ text: String) {
        #expect(parser.canonicalForm(of: text) == nil)
        #expect(TypeExpressionParser.refusal(of: text)?.contains("function type's parameter") == true, "\(text)")
    }

    /// Types Swift parses that no payload can have, each refused with its reason: the generated
    /// code would not compile, or would warn (`let output = …` of type `Void`).
    @Test(
        "types no payload can have",
        arguments: [
            ("Int!", "implicitly unwrapped"), ("[Item!]", "implicitly unwrapped"), ("some Hashable", "opaque"),
            ("[some Hashable]", "opaque"), ("Void", "no value"), ("()", "no value"), ("(())", "no value"),
            ("Swift.Void", "no value"), ("Never", "nothing could ever"), ("Int /* count */", "comment"),
            ("Int // count", "comment"), ("[Int", "not a well-formed"),
            // What Swift's type checker refuses whatever the app declares.
            ("(a: Int)", "one element with a label"), ("[(a: Int)]", "one element with a label"),
            ("(Int) -> (a: Int)", "one element with a label"),
            ("(a: Int, a: Int)", "two elements of a tuple one label"),
            ("_", "placeholder"), ("[_]", "placeholder"), ("X<_>.Y", "placeholder"),
            ("@Sendable Int", "no function type"), ("@MainActor Int", "no function type"),
            ("any P?", "`(any P)?`"), ("~Copyable", "suppresses"), ("any ~Copyable", "suppresses"),
            ("each T", "parameter pack"), ("repeat each T", "parameter pack"),
            ("Void?", "optional of no value"), ("()?", "optional of no value"), ("Never?", "optional of no value"),
            ("Optional<Never>", "optional of no value"), ("Void??", "optional of no value"),
            ("(Never, Int)", "an element is `Never`"), ("(a: Swift.Never, b: Int)", "an element is `Never`"),
        ])
    func refused(_ pair: (String, String)) {
        #expect(parser.canonicalForm(of: pair.0) == nil)
        #expect(TypeExpressionParser.refusal(of: pair.0)?.contains(pair.1) == true, "\(pair.0)")
    }

    @Test(
        "what such types hold may be anything",
        arguments: [
            "Result<Void, Error>", "(Int) -> Void", "() -> Never", "any Hashable", "[any P]", "[Optional<Void>]",
            "Result<Never, Never>", "(Never) -> Void", "@Sendable (() -> Void)", "(any P)?",
        ])
    func allowedWhereNested(_ text: String) {
        #expect(parser.canonicalForm(of: text) != nil)
        #expect(TypeExpressionParser.refusal(of: text) == nil)
    }

    @Test(
        "the same syntax in a function type's parameters, and what any type may say",
        arguments: [
            "(inout Int) -> Void", "(_ x: Int) -> Void", "(_ x: Int, _ y: String) -> Void", "(Int...) -> Void",
            "(@escaping () -> Void) -> Void", "(sending Order) -> Void", "(isolated MainActor) async -> Void",
            "() -> sending Order", "@Sendable @MainActor () async throws -> Void", "(a: Int, b: String)",
            "[(inout Int) -> Void]", "((_ done: @escaping () -> Void) -> Void)?",
        ])
    func allowedSyntax(_ text: String) {
        #expect(parser.canonicalForm(of: text) != nil)
    }

    @Test(
        "function types at the top level, and types that only hold one",
        arguments: [
            ("@Sendable () -> Void", true), ("(Int) async throws -> Bool", true), ("(() -> Void)", true),
            ("@MainActor (_ x: Int) -> Void", true), ("(() -> Void)?", false), ("[() -> Void]", false),
            ("Result<() -> Void, Error>", false), ("(() -> Void).Type", false), ("Int", false),
        ])
    func functionTypes(_ pair: (String, Bool)) {
        let type = TypeExpression(
            text: pair.0, canonical: parser.canonicalForm(of: pair.0), position: SourcePosition(line: 1, column: 1))
        #expect(type.isFunctionType == pair.1)
    }

    @Test func namesFollowTheirStyle() {
        let keywords = SwiftKeywords()
        #expect(NameStyle.upperCamelCase.problem(with: "Checkout", keywords: keywords) == nil)
        #expect(NameStyle.upperCamelCase.problem(with: "checkout", keywords: keywords) != nil)
        #expect(NameStyle.upperCamelCase.problem(with: "Check_out", keywords: keywords) != nil)
        #expect(NameStyle.lowerCamelCase.problem(with: "addToCart2", keywords: keywords) == nil)
        #expect(NameStyle.lowerCamelCase.problem(with: "Cart", keywords: keywords) != nil)
        #expect(NameStyle.lowerCamelCase.problem(with: "café", keywords: keywords) != nil)
        for keyword in ["class", "self", "default", "return", "func", "struct"] {
            #expect(NameStyle.lowerCamelCase.problem(with: keyword, keywords: keywords) != nil, "\(keyword)")
        }
        for contextual in ["open", "get", "set", "async", "some", "any", "willSet"] {
            #expect(NameStyle.lowerCamelCase.problem(with: contextual, keywords: keywords) == nil, "\(contextual)")
        }
        #expect(NameStyle.upperCamelCase.problem(with: "Self", keywords: keywords) != nil)
    }
}
