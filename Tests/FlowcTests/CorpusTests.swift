import FlowModel
import FlowRules
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The benchmark corpus must be valid flows of realistic shape, or the benchmark measures
/// nothing users do: a small corpus from `Scripts/corpus.py` lints clean, and the generator
/// writes the same bytes every time.
@Suite struct CorpusTests {
    func makeCorpus(into directory: URL, format: String = "1.2") throws {
        let python = try ProcessRunner.run([
            "python3", PackageRoot.path("Scripts/corpus.py"), "--files", "24", "--screens", "17", "--depth", "3",
            "--tabs", "2", "--format", format, "--out", directory.path,
        ])
        #expect(python.status == 0, "\(python.standardError)")
    }

    @Test func aGeneratedCorpusLintsClean() throws {
        let directory = try TemporaryDirectory()
        try makeCorpus(into: directory.url)
        let result = try FlowcProcess.run(["lint", "--strict", "."], in: directory.url)
        #expect(result.standardOutput == "24 files, 24 flows: no findings\n")
        #expect(result.status == 0)
    }

    /// The benchmark times every verb: the corpus uses each verb of the verb table, so that a new
    /// verb fails here until Scripts/corpus.py writes it.
    @Test func theCorpusUsesEveryVerb() throws {
        let directory = try TemporaryDirectory()
        try makeCorpus(into: directory.url)
        let linted = try LintRun(paths: [directory.path]).run().get()
        var used: Set<Transition.Verb> = []
        for flow in linted.graph.flows {
            flow.forEachTransition { transition, _ in used.insert(transition.verb) }
        }
        for verb in Transition.Verb.allCases where !used.contains(verb) {
            Issue.record("Scripts/corpus.py writes no '\(verb.rawValue)': add it to the flows it writes")
        }
    }

    /// The benchmark times format 1.2 too: the corpus uses each of its constructs, and the corpus
    /// of `--format 1.1` (the one the bench measured before 1.2) uses none.
    @Test func theCorpusUsesFormat12AndOnlyWhenAsked() throws {
        let current = try TemporaryDirectory()
        try makeCorpus(into: current.url)
        let used = try Self.format12Constructs(in: current.url)
        #expect(used == Self.allFormat12Constructs, "missing: \(Self.allFormat12Constructs.subtracting(used).sorted())")

        let older = try TemporaryDirectory()
        try makeCorpus(into: older.url, format: "1.1")
        #expect(try Self.format12Constructs(in: older.url).isEmpty)
    }

    static let allFormat12Constructs: Set<String> = [
        "make", "trigger from screens", "trigger over any screen", "trigger with make", "trigger alternatives",
        "entry start list", "entry outcomes", "named results of a screen", "named results of a child",
        "route query item", "route fragment", "route entry", "then", "then with make", "keep with reopen",
        "external screen", "external screen pushed for a result", "external screen alternatives",
    ]

    /// Which format-1.2 constructs the corpus in `directory` uses.
    static func format12Constructs(in directory: URL) throws -> Set<String> {
        let linted = try LintRun(paths: [directory.path]).run().get()
        #expect(linted.diagnostics.isEmpty, "\(linted.diagnostics.map(\.message))")
        var used: Set<String> = []
        for flow in linted.graph.flows {
            flow.forEachTransition { transition, _ in
                if transition.isMade { used.insert("make") }
                if let then = transition.options.then {
                    used.insert("then")
                    if then.step.isMade { used.insert("then with make") }
                }
            }
            for child in flow.children where child.keep?.reopen != nil { used.insert("keep with reopen") }
            for screen in flow.screens {
                guard let external = screen.external else { continue }
                used.insert("external screen")
                if external.transitions.count > 1 { used.insert("external screen alternatives") }
            }
            for action in flow.screens.flatMap(\.actions) where action.result != nil {
                let pushed = action.transitions.filter { $0.verb == .push }.compactMap(\.target)
                if pushed.contains(where: { flow.screen(named: $0)?.isExternal == true }) {
                    used.insert("external screen pushed for a result")
                }
            }
            for trigger in flow.triggers {
                used.insert(trigger.from == nil ? "trigger over any screen" : "trigger from screens")
                if trigger.transitions.contains(where: \.isMade) { used.insert("trigger with make") }
                if trigger.transitions.count > 1 { used.insert("trigger alternatives") }
            }
            for entry in flow.entries ?? [] {
                if entry.chooses { used.insert("entry start list") }
                if entry.outcomes != nil { used.insert("entry outcomes") }
            }
            for route in flow.routes {
                if route.parameters.contains(where: { $0.place == .query }) { used.insert("route query item") }
                if route.fragment != nil { used.insert("route fragment") }
                if route.entry != nil { used.insert("route entry") }
            }
            for action in flow.screens.flatMap(\.actions) where action.answers != nil {
                let verbs = Set(action.transitions.map(\.verb))
                if verbs.contains(.present) { used.insert("named results of a screen") }
                if verbs.contains(.start) { used.insert("named results of a child") }
            }
        }
        return used
    }

    @Test func theCorpusIsDeterministic() throws {
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        try makeCorpus(into: first.url)
        try makeCorpus(into: second.url)
        let names = try FileManager.default.contentsOfDirectory(atPath: first.url.path).sorted()
        #expect(names.count == 24)
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: second.url.path).sorted()))
        for name in names {
            let a = try Data(contentsOf: first.url.appendingPathComponent(name))
            let b = try Data(contentsOf: second.url.appendingPathComponent(name))
            #expect(a == b, "\(name)")
        }
    }
}
