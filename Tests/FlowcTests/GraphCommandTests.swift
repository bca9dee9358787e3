import FlowcTestSupport
import Foundation
import Testing

/// What `flowc graph` prints or writes is the drawing the golden files pin, in either format,
/// whole or for one flow, on standard output or atomically into `--output`.
@Suite struct GraphCommandTests {
    static let golden = FlowcProcess.packageRoot.appendingPathComponent("Tests/FlowEmittersTests/Golden")

    static func golden(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: golden.appendingPathComponent(name)), as: UTF8.self)
    }

    @Test func standardOutputIsTheGoldenDrawing() throws {
        let dot = try FlowcProcess.run(["graph", "flows"], in: FlowcProcess.packageRoot)
        #expect(dot.standardOutput == (try Self.golden("example.dot")))
        #expect([0, 1].contains(dot.status))
        let mermaid = try FlowcProcess.run(["graph", "flows", "--format", "mermaid"], in: FlowcProcess.packageRoot)
        #expect(mermaid.standardOutput == (try Self.golden("example.mmd")))
    }

    @Test(arguments: [[], ["--durable"]])
    func outputFileIsTheGoldenDrawing(flush: [String]) throws {
        let directory = try TemporaryDirectory()
        for (format, golden) in [("dot", "example-Checkout.dot"), ("mermaid", "example-Checkout.mmd")] {
            let file = directory.url.appendingPathComponent("checkout." + format)
            let result = try FlowcProcess.run(
                ["graph", "flows", "--format", format, "--flow", "Checkout", "--output", file.path] + flush,
                in: FlowcProcess.packageRoot)
            #expect(result.standardOutput.isEmpty)
            #expect([0, 1].contains(result.status))
            let written = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            #expect(written == (try Self.golden(golden)), "\(format)")
        }
    }

    @Test func durableWithoutAnOutputFileIsABadArgument() throws {
        let result = try FlowcProcess.run(["graph", "flows", "--durable"], in: FlowcProcess.packageRoot)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("--durable"))
    }

    /// Flow files enough that their edges are put aside on disk while the clusters are written.
    static func largeCorpus(in directory: TemporaryDirectory) throws -> String {
        let path = directory.url.appendingPathComponent("flows").path
        let python = try ProcessRunner.run([
            "python3", PackageRoot.path("Scripts/corpus.py"), "--files", "300", "--screens", "50", "--out", path,
        ])
        try #require(python.status == 0, "\(python.standardError)")
        return path
    }

    @Test func outputFileHoldsTheBytesOfStandardOutputForLargeGraphs() throws {
        let directory = try TemporaryDirectory()
        let flows = try Self.largeCorpus(in: directory)
        let output = directory.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        for format in ["dot", "mermaid"] {
            let file = output.appendingPathComponent("graph." + format)
            let printed = try FlowcProcess.run(["graph", flows, "--format", format], timeout: 120)
            let written = try FlowcProcess.run(
                ["graph", flows, "--format", format, "--output", file.path], timeout: 120)
            #expect(printed.status == 0 && written.status == 0, "\(format)")
            #expect(printed.standardOutput.utf8.count > 4 << 20, "\(format)")
            #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == printed.standardOutput, "\(format)")
        }
        // Renamed into place: no temporary file stays beside the output.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["graph.dot", "graph.mermaid"])
    }

    @Test func outputThatCannotBeWrittenIsARunFailureAndLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        // A directory where the file should go: the drawing cannot be renamed into place.
        let taken = directory.url.appendingPathComponent("taken.dot")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
        let result = try FlowcProcess.run(["graph", "flows", "--output", taken.path], in: FlowcProcess.packageRoot)
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot write '\(taken.path)'"))
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["taken.dot"])
        // An unknown --flow fails before anything is written: an old file stays as it was.
        let old = directory.url.appendingPathComponent("old.dot")
        try Data("old".utf8).write(to: old)
        let unknown = try FlowcProcess.run(
            ["graph", "flows", "--flow", "Nowhere", "--output", old.path], in: FlowcProcess.packageRoot)
        #expect(unknown.status == 2)
        #expect(String(decoding: try Data(contentsOf: old), as: UTF8.self) == "old")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == [
                "old.dot", "taken.dot",
            ])
    }

    /// A run killed while writing `--output` leaves its temporary file (`.flowc-tmp-graph.dot-…`):
    /// the next run to that file removes it; another file's stays.
    @Test func aKilledRunsTemporaryFileIsClearedByTheNext() throws {
        let directory = try TemporaryDirectory()
        for name in [".flowc-tmp-graph.dot-1-2", ".flowc-tmp-other.dot-1-2"] {
            try Data("part".utf8).write(to: directory.url.appendingPathComponent(name))
        }
        let output = directory.url.appendingPathComponent("graph.dot").path
        let result = try FlowcProcess.run(["graph", "flows", "--output", output], in: FlowcProcess.packageRoot)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == [
                ".flowc-tmp-other.dot-1-2", "graph.dot",
            ])
    }
}
