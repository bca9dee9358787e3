import FlowEmitters
import FlowcCodeChecks
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The SwiftUI backend on flow sets no one wrote by hand: the fuzz grammar's and the
/// name-pressure sets that lint clean and use nothing the slice refuses generate Swift that
/// parses and whose names cannot clash (`GeneratedSwiftCheck`), and a sample type-checks against
/// the stand-ins with warnings as errors.
@Suite struct SwiftUIGeneratedSwiftTests {
    /// What the SwiftUI backend writes for `files` (coordinators, runtime, skeletons), or nil when
    /// they do not lint clean, use what it refuses, or share a view type across kinds.
    static func generated(_ files: [(path: String, text: String)]) -> [GeneratedFile]? {
        let outcome = LintRun(paths: []).lint(files.map { FlowLoader().load(text: $0.text, path: $0.path) })
        guard outcome.summary.errors == 0, SwiftUIBackendSupport.unsupported(in: outcome.graph) == nil,
            SharedViewTypes.conflict(in: outcome.graph, source: { $0 }) == nil
        else { return nil }
        let emitter = SwiftEmitter(backend: .swiftui)
        let source = { (path: String) in path }
        return emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)
    }

    /// The sets of both kinds the backend generates, among the first `count` seeds of each.
    static func sets(_ count: UInt64) -> [(String, [GeneratedFile])] {
        var sets: [(String, [GeneratedFile])] = []
        for seed in 0..<count {
            if let files = generated(GeneratedSwiftPropertyTests.fuzzSet(seed)) { sets.append(("fuzz \(seed)", files)) }
            if let files = generated(NamePressureSets.files(seed: seed)) { sets.append(("pressure \(seed)", files)) }
        }
        return sets
    }

    @Test("sets the SwiftUI backend generates parse, and their names cannot clash")
    func soundSwift() {
        let sets = Self.sets(UInt64(max(GeneratedSwiftPropertyTests.setCount / 2, 40)))
        #expect(sets.count >= 10, "few sets are generated: \(sets.count)")
        let memo = GeneratedSwiftCheck.Memo()
        var failures = 0
        for (name, files) in sets where failures < 3 {
            let problems = GeneratedSwiftCheck.problems(in: files, memo: memo)
            guard !problems.isEmpty else { continue }
            failures += 1
            Issue.record("\(name):\n\(problems.prefix(5).joined(separator: "\n"))")
        }
    }

    @Test(
        "a sample type-checks against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable))
    func sampleTypeChecks() throws {
        let sample = Self.sets(200).prefix(
            ProcessInfo.processInfo.environment["FLOWC_SWIFTUI_SAMPLE"].flatMap { Int($0) } ?? 6)
        #expect(sample.count >= 6)
        for (name, files) in sample {
            let directory = try TemporaryDirectory()
            var paths = [try directory.write(GeneratedSwiftPropertyTests.model, to: "Model.swift").path]
            for file in files { paths.append(try directory.write(file.contents, to: file.name).path) }
            let compile = try StandInCompiler.compile(paths, module: "Sample")
            #expect(compile.status == 0, "\(name): \(compile.output)")
        }
    }
}
