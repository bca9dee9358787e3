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

    /// Found by the fuzz grammar's format-1.1 flow sets, their generated Swift type-checked
    /// against the stand-ins: a screen with a `presentation` that an action presents to wait for
    /// its `result` was presented with a `reply` its presenter did not take.
    @Test func aStyledScreenPresentedForAResultTakesTheReply() throws {
        let code = try coordinator(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {pick: {to: present picker, result: String}, terms: present picker}}
              picker:
                presentation: {style: formSheet, swipeToDismiss: false}
                actions: {done: return}
            """)
        #expect(code.contains("presentPickerScreen(makePickerScreen(), from: navigation, reply: reply)"))
        #expect(code.contains("presentPickerScreen(makePickerScreen(), from: navigation)\n"))
        #expect(
            code.contains(
                "    private func presentPickerScreen<Value>(\n"
                    + "        _ controller: UIViewController, from navigation: UINavigationController, reply: FlowcReply<Value>\n"
                    + "    ) {\n"))
        #expect(
            code.contains("replies.append(FlowcPresentedReply(stack: stack, answer: { reply.answer($0 as? Value) }))"))
        // Both presenters show the screen in its style and ask the work about a swipe.
        #expect(code.components(separatedBy: "stack.modalPresentationStyle = .formSheet").count == 3)
        #expect(code.components(separatedBy: "self?.work.mayDismissPickerScreenBySwipe()").count == 3)
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

    @Test func withoutAPresentationMapNothingIsAdded() throws {
        let yaml = Self.parent.replacingOccurrences(of: "{presentation: PRESENTATION}", with: "null")
            .replacingOccurrences(of: "PRESENT", with: "true")
        let code = try coordinator(yaml)
        #expect(code.contains("present(makeTermsScreen(), from: navigation)"))
        #expect(!code.contains("Presentations"))
        #expect(!code.contains("modalPresentationStyle"))
        #expect(!code.contains("BySwipe"))
    }
}
