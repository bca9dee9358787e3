import Testing

@testable import FlowEmitters

/// Generated lines are wrapped by one of two implementations of the same rule: on bytes for ASCII
/// text (nearly every line) and by `Character` otherwise. Both must break a line the same way.
@Suite struct SwiftWriterWrappingTests {
    static let longLines = [
        "let openProductDetailsFromTheCatalog: FlowcAction<(Product, Int, Basket), Void>.Sync = { [weak self] product, quantity, basket in",
        "func startCheckoutFlow(_ input: (basket: Basket, address: Address?), on navigation: UINavigationController, animated: Bool)",
        "navigation.setViewControllers(remaining + [makeScreen(input: value, actions: actions)], animated: true, completion: done)",
        "screen.configure(title: \"A title, with a comma (and parentheses)\", items: [first, second, third], style: .plain, x: 1)",
        "public func makeWork(for child: String, parent: some ParentWork, services: [String: any Service]) async -> any FlowWork",
        "let value = someVeryLongFunctionNameThatTakesNoArgumentsButStillRunsLong() + anotherOneThatIsAlsoLong() + third()",
        "// A comment that is long enough to be wrapped if comments were wrapped, which they must never be, whatever the width.",
        "init(navigationController: UINavigationController, work: any ShopWork, parent: FlowcCoordinator?) { coder in",
        "short(line: 1)",
    ]

    @Test(arguments: 0..<4)
    func bothWrappersBreakEveryLineTheSameWay(level: Int) {
        let indentation = String(repeating: "    ", count: level)
        for line in Self.longLines {
            let byBytes = SwiftWriter.wrappedASCII(line, indentation: indentation)
            let byCharacters = SwiftWriter.wrapped(line, indentation: indentation)
            #expect(byBytes == byCharacters, "\(line)")
        }
    }

    @Test func aLongClosureBreaksAfterItsBrace() {
        let pieces = SwiftWriter.wrappedASCII(Self.longLines[0], indentation: "")
        #expect(
            pieces == [
                "let openProductDetailsFromTheCatalog: FlowcAction<(Product, Int, Basket), Void>.Sync = {",
                "    [weak self] product, quantity, basket in",
            ])
    }

    @Test func aLongCallIsBrokenAfterItsParenthesis() {
        let pieces = SwiftWriter.wrappedASCII(Self.longLines[1], indentation: "    ")
        #expect(pieces.count > 1)
        #expect(pieces[0] == "    func startCheckoutFlow(")
        #expect(pieces.allSatisfy { $0.count <= SwiftWriter.lineLength })
    }
}
