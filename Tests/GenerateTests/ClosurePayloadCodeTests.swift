import FlowEmitters
import FlowcCodeChecks
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// Closures as payloads: Docs/flow-format.md names `@Sendable () -> Void` as a payload type, and
/// a completion handler handed to the next screen is common in coordinator code. Swift takes a
/// parameter of function type as non-escaping, and the generated code keeps every payload it is
/// handed (a screen stores its input, an action's closure captures it), so each parameter that
/// takes one says `@escaping`; a stored property, an enum case and a generic argument do not.
@Suite struct ClosurePayloadCodeTests {
    /// A closure in every place a payload goes: a screen's, a flow's, an entry's, a tabs flow's and
    /// its tabs' input, an action's input, output and result (and named result), an alert's, an
    /// outcome's, an event's, a trigger's (and a kept child's reopening), an external screen's
    /// input and result, a made step's payload, a `then` after `dismiss`, two screens of one view.
    static let flows = """
        flow: App
        entry: true
        start: home
        outcomes: []
        screens:
          home:
            actions:
              open: {input: "@Sendable () -> Void", to: push detail}
              pick: {to: present picker, result: "@Sendable (Int) -> Void"}
              ask: {input: "@MainActor () -> Void", output: "@Sendable () -> Bool", async: true}
              warn: {input: "@Sendable () -> Void", to: alert oops}
              share: {input: "@Sendable () -> Void", to: present sheet}
              child: {input: "@Sendable () -> Void", to: start Lib}
              entry: {input: "@Sendable () -> Void", to: start Lib.other}
              tabs: {input: "@Sendable () -> Void", to: start Tabbed}
              again: {input: "@Sendable () -> Void", to: reset third}
              showFirst: {input: "@Sendable () -> Void", to: push first}
              showSecond: {input: "@Sendable () -> Void", to: push second}
          detail:
            input: "@Sendable () -> Void"
            actions: {close: pop}
          third:
            input: "@Sendable () -> Void"
          first: {view: DoneViewController, input: "@Sendable () -> Void", actions: {close: pop}}
          second: {view: DoneViewController, input: "@Sendable () -> Void", actions: {close: pop}}
          picker:
            actions: {chosen: {input: "@Sendable (Int) -> Void", to: return}}
          sheet:
            external: true
            input: "@Sendable () -> Void"
            result: "@Sendable () -> Void"
        triggers:
          poke: {input: "@Sendable () -> Void", to: push detail}
        children:
          Tabbed: {present: true, keep: {reopen: poke}, on: {out: stay}}
          Lib: {present: true, on: {done: push detail, closed: stay, ping: push detail}}
        alerts:
          oops:
            input: "@Sendable () -> Void"
            title: Oops
            buttons: {ok: {role: cancel}}
        ---
        flow: Lib
        outcomes: {done: "@Sendable () -> Void", closed: null}
        back: closed
        events: {ping: "@Sendable () -> Void"}
        entries:
          main: {input: "@Sendable () -> Void", start: list}
          other: {input: "@Sendable () -> Void", start: list}
        screens:
          list:
            input: "@Sendable () -> Void"
            actions:
              finishIt: {input: "@Sendable () -> Void", to: finish done}
              pingIt: {input: "@Sendable () -> Void", to: send ping}
        ---
        flow: Tabbed
        input: "@Sendable () -> Void"
        root: tabs
        tabs: [TabA, TabB]
        outcomes: [out]
        triggers:
          poke: {input: "@Sendable () -> Void", to: select TabB}
        children:
          TabA: {on: {leave: finish out}}
          TabB: {on: {leave: finish out}}
        ---
        flow: TabA
        input: "@Sendable () -> Void"
        start: a
        outcomes: [leave]
        screens:
          a:
            input: "@Sendable () -> Void"
            actions:
              leave: finish leave
              built: {input: "@MainActor () -> Int", to: push made, make: true}
              choose: {to: present picker2, result: {picked: "@Sendable () -> Void", none: null}}
              sheet: present sheet2
          made:
            input: "@Sendable () -> Void"
            actions: {back: pop}
          made2:
            input: "@Sendable () -> Void"
            actions: {back: pop}
          sheet2:
            actions:
              go: {input: "@Sendable () -> Void", to: dismiss, then: push made2}
          picker2:
            actions:
              picked: {input: "@Sendable () -> Void", to: return picked}
              none: return none
        ---
        flow: TabB
        input: "@Sendable () -> Void"
        start: b
        outcomes: [leave]
        screens:
          b:
            input: "@Sendable () -> Void"
            actions: {leave: finish leave}
        """

    static func generated(_ backend: GenerateBackend) throws -> [GeneratedFile] {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "App.flow.yaml")])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let emitter = SwiftEmitter(backend: backend)
        let source = { (path: String) in path }
        return emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)
    }

    static func file(_ name: String, _ backend: GenerateBackend = .uikit) throws -> String {
        try #require(try generated(backend).first { $0.name == name }).contents
    }

    @Test func aScreenStoresItsClosureAndTakesItAsEscaping() throws {
        let screen = try Self.file("DetailViewController.swift")
        #expect(screen.contains("    let input: @Sendable () -> Void\n"), "\(screen)")
        #expect(
            screen.contains("    init(input: @escaping @Sendable () -> Void, actions: AppDetailActions) {"), "\(screen)"
        )
    }

    /// Screens that share a view: the view's `Screen` enum keeps each input in a case, where
    /// `@escaping` is an error; its initialisers take it as escaping.
    @Test func aSharedViewKeepsTheClosureInACaseAndTakesItAsEscaping() throws {
        let view = try Self.file("DoneViewController.swift")
        #expect(view.contains("case appFirst(input: @Sendable () -> Void, actions: AppFirstActions)"), "\(view)")
        #expect(view.contains("init(input: @escaping @Sendable () -> Void, actions: AppSecondActions) {"), "\(view)")
    }

    @Test func theCoordinatorsParametersOfFunctionTypeAreEscapingAndNothingElseIs() throws {
        let app = try Self.file("AppCoordinator.swift")
        #expect(
            app.contains("private func makeDetailScreen(_ input: @escaping @Sendable () -> Void) -> UIViewController"))
        #expect(app.contains("FlowcAction<@Sendable () -> Void, Void>"), "\(app)")
        // An optional closure escapes as it is; `@escaping` there is an error.
        #expect(!app.contains("@escaping (@Sendable"), "\(app)")
        let lib = try Self.file("LibCoordinator.swift")
        #expect(lib.contains("case done(@Sendable () -> Void)"), "\(lib)")
        #expect(lib.contains("case ping(@Sendable () -> Void)"), "\(lib)")
    }

    @Test(
        "the code of both backends compiles against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable), arguments: [GenerateBackend.uikit, .swiftui])
    func compiles(_ backend: GenerateBackend) throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.generated(backend).map { try directory.write($0.contents, to: $0.name).path }
        let compile = try StandInCompiler.compile(paths, module: "App")
        #expect(compile.status == 0, "\(compile.output)")
    }
}
