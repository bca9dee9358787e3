import FlowModel
import Foundation
import Testing

/// The verbs have one source, the verb table (`Transition.Verb` and its answers): the lists of
/// verbs outside the code (the schema's transition pattern, the verb table of Docs/flow-format.md,
/// the verbs the other documents describe, the fuzzer's dictionary) are checked against it, so
/// that a new verb fails here until it is named everywhere verbs are listed.
@Suite struct VerbListsTests {
    static let verbs = Transition.Verb.allCases

    /// The transition pattern the verb table gives: the verbs that take a target, then those that
    /// take none, then those that may name an answer (format 1.2), each in the table's order.
    static var derivedPattern: String {
        let withTarget = verbs.filter { $0.targetKind != nil }.map(\.rawValue).joined(separator: "|")
        let without = verbs.filter { $0.targetKind == nil && !$0.mayNameAnAnswer }.map(\.rawValue)
            .joined(separator: "|")
        let naming = verbs.filter(\.mayNameAnAnswer).map(\.rawValue).joined(separator: "|")
        // Blanks (spaces and tabs) around and between the words, as the decoder takes them.
        let blank = "[ \\t]"
        return "^\(blank)*(\(withTarget))\(blank)+\\S+\(blank)*$|^\(blank)*(\(without))\(blank)*$"
            + "|^\(blank)*(\(naming))(\(blank)+\\S+)?\(blank)*$"
    }

    static func schemaTransition() throws -> [String: Any] {
        let data = try Data(contentsOf: DocumentationTests.root.appendingPathComponent("Schemas/flow.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        return try #require(definitions["transition"] as? [String: Any], "no $defs.transition")
    }

    @Test func schemaTransitionPatternIsTheVerbTable() throws {
        let pattern = try #require(try Self.schemaTransition()["pattern"] as? String)
        #expect(
            pattern == Self.derivedPattern,
            """
            Schemas/flow.schema.json: $defs.transition.pattern must be what the verb table gives; write
            "\(Self.derivedPattern.replacingOccurrences(of: "\\", with: "\\\\"))"
            """)
    }

    @Test func schemaTransitionDescriptionNamesEveryVerb() throws {
        let description = try #require(try Self.schemaTransition()["description"] as? String)
        let words = Set(description.split(whereSeparator: { !$0.isLetter }).map(String.init))
        for verb in Self.verbs {
            #expect(
                words.contains(verb.rawValue),
                "Schemas/flow.schema.json: $defs.transition.description says nothing of '\(verb.rawValue)'")
        }
    }

    /// The rows of the table after "## Transitions" in Docs/flow-format.md: (verb, target).
    static func flowFormatVerbRows() throws -> [(verb: String, target: String)] {
        let text = try DocumentationTests.text("Docs/flow-format.md")
        let from = try #require(text.range(of: "\n## Transitions\n"), "no '## Transitions'")
        var rows: [(String, String)] = []
        var inTable = false
        for line in text[from.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| verb | target |") {
                inTable = true
                continue
            }
            guard inTable else { continue }
            if line.hasPrefix("|---") { continue }
            guard line.hasPrefix("| ") else { break }
            let cells = line.dropFirst(2).components(separatedBy: " | ")
            try #require(cells.count >= 2, "a verb and its target: \(line)")
            rows.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1]))
        }
        return rows
    }

    @Test func flowFormatVerbTableIsTheVerbTable() throws {
        let rows = try Self.flowFormatVerbRows()
        #expect(
            rows.map(\.verb) == Self.verbs.map(\.rawValue),
            "Docs/flow-format.md, \"Transitions\": a row per verb of Transition.Verb, in its order")
        for row in rows {
            guard let verb = Transition.Verb(rawValue: row.verb) else { continue }
            let takes = verb.targetKind == nil ? "no target" : "a target"
            #expect(
                (row.target == "—") == (verb.targetKind == nil),
                "Docs/flow-format.md, \"Transitions\": '\(row.verb)' takes \(takes)")
        }
    }

    /// The table of what each target takes in Docs/flow-format.md ("| target | takes |"): a row
    /// for each verb that hands its payload to its target or back to an asking action, and for no
    /// other.
    @Test func flowFormatPayloadTableHasEveryVerbThatHandsAPayload() throws {
        let text = try DocumentationTests.text("Docs/flow-format.md")
        let header = try #require(text.range(of: "\n| target | takes |\n"), "no '| target | takes |' table")
        var listed: Set<String> = []
        for line in text[header.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|---") { continue }
            guard line.hasPrefix("| ") else { break }
            // The verbs of a row: the words in backticks of its first cell.
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let quoted = cell.split(separator: "`", omittingEmptySubsequences: false)
            listed.formUnion(stride(from: 1, to: quoted.count, by: 2).map { String(quoted[$0]) })
        }
        let handing = Set(Self.verbs.filter { $0.handsPayloadToTarget || $0.returnsResult }.map(\.rawValue))
        for verb in handing.subtracting(listed).sorted() {
            Issue.record("Docs/flow-format.md, the \"| target | takes |\" table: add a row for '\(verb)'")
        }
        for verb in listed.subtracting(handing).sorted() {
            Issue.record("Docs/flow-format.md, the \"| target | takes |\" table: '\(verb)' hands nothing on")
        }
    }

    /// How each verb is drawn and what it generates are told in the other documents' tables.
    @Test(arguments: ["Docs/graph.md", "Docs/generate.md"])
    func documentNamesEveryVerb(_ path: String) throws {
        let text = try DocumentationTests.text(path)
        for verb in Self.verbs {
            #expect(
                text.contains("`\(verb.rawValue)`") || text.contains("`\(verb.rawValue) "),
                "\(path) does not say what '\(verb.rawValue)' \(path.hasSuffix("graph.md") ? "draws" : "generates")")
        }
    }

    @Test func fuzzDictionaryHasEveryVerb() throws {
        let dictionary = try DocumentationTests.text("FuzzTesting/flow.dict")
        for verb in Self.verbs {
            // A verb with a target is followed by a space, as it is written.
            let entry = "\"" + verb.rawValue + (verb.targetKind == nil ? "" : " ") + "\""
            #expect(
                dictionary.split(separator: "\n").contains(Substring(entry)),
                "FuzzTesting/flow.dict: add the line \(entry) under \"# Transition verbs\"")
        }
    }
}
