import FlowcCodeChecks
import Testing

/// Format 1.2: the fuzz grammar writes triggers, with and without `from`, into sets that lint
/// clean, so that "lints clean ⇒ generated code parses" (GeneratedSwiftPropertyTests) covers them.
@Suite struct TriggerGrammarTests {
    @Test func theGrammarWritesTriggersIntoLintCleanSets() {
        var clean = 0
        var withFrom = 0
        var withAlternatives = 0
        for seed in UInt64(0)..<200 {
            let files = GeneratedSwiftPropertyTests.fuzzSet(seed)
            let text = files.map(\.text).joined()
            guard text.contains("triggers:"), GeneratedSwiftPropertyTests.generated(files) != nil else { continue }
            clean += 1
            if text.contains("from: ") { withFrom += 1 }
            if text.split(separator: "\n").contains(where: { $0.hasPrefix("  ") && $0.contains(": [") }) {
                withAlternatives += 1
            }
        }
        #expect(clean >= 20, "lint-clean sets with triggers: \(clean)")
        #expect(withFrom >= 5, "with 'from': \(withFrom)")
        #expect(withAlternatives >= 5, "with alternatives: \(withAlternatives)")
    }
}
