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
    func makeCorpus(into directory: URL) throws {
        let python = try ProcessRunner.run([
            "python3", PackageRoot.path("Scripts/corpus.py"), "--files", "24", "--screens", "17", "--depth", "3",
            "--tabs", "2", "--out", directory.path,
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
