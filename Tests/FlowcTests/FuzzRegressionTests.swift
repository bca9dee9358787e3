import FlowRules
import FlowcKit
import Foundation
import Testing

/// What the fuzz target (FuzzTesting/, `Scripts/fuzz`) found, replayed in this process through
/// the same in-memory pipeline: each input once crashed, hung or tripped a sanitizer. Inputs are
/// fuzz inputs: NUL bytes separate files.
@Suite struct FuzzRegressionTests {
    /// Runs one fuzz input through everything, as the fuzz target does, and checks the result.
    static func replay(_ bytes: [UInt8]) {
        let result = InMemoryPipeline.run(InMemoryPipeline.files(fromFuzzInput: bytes))
        for diagnostic in result.lint.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
        }
        #expect(result.reports.count == 5)
        #expect(result.graphs.count == 2)
        if result.lint.summary.errors == 0 && !result.lint.graph.flows.isEmpty {
            #expect(!result.generated.isEmpty)
        }
    }

    static func replay(_ text: String) {
        replay(Array(text.utf8))
    }

    @Test func theSeedsGoThroughTheWholePipeline() throws {
        let flows = FlowcProcess.packageRoot.appendingPathComponent("flows")
        let names = try FileManager.default.contentsOfDirectory(atPath: flows.path).sorted()
        var all: [UInt8] = []
        for name in names where name.hasSuffix(".flow.yaml") {
            let bytes = [UInt8](try Data(contentsOf: flows.appendingPathComponent(name)))
            Self.replay(bytes)
            all += bytes + [0]
        }
        // The app's files together (the first four: the fuzz target splits into four at most).
        let together = InMemoryPipeline.run(
            names.filter { $0.hasSuffix(".flow.yaml") }.map {
                (path: $0, bytes: [UInt8]((try? Data(contentsOf: flows.appendingPathComponent($0))) ?? Data()))
            })
        #expect(together.lint.summary.errors == 0)
        #expect(together.generated.count == together.lint.graph.flows.count + 1)
        #expect(!together.skeletons.isEmpty)
        #expect(InMemoryPipeline.files(fromFuzzInput: all).count == 4)
    }

    @Test func fuzzInputsSplitIntoFilesAtNUL() {
        #expect(InMemoryPipeline.files(fromFuzzInput: []).map(\.bytes) == [[]])
        #expect(
            InMemoryPipeline.files(fromFuzzInput: [1, 0, 2, 0, 0, 3, 0, 4]).map(\.bytes) == [[1], [2], [], [3, 0, 4]])
        #expect(InMemoryPipeline.files(fromFuzzInput: [0]).map(\.path) == ["f0.flow.yaml", "f1.flow.yaml"])
    }

    /// Found by the fuzzer (debug build, AddressSanitizer: heap-use-after-free in
    /// `ResultSlots.store`): workers wrote their results through the slots' Array, whose buffer
    /// was not uniquely referenced while another worker wrote, so it was copied and the old one
    /// freed under that worker (WorkerPoolTests keeps the map's own test).
    @Test func theInputThatFreedAWorkersResultsGoesThrough() {
        // The input the fuzzer ran when AddressSanitizer stopped it (artifact crash-088c039d…).
        let crash =
            "c3Q6CiAgICBpbnB1dDogQ2F0YWxvZwogIGZsb3c6IFNob3AKaW5wdXQ6IENhdGFsb2cKc3RhcnQ6IGxpc3QKb3V0Y29tZXM6Ci"
            + "AgZG9uZTogbnVsbAogIGZhaWxlZDogRXJyb3IKc2NyZWVuczoKICBsaXN0OgogICAgaW5wdXQ6IENhdGFsb2cKICAgIGFjdGlv"
            + "bnM6CiAgICAgIG9wZW46CiAgICAgICAgaW5wdXQ6IFByb2R1Y3QuSUQKICAgICAgICB0bzogcHVzaCBkZXRhaWwKICAgICAgcH"
            + "JvbW86IHByZXNlbnQgcHJvbW8KICAgICAgY2xvc2U6IGZpbmlzaCBkb25lCiAgZGV0YWlsOgogICAgaW5wdXQ6IFByb2R1Y3QK"
            + "ICAgIGFjdGlvbnM6CiAgICAgIGNsb3NlOiBkaXNtaXNzCiAgcHJvbW86IG51bGwK"
        let bytes = [UInt8](Data(base64Encoded: crash) ?? Data())
        #expect(bytes.count == 342)
        for _ in 0..<20 { Self.replay(bytes) }
    }
}
