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

    static let comments = [
        "Presents the PaymentMethodSelection screen in a navigation controller of its own, in its style.",
        "One line that fits.",
        "  Leading, trailing  and doubled   spaces, and a word far longer than any width: "
            + "averyveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryverylongidentifier   ",
        "A first paragraph.\n\nA second, after an empty line, long enough to be wrapped at the narrowest width.\n",
        "",
        " ",
        "\n",
        "Tabs\tand a carriage return\r\nstay inside words.",
    ]

    /// Documentation comments are wrapped the same way twice over too.
    @Test(arguments: [40, 60, 96])
    func bothDocWrappersBreakEveryCommentTheSameWay(width: Int) {
        for level in 0..<3 {
            for comment in Self.comments {
                var byBytes = SwiftWriter()
                var byCharacters = SwiftWriter()
                Self.nested(level, in: &byBytes) { writer in
                    Array(comment.utf8).withUnsafeBufferPointer { writer.paragraphsASCII($0, width: width) }
                }
                Self.nested(level, in: &byCharacters) { $0.paragraphsByCharacter(comment, width: width) }
                #expect(byBytes.text == byCharacters.text, "\(comment)")
            }
        }
    }

    private static func nested(_ level: Int, in writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
        if level == 0 { return body(&writer) }
        writer.indented { nested(level - 1, in: &$0, body) }
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
