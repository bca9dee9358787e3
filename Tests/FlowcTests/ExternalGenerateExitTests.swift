import FlowcTestSupport
import Foundation
import Testing

/// Format 1.2, §6: `flowc generate` refuses a flow set with an external screen (its Swift is not
/// generated yet) with exit code 2 and writes nothing; `lint` finds nothing wrong with it.
@Suite struct ExternalGenerateExitTests {
    static let flows = """
        flow: Browser
        entry: true
        start: browser
        screens:
          browser: {actions: {share: present activity}}
          activity: {external: true}

        """

    @Test func theCommandExitsWithTwo() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.flows, to: "Browser.flow.yaml")
        let lint = try FlowcProcess.run(["lint", "Browser.flow.yaml"], in: directory.url, timeout: 60)
        #expect(lint.status == 0, "\(lint.output)")
        let result = try FlowcProcess.run(
            ["generate", "--output", "out", "Browser.flow.yaml"], in: directory.url, timeout: 60)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.standardError.contains("does not generate Swift for them yet"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out").path))
    }
}
