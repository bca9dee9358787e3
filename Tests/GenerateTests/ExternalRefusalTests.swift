import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// Format 1.2, §6: external screens lint and draw, but their Swift is not generated yet:
/// `generate` refuses a flow set with one (a run failure, exit code 2) and writes nothing.
@Suite struct ExternalRefusalTests {
    static let flows = """
        flow: Browser
        entry: true
        start: browser
        screens:
          browser: {actions: {share: present activity}}
          activity: {external: true}

        """

    @Test func generateRefusesAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.flows, to: "work/flows/Browser.flow.yaml")
        let run = GenerateRun(
            paths: [directory.path("work/flows")], output: directory.path("work/out"),
            skeletons: directory.path("work/skeletons"), currentDirectory: directory.path("work"))
        guard case .failure(let error) = run.run() else {
            Issue.record("generate should refuse an external screen")
            return
        }
        #expect(
            error.message
                == "flow 'Browser' has external screen 'activity' (format 1.2): flowc lints and draws external screens "
                + "but does not generate Swift for them yet; nothing was generated")
        #expect(try directory.files(in: "work") == ["flows"])
    }
}
