import FlowcTestSupport
import Foundation
import Testing

/// Completion and code actions over the protocol, on the fixture of `NameKindTests` edited as a
/// user types.
@Suite struct EditingTests {
    typealias Fixture = NameFixture

    /// The labels completion offers at the end of line `line` of `text`, opened as `path`, and
    /// the range its first item replaces.
    static func completion(
        _ path: String, _ text: String, line: Int, character: Int? = nil
    ) throws -> (
        labels: [String], replaced: [Int]?
    ) {
        let (directory, client) = try Fixture.start()
        let uri = ProtocolTests.uri(directory, path)
        client.open(uri, text: text)
        let column = character ?? text.components(separatedBy: "\n")[line].utf16.count
        let result = try client.request(
            "textDocument/completion",
            ["textDocument": ["uri": uri], "position": ["line": line, "character": column]])
        let items = ((result as? [String: Any])?["items"] as? [[String: Any]]) ?? []
        #expect(try client.shutDown() == 0)
        return (
            items.compactMap { $0["label"] as? String },
            items.first.map { range(($0["textEdit"] as? [String: Any])?["range"]) }
        )
    }

    /// The shop with line 8 (`leave: alert confirmLeave`) followed by `line`.
    static func shop(adding line: String) -> String {
        var lines = Fixture.shop.components(separatedBy: "\n")
        lines.insert(line, at: 9)
        return lines.joined(separator: "\n")
    }

    @Test func aPushOffersTheScreensOfItsFlowOnly() throws {
        let offered = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: push "), line: 9)
        #expect(offered.labels == ["home", "picker", "order"])
        let typed = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: push pi"), line: 9)
        #expect(typed.labels == ["picker"])
        #expect(typed.replaced == [9, 17, 9, 19])
    }

    @Test func aStartOffersChildrenAndTheirEntries() throws {
        let offered = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: start Che"), line: 9)
        #expect(offered.labels == ["Checkout", "Checkout.main", "Checkout.express"])
        let entry = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: start Checkout.ex"), line: 9)
        #expect(entry.labels == ["Checkout.express"])
        #expect(entry.replaced == [9, 18, 9, 29])
    }

    @Test func aFinishOffersTheOutcomesOfItsFlow() throws {
        var lines = Fixture.checkout.components(separatedBy: "\n")
        lines.insert("      other: finish ", at: 19)
        let offered = try Self.completion(Fixture.checkoutPath, lines.joined(separator: "\n"), line: 19)
        #expect(offered.labels == ["completed", "cancelled"])
    }

    @Test func anOnKeyOffersTheChildsOutcomesAndEventsNotYetHandled() throws {
        var lines = Fixture.shop.components(separatedBy: "\n")
        lines[27] = "      "
        let offered = try Self.completion(Fixture.shopPath, lines.joined(separator: "\n"), line: 27)
        #expect(offered.labels == ["cancelled"])
        lines[26] = "      "
        lines[28] = "      n"
        let events = try Self.completion(Fixture.shopPath, lines.joined(separator: "\n"), line: 28)
        #expect(events.labels == ["needsHelp"])
    }

    @Test func verbsWhereAVerbGoesAndKeysWhereAKeyGoes() throws {
        let verbs = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: pr"), line: 9)
        #expect(verbs.labels == ["present"])
        let all = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: {to: "), line: 9)
        #expect(all.labels.contains("push") && all.labels.contains("return") && !all.labels.contains("home"))
        let keys = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: {inp"), line: 9)
        #expect(keys.labels == ["input"])
        var lines = Fixture.shop.components(separatedBy: "\n")
        lines.insert("ro", at: 3)
        let flowKeys = try Self.completion(Fixture.shopPath, lines.joined(separator: "\n"), line: 3)
        #expect(flowKeys.labels == ["root", "routes"])
    }

    @Test func aFileThatDoesNotParseMidTypingStillCompletes() throws {
        // An unclosed list: libyaml stops the file there.
        let offered = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: [push pi"), line: 9)
        #expect(offered.labels == ["picker"])
        let alert = try Self.completion(Fixture.shopPath, Self.shop(adding: "      more: [stay, alert "), line: 9)
        #expect(alert.labels == ["confirmLeave"])
    }

    /// A client set up for every YAML file (VS Code's and Zed's set-ups in Docs/editors.md) asks
    /// about a CI workflow too: flowc answers only about flow files, never with a flow's keys.
    @Test func aYAMLFileThatIsNoFlowFileGetsNoCompletion() throws {
        let (directory, client) = try Fixture.start()
        let workflow = "name: build\non: push\n\n"
        try directory.write(workflow, to: "ci.yaml")
        let uri = ProtocolTests.uri(directory, "ci.yaml")
        client.open(uri, text: workflow)
        let result = try client.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 0]])
        let items = ((result as? [String: Any])?["items"] as? [Any]) ?? []
        #expect(items.isEmpty, "offered \(items)")
        let flow = try Self.completion(Fixture.shopPath, "flow: Shop\n\n", line: 1)
        #expect(flow.labels.contains("screens"), "a flow file of the same folder still gets the keys")
        #expect(try client.shutDown() == 0)
    }

    // MARK: - Code actions

    /// The code actions for the finding of `rule` in `text`, opened as `path`; the first one
    /// applied and written, and `flowc lint` run on the folder.
    static func fix(
        _ rule: String, in text: String, path: String = Fixture.shopPath, title expected: String
    ) throws -> (fixed: String, lint: (status: Int32, output: String)) {
        let (directory, client) = try Fixture.start()
        let uri = ProtocolTests.uri(directory, path)
        try directory.write(text, to: path)
        client.open(uri, text: text)
        let findings = try client.diagnostics(for: uri, version: 1)
        let finding = try #require(findings.first { $0["code"] as? String == rule }, "no \(rule) in \(findings)")
        let result = try client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": finding["range"]!, "context": ["diagnostics": [finding]]])
        let actions = try #require(result as? [[String: Any]])
        let action = try #require(
            actions.first { ($0["title"] as? String)?.contains(expected) == true },
            "no action '\(expected)' in \(actions.map { $0["title"] ?? "" })")
        let edits = try #require(((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri])
        let fixed = Fixture.apply(edits, to: text)
        try directory.write(fixed, to: path)
        #expect(try client.shutDown() == 0)
        return (fixed, try Fixture.lint(directory))
    }

    @Test func theDidYouMeanNameReplacesTheMisspeltOne() throws {
        let text = Fixture.shop.replacingOccurrences(of: "present picker", with: "present pickr")
        let (fixed, lint) = try Self.fix("missing-identifier", in: text, title: "Change to 'picker'")
        #expect(fixed == Fixture.shop)
        #expect(lint.status == 0, "\(lint.output)")
        // An `on` key, and an entry after its child.
        let entry = Fixture.shop.replacingOccurrences(of: "Checkout.express", with: "Checkout.exprss")
        #expect(try Self.fix("missing-identifier", in: entry, title: "Change to 'express'").fixed == Fixture.shop)
        let key = Fixture.shop.replacingOccurrences(of: "      cancelled: stay", with: "      canceled: stay")
        #expect(try Self.fix("missing-identifier", in: key, title: "Change to 'cancelled'").fixed == Fixture.shop)
    }

    @Test func theMissingOnEntriesAreAddedInTheChildsStyle() throws {
        // A block `on`: the entry goes after the others, at their indentation.
        let block = Fixture.shop.replacingOccurrences(of: "      cancelled: stay\n", with: "")
        let (fixed, lint) = try Self.fix("unhandled-outcome", in: block, title: "'cancelled'")
        #expect(fixed.contains("      needsHelp: stay\n      cancelled: stay\n"))
        #expect(lint.status == 0, "\(lint.output)")
        // A flow-style child: into its `on: {…}`.
        let flowStyle = Fixture.shop.replacingOccurrences(
            of:
                "    present: true\n    keep: {reopen: reopenCheckout}\n    on:\n      completed: stay\n      cancelled: stay\n      needsHelp: stay\n",
            with: "    {present: true, keep: {reopen: reopenCheckout}, on: {completed: stay}}\n"
        ).replacingOccurrences(of: "  Checkout:\n    {", with: "  Checkout: {")
        let inline = try Self.fix("unhandled-outcome", in: flowStyle, title: "'cancelled', 'needsHelp'")
        #expect(inline.fixed.contains("on: {completed: stay, cancelled: stay, needsHelp: stay}}"))
        #expect(inline.lint.status == 0, "\(inline.lint.output)")
        // A block child without `on`: a new `on` at the child's indentation.
        let without = Fixture.shop.replacingOccurrences(
            of: "    on:\n      completed: stay\n      cancelled: stay\n      needsHelp: stay\n", with: "")
        let added = try Self.fix("unhandled-outcome", in: without, title: "'needsHelp'")
        #expect(added.fixed.contains("    on:\n      completed: stay\n      cancelled: stay\n      needsHelp: stay\n"))
        #expect(added.lint.status == 0, "\(added.lint.output)")
    }

    /// A child without `on` has a finding for each of its outcomes, at one place: each fix is
    /// offered once, with the findings it fixes, not once per finding.
    @Test func findingsAtOnePlaceShareTheirFixes() throws {
        let text = Fixture.shop.replacingOccurrences(
            of: "    on:\n      completed: stay\n      cancelled: stay\n      needsHelp: stay\n", with: "")
        let (directory, client) = try Fixture.start()
        let uri = ProtocolTests.uri(directory, Fixture.shopPath)
        try directory.write(text, to: Fixture.shopPath)
        client.open(uri, text: text)
        let findings = try client.diagnostics(for: uri, version: 1).filter {
            $0["code"] as? String == "unhandled-outcome"
        }
        #expect(findings.count == 3, "\(findings)")
        let first = try #require(findings.first)
        let result = try client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": first["range"]!, "context": ["diagnostics": [first]]])
        let actions = try #require(result as? [[String: Any]])
        let titles = actions.compactMap { $0["title"] as? String }
        #expect(titles.count == Set(titles).count, "\(titles)")
        let add = try #require(actions.first { ($0["title"] as? String)?.contains("'needsHelp'") == true }, "\(titles)")
        #expect((add["diagnostics"] as? [Any])?.count == 3, "\(add)")
        #expect(try client.shutDown() == 0)
    }

    @Test func aDisableCommentSilencesTheFinding() throws {
        let text = Fixture.shop.replacingOccurrences(of: "  order:\n", with: "  spare: null\n  order:\n")
        let (fixed, lint) = try Self.fix("unreachable-screen", in: text, title: "Disable 'unreachable-screen'")
        #expect(fixed.contains("  # flowc:disable unreachable-screen\n  spare: null\n"))
        #expect(lint.status == 0, "\(lint.output)")
        // A disable comment above already: the rule joins its list.
        let commented = text.replacingOccurrences(
            of: "  spare: null\n", with: "  # flowc:disable dead-end-screen -- a remark\n  spare: null\n")
        let joined = try Self.fix("unreachable-screen", in: commented, title: "Disable")
        #expect(joined.fixed.contains("  # flowc:disable dead-end-screen, unreachable-screen -- a remark\n"))
    }
}
