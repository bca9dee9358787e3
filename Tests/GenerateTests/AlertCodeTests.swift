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

    /// An alert that nothing shows (`unused-alert`, a warning, so `generate` writes the code) runs
    /// its buttons in no context: a `return` there, plain or named, called what the flow did not
    /// have and the code did not compile. Such an alert, and one only its buttons show, gets no
    /// method; a shown one keeps its own.
    @Test(
        "an alert nothing shows gets no method, and the code compiles",
        .enabled(if: StandInCompiler.isAvailable), arguments: [GenerateBackend.uikit, .swiftui])
    func anAlertNothingShowsGetsNoMethod(_ backend: GenerateBackend) throws {
        let flows = """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {warn: alert shown}}
            alerts:
              shown: {buttons: {ok: {role: cancel}}}
              confirm: {buttons: {ok: return, named: return picked, more: alert second}}
              second: {buttons: {ok: return}}
            """
        let file = FlowLoader().load(text: flows, path: "App.flow.yaml")
        let outcome = LintRun(paths: []).lint([file])
        #expect(outcome.summary.errors == 0 && outcome.diagnostics.allSatisfy { $0.rule == "unused-alert" })
        let emitter = SwiftEmitter(backend: backend)
        let files = emitter.emit(outcome.graph, source: { $0 }) + emitter.skeletons(outcome.graph, source: { $0 })
        let code = try #require(files.first { $0.name == "AppCoordinator.swift" }).contents
        #expect(code.contains("func showShownAlert("))
        #expect(!code.contains("func showConfirmAlert(") && !code.contains("func showSecondAlert("))
        let compile = try StandInCompiler.compile(files)
        #expect(compile.status == 0, "\(compile.output)")
    }
}
