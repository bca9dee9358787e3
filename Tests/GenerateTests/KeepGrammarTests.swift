import FlowcKit
import FlowcTestSupport
import Testing

@testable import FlowEmitters

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

/// A kept child with `entries` whose `reopen` trigger takes their input: a later start hands the
/// input of the entry its caller names to the trigger, as the format says (it was dropped: the
/// child's start method had no input to hand). Every caller (an action, a made step, a route at
/// `main` or at an entry) passes `again`, the trigger's call with that input.
@Suite struct KeptEntryReopenTests {
    static let flows = """
        flow: App
        entry: true
        start: home
        screens:
          home:
            actions:
              open: {input: String, to: start Library}
              openPanel: {input: String, to: start Library.panel}
              openMade: {input: Int, to: {to: start Library.panel, make: true}}
              openPlain: start Library.plain
        children:
          Library:
            present: true
            keep: {reopen: show}
            on: {closed: stay}
        ---
        flow: Library
        outcomes: [closed]
        back: closed
        entries:
          main: {input: String, start: shelf}
          panel: {input: String, start: panel}
          plain: {start: shelf2}
        screens:
          shelf2: null
          shelf: {input: String}
          panel: {input: String}
        triggers:
          show: {input: String, to: stay}
        routes:
          "library/{text}": {text: String, to: start}
          "panel/{text}": {text: String, to: start, entry: panel}
        """

    @Test(arguments: [GenerateBackend.uikit, .swiftui])
    func aLaterStartHandsTheEntrysInputToTheTrigger(_ backend: GenerateBackend) throws {
        let app = try #require(
            StandInCompiler.generated(Self.flows, backend: backend).first { $0.name == "AppCoordinator.swift" }
        ).contents
        let flat = app.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: " ")
        #expect(flat.contains("again: @escaping (LibraryCoordinator) -> Void, at entry: (LibraryCoordinator) -> Void"))
        #expect(flat.contains("{ [weak child] in if let child { again(child) } }"), "\(app)")
        // Each caller: two actions, a made step, a route at `main` and one at `panel`.
        #expect(flat.contains("again: { $0.triggerShow(input) }) { $0.startMain(input) }"), "\(app)")
        #expect(flat.contains("again: { $0.triggerShow(input) }) { $0.startPanel(input) }"), "\(app)")
        #expect(flat.contains("again: { $0.triggerShow(made) }) { $0.startPanel(made) }"), "\(app)")
        // An entry without an input has nothing to hand.
        #expect(flat.contains("again: { _ in }) { $0.startPlain() }"), "\(app)")
        #expect(
            flat.contains(
                "startLibraryFlow(on: navigationController, again: { $0.triggerShow(input) }) { $0.startMain(input) }"),
            "\(app)")
        #expect(
            flat.contains(
                "startLibraryFlow(on: navigationController, again: { $0.triggerShow(input) }) { $0.startPanel(input) }"),
            "\(app)")
    }

    @Test(
        "the code of both backends type-checks against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable), arguments: [GenerateBackend.uikit, .swiftui])
    func typeChecks(_ backend: GenerateBackend) throws {
        let compile = try StandInCompiler.compile(StandInCompiler.generated(Self.flows, backend: backend))
        #expect(compile.status == 0, "\(compile.output)")
    }
}

/// A kept child that an action starts for a result, with a `reopen` trigger and an entry that
/// takes an input: the answers its hiding gives (the handlers' `reply?.answer(nil)`, UIKit's
/// `unanswered:` beside `shown:`, SwiftUI's `FlowcStack.unanswered`) type-check in both backends.
@Suite struct KeptResultCodeTests {
    static let flows = """
        flow: Shelf
        entry: true
        start: shelf
        screens:
          shelf: {actions: {pick: {to: start Picker, result: String}, pin: {input: String, to: start Picker.pinned, result: String}}}
        children:
          Picker:
            present: true
            keep: {reopen: show}
            on: {picked: return, cancelled: push shelf, left: stay}
        ---
        flow: Picker
        entries:
          main: {start: list}
          pinned: {start: pin, input: String}
        outcomes: {picked: String, cancelled: null, left: null}
        back: left
        screens:
          list: {actions: {choose: {input: String, to: finish picked}, cancel: finish cancelled, close: dismiss}}
          pin: {input: String, actions: {close: dismiss}}
          note: {input: String}
        triggers:
          show: {input: String, to: push note}
        """

    @Test func theyLintClean() throws {
        let run = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "a.flow.yaml")])
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.map(\.message))")
    }

    @Test(
        "the code of both backends type-checks against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable), arguments: [GenerateBackend.uikit, .swiftui])
    func typeChecks(_ backend: GenerateBackend) throws {
        let compile = try StandInCompiler.compile(StandInCompiler.generated(Self.flows, backend: backend))
        #expect(compile.status == 0, "\(compile.output)")
    }
}
