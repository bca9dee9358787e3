import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.2: an action's `result` as named answers, and `return NAME`.
@Suite struct NamedResultDecodingTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    func findings(_ file: FlowFile) -> [String] {
        file.diagnostics.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func aListOrAMapOfAnswersIsReadWithTheirPayloads() throws {
        let file = decode(
            """
            flow: Devices
            start: account
            screens:
              account:
                actions:
                  remove: {to: present confirm, result: [removed, kept]}
                  pick: {to: start Picker, result: {chosen: String, unchanged: null}}
                  typed: {to: present confirm, result: "[Address]"}
              confirm: {actions: {yes: return removed, no: return}}
            children:
              Picker: {on: {picked: return chosen}}
            """)
        #expect(file.diagnostics.isEmpty)
        let flow = try #require(file.flows.first)
        let actions = flow.screens[0].actions
        #expect(actions[0].answers?.map(\.name.value) == ["removed", "kept"])
        #expect(actions[0].answers?.allSatisfy { $0.payload == nil } == true)
        #expect(actions[0].result == nil)
        #expect(actions[0].asksForResult)
        #expect(actions[1].answers?.map(\.name.value) == ["chosen", "unchanged"])
        #expect(actions[1].answers?.map { $0.payload?.text } == ["String", nil])
        #expect(actions[1].answers?.first?.name.position == SourcePosition(line: 7, column: 41))
        // A quoted list is the array type, as in format 1.1.
        #expect(actions[2].answers == nil)
        #expect(actions[2].result?.text == "[Address]")
        let yes = try #require(flow.screens[1].actions.first?.transitions.first)
        #expect(yes.verb == .return)
        #expect(yes.target == "removed")
        #expect(flow.screens[1].actions[1].transitions.first?.target == nil)
        #expect(flow.children.first?.handlers.first?.transitions.first?.target == "chosen")
    }

    @Test func answersAreCheckedAsAResultTypeIsAndEmptyOrDoubledOnesAreFindings() {
        let file = decode(
            """
            flow: Devices
            start: account
            screens:
              account:
                actions:
                  both: {to: present confirm, result: [a, b], output: Bool}
                  sync: {to: present confirm, result: {a: null}, async: false}
                  nobody: {to: push confirm, result: [a]}
                  empty: {to: present confirm, result: []}
                  emptyMap: {to: present confirm, result: {}}
                  twice: {to: present confirm, result: [a, a]}
                  nested: {to: present confirm, result: [[a]]}
              confirm: {actions: {yes: return a b}}
            """)
        #expect(
            findings(file) == [
                "schema 6:51 action 'both' waits for its 'result', which is its answer; it has no 'output' as well",
                "schema 7:61 action 'sync' waits for its 'result', so it is asynchronous; 'async: false' contradicts it",
                "schema 8:34 'result' needs a 'to' that starts a child flow, presents a screen or pushes an external screen, which hands the value back",
                "schema 9:44 'result' of action 'empty' must name at least one answer, or be a type",
                "schema 10:47 'result' of action 'emptyMap' must name at least one answer, or be a type",
                "duplicate-identifier 11:48 answer 'a' is listed twice",
                "schema 12:46 an answer name must be text, not a list",
                "schema 13:28 transition 'return a b' has more than one target",
            ])
    }
}
