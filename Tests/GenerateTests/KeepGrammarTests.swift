import FlowcKit
import Testing

/// Format 1.2: the fuzz grammar writes kept children, with and without `reopen`, into sets that
/// lint clean, so that "lints clean ⇒ generated code is sound"
/// (`GeneratedSwiftPropertyTests.fuzzGrammarSets`) covers `kept<Child>`, `show(kept:)`,
/// `hide(kept:)` and `reopen()`.
@Suite struct KeepGrammarTests {
    @Test func lintCleanGrammarSetsHoldKeptChildren() {
        var kept = 0
        var reopened = 0
        for seed in UInt64(0)..<400 {
            let files = GeneratedSwiftPropertyTests.fuzzSet(seed)
            guard let generated = GeneratedSwiftPropertyTests.generated(files) else { continue }
            if generated.contains(where: { $0.contents.contains("private var kept") }) { kept += 1 }
            if generated.contains(where: {
                $0.contents.contains("show(kept: child, in: stack, from: navigation")
                    && $0.contents.contains("child?.trigger")
            }) {
                reopened += 1
            }
        }
        #expect(kept >= 5, "lint-clean sets with a kept child: \(kept)")
        #expect(reopened >= 1, "lint-clean sets with a kept child reopened by its trigger: \(reopened)")
    }
}

/// Format 1.2: `keep: false` is as no `keep`: every generated file, digest line included, keeps
/// its bytes (the committed generated code of the shop and the fixture app, which have no `keep`
/// but in Desk.flow.yaml, hold the same promise for version-1 and 1.1 files).
@Suite struct KeepFalseTests {
    static let flows = """
        flow: Browser
        entry: true
        start: browser
        screens:
          browser: {actions: {library: start Library, help: start Help}}
        children:
          Library: {present: true, KEEP on: {finished: push browser}}
          Help: {present: {style: pageSheet}, KEEP on: {closed: stay}}
        ---
        flow: Library
        start: panel
        outcomes: [finished]
        screens:
          panel: {actions: {done: finish finished, close: dismiss}}
        ---
        flow: Help
        start: faq
        outcomes: [closed]
        back: closed
        screens:
          faq: {actions: {close: finish closed}}
        """

    func generated(keep: String) throws -> [String] {
        let text = Self.flows.replacingOccurrences(of: "KEEP ", with: keep)
        let files = try #require(GeneratedSwiftPropertyTests.generated([("Browser.flow.yaml", text)]))
        return files.map { $0.name + "\n" + $0.contents }
    }

    @Test func keepFalseGeneratesAsWithoutIt() throws {
        let without = try generated(keep: "")
        #expect(try generated(keep: "keep: false, ") == without)
        // And the test sees a difference where there is one.
        #expect(try generated(keep: "keep: true, ") != without)
    }
}
