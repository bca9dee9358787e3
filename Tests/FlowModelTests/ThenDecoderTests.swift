import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.2, §2: `then`, a second step after a closing one, decoded in a transition's long form
/// and beside the `to` of an action's or a button's map, and every way to write it wrong as a
/// located `schema` finding.
@Suite struct ThenDecoderTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// The findings, each as `rule line:column message`.
    func findings(_ file: FlowFile) -> [String] {
        file.diagnostics.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// Each transition of each action of the flow's first screen, its second step after `▸`.
    func actions(_ file: FlowFile) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for action in file.flows.first?.screens.first?.actions ?? [] {
            result[action.name.value] = action.transitions.map { transition in
                transition.description + (transition.then.map { " ▸ \($0)" + ($0.isMade ? " ⚙" : "") } ?? "")
            }
        }
        return result
    }

    @Test func thenIsReadInEveryPlaceOneTransitionStands() throws {
        let file = decode(
            """
            flow: A
            start: a
            screens:
              a:
                actions:
                  beside: {to: dismiss, then: push b}
                  inTo: {to: {to: pop, then: start C}}
                  made: {input: Int, to: popToRoot, then: {to: push b, make: true}}
                  alternatives: [{to: dismiss, then: push b}, {to: dismiss, then: present b}, dismiss]
                  short: dismiss
              b: {input: Int}
            children:
              C: {on: {done: {to: dismiss, then: push b}}}
            alerts:
              confirm: {buttons: {ok: {to: dismiss, then: finish out}, no: pop}}
            """)
        #expect(findings(file) == [])
        #expect(
            actions(file) == [
                "beside": ["dismiss ▸ push b"], "inTo": ["pop ▸ start C"], "made": ["popToRoot ▸ push b ⚙"],
                "alternatives": ["dismiss ▸ push b", "dismiss ▸ present b", "dismiss"], "short": ["dismiss"],
            ])
        let flow = try #require(file.flows.first)
        #expect(flow.children[0].handlers[0].transitions[0].then?.description == "push b")
        #expect(flow.alerts[0].buttons.map { $0.transitions[0].then?.description } == ["finish out", nil])
        // The second step stands where its string is written, the pair where `then` is.
        let beside = try #require(flow.screens[0].actions.first?.transitions.first)
        #expect(beside.then?.position == SourcePosition(line: 6, column: 35))
        #expect(beside.options.then?.keyPosition == SourcePosition(line: 6, column: 29))
    }

    @Test func aTriggerTakesThenBesideItsTo() {
        let file = decode(
            """
            flow: A
            start: a
            screens: {a: null, b: null}
            triggers:
              beside: {from: b, to: pop, then: push b}
              inTo: {from: b, to: {to: dismiss, then: push b}}
              alternatives: {from: b, to: [pop, stay], then: push b}
            """)
        #expect(
            findings(file) == [
                "schema 7:44 'then' belongs to one transition; trigger 'alternatives' has alternatives: write it in the alternative, {to: dismiss, then: …}"
            ])
        let triggers = file.flows.first?.triggers.map { $0.transitions.map { $0.then?.description ?? "" } }
        #expect(triggers == [["push b"], ["push b"], ["", ""]])
    }

    @Test func thenFollowsOnlyAClosingStep() {
        let file = decode(
            """
            flow: A
            start: a
            outcomes: [done]
            screens:
              a:
                actions:
                  pushed: {to: push b, then: pop}
                  finished: {to: finish done, then: push b}
                  started: [{to: start C, then: push b}, stay]
              b: null
            """)
        #expect(
            findings(file) == [
                "schema 7:28 'then' follows a step that closes ('dismiss', 'pop' or 'popToRoot'), not 'push b': what follows a push is the pushed screen's",
                "schema 8:35 'then' after 'finish done' would run in a flow that has finished: the parent's 'on' handler of 'done' is the next step",
                "schema 9:31 'then' follows a step that closes ('dismiss', 'pop' or 'popToRoot'), not 'start C': what follows a start is the child's, and its handlers'",
            ])
        // The first step is kept without its second.
        #expect(actions(file)["pushed"] == ["push b"])
    }

    @Test func theSecondStepIsOneMoveWithoutAThird() {
        let file = decode(
            """
            flow: A
            start: a
            screens:
              a:
                actions:
                  reset: {to: dismiss, then: reset a}
                  returned: {to: dismiss, then: return}
                  stayed: {to: pop, then: stay}
                  third: {to: dismiss, then: {to: pop, then: push a}}
                  list: {to: dismiss, then: [push a, stay]}
                  empty: {to: dismiss, then: null}
            """)
        #expect(
            findings(file) == [
                "schema 6:34 'then' runs one more move: 'reset' tears everything down and needs no step before it",
                "schema 7:37 'then' runs one more move: 'return' answers the action that asked, whose screen the first step has closed",
                "schema 8:31 'then' runs one more move: 'stay' moves nothing: leave 'then' out",
                "schema 9:44 'then' runs one step after a closing one; a third belongs to the screen it lands on",
                "schema 10:33 'then' runs one step ('VERB TARGET', or its long form), not a list: the screen it lands on chooses among alternatives",
                "schema 11:34 'then' must be a transition ('VERB' or 'VERB TARGET'), not null",
            ])
        // A refused second step leaves the first; a third is dropped, the second kept.
        #expect(actions(file)["reset"] == ["dismiss"])
        #expect(actions(file)["third"] == ["dismiss ▸ pop"])
    }

    @Test func thenBesideAToThatIsNotOneTransition() {
        let file = decode(
            """
            flow: A
            start: a
            screens:
              a:
                actions:
                  none: {then: push a}
                  alternatives: {to: [dismiss, stay], then: push a}
                  long: {to: {to: dismiss}, then: push a}
            alerts:
              confirm: {buttons: {ok: {then: push a}}}
            """)
        #expect(
            findings(file) == [
                "schema 6:14 'then' runs after the step of 'to'; action 'none' has no 'to'",
                "schema 7:43 'then' belongs to one transition; action 'alternatives' has alternatives: write it in the alternative, {to: dismiss, then: …}",
                "schema 8:33 'then' belongs to one transition; the 'to' of action 'long' is a long form already: write it there",
                "schema 10:28 'then' runs after the step of 'to'; button 'ok' of alert 'confirm' has no 'to'",
            ])
    }

    @Test func alternativesAlikeOnlyInTheirFirstStepAreDistinct() {
        let file = decode(
            """
            flow: A
            start: a
            screens:
              a: {actions: {x: [{to: dismiss, then: push a}, {to: dismiss, then: present a}, {to: dismiss, then: push a}]}}
            """)
        // The message names both steps: 'dismiss' alone is no repeat of either.
        #expect(findings(file) == ["schema 4:82 'dismiss, then push a' is listed twice in action 'x'"])
    }
}

/// Format 1.2: what `then` costs every transition, which a flow set holds one of for every
/// transition of every flow: one word (its boxed second step), the verb and `make` packed after it.
@Suite struct TransitionLayoutTests {
    @Test func aTransitionTakesOneWordMoreThanInFormat11() {
        #expect(MemoryLayout<Transition>.stride <= 40)
        #expect(MemoryLayout<Transition.Options>.size == 9)
    }
}
