import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.2: a flow's `triggers`, decoded in each form, and every way to write one wrong as a
/// located `schema` finding.
@Suite struct TriggerDecoderTests {
    func decode(_ triggers: String, root: String = "start: a\nscreens: {a: null, b: {input: Item}}") -> FlowFile {
        let text = "flow: A\n\(root)\ntriggers:\n" + triggers
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// The schema findings, each as `line:column message`.
    func schema(_ file: FlowFile) -> [String] {
        file.diagnostics.filter { $0.rule == .schema }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func decodesEachFormOfATrigger() throws {
        let file = decode(
            """
              authError: reset a
              opened: [push b, stay]
              shipped: {input: Item, to: push b}
              verified: {from: a, to: [push b, stay]}
              locked: {from: [a, b], to: stay}
            """)
        #expect(file.diagnostics.isEmpty)
        let triggers = try #require(file.flows.first?.triggers)
        #expect(triggers.map(\.name.value) == ["authError", "opened", "shipped", "verified", "locked"])
        #expect(
            triggers.map { $0.transitions.map(\.description) } == [
                ["reset a"], ["push b", "stay"], ["push b"], ["push b", "stay"], ["stay"],
            ])
        #expect(triggers.map { $0.input?.text } == [nil, nil, "Item", nil, nil])
        #expect(triggers.map { $0.from?.map(\.value) } == [nil, nil, nil, ["a"], ["a", "b"]])
        #expect(triggers[0].name.position == SourcePosition(line: 5, column: 3))
        #expect(triggers[4].from?[1].position == SourcePosition(line: 9, column: 22))
    }

    /// `make` as an action's: beside one transition's `to`, in a long form of `to`, in an
    /// alternative; beside alternatives, or on a verb that hands nothing, it is `schema`.
    @Test func makeIsReadAsAnActionsIs() throws {
        let file = decode(
            """
              shipped: {input: Item.ID, to: push b, make: true}
              opened: {to: {to: push b, make: true}}
              seen: [{to: push b, make: true}, stay]
              kept: {to: push b, make: false}
              both: {to: [push b, stay], make: true}
              still: {to: stay, make: true}
            """)
        let triggers = try #require(file.flows.first?.triggers)
        #expect(
            triggers.map { $0.transitions.map(\.isMade) } == [
                [true], [true], [true, false], [false], [false, false], [false],
            ])
        #expect(
            schema(file) == [
                "9:30 'make' belongs to one transition; trigger 'both' has alternatives: write it in the "
                    + "alternative, {to: …, make: true}",
                "10:21 'make' makes the input of the target; 'stay' takes none",
            ])
    }

    @Test func aFlowWithoutTriggersHasNone() throws {
        let text = "flow: A\nstart: a\nscreens: {a: null}\n"
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        let flow = try #require(FlowDecoder().decode(tree, file: "f.flow.yaml").flows.first)
        #expect(flow.triggers.isEmpty)
    }

    @Test func anActionsKeysATriggerHasNotAreReportedAtEachKey() throws {
        let file = decode(
            """
              authError: {to: reset a, output: Bool, async: true, result: Item}
            """)
        #expect(
            schema(file) == [
                "5:28 trigger 'authError' answers whether it ran; it has no 'output'",
                "5:42 trigger 'authError' answers whether it ran; it has no 'async'",
                "5:55 trigger 'authError' answers whether it ran; it has no 'result'",
            ])
        // The trigger itself is read: one mistake, one finding.
        #expect(try #require(file.flows.first).triggers.count == 1)
    }

    @Test func aTriggerWithoutATransitionIsReportedAndLeftOut() throws {
        let file = decode(
            """
              signedOut: null
              refresh: {input: String}
              empty: {to: null}
              unknown: {to: lock a}
              wrong: {from: a, too: pop}
            """)
        #expect(
            schema(file) == [
                "5:14 trigger 'signedOut' needs a transition to run: 'VERB TARGET', a list of them, or {to: …}",
                "6:12 trigger 'refresh' needs 'to': the transition it runs, or a list of alternatives",
                "7:11 trigger 'empty' needs 'to': the transition it runs, or a list of alternatives",
                "8:17 'lock' is not a transition verb",
                "9:20 trigger 'wrong' has no key 'too'; did you mean 'to'?",
                "9:10 trigger 'wrong' needs 'to': the transition it runs, or a list of alternatives",
            ])
        #expect(try #require(file.flows.first).triggers.isEmpty)
    }

    @Test func fromInATabsFlowIsReportedAtFrom() throws {
        let file = decode(
            """
              verified: {from: home, to: select Home}
              opened: select Home
            """, root: "root: tabs\ntabs: [Home]\nchildren: {Home: null}")
        #expect(
            schema(file) == [
                "6:14 a tabs flow has no screens for 'from'; trigger 'verified' runs over its tabs"
            ])
        let triggers = try #require(file.flows.first?.triggers)
        #expect(triggers.map(\.name.value) == ["verified", "opened"])
        #expect(triggers[0].from == nil)
    }

    @Test func fromIsAScreenIdOrANonEmptyListOfThem() throws {
        let file = decode(
            """
              one: {from: [], to: stay}
              two: {from: [a, a], to: stay}
              three: {from: {a: b}, to: stay}
            """)
        #expect(
            schema(file) == [
                "5:15 'from' must list at least one name",
                "6:19 'a' is listed twice in 'from'",
                "7:17 'from' must be text, not a map",
            ])
    }

    @Test func triggersMustBeAMapOfNames() throws {
        #expect(schema(decode(" null")).first?.hasSuffix("'triggers' must be a map, not null") == true)
        #expect(schema(decode("  - a")).first?.hasSuffix("'triggers' must be a map, not a list") == true)
    }
}
