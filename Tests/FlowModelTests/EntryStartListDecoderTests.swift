import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.2: an entry's `start` as a list, chosen at run time, and an entry's `outcomes`.
@Suite struct EntryStartListDecoderTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// The findings, each as `rule line:column message`.
    func findings(_ file: FlowFile) -> [String] {
        file.diagnostics.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func anEntrysStartListAndOutcomesAreRead() throws {
        let file = decode(
            """
            flow: Room
            outcomes: [done, left]
            entries:
              main: {input: String, start: [room, joinRoom], outcomes: [done]}
              details: {input: String, start: details}
              again: {start: [joinRoom]}
            screens: {room: null, joinRoom: null, details: null}
            """)
        #expect(findings(file).isEmpty)
        let flow = try #require(file.flows.first)
        #expect(flow.entries?.map { $0.starts?.map(\.value) } == [["room", "joinRoom"], ["details"], ["joinRoom"]])
        #expect(flow.entries?.map { $0.outcomes?.map(\.value) } == [["done"], nil, nil])
        #expect(flow.entries?.map(\.chooses) == [true, false, false])
        // Every item of every entry is a first screen, each once, in order.
        #expect(flow.start?.map(\.value) == ["room", "joinRoom", "details"])
        let located = try #require(flow.entry(named: "main")?.starts?.last?.position)
        #expect((located.line, located.column) == (4, 39))
    }

    @Test func aStartListOrOutcomesWrittenWrongAreSchemaFindings() {
        let file = decode(
            """
            flow: Room
            outcomes: [done]
            entries:
              a: {start: []}
              b: {start: [room, room]}
              c: {start: [room, [x]]}
              d: {start: room, outcomes: []}
              e: {start: room, outcomes: [done, done]}
              f: {start: room, outcomes: done}
            screens: {room: null}
            """)
        #expect(
            findings(file)
                == [
                    "schema 4:14 'start' must list at least one name",
                    "schema 5:21 'room' is listed twice in 'start'",
                    "schema 6:21 an item of 'start' must be text, not a list",
                    "schema 7:30 the 'outcomes' of an entry must list at least one name",
                    "schema 8:37 'done' is listed twice in the 'outcomes' of an entry",
                    "schema 9:30 the 'outcomes' of an entry must be a list of names, not a scalar",
                ])
        #expect(file.flows.first?.start?.map(\.value) == ["room"])
    }
}
