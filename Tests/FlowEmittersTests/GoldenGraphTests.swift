import Foundation
import Testing

@testable import FlowEmitters

/// The DOT and Mermaid output of the example app and of every fixture, pinned byte for byte.
///
/// After an intended change, rewrite the goldens with
/// `FLOWC_UPDATE_GOLDEN=1 swift test --filter FlowEmittersTests` and review their diff.
@Suite struct GoldenGraphTests {
    static let updating = ProcessInfo.processInfo.environment["FLOWC_UPDATE_GOLDEN"] == "1"

    @Test("DOT output matches its golden file", arguments: GraphFixtures.cases)
    func dot(_ fixture: GraphFixtures.Case) throws {
        let output = DotEmitter().emit(try GraphFixtures.drawing(fixture.directory))
        try Self.compare(output, golden: fixture.name + ".dot")
    }

    @Test("Mermaid output matches its golden file", arguments: GraphFixtures.cases)
    func mermaid(_ fixture: GraphFixtures.Case) throws {
        let output = MermaidEmitter().emit(try GraphFixtures.drawing(fixture.directory))
        try Self.compare(output, golden: fixture.name + ".mmd")
    }

    @Test(
        "--flow draws the flow and what it can start",
        arguments: [("Checkout", "example-Checkout"), ("Main", "tabs-Main")])
    func selection(_ flow: String, _ golden: String) throws {
        let directory = flow == "Main" ? GraphFixtures.testDirectory + "/Fixtures/tabs" : "flows"
        let drawing = try GraphFixtures.drawing(directory, flow: flow)
        try Self.compare(DotEmitter().emit(drawing), golden: golden + ".dot")
        try Self.compare(MermaidEmitter().emit(drawing), golden: golden + ".mmd")
    }

    static func compare(_ output: String, golden name: String) throws {
        let url = GraphFixtures.root.appendingPathComponent(GraphFixtures.testDirectory + "/Golden/" + name)
        if updating {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden \(name); run with FLOWC_UPDATE_GOLDEN=1 to write it")
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard output != expected else { return }
        let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            Array(zip(outputLines, expectedLines)).firstIndex { $0 != $1 }
            ?? min(outputLines.count, expectedLines.count)
        let got = line < outputLines.count ? String(outputLines[line]) : "<end>"
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
        Issue.record(
            "\(name) differs at line \(line + 1):\n  got:  \(got)\n  want: \(want)\n(FLOWC_UPDATE_GOLDEN=1 rewrites goldens)"
        )
    }
}
