import FlowDiagnostics
import FlowReports
import FlowRules
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The rule list has one source, the registry: README's table, Docs/flow-format.md's table and
/// `flowc rules` are checked against it, and the examples in Docs/flow-format.md are linted like
/// the rules' own. The drawings shown are what `flowc graph` draws. The documentation's
/// links stay inside the repository, so that a user's clone has no broken ones.
@Suite struct DocumentationTests {
    static let root = FlowcProcess.packageRoot
    static let rules = ReportedRules.all

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The rows of the first Markdown table whose header is `| rule | default | what it finds |`
    /// after `start`: (rule id, severity, summary).
    static func ruleTable(in text: String, after start: String) throws -> [(String, String, String)] {
        let from = try #require(text.range(of: start), "no '\(start)'")
        var rows: [(String, String, String)] = []
        var inTable = false
        for line in text[from.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| rule | default | what it finds |") {
                inTable = true
                continue
            }
            guard inTable else { continue }
            if line.hasPrefix("|---") { continue }
            guard line.hasPrefix("| ") else { break }
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            try #require(cells.count == 3, "a row of three cells: \(line)")
            rows.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1], cells[2]))
        }
        return rows
    }

    static func expectTable(_ rows: [(String, String, String)], in document: String) {
        #expect(rows.map(\.0) == rules.map(\.id.rawValue), "\(document): the registry's rules, in its order")
        for (row, rule) in zip(rows, rules) {
            #expect(row.1 == rule.severity.rawValue, "\(document): \(row.0)'s default severity")
            #expect(row.2 == rule.summary, "\(document): \(row.0)'s summary is the registry's")
        }
    }

    @Test func readmeRuleTableIsTheRegistry() throws {
        Self.expectTable(try Self.ruleTable(in: Self.text("README.md"), after: "## Rules"), in: "README.md")
    }

    @Test func flowFormatRuleTableIsTheRegistry() throws {
        let text = try Self.text("Docs/flow-format.md")
        Self.expectTable(try Self.ruleTable(in: text, after: "<!-- rules:begin"), in: "Docs/flow-format.md")
    }

    /// Docs/flow-format.md shows one example per rule, `**`rule-id`**` then a YAML block whose
    /// `↓` marks stand where that rule's findings stand.
    @Test func flowFormatExamplesReportAtTheirMarks() throws {
        let text = try Self.text("Docs/flow-format.md")
        let section = try #require(text.range(of: "One example each")).upperBound
        let end = try #require(text.range(of: "\n## Reports")).lowerBound
        var examples: [String: String] = [:]
        var rule: String?
        var block: String?
        for line in text[section..<end].split(separator: "\n", omittingEmptySubsequences: false) {
            if var yaml = block {
                if line == "```" {
                    if let rule { examples[rule] = yaml }
                    block = nil
                    rule = nil
                } else {
                    yaml += line + "\n"
                    block = yaml
                }
            } else if line.hasPrefix("**`"), let close = line.dropFirst(3).firstIndex(of: "`") {
                rule = String(line.dropFirst(3)[..<close])
            } else if line == "```yaml", rule != nil {
                block = ""
            }
        }
        #expect(Set(examples.keys) == Set(Self.rules.map(\.id.rawValue)), "an example for every rule")
        for (id, yaml) in examples.sorted(by: { $0.key < $1.key }) {
            let (files, marks) = RuleExample(yaml).unmarked
            #expect(!marks.isEmpty, "\(id): the example marks its findings")
            let loader = FlowLoader()
            let decoded = files.map { loader.load(text: $0.text, path: $0.path) }
            var comments: [String: [DisableComment]] = [:]
            for file in files { comments[file.path] = Suppressions.scan(Array(file.text.utf8)) }
            let found = LintRun(paths: []).lint(decoded, comments: comments).diagnostics
                .filter { $0.rule.rawValue == id }
            #expect(
                found.map(\.location).sorted() == marks.sorted(),
                "\(id): \(found.map { "\($0.location): \($0.message)" })")
        }
    }

    /// The Mermaid drawings shown in README.md and Docs/graph.md are what the command each names
    /// prints for the example app today: a change to the drawing that leaves them behind fails here.
    @Test(arguments: [
        ("README.md", "The second command gives a Mermaid flowchart", "PaymentAuthorization"),
        ("Docs/graph.md", "`flowc graph flows --format mermaid --flow Checkout`:", "Checkout"),
    ])
    func mermaidExamplesAreWhatGraphPrints(document: String, introduction: String, flow: String) throws {
        let text = try Self.text(document)
        let introduced = try #require(text.range(of: introduction), "\(document): no '\(introduction)'").upperBound
        let open = try #require(text.range(of: "```mermaid\n", range: introduced..<text.endIndex)).upperBound
        let close = try #require(text.range(of: "\n```\n", range: open..<text.endIndex)).lowerBound
        let shown = String(text[open...close])
        let printed = try FlowcProcess.run(
            ["graph", "flows", "--format", "mermaid", "--flow", flow], in: FlowcProcess.packageRoot)
        #expect(printed.status == 0)
        #expect(shown == printed.standardOutput, "\(document): the drawing of \(flow)")
    }

    /// README's "Linting" shows the whole text report of the broken fixture, as `flowc lint`
    /// prints it today.
    @Test func readmeLintOutputIsWhatLintPrints() throws {
        let text = try Self.text("README.md")
        let command = "$ swift run flowc lint Tests/FlowcTests/Fixtures/broken\n"
        let start = try #require(text.range(of: command)).upperBound
        let end = try #require(text.range(of: "```\n", range: start..<text.endIndex)).lowerBound
        let printed = try FlowcProcess.run(["lint", "Tests/FlowcTests/Fixtures/broken"], in: FlowcProcess.packageRoot)
        #expect(printed.status == 1)
        #expect(String(text[start..<end]) == printed.standardOutput)
    }

    /// README's picture of the example app, Docs/images/shop.svg, shows what `flowc graph flows`
    /// draws today: every cluster, node and edge of it (their `<title>`s, which Graphviz takes from
    /// the DOT's names), wherever a Graphviz of another version places them. Made anew by README's
    /// first command of "Drawing flows".
    @Test(.requires(.graphviz)) func readmeImageIsTheExampleAppToday() throws {
        func titles(_ svg: String) -> [Substring] {
            svg.split(separator: "\n").filter { $0.hasPrefix("<title>") }.sorted()
        }
        let dot = try FlowcProcess.run(["graph", "flows"], in: FlowcProcess.packageRoot)
        #expect(dot.status == 0)
        let executable = try #require(RequiredTool.graphviz.command?.first)
        let drawn = try ProcessRunner.run([executable, "-Tsvg"], input: Data(dot.standardOutput.utf8))
        try #require(drawn.status == 0, "\(drawn.standardError)")
        let committed = try Self.text("Docs/images/shop.svg")
        #expect(titles(committed).count > 100, "the picture has the app's nodes and edges")
        #expect(titles(committed) == titles(drawn.standardOutput), "Docs/images/shop.svg is behind flows/")
    }

    /// The examples marked `<!-- example: lints clean -->` (a whole flow set, its documents in one
    /// file) give no finding: an example that says one thing and lints another misleads.
    @Test func examplesMarkedCleanLintClean() throws {
        let marker = "<!-- example: lints clean -->\n```yaml\n"
        var checked = 0
        for document in try Self.documents() {
            let text = try Self.text(document)
            var rest = text[...]
            while let start = rest.range(of: marker) {
                let end = try #require(rest.range(of: "\n```\n", range: start.upperBound..<rest.endIndex))
                let yaml = String(rest[start.upperBound...end.lowerBound])
                let found = LintRun(paths: []).lint([FlowLoader().load(text: yaml, path: "Example.flow.yaml")])
                    .diagnostics
                #expect(found.isEmpty, "\(document): \(found.map { "\($0.location): \($0.message)" })")
                checked += 1
                rest = rest[end.upperBound...]
            }
        }
        #expect(checked > 0, "some example is marked")
    }

    /// README.md, CONTRIBUTING.md and Docs/*.md.
    static func documents() throws -> [String] {
        ["README.md", "CONTRIBUTING.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path))
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    /// Relative links in README.md and Docs/*.md name files of the repository.
    @Test func linksStayInTheRepository() throws {
        let documents = try Self.documents()
        let rootPath = Self.root.standardizedFileURL.path
        var checked = 0
        for document in documents {
            let text = try Self.text(document)
            let base = Self.root.appendingPathComponent(document).deletingLastPathComponent()
            var rest = text[...]
            while let open = rest.range(of: "](") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { break }
                let target = String(rest[..<close])
                rest = rest[close...]
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("#")
                    || target.hasPrefix("mailto:")
                {
                    continue
                }
                let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                let resolved = base.appendingPathComponent(path).standardizedFileURL.path
                #expect(resolved.hasPrefix(rootPath + "/"), "\(document): '\(target)' leaves the repository")
                #expect(FileManager.default.fileExists(atPath: resolved), "\(document): '\(target)' names no file")
                checked += 1
            }
        }
        #expect(checked > 10, "the documents link to each other")
    }
}
