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
        "alert.addAction(UIAlertAction(title: NSLocalizedString(\"screen_signout_confirmation_dialog_submit\", comment: \"\"), style: .destructive, handler: signOutTapped))",
        "if let running = children.last(where: { $0 is UserSessionCoordinatorOfAnAppWithLongNames }) as? UserSessionCoordinatorOfAnAppWithLongNames { return running }",
        "let actions = PaymentMethodVerificationAndAuthorizationReviewSavedCardDetailsBeforeConfirmingThePaymentNowActions()",
        "func paymentMethodVerificationAndAuthorizationReviewSavedCardDetailsBeforeConfirmingThePaymentNowRefresh() async",
    ]

    /// Wrapping adds line breaks and indentation, nothing else: a call without arguments that is
    /// too long keeps its `()` (it lost its `)` once, and the code did not compile).
    @Test(arguments: 0..<4)
    func wrappingKeepsEveryCharacter(level: Int) {
        let indentation = String(repeating: "    ", count: level)
        func nonSpace(_ text: String) -> String { text.filter { $0 != " " } }
        for line in Self.longLines {
            for wrap in [SwiftWriter.wrappedASCII, SwiftWriter.wrapped] {
                let lines = wrap(line, indentation)
                #expect(nonSpace(lines.joined()) == nonSpace(line), "\(lines.joined(separator: "\n"))")
            }
        }
    }

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

    // The layouts below are swift-format's own (`swift-format format` leaves each as it is);
    // RealAppCodeTests runs `swift-format lint` on whole generated apps.

    /// `text` written by `write` two levels in, as a type's method body would be.
    private static func written(_ write: (inout SwiftWriter) -> Void) -> String {
        var writer = SwiftWriter()
        writer.indented { $0.indented(write) }
        return writer.text
    }

    @Test func aPropertyWhoseTypeDoesNotFitBreaksAfterItsColon() {
        let text = Self.written {
            $0.line(
                "var loginDirectlyWithOAuth: FlowcAction<OAuthAuthorizationDataProxy, Result<UserSessionProtocol, AuthenticationServiceError>>.Async"
            )
            $0.line("var short: FlowcAction<Void, Void>.Sync")
        }
        #expect(
            text == """
                        var loginDirectlyWithOAuth:
                            FlowcAction<OAuthAuthorizationDataProxy, Result<UserSessionProtocol, AuthenticationServiceError>>.Async
                        var short: FlowcAction<Void, Void>.Sync

                """)
    }

    @Test func aClosureWhoseTypeDoesNotFitOpensOnTheTypesLineAndGoesOneLevelIn() {
        let text = Self.written { writer in
            writer.start()
            writer.add(
                "let continueWithOAuth: FlowcAction<OAuthAuthorizationDataProxy, Result<UserSessionProtocol, AuthenticationServiceError>>.Async = { [work] input in"
            )
            writer.endOpening { $0.line("return await work.continueWithOAuth(input)") }
            writer.line("let next = 1")
        }
        #expect(
            text == """
                        let continueWithOAuth:
                            FlowcAction<OAuthAuthorizationDataProxy, Result<UserSessionProtocol, AuthenticationServiceError>>.Async = {
                                [work] input in
                                return await work.continueWithOAuth(input)
                            }
                        let next = 1

                """)
    }

    @Test func aClosureWhoseTypeFitsKeepsItsBodyOneLevelIn() {
        let text = Self.written { writer in
            writer.start()
            writer.add("let open: FlowcAction<Product, Void>.Sync = { [weak self] input in")
            writer.endOpening { $0.line("self?.open(input)") }
        }
        #expect(
            text == """
                        let open: FlowcAction<Product, Void>.Sync = { [weak self] input in
                            self?.open(input)
                        }

                """)
    }

    @Test func anEmptyClosureStaysOnItsTypesLineWhereItFits() {
        let text = Self.written {
            $0.line(
                "let continueWithOAuthNow: FlowcAction<OAuthAuthorizationDataProxyLong, Result<UserSessionProtocol, AuthenticationService>> = { _ in }"
            )
            $0.line(
                "let continueWithOAuth: FlowcAction<OAuthAuthorizationDataProxy, Result<UserSessionProtocol, AuthenticationServiceError>>.Sync = { _ in }"
            )
        }
        #expect(
            text == """
                        let continueWithOAuthNow:
                            FlowcAction<OAuthAuthorizationDataProxyLong, Result<UserSessionProtocol, AuthenticationService>> = { _ in }
                        let continueWithOAuth:
                            FlowcAction<OAuthAuthorizationDataProxy, Result<UserSessionProtocol, AuthenticationServiceError>>.Sync = {
                                _ in
                            }

                """)
    }

    @Test func anArgumentTooLongForItsLineIsBrokenInItsTurn() {
        let text = Self.written { $0.line(Self.longLines[9]) }
        #expect(
            text == """
                        alert.addAction(
                            UIAlertAction(
                                title: NSLocalizedString("screen_signout_confirmation_dialog_submit", comment: ""), style: .destructive,
                                handler: signOutTapped))

                """)
    }

    @Test func anIfWhoseConditionIsBrokenHasItsBodyOnLinesOfItsOwn() {
        let text = Self.written { $0.line(Self.longLines[10]) }
        #expect(
            text == """
                        if let running = children.last(
                            where: { $0 is UserSessionCoordinatorOfAnAppWithLongNames }
                        ) as? UserSessionCoordinatorOfAnAppWithLongNames {
                            return running
                        }

                """)
    }
}
