import FlowcKit
import Testing

/// Format 1.2: the fuzz grammar writes routes with `query` items, a `fragment` and an `entry`
/// into sets that lint clean, so that "lints clean ⇒ generated code is sound"
/// (`GeneratedSwiftPropertyTests.fuzzGrammarSets`) covers the URL matcher and the entry's step.
@Suite struct RouteLinkGrammarTests {
    @Test func lintCleanGrammarSetsHoldQueriesFragmentsAndEntries() {
        var queries = 0
        var optionalItems = 0
        var fragments = 0
        var entries = 0
        for seed in UInt64(0)..<400 {
            let files = GeneratedSwiftPropertyTests.fuzzSet(seed)
            guard let generated = GeneratedSwiftPropertyTests.generated(files) else { continue }
            let code = generated.map(\.contents).joined(separator: "\n")
            if code.contains("Self.queryItem(\"q\", of: url)") { queries += 1 }
            if code.contains("Self.optionalQueryItem(\"page\", of: url)") { optionalItems += 1 }
            if code.contains("let fragment = Self.fragment(of: url)") { fragments += 1 }
            if code.contains("AtOther(") { entries += 1 }
        }
        #expect(queries >= 5, "lint-clean sets with a route's query items: \(queries)")
        #expect(optionalItems >= 5, "lint-clean sets with an optional query item: \(optionalItems)")
        #expect(fragments >= 5, "lint-clean sets with a route's fragment: \(fragments)")
        #expect(entries >= 2, "lint-clean sets with a route's entry: \(entries)")
    }
}
