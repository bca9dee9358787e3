import FlowEmitters
import FlowcCodeChecks
import FlowcKit
import Testing

/// The Swift generated from each set and from its rewrites, where they lint clean, parses and its
/// names cannot clash (`GeneratedSwiftCheck`): a rewrite that keeps what the flows mean keeps the
/// generated code sound, whatever the names, the order of keys or the files.
@Suite struct MetamorphicGeneratedSwiftTests {
    static func problems(_ set: FlowSet) -> [String] {
        let loader = FlowLoader()
        let outcome = LintRun(paths: []).lint(set.files.map { loader.load(text: $0.text, path: $0.path) })
        guard outcome.summary.errors == 0 else { return [] }
        let emitter = SwiftEmitter()
        let source = { (path: String) in path }
        return GeneratedSwiftCheck.problems(
            in: emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source))
    }

    @Test(arguments: FlowMetamorphicTests.setNames)
    func rewritesGenerateSoundSwift(_ name: String) throws {
        let set = try FlowMetamorphicTests.set(name)
        let (renamed, _) = FlowSetRewrites.rename(set, kinds: Set(NameKind.allCases))
        let variants = [
            ("as written", set), ("renamed", renamed), ("rewritten", FlowSetRewrites.rewrite(set, seed: 1)),
            ("split", FlowSetRewrites.split(set)), ("merged", FlowSetRewrites.merge(set)),
        ]
        for (what, variant) in variants {
            #expect(Self.problems(variant) == [], "\(what) \(name)")
        }
    }
}
