import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.2: the transition long form and `make`, decoded where a transition stands and beside
/// a `to`, and every way to write them wrong as a located `schema` finding.
@Suite struct TransitionLongFormDecoderTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// The findings, each as `rule line:column message`.
    func findings(_ file: FlowFile) -> [String] {
        file.diagnostics.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// Each transition of each action of the flow's first screen, with `⚙` for a made one.
    func actions(_ file: FlowFile) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for action in file.flows.first?.screens.first?.actions ?? [] {
            result[action.name.value] = action.transitions.map { $0.description + ($0.isMade ? " ⚙" : "") }
        }
        return result
    }

    @Test func makeIsReadInEveryPlaceOneTransitionStands() throws {
        let file = decode(
            """
            flow: A
            start: a
            screens:
              a:
                actions:
                  long: {to: push b, make: true}
                  inTo: {to: {to: push b, make: true}}
                  alternative: {input: Item, to: [{to: push b, make: true}, stay, {to: pop}]}
                  short: push b
                  notMade: {to: push b, make: false}
              b: {input: Item}
            children:
              C: {on: {done: {to: push b, make: true}, other: [stay, {to: finish x, make: true}]}}
            alerts:
              confirm: {buttons: {ok: {to: push b, make: true}, no: push b}}
            """)
        #expect(findings(file) == [])
        #expect(
            actions(file) == [
                "long": ["push b ⚙"], "inTo": ["push b ⚙"], "alternative": ["push b ⚙", "stay", "pop"],
                "short": ["push b"], "notMade": ["push b"],
            ])
        let flow = try #require(file.flows.first)
        let handlers = flow.children[0].handlers.map { $0.transitions.map { $0.isMade } }
        #expect(handlers == [[true], [false, true]])
        #expect(flow.alerts[0].buttons.map { $0.transitions.map(\.isMade) } == [[true], [false]])
        // A made transition is placed where its `to` is written.
        let long = try #require(flow.screens[0].actions.first?.transitions.first)
        #expect(long.position == SourcePosition(line: 6, column: 18))
    }

    @Test func theShortFormHasNoOptions() throws {
        let file = decode("flow: A\nstart: a\nscreens: {a: {actions: {go: push b}}, b: null}\n")
        let transition = try #require(file.flows.first?.screens.first?.actions.first?.transitions.first)
        #expect(transition.options == .none && transition.options.isNone && !transition.isMade)
    }

    @Test func makeOnAVerbThatHandsNothingIsReportedAtMake() {
        let file = decode(
            """
            flow: A
            start: a
            screens:
              a:
                actions:
                  close: {to: dismiss, make: true}
                  back: {to: [{to: pop, make: true}]}
                  answer: {to: return, make: true}
            children:
              C: {on: {done: {to: select Home, make: true}, other: {to: stay, make: true}}}
            """)
        #expect(
            findings(file) == [
                "schema 6:28 'make' makes the input of the target; 'dismiss' takes none",
                "schema 7:29 'make' makes the input of the target; 'pop' takes none",
                "schema 8:28 'make' makes the input of a target; 'return' hands its payload back as it is",
                "schema 10:36 'make' makes the input of the target; 'select Home' takes none",
                "schema 10:67 'make' makes the input of the target; 'stay' takes none",
            ])
        // The transition is kept, as written without `make`.
        #expect(actions(file)["close"] == ["dismiss"])
    }

    @Test func makeBesideAlternativesOrNoToIsReported() {
        let file = decode(
            """
            flow: A
            start: a
            screens:
              a:
                actions:
                  handleFile: {input: File, to: [send openURL, stay], make: true}
                  nothing: {make: true}
                  longAlready: {to: {to: push b}, make: true}
                  off: {to: [push b, stay], make: false}
            alerts:
              confirm: {buttons: {ok: {make: true}, later: {to: pop, make: true}}}
            """)
        #expect(
            findings(file) == [
                "schema 6:59 'make' belongs to one transition; action 'handleFile' has alternatives: write it in the alternative, {to: …, make: true}",
                "schema 7:17 'make' makes the input of the target of 'to'; action 'nothing' has no 'to'",
                "schema 8:39 'make' belongs to one transition; the 'to' of action 'longAlready' is a long form already: write it there",
                "schema 11:28 'make' makes the input of the target of 'to'; button 'ok' of alert 'confirm' has no 'to'",
                "schema 11:58 'make' makes the input of the target; 'pop' takes none",
            ])
    }

    @Test func aMalformedLongFormIsReportedWhereItIsWritten() {
        let file = decode(
            """
            flow: A
            start: a
            screens:
              a:
                actions:
                  noTo: [{make: true}]
                  nullTo: [{to: null}]
                  listTo: [{to: [push b]}]
                  unknown: [{to: push b, input: Item}]
                  notBoolean: [{to: push b, make: yes}]
                  badVerb: [{to: jump b}]
                  twice: [{to: push b, make: true}, push b]
            children:
              C: {on: {done: {}, again: {to: push b, to: pop}}}
            """)
        #expect(
            findings(file) == [
                "schema 6:14 the long form of a transition needs 'to': {to: VERB TARGET, make: true}",
                "schema 7:17 the long form of a transition needs 'to': {to: VERB TARGET, make: true}",
                "schema 8:21 'to' of the long form of a transition is one transition ('VERB' or 'VERB TARGET'), not a list",
                "schema 9:30 the long form of a transition has no key 'input'",
                "schema 10:39 'make' must be true or false, not 'yes'",
                "schema 11:22 'jump' is not a transition verb",
                "schema 12:41 'push b' is listed twice in action 'twice'",
                "schema 14:18 the long form of a transition needs 'to': {to: VERB TARGET, make: true}",
                "duplicate-identifier 14:42 'to' appears twice in the long form of a transition",
            ])
    }
}
