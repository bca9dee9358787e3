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
        ])
    func different(_ pair: (String, String)) {
        #expect(parser.canonicalForm(of: pair.0) != parser.canonicalForm(of: pair.1))
    }

    @Test("malformed types", arguments: ["[Int", "Int)", "", "let x", "Int Int", "<T>", "[Int: ]"])
    func malformed(_ text: String) {
        #expect(parser.canonicalForm(of: text) == nil)
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
