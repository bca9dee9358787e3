import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

@testable import FlowEmitters

/// `flowc graph` writes its text as it is drawn: the edges are put aside (on disk once large)
/// until every cluster is out, and `--output` is renamed into place only once whole.
@Suite struct GraphStreamingTests {
    /// A sink as the command's: what is held goes to a spill buffer, on disk after `limit` bytes.
    struct SpilledSink: GraphSink {
        var text: [UInt8] = []
        let held: SpillBuffer

        mutating func write(_ bytes: UnsafeRawBufferPointer) { text += bytes }
        mutating func hold(_ bytes: UnsafeRawBufferPointer) { held.append(bytes) }

        mutating func writeHeld() {
            var drained: [UInt8] = []
            if case .failure(let error) = held.drain({ drained += $0 }) { Issue.record("\(error)") }
            text += drained
        }
    }

    @Test("edges put aside on disk come back in order: the text drawn in memory, byte for byte")
    func spilled() throws {
        let directory = try TemporaryDirectory()
        let outcome = GraphDeterminismTests.largeOutcome()
        for format in GraphFormat.allCases {
            var memory = GraphTextSink()
            format.write(outcome.graph, diagnostics: outcome.diagnostics, to: &memory)
            var spilled = SpilledSink(held: SpillBuffer(beside: directory.path + "/graph", memoryLimit: 64))
            format.write(outcome.graph, diagnostics: outcome.diagnostics, to: &spilled)
            #expect(spilled.text == memory.bytes, "\(format)")
            // The file of what was put aside has no name while it is used: nothing to clean up.
            #expect(try directory.files() == [])
        }
    }

    @Test("a streamed file reads as the old content until committed, then as the whole new one")
    func committed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old", to: "graph.dot")
        let stream = try AtomicStream.open(directory.path + "/graph.dot").get()
        for piece in ["new ", "text"] { Array(piece.utf8).withUnsafeBytes { stream.write($0) } }
        #expect(try directory.read("graph.dot") == "old")
        #expect(try directory.files().filter { $0.hasPrefix(AtomicFile.temporaryPrefix) }.count == 1)
        try stream.commit().get()
        #expect(try directory.read("graph.dot") == "new text")
        #expect(try directory.files() == ["graph.dot"])
    }

    @Test("a stream given up, or one that cannot take the target's place, leaves it and no temporary file")
    func failed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old", to: "graph.dot")
        do {
            let stream = try AtomicStream.open(directory.path + "/graph.dot").get()
            Array("half".utf8).withUnsafeBytes { stream.write($0) }
        }
        #expect(try directory.read("graph.dot") == "old")
        #expect(try directory.files() == ["graph.dot"])
        // A directory where the file should go: the rename fails.
        try FileManager.default.createDirectory(atPath: directory.path + "/taken", withIntermediateDirectories: false)
        let stream = try AtomicStream.open(directory.path + "/taken").get()
        Array("text".utf8).withUnsafeBytes { stream.write($0) }
        #expect(throws: RunError.self) { try stream.commit().get() }
        #expect(try directory.files() == ["graph.dot", "taken"])
    }
}
