import FlowDiagnostics
import FlowReports
import Testing

@Suite struct ReporterTests {
    static let findings = [
        Diagnostic(
            rule: .schema, severity: .error, message: "unknown key 'titel'; did you mean 'title'?",
            location: SourceLocation(file: "./flows/A.flow.yaml", line: 3, column: 5), flow: "A"),
        Diagnostic(
            rule: "unused-outcome", severity: .warning, message: "outcome 'x' is never used: 50%, a,b\nnext",
            location: SourceLocation(file: "B.flow.yaml", line: 1, column: 1)),
    ]
    static let summary = LintSummary(files: 2, flows: 2, diagnostics: findings)

    @Test func summaryCountsAndSpellsOut() {
        #expect(Self.summary.sentence == "2 files, 2 flows: 1 error, 1 warning")
        #expect(LintSummary(files: 1, flows: 0, diagnostics: []).sentence == "1 file, 0 flows: no findings")
    }

    @Test func textIsOneLineAFindingThenTheSummary() {
        let report = TextReporter(colored: false).report(Self.findings, summary: Self.summary)
        #expect(
            report.output == """
                ./flows/A.flow.yaml:3:5: error: unknown key 'titel'; did you mean 'title'? [schema]
                B.flow.yaml:1:1: warning: outcome 'x' is never used: 50%, a,b\\nnext [unused-outcome]
                2 files, 2 flows: 1 error, 1 warning

                """)
        #expect(report.message == nil)
        let colored = TextReporter(colored: true).report(Self.findings, summary: Self.summary).output
        #expect(colored.hasPrefix("\u{1B}[1m./flows/A.flow.yaml:3:5\u{1B}[0m: \u{1B}[1;31merror\u{1B}[0m: "))
    }

    /// A quoted YAML key may hold any character; a line break or an escape in a name or a path
    /// must not start a line a `file:line:column` reader takes for a finding of its own.
    @Test func controlCharactersInNamesAndPathsStayOnTheFindingsLine() {
        let injected = Diagnostic(
            rule: "unreachable-screen", severity: .error,
            message: "screen 'x\nApp/Secret.swift:1:1: error: injected\u{1B}[2J\u{2028}\t' is unreachable",
            location: SourceLocation(file: "odd\r\ndir/A.flow.yaml", line: 6, column: 3))
        let summary = LintSummary(files: 1, flows: 1, diagnostics: [injected])
        let expected =
            "odd\\r\\ndir/A.flow.yaml:6:3: error: screen 'x\\nApp/Secret.swift:1:1: error: injected\\u{1B}[2J"
            + "\\u{2028}\\t' is unreachable [unreachable-screen]\n"
        #expect(XcodeReporter().report([injected], summary: summary).output == expected)
        let text = TextReporter(colored: false).report([injected], summary: summary).output
        #expect(text == expected + "1 file, 1 flow: 1 error, 0 warnings\n")
        // Colour codes are flowc's own, around the location and the severity only.
        let colored = TextReporter(colored: true).report([injected], summary: summary).output
        #expect(colored.split(separator: "\n").count == 2)
        #expect(colored.filter { $0 == "\u{1B}" }.count == 4)
    }

    @Test func xcodeLeavesTheSummaryToStandardError() {
        let report = XcodeReporter().report(Array(Self.findings.prefix(1)), summary: Self.summary)
        #expect(
            report.output == "./flows/A.flow.yaml:3:5: error: unknown key 'titel'; did you mean 'title'? [schema]\n")
        #expect(report.message == "2 files, 2 flows: 1 error, 1 warning")
    }

    @Test func githubEscapesWhatEndsACommand() {
        let report = GitHubReporter().report(Self.findings, summary: Self.summary)
        #expect(
            report.output == """
                ::error file=flows/A.flow.yaml,line=3,col=5,title=schema::unknown key 'titel'; did you mean 'title'?
                ::warning file=B.flow.yaml,line=1,col=1,title=unused-outcome::outcome 'x' is never used: 50%25, a,b%0Anext
                2 files, 2 flows: 1 error, 1 warning

                """)
        #expect(GitHubReporter.property("a:b,c%") == "a%3Ab%2Cc%25")
    }

    @Test func jsonHasTheDocumentedKeysInOrder() {
        let report = JSONReporter().report(Array(Self.findings.prefix(1)), summary: Self.summary)
        #expect(
            report.output
                == "{\"diagnostics\": [{\"rule\": \"schema\", \"severity\": \"error\", \"message\": \"unknown key 'titel'; did you mean 'title'?\", \"file\": \"./flows/A.flow.yaml\", \"line\": 3, \"column\": 5, \"flow\": \"A\"}], \"summary\": {\"files\": 2, \"flows\": 2, \"errors\": 1, \"warnings\": 1}}\n"
        )
        #expect(JSONText.quoted("a\"b\\\n\u{1}\u{7F}é") == "\"a\\\"b\\\\\\n\\u0001\\u007fé\"")
    }

    @Test func sarifNamesTheToolAndItsVersion() {
        let text = SARIFReporter().report(Self.findings, summary: Self.summary).output
        #expect(text.contains("\"name\": \"flowc\""))
        #expect(text.contains("\"version\": \"\(FlowcVersion.current)\""))
        #expect(!text.contains("informationUri"))
        #expect(text.contains("\"ruleId\": \"schema\""))
        #expect(ReportFormat.sarif.reporter().report([], summary: Self.summary).output.contains(FlowcVersion.current))
    }
}
