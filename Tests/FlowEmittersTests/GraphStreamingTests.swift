import FlowcKit
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

    /// A directory of its own for each test, removed with it.
    final class Directory {
        let path: String

        init() throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("flowc-graph-\(UUID().uuidString)")
                .path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

        func text(_ name: String) throws -> String {
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)), as: UTF8.self)
        }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test("edges put aside on disk come back in order: the text drawn in memory, byte for byte")
    func spilled() throws {
        let directory = try Directory()
        let outcome = GraphDeterminismTests.largeOutcome()
        for format in GraphFormat.allCases {
            var memory = GraphTextSink()
            format.write(outcome.graph, diagnostics: outcome.diagnostics, to: &memory)
            var spilled = SpilledSink(held: SpillBuffer(beside: directory.path + "/graph", memoryLimit: 64))
            format.write(outcome.graph, diagnostics: outcome.diagnostics, to: &spilled)
            #expect(spilled.text == memory.bytes, "\(format)")
            // The file of what was put aside has no name while it is used: nothing to clean up.
            #expect(try directory.names() == [])
        }
    }

    @Test("a streamed file reads as the old content until committed, then as the whole new one")
    func committed() throws {
        let directory = try Directory()
        try directory.write("old", to: "graph.dot")
        let stream = try AtomicStream.open(directory.path + "/graph.dot").get()
        for piece in ["new ", "text"] { Array(piece.utf8).withUnsafeBytes { stream.write($0) } }
        #expect(try directory.text("graph.dot") == "old")
        #expect(try directory.names().filter { $0.hasPrefix(AtomicFile.temporaryPrefix) }.count == 1)
        try stream.commit().get()
        #expect(try directory.text("graph.dot") == "new text")
        #expect(try directory.names() == ["graph.dot"])
    }

    @Test("a stream given up, or one that cannot take the target's place, leaves it and no temporary file")
    func failed() throws {
        let directory = try Directory()
        try directory.write("old", to: "graph.dot")
        do {
            let stream = try AtomicStream.open(directory.path + "/graph.dot").get()
            Array("half".utf8).withUnsafeBytes { stream.write($0) }
        }
        #expect(try directory.text("graph.dot") == "old")
        #expect(try directory.names() == ["graph.dot"])
        // A directory where the file should go: the rename fails.
        try FileManager.default.createDirectory(atPath: directory.path + "/taken", withIntermediateDirectories: false)
        let stream = try AtomicStream.open(directory.path + "/taken").get()
        Array("text".utf8).withUnsafeBytes { stream.write($0) }
        #expect(throws: RunError.self) { try stream.commit().get() }
        #expect(try directory.names() == ["graph.dot", "taken"])
    }
}
