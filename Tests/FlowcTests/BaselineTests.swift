import FlowDiagnostics
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// `lint --write-baseline` and `lint --baseline`: adopting flowc on an app with findings.
@Suite struct BaselineTests {
    static let flow = """
        flow: App
        entry: true
        start: home
        outcomes: [done]
        screens:
          home: {actions: {close: finish done}}
          lost: null
        """

    /// An Xcode phase lints `"$SRCROOT"/flows`, an absolute path, from the project's folder; the
    /// baseline was written from a terminal there with `flows`: the paths inside the current
    /// directory are keyed relative to it, so either run knows the other's findings.
    @Test func relativeAndAbsolutePathsInsideTheCurrentDirectoryAreOneKey() throws {
        let directory = try TemporaryDirectory()
        try directory.put("flows/A.flow.yaml", Self.flow)
        let absolute = directory.url.path + "/flows"
        let written = try FlowcProcess.run(["lint", "flows", "--write-baseline", "b.json"], in: directory.url)
        #expect(written.status == 1)
        let fromXcode = try FlowcProcess.run(["lint", absolute, "--baseline", "b.json"], in: directory.url)
        #expect(fromXcode.status == 0, "\(fromXcode.standardOutput)")
        #expect(fromXcode.standardOutput.hasSuffix("1 file, 1 flow: no findings\n"), "\(fromXcode.standardOutput)")
        // Written from the absolute path, the keys are relative all the same.
        let second = try FlowcProcess.run(["lint", absolute, "--write-baseline", "c.json"], in: directory.url)
        #expect(second.status == 1)
        #expect(try directory.read("c.json") == (try directory.read("b.json")))
    }

    /// A place a message quotes (`the first, at flows/A.flow.yaml:1:7`) is keyed as the file is:
    /// relative, whether the run was given `flows` or its absolute path.
    @Test func aQuotedPlaceInsideTheCurrentDirectoryIsKeyedRelativeToo() throws {
        let directory = try TemporaryDirectory()
        try directory.put("flows/A.flow.yaml", Self.flow + "\n---\n" + Self.flow)
        let absolute = directory.url.path + "/flows"
        let written = try FlowcProcess.run(["lint", "flows", "--write-baseline", "b.json"], in: directory.url)
        #expect(written.standardOutput.contains("[duplicate-identifier]"), "\(written.standardOutput)")
        let fromXcode = try FlowcProcess.run(["lint", absolute, "--baseline", "b.json"], in: directory.url)
        #expect(fromXcode.status == 0, "\(fromXcode.standardOutput)")
        let second = try FlowcProcess.run(["lint", absolute, "--write-baseline", "c.json"], in: directory.url)
        #expect(second.status == 1)
        #expect(try directory.read("c.json") == (try directory.read("b.json")))
    }

    /// A project folder reached through a symbolic link (`/tmp` is `/private/tmp` on macOS): the
    /// shell's `$PWD`, and Xcode's `$SRCROOT`, name it as typed, while the process's current
    /// directory is the folder the link leads to. Either name, and a path with `.` segments or a
    /// doubled slash, is the same key.
    @Test func aCurrentDirectoryReachedThroughALinkIsOneKeyByEitherName() throws {
        let directory = try TemporaryDirectory()
        try directory.put("real/flows/A.flow.yaml", Self.flow)
        let link = directory.url.path + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory.url.path + "/real")
        let here = URL(fileURLWithPath: link)
        let shell = ["PWD": link]
        let written = try FlowcProcess.run(
            ["lint", "flows", "--write-baseline", "b.json"], in: here, environment: shell)
        #expect(written.status == 1)
        for path in [
            link + "/flows", link + "/./flows", link + "//flows", "flows/./", directory.url.path + "/real/flows",
        ] {
            let run = try FlowcProcess.run(["lint", path, "--baseline", "b.json"], in: here, environment: shell)
            #expect(run.status == 0, "\(path): \(run.standardOutput)")
        }
    }

    @Test func writeRecordsEveryFindingAndReportsAsUsual() throws {
        let directory = try TemporaryDirectory()
        try directory.put("A.flow.yaml", Self.flow)
        let result = try FlowcProcess.run(["lint", ".", "--write-baseline", "baseline.json"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.hasSuffix("1 file, 1 flow: 1 error, 0 warnings\n"))
        #expect(result.standardError == "flowc: wrote 1 finding to baseline.json\n")
        #expect(
            try directory.read("baseline.json") == """
                {
                  "version": 1,
                  "findings": [
                    {"rule": "unreachable-screen", "file": "A.flow.yaml", "flow": "App", "message": "screen 'lost' in flow 'App' is unreachable from its start 'home'", "count": 1}
                  ]
                }

                """)
        let again = try FlowcProcess.run(["lint", "A.flow.yaml", "--write-baseline", "second.json"], in: directory.url)
        #expect(again.status == 1)
        #expect(
            try directory.read("second.json") == (try directory.read("baseline.json")), "the same bytes, './' or not")
        let clean = try FlowcProcess.run(["lint", "clean", "--write-baseline", directory.url.path + "/empty.json"])
        #expect(clean.status == 0)
        #expect(try directory.read("empty.json") == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    }

    @Test func knownFindingsAreNotReportedEvenWhenLinesMove() throws {
        let directory = try TemporaryDirectory()
        try directory.put("A.flow.yaml", Self.flow)
        _ = try FlowcProcess.run(["lint", "--write-baseline", "baseline.json"], in: directory.url)
        let known = try FlowcProcess.run(["lint", "--baseline", "baseline.json"], in: directory.url)
        #expect(known.status == 0)
        #expect(known.standardOutput == "1 file, 1 flow: no findings\n")

        // Lines move, a screen is added above: the old finding is still known.
        let moved =
            "# yaml-language-server: $schema=flow.schema.json\n\n"
            + Self.flow
            .replacingOccurrences(of: "  lost: null", with: "  intro: null\n  lost:   null")
        try directory.put("A.flow.yaml", moved)
        let result = try FlowcProcess.run(
            ["lint", "--baseline", "baseline.json", "--format", "xcode"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                ./A.flow.yaml:9:3: error: screen 'intro' in flow 'App' is unreachable from its start 'home' [unreachable-screen]

                """)
        #expect(result.standardError == "1 file, 1 flow: 1 error, 0 warnings\n")
    }

    @Test func equalFindingsAreCounted() throws {
        let directory = try TemporaryDirectory()
        let document = "flow: Dup\nentry: true\nstart: a\nscreens: {a: null}\n"
        try directory.put("D.flow.yaml", [document, document, document].joined(separator: "---\n"))
        let write = try FlowcProcess.run(["lint", "--write-baseline", "b.json"], in: directory.url)
        #expect(write.standardError == "flowc: wrote 2 findings to b.json\n")
        #expect(try directory.read("b.json").contains("keeps the name\", \"count\": 2}"))
        #expect(try directory.read("b.json").contains("the first, at D.flow.yaml, keeps"), "no line in the key")

        // The first one moves down a line: the places quoted in the messages change, the keys do not.
        try directory.put("D.flow.yaml", "\n" + [document, document, document, document].joined(separator: "---\n"))
        let result = try FlowcProcess.run(["lint", "--baseline", "b.json", "--format", "xcode"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                ./D.flow.yaml:17:7: error: flow 'Dup' is declared again; the first, at ./D.flow.yaml:2:7, keeps the name [duplicate-identifier]

                """)
    }

    @Test func updatingABaselineWithBothOptions() throws {
        let directory = try TemporaryDirectory()
        try directory.put("A.flow.yaml", Self.flow)
        _ = try FlowcProcess.run(["lint", "--write-baseline", "b.json"], in: directory.url)
        try directory.put("A.flow.yaml", Self.flow + "\n  extra: null\n")
        let both = try FlowcProcess.run(
            ["lint", "--baseline", "b.json", "--write-baseline", "b.json"], in: directory.url)
        #expect(both.status == 1, "the new finding is reported once more")
        #expect(both.standardOutput.contains("screen 'extra'"))
        let after = try FlowcProcess.run(["lint", "--baseline", "b.json"], in: directory.url)
        #expect(after.status == 0)
        #expect(try directory.read("b.json").contains("screen 'extra'"))
    }

    static let badBaselines: [(String, String)] = [
        ("{\"version\": 1, \"findings\": [}", "b.json:1:29: did not find expected node content"),
        ("[]", "b.json:1:1: a baseline is one JSON object with \"version\" and \"findings\""),
        ("{\"version\": 2, \"findings\": []}", "b.json:1:13: this flowc reads baselines of version 1"),
        ("{\"version\": 1, \"results\": []}", "b.json:1:16: unknown key 'results' in a baseline"),
        ("{\"version\": 1}", "b.json:1:1: a baseline needs \"findings\", a list"),
        (
            "{\"version\": 1, \"findings\": [1]}",
            "b.json:1:29: a finding is an object with rule, file, flow, message and count"
        ),
        (
            "{\"version\": 1, \"findings\": [{\"rule\": \"syntax\", \"file\": \"a\"}]}",
            "b.json:1:29: a finding needs rule, file and message"
        ),
        (
            "{\"version\": 1, \"findings\": [{\"rule\": \"syntax\", \"file\": \"a\", \"message\": \"m\", \"count\": 0}]}",
            "b.json:1:29: a finding's count is a whole number from 1"
        ),
        (
            "{\"version\": 1, \"findings\": [{\"rule\": \"syntax\", \"line\": 3}]}",
            "b.json:1:48: unexpected 'line' in a finding"
        ),
    ]

    @Test(arguments: badBaselines)
    func aBadBaselineIsARunFailure(text: String, message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.put("A.flow.yaml", Self.flow)
        try directory.put("b.json", text)
        let result = try FlowcProcess.run(["lint", "--baseline", "b.json"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("flowc: error: \(message)"), "\(result.standardError)")
    }

    @Test func aMissingBaselineIsARunFailure() throws {
        let result = try FlowcProcess.run(["lint", "clean", "--baseline", "no-such.json"])
        #expect(result.status == 2)
        #expect(result.standardError == "flowc: error: cannot read 'no-such.json': No such file or directory\n")
    }

    @Test func theFileRoundTripsAnyMessage() throws {
        let diagnostics = [
            Diagnostic(
                rule: "schema", severity: .error,
                message: "tab\tquote\" slash\\ newline\n ünïcode \u{1} at x.flow.yaml:3:4",
                location: SourceLocation(file: "./b.flow.yaml", line: 3, column: 4), flow: "B"),
            Diagnostic(
                rule: "syntax", severity: .error, message: "m",
                location: SourceLocation(file: "a.flow.yaml", line: 1, column: 1)),
            Diagnostic(
                rule: "syntax", severity: .error, message: "m",
                location: SourceLocation(file: "a.flow.yaml", line: 9, column: 1)),
        ]
        let baseline = Baseline(diagnostics)
        let read = try Baseline.parse(Array(baseline.text.utf8), path: "b.json").get()
        #expect(read == baseline)
        #expect(read.counts[Baseline.Key(diagnostics[1])] == 2)
        #expect(Baseline.Key(diagnostics[0]).message == "tab\tquote\" slash\\ newline\n ünïcode \u{1} at x.flow.yaml")
        #expect(Baseline.Key(diagnostics[0]).file == "b.flow.yaml")
        #expect(read.newFindings(diagnostics).isEmpty)
        #expect(Baseline().newFindings(diagnostics) == diagnostics)
        // The JSON is JSON for other readers too.
        let object = try JSONSerialization.jsonObject(with: Data(baseline.text.utf8)) as? [String: Any]
        #expect((object?["findings"] as? [Any])?.count == 2)
    }
}
