import FlowDiagnostics
import FlowEmitters
import FlowReports
import FlowcKit
import Foundation
import Testing

/// Plausible bugs that once got through the whole suite (issue 22, section 2), each pinned by
/// the user-visible behaviour it breaks: a dropped guard in a rule, the own-stack screens of a
/// flow, and the summary's flow count.
@Suite struct MutationGapTests {
    /// Lints `files` (path, text) as `flowc lint` would, in the given order.
    static func lint(_ files: [(String, String)]) -> LintRun.Outcome {
        let loader = FlowLoader()
        return LintRun(paths: []).lint(files.map { loader.load(text: $0.1, path: $0.0) })
    }

    /// The 1-based line and column where the `occurrence`-th (0-based) `needle` starts in `text`.
    static func place(of needle: String, occurrence: Int = 0, in text: String) -> (line: Int, column: Int)? {
        var seen = 0
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var searchStart = line.startIndex
            while let range = line.range(of: needle, range: searchStart..<line.endIndex) {
                if seen == occurrence {
                    return (lineIndex + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
                }
                seen += 1
                searchStart = range.upperBound
            }
        }
        return nil
    }

    static func places(_ findings: [Diagnostic], _ rule: RuleID) -> [String] {
        findings.filter { $0.rule == rule }.map { "\($0.location.line):\($0.location.column)" }
    }

    /// Fine point 5: a `start` that names nothing is one finding, not also every screen unreachable.
    @Test func aStartThatNamesNothingDoesNotMakeEveryScreenUnreachable() {
        let text = """
            flow: App
            entry: true
            start: nowhere
            screens:
              home: {actions: {next: push detail}}
              detail: null
            """
        let findings = Self.lint([("A.flow.yaml", text)]).diagnostics
        #expect(Self.places(findings, .missingIdentifier) == ["3:8"], "\(findings)")
        #expect(Self.places(findings, "unreachable-screen").isEmpty, "\(findings)")
        #expect(Self.places(findings, "dead-end-screen").isEmpty, "\(findings)")
        // The same flow with a `start` that names a screen: the screen no path reaches is reported.
        let started = Self.lint([
            ("A.flow.yaml", text.replacingOccurrences(of: "start: nowhere", with: "start: detail"))
        ])
        #expect(Self.places(started.diagnostics, "unreachable-screen") == ["5:3"], "\(started.diagnostics)")
    }

    /// A presented child without `back` whose first screen pops: the pop is the child's mistake
    /// (`invalid-transition`, nothing is beneath), not a child its parent keeps forever.
    @Test func aPresentedChildThatPopsFromItsFirstScreenIsNotUnreleased() throws {
        let app = """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {login: start Login}}
            children:
              Login:
                present: PRESENT
                on: {done: stay}
            """
        let login = """
            flow: Login
            start: form
            outcomes: [done]
            screens:
              form: {actions: {ok: finish done, close: pop}}
            """
        let presented = Self.lint([
            ("App.flow.yaml", app.replacingOccurrences(of: "PRESENT", with: "true")), ("Login.flow.yaml", login),
        ])
        #expect(Self.places(presented.diagnostics, "unreleased-child").isEmpty, "\(presented.diagnostics)")
        let pop = try #require(Self.place(of: "pop", in: login))
        #expect(
            Self.places(presented.diagnostics, "invalid-transition") == ["\(pop.line):\(pop.column)"],
            "\(presented.diagnostics)")
        // Shared, the same pop leaves the child unfinished: reported at the child's key.
        let shared = Self.lint([
            ("App.flow.yaml", app.replacingOccurrences(of: "PRESENT", with: "false")), ("Login.flow.yaml", login),
        ])
        #expect(Self.places(shared.diagnostics, "unreleased-child") == ["7:3"], "\(shared.diagnostics)")
    }

    /// Fine points 1 and 3: the target of a `replace` is a first screen, so it and what it pushes
    /// stand on the flow's own stack, and a `dismiss` there is reported like one on `start`.
    @Test func dismissOnAScreenReachedByReplaceIsReported() throws {
        let text = """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {reset: replace fresh, help: present help}}
              fresh: {actions: {close: dismiss, more: push detail}}
              detail: {actions: {close: dismiss}}
              help: {actions: {close: dismiss}}
            """
        let findings = Self.lint([("Shop.flow.yaml", text)]).diagnostics
        let fresh = try #require(Self.place(of: "dismiss", occurrence: 0, in: text))
        let detail = try #require(Self.place(of: "dismiss", occurrence: 1, in: text))
        #expect(
            Self.places(findings, "dismiss-without-present") == [
                "\(fresh.line):\(fresh.column)", "\(detail.line):\(detail.column)",
            ],
            "\(findings)")
    }

    /// The summary counts flows, not files: one file holding two flows is "1 file, 2 flows" in
    /// every report that carries the summary.
    @Test func theSummaryCountsFlowsNotFiles() throws {
        let text = """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {help: start Help}}}
            children: {Help: {on: {done: stay}}}
            ---
            flow: Help
            outcomes: [done]
            start: faq
            screens: {faq: {actions: {close: finish done}}}
            """
        let outcome = Self.lint([("App.flow.yaml", text)])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.summary.files == 1)
        #expect(outcome.summary.flows == 2)
        #expect(outcome.summary.sentence == "1 file, 2 flows: no findings")

        let json = JSONReporter().report(outcome.diagnostics, summary: outcome.summary).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 1)
        #expect(summary["flows"] as? Int == 2)
        #expect(summary["errors"] as? Int == 0)
        #expect(summary["warnings"] as? Int == 0)
        #expect(
            TextReporter(colored: false).report(outcome.diagnostics, summary: outcome.summary).output.contains(
                "1 file, 2 flows"))
    }

    /// `back` is a finish from the first screens: a child whose only way out is `back` is no dead end.
    @Test func backIsAFinishFromTheFirstScreens() {
        let app = """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {help: start Help}}}
            children: {Help: {on: {closed: stay}}}
            """
        let help = """
            flow: Help
            outcomes: [closed]
            back: closed
            start: faq
            screens:
              faq: {actions: {more: push detail}}
              detail: null
            """
        let findings = Self.lint([("App.flow.yaml", app), ("Help.flow.yaml", help)]).diagnostics
        #expect(findings.isEmpty, "\(findings)")
        // Without `back`, nothing finishes the flow.
        let withoutBack = Self.lint([
            ("App.flow.yaml", app), ("Help.flow.yaml", help.replacingOccurrences(of: "back: closed\n", with: "")),
        ]).diagnostics
        #expect(Self.places(withoutBack, "dead-end-screen") == ["5:3", "6:3"], "\(withoutBack)")
    }

    /// A tab must be under `children`, even when it names a flow of the run.
    @Test func aTabThatIsAFlowButNoChildIsReported() {
        let tabs = """
            flow: Tabs
            entry: true
            root: tabs
            tabs: [Home, Search]
            children: {Home: null}
            """
        let flow = { (name: String) in "flow: \(name)\nstart: main\nscreens: {main: null}\n" }
        let findings = Self.lint([
            ("Tabs.flow.yaml", tabs), ("Home.flow.yaml", flow("Home")), ("Search.flow.yaml", flow("Search")),
        ]).diagnostics
        #expect(Self.places(findings, .missingIdentifier) == ["4:14"], "\(findings)")
    }

    /// A big-endian UTF-16 file is named as such, like a little-endian one.
    @Test(arguments: [[0xFE, 0xFF] as [UInt8], [0xFF, 0xFE]])
    func aUTF16ByteOrderMarkIsNamed(_ mark: [UInt8]) {
        let bytes = mark + Array("flow: A".utf8).flatMap { mark[0] == 0xFE ? [0, $0] : [$0, 0] }
        let file = FlowLoader().load(bytes: bytes, path: "A.flow.yaml")
        let findings = LintRun(paths: []).lint([file]).diagnostics
        #expect(findings.map(\.rule) == [.syntax], "\(findings)")
        #expect(findings.first?.message.contains("UTF-16 byte order mark") == true, "\(findings)")
        #expect(findings.first.map { "\($0.location.line):\($0.location.column)" } == "1:1")
    }

    /// A permanent child lives as long as its parent: it needs no `on` entries.
    @Test func aPermanentChildNeedsNoHandlers() {
        let app = """
            flow: App
            entry: true
            start: Main
            children: {Main: {permanent: true}}
            """
        let main = """
            flow: Main
            outcomes: [loggedOut]
            start: home
            screens: {home: {actions: {logOut: finish loggedOut}}}
            """
        let findings = Self.lint([("App.flow.yaml", app), ("Main.flow.yaml", main)]).diagnostics
        #expect(findings.isEmpty, "\(findings)")
        let temporary = Self.lint([
            ("App.flow.yaml", app.replacingOccurrences(of: "{permanent: true}", with: "null")),
            ("Main.flow.yaml", main),
        ]).diagnostics
        #expect(Self.places(temporary, "unhandled-outcome") == ["4:12"], "\(temporary)")
    }

    /// A transition is a verb and at most one target.
    @Test func aTransitionWithTwoTargetsIsASchemaFinding() {
        let text = """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {next: push detail more}}
              detail: null
              more: null
            """
        let findings = Self.lint([("App.flow.yaml", text)]).diagnostics
        #expect(Self.places(findings, .schema) == ["5:26"], "\(findings)")
        #expect(findings.first { $0.rule == .schema }?.message.contains("more than one target") == true)
    }

    /// Generated names upper-case a screen's first letter: the cases of a choice between
    /// alternatives (`pushDetail`), the `<Flow><Screen>Actions` of a screen.
    @Test func generatedNamesUpperCaseTheScreen() {
        let text = """
            flow: Shop
            entry: true
            start: cart
            screens: {cart: {actions: {next: [push detail, replace detail]}}, detail: null}
            """
        let outcome = Self.lint([("Shop.flow.yaml", text)])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let code = SwiftEmitter().emit(outcome.graph, source: { $0 }).map(\.contents).joined()
        #expect(code.contains("pushDetail"))
        #expect(code.contains("replaceDetail"))
        #expect(code.contains("ShopCartActions"))
        #expect(!code.contains("pushdetail"))
    }

    /// A route's missing screen is one finding, however many flows the run holds (the merge of
    /// format 1.1 once checked the routes again for every flow, repeating the finding).
    @Test func aRoutesMissingScreenIsReportedOnceWhateverTheNumberOfFlows() {
        let text = """
            flow: Product
            entry: true
            start: product
            screens: {product: null}
            routes:
              reviews: {to: push reviw}
            ---
            flow: Other
            start: other
            screens: {other: null}
            ---
            flow: Third
            start: third
            screens: {third: null}
            """
        let findings = Self.lint([("Product.flow.yaml", text)]).diagnostics
        #expect(Self.places(findings, .missingIdentifier) == ["6:17"])
    }
}
