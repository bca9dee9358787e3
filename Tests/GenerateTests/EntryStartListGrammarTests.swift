import FlowcKit
import Testing

/// Format 1.2: the fuzz grammar writes entries whose `start` is a list and entries with
/// `outcomes` into sets that lint clean, so that "lints clean ⇒ generated code is sound"
/// (`GeneratedSwiftPropertyTests.fuzzGrammarSets`) covers `choose<Entry>Start`.
@Suite struct EntryStartListGrammarTests {
    @Test func lintCleanGrammarSetsHoldEntryStartListsAndOutcomes() {
        var lists = 0
        var outcomes = 0
        for seed in UInt64(0)..<400 {
            let files = GeneratedSwiftPropertyTests.fuzzSet(seed)
            guard let generated = GeneratedSwiftPropertyTests.generated(files) else { continue }
            let text = files.map(\.text).joined(separator: "\n")
            if generated.contains(where: { $0.contents.contains("enum MainStartChoice {") }) { lists += 1 }
            if text.contains(", outcomes: [") { outcomes += 1 }
        }
        #expect(lists >= 5, "lint-clean sets with an entry's start list: \(lists)")
        #expect(outcomes >= 5, "lint-clean sets with an entry's outcomes: \(outcomes)")
    }
}
