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

    @Test func outputFileIsTheGoldenDrawing() throws {
        let directory = try TemporaryDirectory()
        for (format, golden) in [("dot", "example-Checkout.dot"), ("mermaid", "example-Checkout.mmd")] {
            let file = directory.url.appendingPathComponent("checkout." + format)
            let result = try FlowcProcess.run(
                ["graph", "flows", "--format", format, "--flow", "Checkout", "--output", file.path],
                in: FlowcProcess.packageRoot)
            #expect(result.standardOutput.isEmpty)
            #expect([0, 1].contains(result.status))
            let written = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            #expect(written == (try Self.golden(golden)), "\(format)")
        }
    }
}
