import FlowEmitters
import FlowModel
import FlowcCodeChecks
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// Every flow set that lints without errors generates Swift that parses and whose names cannot
/// clash or hide one another (`GeneratedSwiftCheck`): thousands of sets of the fuzz grammar
/// (every construct of format 1.1), sets that press on the generated names, every fixture and
/// real-app tree. And a sample of them type-checks against the stand-in UIKit and SwiftUI with
/// warnings as errors.
@Suite struct GeneratedSwiftPropertyTests {
    /// How many sets of the fuzz grammar are checked, and half as many name-pressure sets: 2,000
    /// under CI (`CI=true`, as `.ci/run` sets it), 150 in a newcomer's local `swift test` (a debug
    /// build lints, generates and parses a set in about a tenth of a second, so that no one test
    /// holds up the first run); `FLOWC_PROPERTY_SETS=5000` sets the number anywhere.
    static let setCount =
        ProcessInfo.processInfo.environment["FLOWC_PROPERTY_SETS"].flatMap { Int($0) }
        ?? (ProcessInfo.processInfo.environment["CI"] == "true" ? 2000 : 150)

    /// The Swift generated from `files` (coordinators, runtime and skeletons: one module), or nil
    /// when they do not lint clean.
    static func generated(_ files: [(path: String, text: String)]) -> [GeneratedFile]? {
        let outcome = LintRun(paths: []).lint(files.map { FlowLoader().load(text: $0.text, path: $0.path) })
        guard outcome.summary.errors == 0 else { return nil }
        let emitter = SwiftEmitter()
        let source = { (path: String) in path }
        return emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)
    }

    /// The fuzz grammar's set `seed`, written to be valid.
    static func fuzzSet(_ seed: UInt64) -> [(path: String, text: String)] {
        var random = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        for _ in 0..<(64 + Int(random.next() % 448)) { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
        var choices = Choices(bytes)
        return FlowSetWriter(mistakes: false).write(&choices)
    }

    /// Checks the sets `seeds` gives; returns how many linted clean, and the errors of the first
    /// few that did not (their seeds, then the lines and messages).
    static func check(
        _ seeds: Range<UInt64>, _ set: (UInt64) -> [(path: String, text: String)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (clean: Int, firstErrors: String) {
        var clean = 0
        var failures = 0
        let memo = GeneratedSwiftCheck.Memo()
        var firstErrors: [String] = []
        for seed in seeds {
            guard let files = generated(set(seed)) else {
                if firstErrors.count < 5 {
                    let loaded = set(seed).map { FlowLoader().load(text: $0.text, path: $0.path) }
                    let errors = LintRun(paths: []).lint(loaded).diagnostics.filter { $0.severity == .error }
                    let lines = errors.prefix(3).map { "\($0.location.line): \($0.message)" }
                    firstErrors.append("set \(seed): " + lines.joined(separator: "\n"))
                }
                continue
            }
            clean += 1
            let problems = GeneratedSwiftCheck.problems(in: files, memo: memo)
            guard !problems.isEmpty, failures < 3 else { continue }
            failures += 1
            let flows = set(seed).map { "# \($0.path)\n\($0.text)" }.joined(separator: "\n")
            Issue.record(
                Comment(rawValue: "set \(seed):\n\(problems.prefix(5).joined(separator: "\n"))\nfrom:\n\(flows)"),
                sourceLocation: sourceLocation)
        }
        let errors = firstErrors.joined(separator: "\n")
        if clean * 2 < seeds.count {
            Issue.record(
                Comment(rawValue: "few sets lint clean; the first that do not:\n\(errors)"),
                sourceLocation: sourceLocation)
        }
        return (clean, errors)
    }

    @Test("the fuzz grammar's lint-clean sets generate sound Swift")
    func fuzzGrammarSets() {
        // The grammar writes these sets to be valid (as the emitters' fuzzer requires of them): one
        // with an error is a bug of the grammar or of a rule, and its Swift would go unchecked.
        let (clean, firstErrors) = Self.check(0..<UInt64(Self.setCount), Self.fuzzSet)
        #expect(clean == Self.setCount, "every valid set of the grammar lints clean:\n\(firstErrors)")
    }

    @Test("sets that press on the generated names generate sound Swift")
    func namePressureSets() {
        let clean = Self.check(0..<UInt64(Self.setCount / 2), NamePressureSets.files).clean
        #expect(clean * 4 >= Self.setCount, "most name-pressure sets lint clean")
    }

    /// The name-pressure sets' actions and handlers use every verb that their App flow can: one
    /// that names a screen, a child or an alert, or nothing, and hands no value back (App has no
    /// outcomes, events or tabs, and no action of it waits for a result). A new verb fails here
    /// until the sets use it, so that its call is pressed on too.
    @Test func namePressureSetsUseEveryVerbTheirScreensCan() {
        for verb in Transition.Verb.allCases {
            let usable: Bool
            switch verb.targetKind {
            case nil, .screen, .child, .alert, .screenOrChild: usable = !verb.returnsResult
            case .outcome, .tab, .event: usable = false
            }
            if usable && !NamePressureSets.verbsUsed.contains(verb.rawValue) {
                Issue.record(
                    """
                    Tests/FlowcCodeChecks/NamePressureSets.swift: no action or handler uses '\(verb.rawValue)': \
                    add it, with a target of the set, to homeVerbs, otherVerbs, detailVerbs or handlerVerbs
                    """)
            }
        }
    }

    static let trees = [
        "flows", "Tests/FlowcTests/Fixtures/clean", "Tests/FlowcTests/Fixtures/warnings",
        "Tests/FlowEmittersTests/Fixtures/basic", "Tests/FlowEmittersTests/Fixtures/tabs",
        "Tests/GenerateFixtureApp/Flows",
    ]

    @Test("every lint-clean tree of the repository generates sound Swift", arguments: trees)
    func repositoryTree(_ tree: String) throws {
        let linted = try LintRun(paths: [PackageRoot.path(tree)]).run().get()
        try #require(linted.summary.errors == 0)
        let emitter = SwiftEmitter()
        let source = { (path: String) in path }
        let files = emitter.emit(linted.graph, source: source) + emitter.skeletons(linted.graph, source: source)
        #expect(GeneratedSwiftCheck.problems(in: files) == [])
    }

    @Test("the real apps, patched to lint clean, generate sound Swift", arguments: RealAppCodeTests.apps)
    func realApp(_ app: RealAppCodeTests.App) throws {
        let outcome = LintRun(paths: []).lint(try RealAppCodeTests.patchedFlows(app))
        try #require(outcome.summary.errors == 0)
        let emitter = SwiftEmitter()
        let source = { (path: String) in path }
        let files = emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)
        #expect(GeneratedSwiftCheck.problems(in: files) == [])
    }

    /// The types the sets name, declared as an app would.
    static let model = """
        struct Item: Hashable {
            struct ID: Hashable {}
            var name = ""
        }

        struct Server {
            var host: String?
            var name: String
        }

        """

    /// A sample type-checked: the first lint-clean name-pressure sets (whose alerts show an
    /// optional field) and fuzz grammar sets, each its own module.
    @Test(
        "a sample of the sets type-checks against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable))
    func sampleTypeChecks() throws {
        var sample: [(String, [GeneratedFile])] = []
        for seed in UInt64(0)..<100 where sample.count < 2 {
            if let files = Self.generated(NamePressureSets.files(seed: seed)) {
                sample.append(("pressure \(seed)", files))
            }
        }
        // Two fuzz sets, and one more until a set takes a closure as a screen's input (which its
        // skeleton keeps, so that a parameter without `@escaping` is an error).
        var closures = false
        for seed in UInt64(0)..<100 where sample.count < 4 || !closures {
            // Screens that cannot share their view type: `generate` writes nothing for such a set.
            let set = Self.fuzzSet(seed)
            let takesClosure = set.contains { $0.text.contains("\n    input: \"@Sendable () -> Void\"") }
            guard sample.count < 4 || takesClosure else { continue }
            let outcome = LintRun(paths: []).lint(set.map { FlowLoader().load(text: $0.text, path: $0.path) })
            guard SharedViewTypes.conflict(in: outcome.graph, source: { $0 }) == nil else { continue }
            guard let files = Self.generated(set) else { continue }
            sample.append(("fuzz \(seed)", files))
            closures = closures || takesClosure
        }
        #expect(closures, "no lint-clean set of the first 100 takes a closure as a screen's input")
        for (name, files) in sample {
            let directory = try TemporaryDirectory()
            var paths = [try directory.write(Self.model, to: "Model.swift").path]
            for file in files { paths.append(try directory.write(file.contents, to: file.name).path) }
            let compile = try StandInCompiler.compile(paths, module: "Sample")
            #expect(compile.status == 0, "\(name): \(compile.output)")
        }
    }
}
