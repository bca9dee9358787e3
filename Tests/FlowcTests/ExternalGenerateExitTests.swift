import FlowcTestSupport
import Foundation
import Testing

/// Format 1.2, §6: `flowc generate` writes the Swift of a flow set with an external screen, as
/// `lint` finds nothing wrong with it: exit code 0, the coordinator written.
@Suite struct ExternalGenerateExitTests {
    static let flows = """
        flow: Browser
        entry: true
        start: browser
        screens:
          browser: {actions: {share: present activity}}
          activity: {external: true}

        """

    @Test func theCommandGeneratesAndExitsWithZero() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.flows, to: "Browser.flow.yaml")
        let lint = try FlowcProcess.run(["lint", "Browser.flow.yaml"], in: directory.url, timeout: 60)
        #expect(lint.status == 0, "\(lint.output)")
        let result = try FlowcProcess.run(
            ["generate", "--output", "out", "Browser.flow.yaml"], in: directory.url, timeout: 60)
        #expect(result.status == 0, "\(result.output)")
        let coordinator = try directory.read("out/BrowserCoordinator.swift")
        #expect(coordinator.contains("present(makeActivityScreen(), from: navigation)"))
    }
}
