import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.2, §6: external screens (`external: true`, `result`, `to`) decoded, and every way to
/// write one wrong as a located `schema` finding.
@Suite struct ExternalDecoderTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// The findings, each as `rule line:column message`.
    func findings(_ file: FlowFile) -> [String] {
        file.diagnostics.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func anExternalScreenIsReadWithItsResultAndTo() throws {
        let file = decode(
            """
            flow: Browser
            start: browser
            screens:
              browser: {actions: {share: {input: ShareType, to: present activity}}}
              activity:
                external: true
                input: ShareType
                result: ShareType
                presentation: {style: popover}
                to: [start ShareSheet, {to: push browser, make: true}, stay]
              picker: {external: true}
              own: {external: false}
            """)
        #expect(findings(file) == [])
        let screens = try #require(file.flows.first).screens
        let activity = try #require(screens.first { $0.id.value == "activity" }?.external)
        #expect(activity.position == SourcePosition(line: 6, column: 5))
        #expect(activity.result?.text == "ShareType")
        #expect(activity.transitions.map(\.description) == ["start ShareSheet", "push browser", "stay"])
        #expect(activity.transitions[1].isMade)
        #expect(screens.first { $0.id.value == "activity" }?.presentation != nil)
        #expect(
            screens.first { $0.id.value == "picker" }?.external == ExternalScreen(position: .init(line: 11, column: 12))
        )
        #expect(screens.map(\.isExternal) == [false, true, true, false])
    }

    @Test func whatAnExternalScreenHasNotIsReportedWhereItIsWritten() throws {
        let file = decode(
            """
            flow: Browser
            start: browser
            screens:
              browser: null
              activity:
                external: true
                view: ActivityViewController
                storyboard: Main
                identifier: Activity
                swiftui: true
                actions: {done: dismiss}
            """)
        #expect(
            findings(file) == [
                "schema 7:5 screen 'activity' is external: the work makes its controller, so it has no 'view'",
                "schema 8:5 screen 'activity' is external: the work makes its controller, so it has no 'storyboard'",
                "schema 9:5 screen 'activity' is external: the work makes its controller, so it has no 'identifier'",
                "schema 10:5 screen 'activity' is external: the work makes its controller, so it has no 'swiftui'",
                "schema 11:5 screen 'activity' is external: the work makes its controller, so it has no actions: it hands back its 'result' and 'to' runs next",
            ])
        // Read without them: no rule sees a view or actions there.
        let activity = try #require(file.flows.first?.screens.last)
        #expect(activity.view == nil && activity.storyboard == nil && !activity.isSwiftUI && activity.actions.isEmpty)
    }

    @Test func resultAndToBelongToAnExternalScreen() {
        let file = decode(
            """
            flow: Browser
            start: cart
            screens:
              cart: {result: Int, to: push cart}
              own: {external: false, to: push cart}
            """)
        #expect(
            findings(file) == [
                "schema 4:10 screen 'cart' has no key 'result'; only an external screen has 'result' and 'to'",
                "schema 4:23 screen 'cart' has no key 'to'; only an external screen has 'result' and 'to'",
                "schema 5:26 screen 'own' has no key 'to'; only an external screen has 'result' and 'to'",
            ])
    }

    @Test func aStepOfToRunsAsASecondStepDoes() throws {
        let file = decode(
            """
            flow: Browser
            start: browser
            screens:
              browser: null
              picker:
                external: true
                result: Int
                to: [return, reset browser, dismiss, pop, {to: push browser, then: pop}, present browser]
              alone: {external: true, to: stay}
            """)
        #expect(
            findings(file) == [
                "schema 8:66 'to' of external screen 'picker' runs one step after it has closed; a second belongs to the screen it lands on",
                "schema 8:10 external screen 'picker' answers the action that shows it with its 'result' by itself",
                "schema 8:18 'to' of external screen 'picker' runs one more move: 'reset' tears everything down and needs no step before it",
                "schema 8:33 'to' of external screen 'picker' runs once it has closed, from the screen it was shown over: 'dismiss' would close that one too",
                "schema 8:42 'to' of external screen 'picker' runs once it has closed, from the screen it was shown over: 'pop' would close that one too",
                "schema 9:31 'to' of external screen 'alone' is 'stay' alone, which moves nothing: leave 'to' out",
            ])
        let screens = try #require(file.flows.first).screens
        #expect(screens[1].external?.transitions.map(\.description) == ["push browser", "present browser"])
        #expect(screens[2].external?.transitions.isEmpty == true)
    }

    @Test func anActionWaitsForAPushedExternalScreen() {
        // The external screen is declared after the action that pushes it: the check waits for it.
        let file = decode(
            """
            flow: Browser
            start: browser
            screens:
              browser:
                actions:
                  preview: {to: push quickLook, result: Bool}
                  both: {to: [push quickLook, push own, present quickLook], result: Bool}
                  own: {to: push own, result: Bool}
              quickLook: {external: true, result: Bool}
              own: null
            """)
        #expect(
            findings(file) == [
                "schema 7:35 'result' needs each alternative of 'to' to start a child flow, present a screen or push an external screen, which hands the value back; 'push own' does none of these",
                "schema 8:27 'result' needs a 'to' that starts a child flow, presents a screen or pushes an external screen, which hands the value back",
            ])
    }
}
