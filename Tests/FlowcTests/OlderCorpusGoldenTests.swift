import FlowcTestSupport
import Foundation
import Testing

/// Format 1.2's promise at the scale of the bench: the corpus as it was before 1.2
/// (`Scripts/corpus.py --format 1.1`, every construct of 1.0 and 1.1) lints, draws and generates
/// byte for byte as it did. Each output's digest is pinned in `Fixtures/corpus-1.1.digests`: a
/// change that moves any byte of any of them fails here, naming the output.
///
/// After an intended change (a new `SwiftEmitter.outputRevision`), rewrite the digests with
/// `FLOWC_UPDATE_GOLDEN=1 swift test --filter OlderCorpusGoldenTests` and say why in the commit.
@Suite struct OlderCorpusGoldenTests {
    static let golden = PackageRoot.path("Tests/FlowcTests/Fixtures/corpus-1.1.digests")

    @Test func theFormat11CorpusLintsDrawsAndGeneratesAsBefore() throws {
        let corpus = try TemporaryDirectory()
        let python = try ProcessRunner.run([
            "python3", PackageRoot.path("Scripts/corpus.py"), "--files", "24", "--screens", "17", "--depth", "3",
            "--tabs", "2", "--format", "1.1", "--out", corpus.path,
        ])
        try #require(python.status == 0, "\(python.standardError)")

        var outputs: [(name: String, bytes: Data)] = []
        for (name, arguments) in [
            ("lint.json", ["lint", "--format", "json", "."]),
            ("graph.dot", ["graph", ".", "--format", "dot"]),
            ("graph.mmd", ["graph", ".", "--format", "mermaid"]),
        ] {
            let run = try FlowcProcess.run(arguments, in: corpus.url)
            #expect(run.status == 0, "flowc \(arguments.joined(separator: " ")): \(run.standardError)")
            outputs.append((name, Data(run.standardOutput.utf8)))
        }
        let generated = try TemporaryDirectory()
        let generate = try FlowcProcess.run(
            ["generate", ".", "--output", generated.path + "/Generated", "--skeletons", generated.path + "/App"],
            in: corpus.url, timeout: 120)
        #expect(generate.status == 0, "flowc generate: \(generate.standardError)")
        for folder in ["Generated", "App"] {
            let directory = generated.url.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                outputs.append((folder + "/" + name, try Data(contentsOf: directory.appendingPathComponent(name))))
            }
        }

        let digests = outputs.map { "\($0.name) \(Self.fnv1a($0.bytes))" }.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["FLOWC_UPDATE_GOLDEN"] == "1" {
            try Data(digests.utf8).write(to: URL(fileURLWithPath: Self.golden))
            return
        }
        let expected = try String(contentsOfFile: Self.golden, encoding: .utf8)
        let changed = Set(digests.split(separator: "\n")).symmetricDifference(expected.split(separator: "\n"))
        #expect(
            changed.isEmpty,
            "outputs of the 1.1 corpus that changed (got and pinned): \(changed.sorted().prefix(10))")
    }

    /// FNV-1a, 64 bits, as hex: independent of the digest flowc writes into its own files.
    static func fnv1a(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
