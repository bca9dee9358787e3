import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// A flow is a value, though its fields live in one shared reference (copied on write, so that a
/// copy costs one retain): a change to a copy never shows in the flow it was copied from, and two
/// flows are equal, and hash alike, by what they hold, shared or not.
@Suite struct FlowValueTests {
    func flow() throws -> Flow {
        let text = "flow: A\nstart: a\noutcomes: [done]\nscreens:\n  a: {actions: {next: push b}}\n  b: null\n"
        let tree = YAMLReader().readTree(Array(text.utf8), file: "a.flow.yaml")
        return try #require(FlowDecoder().decode(tree, file: "a.flow.yaml").flows.first)
    }

    @Test func aChangeToACopyLeavesTheOriginalAsItWas() throws {
        let original = try flow()
        var copy = original
        copy.screens[0].actions.removeAll()
        copy.name.value = "B"
        copy.outcomes.append(Outcome(name: Located("more", at: SourcePosition(line: 1, column: 1)), payload: nil))
        #expect(original.name.value == "A")
        #expect(original.screens[0].actions.map(\.name.value) == ["next"])
        #expect(original.outcomes.map(\.name.value) == ["done"])
        #expect(copy.screens[0].actions.isEmpty && copy.name.value == "B" && copy.outcomes.count == 2)
        #expect(copy != original)
    }

    @Test func flowsAreEqualByWhatTheyHold() throws {
        let one = try flow()
        var other = try flow()
        #expect(one == other && one.hashValue == other.hashValue)
        // Changed and changed back: equal again, in storage of its own.
        other.root = .tabs
        #expect(one != other)
        other.root = .stack
        #expect(one == other && one.hashValue == other.hashValue)
        #expect(Set([one, other]).count == 1)
    }
}
