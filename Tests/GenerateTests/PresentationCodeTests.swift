import FlowEmitters
import FlowcKit
import Testing

/// What a presentation map adds to a coordinator, for the styles and answers the behaviour tests
/// do not run (they run the shop's page sheet, a popover and a form sheet with a height).
@Suite struct PresentationCodeTests {
    /// The coordinator generated for flow `App` of `yaml` (a file that may hold several flows).
    func coordinator(_ yaml: String) throws -> String {
        let file = FlowLoader().load(text: yaml, path: "App.flow.yaml")
        let outcome = LintRun(paths: []).lint([file])
        let files = SwiftEmitter().emit(outcome.graph, source: { $0 })
        return try #require(files.first { $0.name == "AppCoordinator.swift" }).contents
    }

    static let parent = """
        flow: App
        entry: true
        start: home
        screens:
          home: {actions: {login: start Login, terms: present terms}}
          terms: {presentation: PRESENTATION}
        children:
          Login: {present: PRESENT, on: {done: stay}}
        ---
        flow: Login
        outcomes: [done]
        back: done
        start: form
        screens:
          form: {actions: {ok: finish done}}
        """

    func coordinator(present: String, presentation: String) throws -> String {
        try coordinator(
            Self.parent.replacingOccurrences(of: "PRESENTATION", with: presentation)
                .replacingOccurrences(of: "PRESENT", with: present))
    }

    @Test func aFullScreenChildIsPresentedFullScreenAndNotAskedAboutSwipes() throws {
        let code = try coordinator(present: "{style: fullScreen}", presentation: "{}")
        #expect(code.contains("        stack.modalPresentationStyle = .fullScreen\n"))
        #expect(!code.contains("mayDismissLoginBySwipe"))
    }

    @Test func aChildWithBackWhoseSwipeIsOffAsksTheWork() throws {
        let code = try coordinator(present: "{swipeToDismiss: false}", presentation: "{}")
        #expect(code.contains("    func mayDismissLoginBySwipe() -> Bool\n"))
        #expect(code.contains("stack.maySwipeAway = { [weak self] in self?.work.mayDismissLoginBySwipe() ?? false }"))
        #expect(!code.contains("modalPresentationStyle"), "a sheet keeps UIKit's automatic style")
    }

    @Test func aScreensSheetGetsItsDetentsAndAHeightAsSwiftWritesIt() throws {
        let code = try coordinator(present: "true", presentation: "{detents: [large, 240.5, 300]}")
        #expect(code.contains("presentTermsScreen(makeTermsScreen(), from: navigation)"))
        #expect(
            code.contains(
                "stack.sheetPresentationController?.detents = [.large(), .custom { _ in 240.5 }, .custom { _ in 300 }]")
        )
        #expect(!code.contains("mayDismissTermsScreenBySwipe"))
    }

    /// Element X's app-lock screen, full screen, answers the action that presented it.
    @Test func aStyledScreenPresentedForAResultTakesTheReply() throws {
        let code = try coordinator(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {verify: {to: present lock, result: Bool}, terms: present lock}}
              lock:
                presentation: {style: fullScreen}
                actions: {unlocked: {input: Bool, to: return}}
            """)
        #expect(code.contains("presentLockScreen(makeLockScreen(), from: navigation, reply: reply)"))
        #expect(
            code.contains(
                """
                    private func presentLockScreen<Value>(
                        _ controller: UIViewController, from navigation: UINavigationController, reply: FlowcReply<Value>
                    ) {
                        let stack = FlowcNavigationController(rootViewController: controller)
                        stack.modalPresentationStyle = .fullScreen
                """))
        #expect(
            code.contains("replies.append(FlowcPresentedReply(stack: stack, answer: { reply.answer($0 as? Value) }))"))
        // Presented without waiting too: the method without a reply stays.
        #expect(code.contains("presentLockScreen(makeLockScreen(), from: navigation)\n"))
        #expect(
            code.contains(
                "private func presentLockScreen(_ controller: UIViewController, from navigation: UINavigationController) {"
            ))
    }

    @Test func aStyledScreenNobodyWaitsForHasNoReplyPresenter() throws {
        let code = try coordinator(present: "true", presentation: "{style: fullScreen}")
        #expect(!code.contains("presentTermsScreen<Value>"))
    }

    @Test func withoutAPresentationMapNothingIsAdded() throws {
        let yaml = Self.parent.replacingOccurrences(of: "{presentation: PRESENTATION}", with: "null")
            .replacingOccurrences(of: "PRESENT", with: "true")
        let code = try coordinator(yaml)
        #expect(code.contains("present(makeTermsScreen(), from: navigation)"))
        #expect(!code.contains("Presentations"))
        #expect(!code.contains("modalPresentationStyle"))
        #expect(!code.contains("BySwipe"))
    }

    /// A screen with a `presentation` that an action waiting for a `result` presents: its
    /// presenter keeps the reply (the call passed `reply:` to a presenter that had no such
    /// parameter, and the code did not compile).
    @Test func aStyledScreenPresentedForAResultKeepsTheReply() throws {
        let asking = "terms: {to: present terms, result: Int}"
        let terms =
            "{presentation: {style: formSheet, swipeToDismiss: false}, actions: {agree: {input: Int, to: return}}}"
        let yaml = Self.parent.replacingOccurrences(of: "terms: present terms", with: asking)
            .replacingOccurrences(of: "{presentation: PRESENTATION}", with: terms)
            .replacingOccurrences(of: "PRESENT", with: "true")
        let code = try coordinator(yaml)
        #expect(code.contains("presentTermsScreen(makeTermsScreen(), from: navigation, reply: reply)"))
        #expect(
            code.contains(
                """
                    private func presentTermsScreen<Value>(
                        _ controller: UIViewController, from navigation: UINavigationController, reply: FlowcReply<Value>
                    ) {
                        let stack = FlowcNavigationController(rootViewController: controller)
                        stack.modalPresentationStyle = .formSheet
                        stack.maySwipeAway = { [weak self] in self?.work.mayDismissTermsScreenBySwipe() ?? false }
                        stack.delegate = self
                        stack.presentationController?.delegate = stack
                        replies.append(FlowcPresentedReply(stack: stack, answer: { reply.answer($0 as? Value) }))
                """))
        #expect(code.contains("            replies.removeAll { $0.stack == nil || $0.stack === stack }\n"))
        let plain = try coordinator(present: "true", presentation: "{style: formSheet}")
        #expect(!plain.contains("<Value>"), "only a screen presented for a result gets the form with a reply")
    }
}
