import FlowDiagnostics
import FlowModel
import FlowRules
import FlowcKit
import Testing

/// Format 1.2: triggers in the resolved layer and the navigation analysis: their alternatives
/// after the alerts' buttons and before `back`, the screens of each `from`, and where each runs.
@Suite struct TriggerResolvedFlowTests {
    static let text = """
        flow: App
        entry: true
        start: home
        outcomes: [done]
        back: done
        screens:
          home: {actions: {open: push detail}}
          detail: {actions: {close: pop}}
          tracking: {actions: {close: pop}}
          confirmed: null
        alerts:
          sure: {buttons: {ok: stay}}
        triggers:
          shipped: [push tracking, stay]
          verified: {from: [detail, nowhere, detail], to: push confirmed}
          expired: finish done
        """

    @Test func triggersAreResolvedAfterTheButtonsAndBeforeBack() throws {
        let graph = FlowGraph(files: [FlowLoader().load(text: Self.text, path: "App.flow.yaml")])
        let resolved = graph.resolved[0]
        #expect(resolved.triggers == resolved.buttons.upperBound..<resolved.buttons.upperBound + 4)
        #expect(resolved.declared.upperBound == resolved.triggers.upperBound)
        #expect(resolved.backIndex == resolved.triggers.upperBound)
        #expect(resolved.alternatives(ofTrigger: 0) == resolved.triggers.lowerBound..<resolved.triggers.lowerBound + 2)
        #expect(resolved.alternatives(ofTrigger: 2).count == 1)
        let places = resolved.triggers.map { resolved.transitions[$0].place }
        #expect(places == [.trigger(0), .trigger(0), .trigger(1), .trigger(2)])
        #expect(resolved.transitions[resolved.triggers.lowerBound].target == .screen(2))
        // `from` names the first of each id it finds; a name of no screen is left out.
        #expect(resolved.triggerScreens == [nil, [1], nil])
    }

    @Test func aTriggerRunsFromItsScreensOrOverWhateverTheFlowShows() throws {
        let graph = FlowGraph(files: [FlowLoader().load(text: Self.text, path: "App.flow.yaml")])
        let navigation = graph.navigation[0]
        // Without `from`: reachable, but neither a first screen nor pushed by a known screen.
        #expect(navigation.reachable[2])
        #expect(!navigation.isFirst[2])
        #expect(navigation.pushers[2].isEmpty)
        // With `from`: pushed by each of its screens, as their action would.
        #expect(navigation.reachable[3])
        #expect(Array(navigation.pushers[3]) == [1])
        // A finish over whatever the flow shows lets the flow finish, and is no way out of a screen;
        // tracking goes back to what the flow showed, which can finish by `back`.
        #expect(navigation.canFinish[navigation.startNode])
        #expect(navigation.canFinish[2])
        #expect(navigation.canFinish[1])
        // Confirmed, pushed from detail only, goes back to detail.
        #expect(navigation.canFinish[3])
    }
}
