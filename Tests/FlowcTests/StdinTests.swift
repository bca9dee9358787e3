import FlowcTestSupport
import Foundation
import Testing

/// `lint --stdin-path PATH`: an editor's unsaved buffer, reported as PATH.
@Suite struct StdinTests {
    static let buffer = """
        flow: Checkout
        start: cart
        outcomes: [done]
        screens:
          cart: {actions: {pay: finish done, login: start Login}}
        children:
          Login:
            on: {loggedIn: stay}
        """

    @Test func aBufferAloneIsReportedAsItsPath() throws {
        let directory = try TemporaryDirectory()
        let result = try FlowcProcess.run(
            ["lint", "--stdin-path", "Flows/Checkout.flow.yaml", "--format", "xcode"], in: directory.url,
            input: Data(Self.buffer.utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[missing-identifier]"), "Login is not there to link to")
        #expect(result.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("Flows/Checkout.flow.yaml:") })
        #expect(result.standardError.hasPrefix("1 file, 1 flow: "))
        // Nothing on disk is read: the path need not exist.
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Flows").path))
    }

    @Test func withPathsTheBufferReplacesItsFileAndOnlyItsFindingsAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.put(
            "Flows/Login.flow.yaml",
            "flow: Login\nstart: form\noutcomes: [loggedIn]\nscreens:\n  form: {actions: {ok: finish loggedIn}}\n  lost: null\n"
        )
        try directory.put("Flows/Checkout.flow.yaml", "flow: Checkout\nbroken: [\n")
        let result = try FlowcProcess.run(
            ["lint", "Flows", "--stdin-path", "Flows/Checkout.flow.yaml", "--format", "json"], in: directory.url,
            input: Data(Self.buffer.utf8))
        // The saved file's syntax error is not seen, Login resolves, Login's own finding is not reported.
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                {"diagnostics": [{"rule": "unused-flow", "severity": "warning", "message": "flow 'Checkout' is never started: it is not an entry, no transition starts it and no tabs flow shows it", "file": "Flows/Checkout.flow.yaml", "line": 1, "column": 7, "flow": "Checkout"}], "summary": {"files": 2, "flows": 2, "errors": 0, "warnings": 1}}

                """)

        // A new file, not yet on disk, joins the others.
        let new = try FlowcProcess.run(
            ["lint", "Flows", "--stdin-path", "Flows/New.flow.yaml", "--format", "xcode"], in: directory.url,
            input: Data(
                "flow: New\nentry: true\nstart: a\nscreens: {a: {actions: {go: start Login}}}\nchildren: {Login: {on: {loggedIn: stay}}}\n"
                    .utf8))
        #expect(new.status == 0)
        #expect(new.standardOutput.isEmpty)
        #expect(new.standardError == "3 files, 2 flows: no findings\n")
    }

    @Test func suppressionAndConfigurationApplyToTheBuffer() throws {
        let directory = try TemporaryDirectory()
        try directory.put(".flowc.yml", "rules: {unused-flow: off}\n")
        let text = "flow: A\nstart: a\nscreens:\n  a: null\n  # flowc:disable unreachable-screen\n  b: null\n"
        let result = try FlowcProcess.run(
            ["lint", "--stdin-path", "A.flow.yaml"], in: directory.url, input: Data(text.utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "1 file, 1 flow: no findings\n")
    }

    @Test func anEmptyOrBrokenBufferIsAFinding() throws {
        let empty = try FlowcProcess.run(["lint", "--stdin-path", "x.flow.yaml"], input: Data())
        #expect(empty.status == 0 || empty.status == 1)
        let broken = try FlowcProcess.run(
            ["lint", "--stdin-path", "x.flow.yaml", "--format", "github"], input: Data([0x66, 0x6C, 0xFF, 0x0A]))
        #expect(broken.status == 1)
        #expect(
            broken.standardOutput.hasPrefix("::error file=x.flow.yaml,line=1,col=3,title=syntax::text is not UTF-8"))
    }
}
