import FlowEmitters
import FlowcKit
import Testing

/// What an alert's show method holds, for the shapes the behaviour tests do not run.
@Suite struct AlertCodeTests {
    func coordinator(buttons: String, style: String = "alert") throws -> String {
        let yaml = """
            flow: App
            entry: true
            outcomes: [done]
            start: home
            screens:
              home: {actions: {failed: alert failure}}
            alerts:
              failure:
                style: \(style)
                title: Failed
                buttons: \(buttons)
            """
        let file = FlowLoader().load(text: yaml, path: "App.flow.yaml")
        let outcome = LintRun(paths: []).lint([file])
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics)")
        let files = SwiftEmitter().emit(outcome.graph, source: { $0 })
        return try #require(files.first { $0.name == "AppCoordinator.swift" }).contents
    }

    /// Element X's "sign-out failed" alert: one OK button that only closes it. The screen it is
    /// shown over is then of no use, and an unused constant is a warning in the app's build.
    @Test func anAlertWhoseButtonsOnlyCloseItTakesNoScreen() throws {
        let code = try coordinator(buttons: "{ok: {title: OK}}")
        #expect(code.contains("alert.addAction(UIAlertAction(title: \"OK\", style: .default))"))
        #expect(!code.contains("let screen = navigation.topViewController"))
    }

    @Test func anAlertWithAButtonThatMovesChecksTheScreen() throws {
        let code = try coordinator(buttons: "{ok: {title: OK}, quit: {title: Quit, to: finish done}}")
        #expect(code.contains("let screen = navigation.topViewController ?? navigation"))
        #expect(code.contains("[weak self, weak navigation, weak screen] _ in"))
    }

    @Test func aConfirmationDialogIsAnchoredEvenWhenItsButtonsOnlyCloseIt() throws {
        let code = try coordinator(buttons: "{ok: {title: OK}}", style: "confirmationDialog")
        #expect(code.contains("alert.popoverPresentationController?.sourceView = screen.view"))
        #expect(code.contains("let screen = navigation.topViewController ?? navigation"))
    }
}
