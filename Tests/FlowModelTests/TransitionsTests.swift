import FlowDiagnostics
import FlowModel
import Testing

/// An action's alternatives: one is kept in place, none or several in an array; whichever way a
/// list was made, rules and emitters see the same transitions in the order written.
@Suite struct TransitionsTests {
    let place = SourcePosition(line: 3, column: 9)

    @Test func aListOfOneIsTheSameValueHoweverItWasMade() {
        let push = Transition(verb: .push, target: "cart", position: place)
        let made = [Transitions(push), Transitions([push]), [push]]
        for list in made {
            #expect(list == made[0])
            #expect(list.hashValue == made[0].hashValue)
            #expect(Array(list) == [push])
            #expect(list.count == 1 && list.first == push)
        }
    }

    @Test func severalKeepTheirOrderAndNoneIsEmpty() {
        let alternatives = [
            Transition(verb: .replace, target: "catalog", position: place),
            Transition(verb: .finish, target: "cancelled", position: place),
            Transition(verb: .pop, position: place),
        ]
        let list = Transitions(alternatives)
        #expect(Array(list) == alternatives)
        #expect(list.map(\.description) == ["replace catalog", "finish cancelled", "pop"])
        #expect(list != Transitions(Array(alternatives.reversed())))
        #expect(list != Transitions(alternatives[0]))
        let none: Transitions = []
        #expect(none.isEmpty && none.count == 0)
        #expect(none == Transitions([]))
    }

    /// A `start` target names a child, and an entry after its first dot, whatever letters the
    /// names are written in.
    @Test(
        arguments: [
            ("Room", "Room", nil), ("Room.details", "Room", "details"), ("Café.menü", "Café", "menü"),
            ("Room.a.b", "Room", "a.b"), (".details", "", "details"), ("Room.", "Room", ""),
        ] as [(String, String, String?)])
    func aStartTargetIsAChildAndAnEntry(_ example: (target: String, child: String, entry: String?)) {
        let (child, entry) = Transition.childAndEntry(example.target)
        #expect(String(child) == example.child)
        #expect(entry.map(String.init) == example.entry)
    }
}
