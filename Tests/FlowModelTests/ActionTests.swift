import FlowDiagnostics
import FlowModel
import Testing

/// An action keeps its `output`, `result` and `answers` apart from the fields every action has
/// (one reference, made only for the actions that have one of them): each still reads, changes
/// and compares as a value of its own.
@Suite struct ActionTests {
    let at = SourcePosition(line: 1, column: 1)

    func type(_ text: String) -> TypeExpression {
        TypeExpression(text: text, canonical: text, position: at)
    }

    @Test func eachReplyChangesAloneAndComparesByValue() {
        var action = Action(name: Located("save", at: at), output: type("Bool"), result: type("Card"))
        let before = action
        action.answers = [Outcome(name: Located("saved", at: at))]
        #expect(action.output == type("Bool"))
        #expect(action.result == type("Card"))
        #expect(action.answers?.map(\.name.value) == ["saved"])
        // A copy taken before is a value of its own.
        #expect(before.answers == nil)
        #expect(before != action)

        action.output = nil
        action.answers = nil
        #expect(action.result == type("Card"))
        #expect(action.asksForResult)
        action.result = nil
        #expect(!action.asksForResult)
        // An action that lost every reply equals one made without any, and hashes alike.
        let plain = Action(name: Located("save", at: at))
        #expect(action == plain)
        #expect(action.hashValue == plain.hashValue)
        // Two replies made apart with the same values are equal.
        #expect(
            Action(name: Located("save", at: at), output: type("Bool"))
                == Action(name: Located("save", at: at), output: type("Bool")))
    }

    /// What the IR costs a large app: an action for every row of every screen, each walked by
    /// every rule. `output`, `result` and `answers` inline made it 120 bytes.
    @Test func anActionTakes88Bytes() {
        #expect(MemoryLayout<Action>.stride <= 88)
    }
}
