import FlowDiagnostics
import FlowModel
import FlowcKit
import Testing

@testable import FlowEmitters

/// Format 1.2: an entry whose `start` is a list draws an edge from the start point to each item,
/// labelled with the entry; an item several entries start with is labelled with all of them.
@Suite struct EntryStartListGraphTests {
    static let flows = """
        flow: Home
        entry: true
        start: home
        screens: {home: {actions: {open: start Room, peek: start Room.peek}}}
        children:
          Room: {present: true, on: {done: stay}}
        ---
        flow: Room
        outcomes: [done]
        back: done
        entries:
          main: {start: [room, joinRoom]}
          peek: {start: [Picker, room]}
        screens:
          room: {actions: {leave: finish done}}
          joinRoom: {actions: {leave: finish done}}
        children:
          Picker: {on: {done: finish done}}
        ---
        flow: Picker
        outcomes: [done]
        back: done
        start: palette
        screens: {palette: {actions: {pick: finish done}}}
        """

    @Test func eachItemOfAnEntrysListIsAnEdgeLabelledWithTheEntry() throws {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "a.flow.yaml")])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let drawing = NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics)
        let starts = drawing.edges.filter { $0.from == GraphIdentifier.start("Room") }
        #expect(
            starts.map { "\($0.to) \($0.label)" }
                == [
                    "\(GraphIdentifier.screen("Room", "room")) main, peek",
                    "\(GraphIdentifier.screen("Room", "joinRoom")) main",
                    "\(GraphIdentifier.start("Picker")) peek",
                ])
        #expect(starts.map(\.kind) == [.entry, .entry, .start])
    }
}
