import FlowDiagnostics
import FlowcKit
import Testing

/// External screens (format 1.2, §6): the words of each finding, as Docs/flow-format.md quotes
/// them, and `to` checked as a second step from each screen beneath.
@Suite struct ExternalRuleTests {
    static func messages(_ text: String) -> [String] {
        MutationGapTests.lint([("Example.flow.yaml", text)]).diagnostics
            .map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func eachFindingSaysWhatIsWrongAndWhere() {
        let text = """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser:
                actions:
                  share: {input: ShareType, to: present activity}
                  importBookmarks: {to: present documentPicker, result: URL}
                  restart: {input: ShareType, to: replace activity}
              activity: {external: true, input: ShareType, result: ShareType, to: [push detial, push bookmarks, stay]}
              documentPicker: {external: true, result: "[URL]"}
              bookmarks: {input: "[URL]"}
            """
        #expect(
            Self.messages(text) == [
                "type-mismatch 8:61 external screen 'documentPicker' hands '[URL]' back to action 'importBookmarks' of screen 'browser', which waits for 'URL'",
                "invalid-transition 9:39 'replace activity': screen 'activity' is external: its controller is pushed or presented over a screen, never made the first of a stack",
                "missing-identifier 10:72 'push detial' in flow 'Browser' names no screen of the flow",
                "type-mismatch 10:85 'to' of external screen 'activity' hands 'ShareType' to screen 'bookmarks', which takes '[URL]'",
            ])
    }

    /// A `start` item is no transition: its finding names it as the item (or the entry's
    /// `start`) it is, not as a `start` verb, which starts a child flow.
    @Test func anExternalStartItemIsNamedAsTheItemItIs() {
        #expect(
            Self.messages(
                """
                flow: Browser
                entry: true
                start: [browser, picker]
                screens:
                  browser: {actions: {r: reset picker}}
                  picker: {external: true}
                """) == [
                    "invalid-transition 3:18 'start' item 'picker': screen 'picker' is external: its controller is pushed or presented over a screen, never made the first of a stack",
                    "invalid-transition 5:26 'reset picker': screen 'picker' is external: its controller is pushed or presented over a screen, never made the first of a stack",
                ])
        #expect(
            Self.messages(
                """
                flow: Browser
                entry: true
                entries: {main: {start: browser}, pick: {start: picker}}
                screens:
                  browser: null
                  picker: {external: true}
                """) == [
                    "invalid-transition 3:49 the 'start' of entry 'pick': screen 'picker' is external: its controller is pushed or presented over a screen, never made the first of a stack"
                ])
    }

    @Test func anExternalScreenIsNoDeadEndAndItsToFinishesForTheScreenBeneath() {
        let text = """
            flow: Share
            entry: true
            start: item
            outcomes: [done]
            screens:
              item: {actions: {share: present activity, preview: push quickLook}}
              activity: {external: true, presentation: {style: fullScreen}, to: [finish done, stay]}
              quickLook: {external: true}
            """
        #expect(Self.messages(text) == [])
    }
}
