import FlowDiagnostics
import FlowYAML
import FlowcKit
import Foundation
import Testing

/// Every resource limit exactly at its edge: a file that reaches a limit reads clean, one unit
/// past it is the limit's `syntax` finding. The sizes below are counted by hand from the texts,
/// not by flowc, so that a comparison off by one (`>=` for `>`) or a count off by one fails.
@Suite struct LimitBoundaryTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        /// The size of `text` in the limit's unit.
        var size: Int
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "fileSize",
            text: "flow: A\nentry: true\nstart: a\nscreens: {a: null}\n",
            size: 8 + 12 + 9 + 19),
        Case(
            name: "scalarLength",
            // The longest scalar, `abcdefghijk`, is 11 bytes; `é` in the next is 2 bytes of 10.
            text: "flow: A\nentry: true\nstart: abcdefghijk\nscreens: {abcdefghijk: {view: Écran1234}}\n",
            size: 11),
        Case(
            name: "nestingDepth",
            // The document's map, `screens`, `a`, `actions`.
            text: "flow: A\nentry: true\nstart: a\nscreens:\n  a:\n    actions: {b: stay}\n",
            size: 4),
        Case(
            name: "aliasExpansion",
            // `&v` is a list and its three items, 4 nodes; each of the two aliases repeats them.
            text: "flow: A\nentry: true\nstart: a\nscreens: {a: null}\nx: &v [1, 2, 3]\ny: *v\nz: *v\n",
            size: 8),
        Case(
            name: "aliasExpansion of scalars",
            // An alias to a scalar repeats one node.
            text: "flow: A\nentry: true\nstart: &s a\nscreens: {a: null}\nx: [*s, *s, *s]\n",
            size: 3),
        Case(
            name: "flowsPerFile",
            text: """
                flow: A
                entry: true
                start: a
                screens: {a: null}
                ---
                flow: B
                entry: true
                start: b
                screens: {b: null}
                ---
                flow: C
                entry: true
                start: c
                screens: {c: null}
                """,
            size: 3),
        Case(
            name: "screensPerFlow",
            text: """
                flow: A
                entry: true
                start: a
                screens:
                  a: {actions: {next: push b}}
                  b: {actions: {next: push c}}
                  c: null
                """,
            size: 3),
        Case(
            name: "placementsPerTransition",
            // Six transitions written (the start, three actions, two second steps), four screens
            // and the start node: 11. Round 1 places the 3 actions and looks at q0's one pusher
            // (r): 4. Round 2 places them and q0's second step on r (4), and looks at q0's and q1's
            // pushers (r, r): 10. Round 3 places q1's second step too (5) and looks at the same
            // (2), landing where round 2 did: 17 in all, over 1 × 11 and within 2 × 11.
            text: """
                flow: A
                entry: true
                start: r
                screens:
                  r: {actions: {go: push q0}}
                  q0: {actions: {c: {to: pop, then: push q1}}}
                  q1: {actions: {c: {to: pop, then: push q2}}}
                  q2: null
                """,
            size: 2),
        Case(
            name: "placementsPerTransition of an external screen",
            // Five transitions written (the start, three actions, the `to`), four screens and the
            // start node: 10. Round 1 places the 3 actions and looks at the two screens
            // `documents` is shown over (r, s): 5. Round 2 places them and the `to` on each (5)
            // and looks at the same two: 12 in all, over 1 × 10 and within 2 × 10. Looked at
            // before they are placed: a `to` of thousands of alternatives over thousands of
            // screens is stopped before it is placed.
            text: """
                flow: A
                entry: true
                start: r
                screens:
                  r: {actions: {go: present documents, next: push s}}
                  s: {actions: {go: present documents}}
                  documents: {external: true, to: push d}
                  d: null
                """,
            size: 2),
        Case(
            name: "placementsPerTransition of an alert's buttons",
            // Nine transitions written (the start, five actions, three buttons), three screens and
            // the start node: 13. The one round places the 5 actions and the 3 buttons over each of
            // the 3 screens the alert is shown over (9): 14, over 1 × 13 and within 2 × 13; counted
            // before the buttons are placed.
            text: """
                flow: A
                entry: true
                start: a
                screens:
                  a: {actions: {next: push b, ask: alert x}}
                  b: {actions: {next: push c, ask: alert x}}
                  c: {actions: {ask: alert x}}
                alerts:
                  x: {buttons: {one: stay, two: stay, three: stay}}
                """,
            size: 2),
    ]

    static func syntaxFindings(_ text: String, limit name: String, at value: Int) -> [Diagnostic] {
        var limits = YAMLLimits.standard
        limits[name: name] = value
        let run = LintRun(paths: [], loader: FlowLoader(limits: limits))
        return run.lint([run.loader.load(text: text, path: "l.flow.yaml")]).diagnostics.filter { $0.rule == .syntax }
    }

    @Test(arguments: cases)
    func aFileExactlyAtALimitReadsAndOneMoreIsReported(_ limit: Case) {
        let name = String(limit.name.prefix { $0 != " " })
        let atLimit = Self.syntaxFindings(limit.text, limit: name, at: limit.size)
        #expect(atLimit.isEmpty, "at the limit: \(atLimit)")
        let past = Self.syntaxFindings(limit.text, limit: name, at: limit.size - 1)
        #expect(past.count == 1, "one past the limit: \(past)")
        #expect(past.first?.message.contains("(limits.\(name))") == true, "\(past)")
    }

    @Test func theFileSizeLimitReadsFromDiskExactlyAtTheLimit() throws {
        let text = Self.cases[0].text
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowc-limit-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(text.utf8).write(to: directory.appendingPathComponent("A.flow.yaml"))
        for (size, findings) in [(text.utf8.count, 0), (text.utf8.count - 1, 1)] {
            var limits = YAMLLimits.standard
            limits.fileSize = size
            let run = LintRun(paths: [directory.path], loader: FlowLoader(limits: limits))
            let outcome = try run.run().get()
            let syntax = outcome.diagnostics.filter { $0.rule == .syntax }
            #expect(syntax.count == findings, "limit \(size): \(syntax)")
            #expect(syntax.allSatisfy { $0.message.contains("\(text.utf8.count) bytes") })
        }
    }
}
