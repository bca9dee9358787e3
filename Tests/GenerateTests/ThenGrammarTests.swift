import FlowcKit
import Testing

/// Format 1.2: the fuzz grammar writes `then` (a closing step and a second one) into sets that
/// lint clean, so that "lints clean ⇒ generated code is sound"
/// (`GeneratedSwiftPropertyTests.fuzzGrammarSets`) covers the closing moves with a completion,
/// after `dismiss`, `pop` and `popToRoot`, and the choice cases that name both steps.
@Suite struct ThenGrammarTests {
    @Test func lintCleanGrammarSetsHoldThen() {
        var moves: [String: Int] = [:]
        var choices = 0
        for seed in UInt64(0)..<400 {
            let files = GeneratedSwiftPropertyTests.fuzzSet(seed)
            guard let generated = GeneratedSwiftPropertyTests.generated(files) else { continue }
            let code = generated.map(\.contents).joined(separator: "\n")
            for move in ["dismissScreen", "pop", "popToFirstScreen"] where code.contains(move + "(on: navigation) {") {
                moves[move, default: 0] += 1
            }
            if code.contains("case .dismissThen") || code.contains("case .popThen") { choices += 1 }
        }
        #expect(moves["dismissScreen", default: 0] >= 5, "lint-clean sets with a dismissal's second step: \(moves)")
        #expect(moves["pop", default: 0] >= 5, "lint-clean sets with a pop's second step: \(moves)")
        #expect(moves["popToFirstScreen", default: 0] >= 1, "lint-clean sets with popToRoot's second step: \(moves)")
        #expect(choices >= 2, "lint-clean sets with a second step among alternatives: \(choices)")
    }
}
