import FlowDiagnostics
import FlowModel
import FlowReports
import FlowRules
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// No input, however broken, makes flowc crash, trap or hang: each input here goes through the
/// whole lint pipeline and every report format in this process, where a trap would end the run.
@Suite struct HostileInputTests {
    /// Lints `files` (path, bytes) and renders every report; returns the findings.
    @discardableResult
    static func lintEverything(_ files: [(String, [UInt8])]) -> [Diagnostic] {
        let reader = FlowLoader()
        let decoded = files.map { reader.load(bytes: $0.1, path: $0.0) }
        let outcome = LintRun(paths: []).lint(decoded)
        for format in ReportFormat.allCases {
            let report = format.reporter(colored: true).report(outcome.diagnostics, summary: outcome.summary)
            #expect(!report.output.isEmpty || format == .xcode)
        }
        for diagnostic in outcome.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
        }
        return outcome.diagnostics
    }

    static let valid = """
        flow: Shop
        entry: true
        input: Cart
        start: [home, Login]
        outcomes: {done: "Result<Order, Error>?", cancelled: null}
        back: cancelled
        screens:
          home:
            storyboard: Main
            input: Cart
            actions:
              open: {input: Product.ID, to: [push detail, present sheet]}
              login: start Login
              close: finish done
          detail: {input: Product.ID, actions: {up: pop, top: popToRoot, reset: replace home}}
          sheet: {swiftui: true, actions: {close: dismiss, stay: stay}}
        children:
          Login:
            present: true
            on: {loggedIn: push detail, cancelled: pop}
        ---
        flow: Login
        start: form
        outcomes: {loggedIn: User, cancelled: null}
        screens:
          form: {actions: {ok: {input: User, to: finish loggedIn}, no: finish cancelled}}
        """

    @Test func everyTruncationOfAValidFile() {
        let bytes = Array(Self.valid.utf8)
        for end in 0...bytes.count {
            Self.lintEverything([("t.flow.yaml", Array(bytes[..<end]))])
        }
    }

    @Test func randomBytesAndMutationsOfAValidFile() {
        var generator = SplitMix64(seed: 0x5EED)
        let base = Array(Self.valid.utf8)
        let alphabet = Array("{}[],:-?&*!|>'\"#%@`\t\n\r ~abcZ09.<>()".utf8) + [0x00, 0xC3, 0xFF, 0xE2, 0x80]
        for _ in 0..<400 {
            var bytes = base
            for _ in 0..<Int(generator.next() % 8 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: index)
                }
            }
            Self.lintEverything([("m.flow.yaml", bytes)])
        }
        for length in [1, 2, 3, 17, 256, 4096] {
            let noise = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            Self.lintEverything([("r.flow.yaml", noise)])
        }
    }

    @Test func everyKeyWithEveryWrongKindOfValue() {
        let values = ["null", "true", "12", "[]", "{}", "[a, [b]]", "{a: {b: c}}", "''", "\"\\u0000\"", "~"]
        let places = [
            "flow: %", "entry: %", "root: %", "input: %", "start: %", "outcomes: %", "back: %", "screens: %",
            "children: %", "tabs: %", "screens: {a: %}", "screens: {a: {actions: %}}",
            "screens: {a: {actions: {b: %}}}", "screens: {a: {actions: {b: {to: %}}}}",
            "screens: {a: {input: %, view: %, swiftui: %}}", "children: {B: %}", "children: {B: {on: %}}",
            "children: {B: {on: {c: %}}}", "outcomes: {a: %}",
        ]
        for place in places {
            for value in values {
                let text = "flow: A\nstart: a\n" + place.replacingOccurrences(of: "%", with: value) + "\n"
                let findings = Self.lintEverything([("k.flow.yaml", Array(text.utf8))])
                _ = findings
            }
        }
    }

    @Test func resourceLimitsAreFindingsNotHangs() {
        let depth = String(repeating: "[", count: 100_000)
        let deep = Self.lintEverything([("deep.flow.yaml", Array(depth.utf8))])
        #expect(deep.map(\.rule) == [.syntax])
        var laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (level, previous) in zip("bcdefghijk", "abcdefghij") {
            laughs +=
                "\(level): &\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let bomb = Self.lintEverything([("bomb.flow.yaml", Array(laughs.utf8))])
        #expect(bomb.map(\.rule) == [.syntax])
        let scalar = "flow: " + String(repeating: "A", count: 1 << 20)
        #expect(Self.lintEverything([("long.flow.yaml", Array(scalar.utf8))]).map(\.rule) == [.syntax])
    }

    @Test func largeShapesStayLinear() {
        // Many presenters pushing one long chain: a naive walk over stacks would be cubic.
        var text = "flow: Big\nentry: true\nstart: root\noutcomes: [done]\nscreens:\n"
        text += "  root:\n    actions:\n"
        for index in 0..<1500 { text += "      p\(index): present p\(index)\n" }
        for index in 0..<1500 { text += "  p\(index): {actions: {go: push c0, close: dismiss}}\n" }
        for index in 0..<1500 {
            text +=
                "  c\(index): {actions: {next: push c\(index + 1), out: dismiss, top: popToRoot, done: finish done}}\n"
        }
        text += "  c1500: null\n"
        let findings = Self.lintEverything([("big.flow.yaml", Array(text.utf8))])
        #expect(findings.isEmpty, "\(findings.prefix(3))")
        // Second steps after `dismiss` on every screen of a long chain, each presenting another:
        // the bottoms of a screen's stacks looked for anew per screen made this cubic (1,000
        // screens took half a minute).
        var steps = "flow: Steps\nentry: true\nstart: s0\nscreens:\n"
        for index in 0..<600 {
            steps +=
                "  s\(index): {actions: {n: push s\(index + 1), a: present s\(index * 7 % 601), c: {to: dismiss, then: push s\(index * 3 % 601)}}}\n"
        }
        steps += "  s600: null\n"
        // Each second step lands on about every screen: over `limits.placementsPerTransition` (64
        // places for each of the 2,400 transitions the flow writes), the flow's one finding.
        let stepFindings = Self.lintEverything([("steps.flow.yaml", Array(steps.utf8))])
        #expect(stepFindings.map(\.rule) == [.syntax], "\(stepFindings.prefix(3))")
        #expect(stepFindings.first?.message.contains("(limits.placementsPerTransition)") == true)
        // Second steps that each land where the one before pushed: a round of the whole flow per
        // step, beside second steps that land on every screen, made 1,000 + 1,000 screens take
        // minutes (rounds times landings).
        var chain = "flow: Chain\nentry: true\nstart: r\nscreens:\n  r: {actions: {go: push q0, b: push s0}}\n"
        for index in 0..<1000 { chain += "  q\(index): {actions: {c: {to: pop, then: push q\(index + 1)}}}\n" }
        chain += "  q1000: null\n"
        for index in 0..<1000 {
            chain +=
                "  s\(index): {actions: {n: push s\(index + 1), a: present s\(index * 7 % 1001), c: {to: dismiss, then: push s\(index * 3 % 1001)}}}\n"
        }
        chain += "  s1000: null\n"
        let chainFindings = Self.lintEverything([("chain.flow.yaml", Array(chain.utf8))])
        let limit = chainFindings.filter { $0.rule == .syntax }
        #expect(limit.count == 1 && limit.first?.message.contains("(limits.placementsPerTransition)") == true)
        #expect(limit.first?.location == SourceLocation(file: "chain.flow.yaml", line: 1, column: 7), "at its name")
        #expect(chainFindings.count == 1, "no other rule checks the flow: \(chainFindings.prefix(3))")
        // An external screen shown over a thousand screens whose `to` has a thousand alternatives:
        // a million steps to place, looked at before they are placed (771 MB and 2 s at 3,000).
        var external = "flow: Ext\nentry: true\nstart: s0\nscreens:\n"
        for index in 0..<1000 { external += "  s\(index): {actions: {n: push s\(index + 1), x: present ext}}\n" }
        external += "  s1000: null\n  ext:\n    external: true\n    to: ["
        external += (0..<1000).map { "push s\($0)" }.joined(separator: ", ") + "]\n"
        let externalFindings = Self.lintEverything([("ext.flow.yaml", Array(external.utf8))])
        #expect(externalFindings.map(\.rule) == [.syntax], "\(externalFindings.prefix(3))")
        // An alert shown over 5,000 screens with 2,000 buttons (3.7 s, 1.4 GB), a child started
        // from each of them with 2,000 handlers (1.9 s, 1.4 GB): stopped as they are placed.
        var buttons = "flow: Buttons\nentry: true\nstart: s0\nscreens:\n"
        for index in 0..<1000 { buttons += "  s\(index): {actions: {n: push s\(index + 1), a: alert x, c: start C}}\n" }
        buttons += "  s1000: null\nalerts:\n  x:\n    buttons:\n"
        for index in 0..<1000 { buttons += "      b\(index): push s\(index)\n" }
        buttons += "children:\n  C:\n    on:\n"
        for index in 0..<1000 { buttons += "      o\(index): push s\(index)\n" }
        buttons += "---\nflow: C\nstart: c\noutcomes: [" + (0..<1000).map { "o\($0)" }.joined(separator: ", ")
        buttons +=
            "]\nscreens:\n  c: {actions: {" + (0..<1000).map { "f\($0): finish o\($0)" }.joined(separator: ", ")
            + "}}\n"
        let buttonFindings = Self.lintEverything([("buttons.flow.yaml", Array(buttons.utf8))])
        #expect(buttonFindings.map(\.rule) == [.syntax], "\(buttonFindings.prefix(3))")
        // Alerts that each show the next, written last to first: each pass over the alerts passed
        // every place on again, a pass per alert (1,000 over 1,000 screens took 39 s; 2,000 over
        // 20 screens, within the placement limit, took 80 million steps). Every alert of the chain
        // is shown, so the last one's button pushes `end`: it is no `unreachable-screen`.
        var alerts = "flow: Alerts\nentry: true\nstart: s0\nscreens:\n"
        for index in 0..<20 { alerts += "  s\(index): {actions: {n: push s\(index + 1), a: alert x0}}\n" }
        alerts += "  s20: null\n  end: null\nalerts:\n"
        for index in (0..<2000).reversed() {
            alerts +=
                "  x\(index): {buttons: {go: \(index < 1999 ? "alert x\(index + 1)" : "push end"), no: {role: cancel}}}\n"
        }
        let alertFindings = Self.lintEverything([("alerts.flow.yaml", Array(alerts.utf8))])
        #expect(alertFindings.isEmpty, "\(alertFindings.prefix(3))")
        // Thousands of flows that start each other in one long cycle.
        var cycle = ""
        for index in 0..<3000 {
            cycle +=
                "---\nflow: F\(index)\nentry: true\nstart: F\((index + 1) % 3000)\nchildren: {F\((index + 1) % 3000): {permanent: true}}\n"
        }
        let cyclic = Self.lintEverything([("cycle.flow.yaml", Array(cycle.utf8))])
        #expect(cyclic.filter { $0.rule == "child-cycle" }.count == 3000)
    }

    @Test func oddButValidText() {
        let cases: [[UInt8]] = [
            [0xEF, 0xBB, 0xBF] + Array("flow: A\nentry: true\nstart: a\nscreens: {a: null}\n".utf8),
            Array("flow: A\r\nentry: true\r\nstart: a\r\nscreens:\r\n  a: null\r\n".utf8),
            Array("# nothing but a comment\n".utf8),
            [],
            Array("flow: A\nentry: true\nstart: a\nscreens: {a: {storyboard: \"Ünïcödé\tMain\"}}\n".utf8),
        ]
        for bytes in cases {
            let findings = Self.lintEverything([("odd.flow.yaml", bytes)])
            #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
        }
    }
}
