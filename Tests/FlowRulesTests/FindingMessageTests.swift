import FlowDiagnostics
import FlowcKit
import Testing

/// The words of findings a format 1.2 hunt read as wrong: each names what it is about, and says
/// what can be done.
@Suite struct FindingMessageTests {
    /// Each finding of `text` as "line:column message", in report order.
    static func messages(_ text: String) -> [String] {
        LintRun(paths: []).lint([FlowLoader().load(text: text, path: "a.flow.yaml")]).diagnostics
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// An empty name is said to be empty, after what it names: not "answer name a name cannot be empty".
    @Test func anEmptyNameIsSaidToBeEmpty() {
        let found = Self.messages(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {a: {to: present s, result: {"": Int}}}}
              s: {actions: {x: {input: Int, to: return ""}}}
            triggers:
              "": stay
            """)
        #expect(found.contains("5:48 answer name '' is empty"), "\(found)")
        #expect(found.contains("8:3 trigger name '' is empty"), "\(found)")
    }

    /// A second step's `pop` on a screen only ever presented names the `then` it is: not "runs on a
    /// screen", which leaves the reader to find which.
    @Test func aSecondStepsPopOnAPresentedScreenNamesItsStep() {
        let found = Self.messages(
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet: {actions: {more: push deeper, close: dismiss}}
              deeper: {actions: {x: {to: pop, then: pop}}}
            """)
        #expect(
            found == [
                "7:41 'pop' runs on the screen where 'then' of action 'x' runs, which is only ever presented, "
                    + "in a navigation controller of its own where nothing is beneath it; close it with 'dismiss'"
            ], "\(found)")
    }

    /// A `pop` of a `from` trigger on a screen only ever presented names that screen and the trigger.
    @Test func aPopOfATriggerOnAPresentedScreenNamesTheScreen() {
        let found = Self.messages(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {p: present a}}
              a: {actions: {d: dismiss}}
            triggers:
              u: {from: a, to: pop}
            """)
        #expect(
            found == [
                "8:20 'pop' runs on screen 'a' (trigger 'u'), which is only ever presented, in a navigation controller of its own where nothing is beneath it; close it with 'dismiss'"
            ])
    }

    /// A name in an entry's `outcomes` that is no outcome is quoted; an event is said to be one,
    /// which an entry does not list.
    @Test func anEntryOutcomeOfNoOutcomeIsQuotedAndAnEventSaidToBeOne() {
        let found = Self.messages(
            """
            flow: Setup
            entry: true
            outcomes: [complete]
            events: [progress]
            entries:
              main: {start: s, outcomes: [complet, progress]}
            screens:
              s: {actions: {ok: finish complete, tick: send progress}}
            """)
        #expect(
            found == [
                "6:31 'outcomes' of entry 'main' of flow 'Setup' names 'complet', no outcome of the flow; did you mean 'complete'?",
                "6:40 'outcomes' of entry 'main' of flow 'Setup' names 'progress', no outcome of the flow; 'progress' is an event, which an entry does not list",
            ])
    }

    /// `unreachable-screen` names the starts that name something: a misspelt one is its own finding.
    @Test func anUnreachableScreenIsReachedFromTheStartsThatNameSomething() {
        let found = Self.messages(
            """
            flow: Setup
            entry: true
            entries:
              main: {start: [createPIN, creatPIN]}
            screens:
              createPIN: null
              unlock: null
            """)
        #expect(
            found.contains("7:3 screen 'unlock' in flow 'Setup' is unreachable from its start 'createPIN'"), "\(found)")
    }

    /// A `keep` that is no boolean says the map form too.
    @Test func aKeepOfTheWrongKindNamesTheMapForm() {
        let found = Self.messages(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {a: start L}}
            children:
              L: {present: true, keep: []}
            ---
            flow: L
            start: s
            screens: {s: null}
            """)
        #expect(found == ["7:28 'keep' must be true, false or {reopen: TRIGGER}, not a list"])
    }

    /// `result` with a closing first step says that the second step runs after the asking screen
    /// is closed, not that nothing starts or presents: the `then` does.
    @Test func aResultAfterAClosingStepSaysTheAskingScreenIsClosed() {
        let found = Self.messages(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {pick: present picker}}
              picker: {actions: {choose: {to: dismiss, then: present card, result: Card}, cancel: dismiss}}
              card: {actions: {save: {input: Card, to: return}, cancel: dismiss}}
            """)
        #expect(
            found == [
                "6:64 'result' waits for an answer to the screen that asks, but 'dismiss' closes it before 'then' runs 'present card': nothing would hear the answer; show it from this screen, or leave 'result' out"
            ])
    }

    /// An external screen's `{to: dismiss, then: push done}` is told to write its second step
    /// alone, which runs once the screen has closed.
    @Test func anExternalScreensClosingStepIsToldToWriteItsSecondAlone() {
        let found = Self.messages(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {share: present sheet}}
              sheet: {external: true, result: String, to: {to: dismiss, then: push done}}
              done: null
            """)
        #expect(
            found == [
                "6:52 'to' of external screen 'sheet' runs once it has closed, from the screen it was shown over: 'dismiss' would close that one too; write its second step alone, 'to: push done'"
            ])
    }

    /// A `then` inside a second step says it would be a third step, not that a push cannot be
    /// followed; inside an external screen's `to`, that the screen has closed already.
    @Test func aThenInsideASecondStepSaysItWouldBeAThird() {
        let found = Self.messages(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {s: push mid}}
              mid: {actions: {s: present sheet, e: present ext}}
              sheet: {actions: {b: {to: dismiss, then: {to: push x, then: pop}}}}
              ext: {external: true, to: {to: push x, then: pop}}
              x: {actions: {p: pop}}
            """)
        #expect(
            found == [
                "7:57 'then' runs one step after a closing one; a third belongs to the screen it lands on",
                "8:42 'to' of external screen 'ext' runs one step after it has closed; a second belongs to the screen it lands on",
            ])
    }

    /// `result` whose second step pushes an external screen says the asking screen has closed,
    /// as for a second step that presents.
    @Test func aResultWhoseSecondStepPushesAnExternalScreenSaysTheAskingScreenIsClosed() {
        let found = Self.messages(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {s: present sheet}}
              sheet: {actions: {x: {to: dismiss, then: push ext, result: String}}}
              ext: {external: true, result: String}
            """)
        #expect(
            found == [
                "6:54 'result' waits for an answer to the screen that asks, but 'dismiss' closes it before 'then' runs 'push ext': nothing would hear the answer; show it from this screen, or leave 'result' out"
            ])
    }

    /// A parameter named as a key of the route, which that key cannot type, is to be renamed; a
    /// segment that is no whole parameter reads as a sentence.
    @Test func aParameterNamedAsARouteKeyIsToBeRenamed() {
        let found = Self.messages(
            """
            flow: App
            entry: true
            start: home
            screens: {home: null, s: {input: String}}
            routes:
              "c/{via}": {via: String, to: push s}
              "/": {fragment: "/{entry}", entry: String, to: push s}
              "d/{x}{y}": {x: String, y: String, to: push s}
            """)
        #expect(
            found == [
                "6:3 parameter 'via' of route 'c/{via}' has the name of the route's key 'via', which cannot type it as well: rename the parameter",
                "7:19 parameter 'entry' of the fragment of route '/' has the name of the route's key 'entry', which cannot type it as well: rename the parameter",
                "8:3 route 'd/{x}{y}' has '{x}{y}', which is not a parameter: a parameter is a whole segment, '{name}'",
            ])
    }
}
