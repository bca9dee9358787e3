import FlowDiagnostics
import FlowModel
import Testing

@testable import FlowRules

/// Lookups by name that every rule and the navigation analysis rely on: the first screen with
/// an id wins, as `Flow.screen(named:)` finds it, in a short flow (searched in a list) and in a
/// long one (through the hashed table).
@Suite struct FlowNamesTests {
    static func flow(screens ids: [String]) -> Flow {
        let place = SourcePosition(line: 1, column: 1)
        return Flow(
            name: Located("Shop", at: place), location: SourceLocation(file: "Shop.flow.yaml", line: 1, column: 1),
            start: [Located(ids[0], at: place)],
            screens: ids.map { Screen(id: Located($0, at: place)) })
    }

    @Test(arguments: [3, 8, 9, 50, 2000])
    func everyScreenIsFoundAtItsFirstPosition(count: Int) {
        // Ids of every length a table sees: short ones stored in the string, long ones not.
        var ids = (0..<count).map { $0 % 2 == 0 ? "s\($0)" : "aScreenWithALongerName\($0)" }
        ids.append(ids[count / 2])  // declared twice: the first one counts
        ids.append(ids[0])
        let names = FlowNames(Self.flow(screens: ids))
        for position in 0..<count {
            #expect(names.screens[ids[position]] == position)
        }
        #expect(names.screens["missing"] == nil)
        #expect(names.screens["s"] == nil)
        #expect(names.screens[""] == nil)
        #expect(names.children["s0"] == nil && names.outcomes["s0"] == nil)
    }
}
