import FlowDiagnostics
import FlowcKit
import Testing

/// Format 1.2: an entry's `outcomes`, as `unhandled-outcome` reads them: a parent is asked for
/// the outcomes of every entry it starts the child at, `back` always, and an entry's finish that
/// its list leaves out is found through handlers and alert buttons too.
@Suite struct EntryOutcomesRuleTests {
    static let child = """
        flow: Pin
        outcomes: [done, lockedOut, failed]
        back: failed
        entries:
          main: {start: create, outcomes: [done]}
          unlock: {start: unlock}
        screens:
          create: {actions: {ok: finish done}}
          unlock: {actions: {ok: finish done, tooManyAttempts: finish lockedOut, quit: finish failed}}
        """

    func findings(_ text: String) -> [String] {
        LintRun(paths: []).lint([FlowLoader().load(text: text, path: "a.flow.yaml")]).diagnostics
            .filter { $0.rule.rawValue == "unhandled-outcome" }
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func aParentIsAskedForTheOutcomesOfEveryEntryItStartsAndBack() {
        let onlyMain = """
            flow: Shop
            entry: true
            start: home
            screens: {home: {actions: {pin: start Pin}}}
            children:
              Pin: {on: {done: stay}}
            ---
            """
        #expect(
            findings(onlyMain + "\n" + Self.child) == [
                "6:3 flow 'Shop' starts child 'Pin' but has no 'on' entry for its outcome 'failed'"
            ])
        let both = """
            flow: Shop
            entry: true
            start: home
            screens: {home: {actions: {pin: start Pin, unlock: start Pin.unlock}}}
            children:
              Pin: {on: {done: stay, failed: stay}}
            ---
            """
        #expect(
            findings(both + "\n" + Self.child) == [
                "6:3 flow 'Shop' starts child 'Pin' but has no 'on' entry for its outcome 'lockedOut'"
            ])
    }

    @Test func anEntrysFinishIsFoundThroughHandlersAndAlertButtons() {
        let flows = """
            flow: Room
            outcomes: [left, kicked, banned]
            entries:
              main: {start: room, outcomes: [left]}
            alerts:
              ask: {buttons: {ban: finish banned}}
            screens:
              room: {actions: {leave: finish left, members: start Members, ask: alert ask}}
            children:
              Members: {on: {kick: finish kicked}}
            ---
            flow: Members
            outcomes: [kick]
            start: list
            screens: {list: {actions: {kick: finish kick}}}
            """
        #expect(
            findings(flows).sorted() == [
                "4:3 entry 'main' of flow 'Room' can finish with 'banned' (from alert 'ask'), which its 'outcomes' leave out: a parent that starts it there does not handle it",
                "4:3 entry 'main' of flow 'Room' can finish with 'kicked' (from child 'Members'), which its 'outcomes' leave out: a parent that starts it there does not handle it",
            ])
    }
}
