import FlowDiagnostics
import FlowcKit
import Testing

/// A branch of `invalid-transition`'s context checks that a planted bug got past
/// (`Scripts/mutate`'s `context-event-handler-pop`): the rule examples pop in a handler only on
/// a first screen, where a `pop` with nothing beneath is reported anyway.
@Suite struct EventHandlerMoveTests {
    @Test func aPopInTheHandlerOfAnEventIsAMoveBeneathTheRunningChild() throws {
        let text = """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {more: push more}}
              more: {actions: {library: start Library}}
            children:
              Library: {present: true, on: {openURL: pop, closed: stay}}
            ---
            flow: Library
            start: list
            events: [openURL]
            outcomes: [closed]
            back: closed
            screens:
              list: {actions: {open: send openURL, close: finish closed}}
            """
        let file = FlowLoader().load(text: text, path: "Browser.flow.yaml")
        let findings = LintRun(paths: []).lint([file]).diagnostics
        // `more` is no first screen, so only the handler's context makes this `pop` wrong.
        let finding = try #require(findings.first, "no finding")
        #expect(findings.count == 1, "\(findings)")
        #expect(finding.rule.rawValue == "invalid-transition")
        #expect(finding.location.position == SourcePosition(line: 8, column: 42))
        #expect(finding.message.contains("handles event 'openURL' of child 'Library'"), "\(finding.message)")
    }
}
