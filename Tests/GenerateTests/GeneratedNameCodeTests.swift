import FlowDiagnostics
import FlowModel
import FlowcCodeChecks
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

@testable import FlowEmitters

/// Flows that lint clean but once generated code that did not compile (issue 31 §2): a child
/// started at its entries among an action's alternatives, an action named as a method the
/// coordinator makes for a screen, an optional field shown in an alert's text; and two that the
/// Bitwarden tree found (issue 33): a `reset` to a child with entries, a route with `_` in a word.
/// Each now generates code that the name checks pass and that type-checks with warnings as errors.
@Suite struct GeneratedNameCodeTests {
    static let flows = """
        flow: Shop
        entry: true
        start: home
        screens:
          home:
            actions:
              openReturns: [start Returns.order, start Returns.draft]
              presentDetailScreen: present detail
              open: {input: Server, to: push other}
              warn: {input: Server, to: alert hostDown}
              warnMaybe: {input: "Server?", to: alert maybeDown}
              warnTwice: {input: "Server??", to: alert twiceDown}
              again: reset Returns
              pickError: {to: present errors, result: any Error}
              pickTwice: {to: present twice, result: "Int??"}
              pickNamed: {to: present twiceNamed, result: {picked: "Int??", skipped: null}}
              openOdd: push odd
              await: null
          odd:
            storyboard: 'Main\\'
            identifier: "Home, see f(x), then an identifier long enough to wrap the line it stands on\\n"
          errors:
            actions: {chosen: {input: any Error, to: return}}
          twice:
            actions: {chosen: {input: "Int??", to: return}}
          twiceNamed:
            actions: {chosen: {input: "Int??", to: return picked}, skip: return skipped}
          count:
            input: Int
            actions: {close: pop}
          detail:
            presentation: {style: formSheet}
            actions: {close: dismiss}
          other:
            input: Server
            actions: {input: pop, makeOtherScreen: {input: Server, to: push other}}
        children:
          Returns: {on: {done: stay}}
        routes:
          "settings/account_security": {to: present detail}
          "help\\"\\u0301": {to: present detail}
          "sh\\u2E2Fop": {to: present detail}
          "precedencegroup/{await}": {await: Int, to: push count}
          "keywords/{default}/{class}/{inout}": {default: Int, class: Int, inout: Int, to: push count}
          "more/{Any}": {Any: Int, query: {Type: String, init: "Int?"}, to: push count}
          "c\\rr\\0\\u001B/{id}": {id: Int, to: push count}
        alerts:
          twiceDown:
            input: "Swift.Optional<Server?>"
            title: "{name}"
            buttons: {ok: {role: cancel}}
          maybeDown:
            input: "Server?"
            title: "{name}"
            message: "{self}"
            buttons: {ok: {role: cancel}}
          hostDown:
            input: Server
            title: "{name}"
            message: "{host} does not answer ({init})"
            buttons: {ok: {role: cancel}}
        ---
        flow: Returns
        outcomes: [done]
        entries:
          main: {start: a}
          order: {start: a}
          draft: {start: b}
        screens:
          a: {actions: {done: finish done}}
          b: {actions: {done: finish done}}
        """

    static let model = """
        struct Server {
            var host: String?
            var name: String
            var `init`: Int
        }

        """

    static func generated(_ backend: GenerateBackend = .uikit) throws -> [GeneratedFile] {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "Shop.flow.yaml")])
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics)")
        let emitter = SwiftEmitter(backend: backend)
        let source = { (path: String) in path }
        return emitter.emit(outcome.graph, source: source) + emitter.skeletons(outcome.graph, source: source)
    }

    static func shop() throws -> String {
        try #require(try generated().first { $0.name == "ShopCoordinator.swift" }).contents
    }

    @Test func aChildStartedAtEachOfItsEntriesIsOneCaseOfTheChoicePerEntry() throws {
        let shop = try Self.shop()
        #expect(
            shop.contains(
                "    enum HomeOpenReturnsChoice {\n        case startReturnsAtOrder\n        case startReturnsAtDraft\n"
            ))
        #expect(shop.contains("case .startReturnsAtDraft:\n"))
    }

    @Test func anActionNamedAsTheCoordinatorsMethodForAScreenKeepsItsClosureUnderAnotherName() throws {
        let shop = try Self.shop()
        #expect(shop.contains("let presentDetailScreenAction: FlowcAction<Void, Void>.Sync"))
        #expect(shop.contains("presentDetailScreen: presentDetailScreenAction"))
        // The screen's own `input` and the factory of a screen it pushes.
        #expect(shop.contains("input: inputAction"))
        #expect(shop.contains("makeOtherScreen: makeOtherScreenAction"))
    }

    /// `await` starts an expression: an action's local of that name takes another, and a
    /// route's parameter (as `precedencegroup`, a case) is written in backticks.
    @Test func awaitAndPrecedencegroupAreNoPlainNamesInTheCode() throws {
        let shop = try Self.shop()
        #expect(shop.contains("await: awaitAction"), "\(shop)")
        #expect(shop.contains("`await`"), "\(shop)")
    }

    /// A keyword that names a route parameter is in backticks where it is a name, and bare as a
    /// call's label (Swift warns about backticks there), but `inout`.
    @Test func aRouteParameterNamedAsAKeywordIsBareAsALabel() throws {
        let shop = try Self.shop()
        #expect(shop.contains("(default: `default`, class: `class`, `inout`: `inout`)"), "\(shop)")
        #expect(shop.contains("(Any: `Any`, Type: `Type`, init: `init`)"), "\(shop)")
    }

    @Test func aResetToAChildWithEntriesStartsItAtItsMainEntry() throws {
        let shop = try Self.shop()
        #expect(
            shop.contains("reset(starting: { $0.startReturnsFlow(on: $0.navigationController) { $0.startMain() } })"))
    }

    /// `ⸯ` (U+2E2F) is a letter to Unicode, and in the range Swift keeps for operators.
    @Test func aRouteCaseIsTheWordsOfItsPatternWithoutUnderscoresOrWhatSwiftTakesForAnOperator() throws {
        let shop = try Self.shop()
        #expect(shop.contains("case settingsAccountSecurity\n"))
        #expect(!shop.contains("account_security\n"))
        #expect(shop.contains("case shOp\n"), "\(shop)")
    }

    @Test func anAlertShowsAFieldThroughTheInterpolationThatShowsNothingForNil() throws {
        let shop = try Self.shop()
        // An alert's optional input is read through `?.`.
        #expect(shop.contains(#"title: "\(flowc: input?.name)","#), "\(shop)")
        // Twice optional (`Swift.Optional<Server?>` too): `??.`.
        #expect(shop.contains(#"title: "\(flowc: input??.name)","#), "\(shop)")
        // The whole optional input, `{self}`, is the input: `input?.self` is a chain without effect.
        #expect(shop.contains(#"message: "\(flowc: input)","#), "\(shop)")
        #expect(shop.contains(#"message: "\(flowc: input.host) does not answer (\(flowc: input.`init`))","#), "\(shop)")
        #expect(shop.contains("fileprivate mutating func appendInterpolation<Value>(flowc value: Value?)"))
    }

    /// Text written as string literals keeps every character, a backslash at its end, a line
    /// break, a quote before a combining mark; and a literal long enough to wrap is not cut inside.
    @Test func textInStringLiteralsIsEscapedByScalarAndNotCutWhenWrapped() throws {
        let shop = try Self.shop()
        #expect(shop.contains(#"storyboard: "Main\\""#), "\(shop)")
        #expect(shop.contains(#"the line it stands on\n""#), "\(shop)")
        #expect(shop.contains("== \"help\\\"\u{301}\""), "\(shop)")
    }

    /// `any Error?` would make the protocol's requirement optional, not the existential: the
    /// answer of an action that waits for one is `(any Error)?`.
    @Test func anActionWaitingForAnExistentialIsAnsweredWithItsOptionalInParentheses() throws {
        let shop = try Self.shop()
        #expect(shop.contains("var pickError: FlowcAction<Void, (any Error)?>.Async"), "\(shop)")
        let parser = TypeExpressionParser()
        let result = { (text: String) in
            TypeExpression(
                text: text, canonical: parser.canonicalForm(of: text), position: SourcePosition(line: 1, column: 1))
        }
        #expect(FlowPlan.answeredOptional(result("@Sendable () -> Void")) == "(@Sendable () -> Void)?")
        #expect(FlowPlan.answeredOptional(result("(() -> Void)?")) == "(() -> Void)?")
        #expect(FlowPlan.answeredOptional(result("[Int]?")) == "[Int]?")
        #expect(FlowPlan.answeredOptional(result("Int")) == "Int?")
    }

    /// `Int??` becomes the `Any?` a return hands back in so many words: Swift warns when it is
    /// done silently.
    @Test func aNestedOptionalIsHandedBackAsAnyInSoManyWords() throws {
        let shop = try Self.shop()
        #expect(shop.contains("returnValue(input as Any?, on: navigation)"), "\(shop)")
        #expect(shop.contains("FlowcNamedAnswer(\"picked\", input as Any?)"), "\(shop)")
    }

    /// A carriage return, NUL or escape in a route's pattern is shown escaped in the comment above
    /// its case (a carriage return there ended the comment's line, NUL is refused in a file), and
    /// an alert's field named `init` is read in backticks (`input.init` is the initializer).
    @Test func controlCharactersInCommentsAndAFieldNamedInitAreWrittenSoSwiftReadsThem() throws {
        let shop = try Self.shop()
        #expect(shop.contains("`c\\rr\\0\\u{1B}/{id}`"), "\(shop)")
        #expect(!shop.utf8.contains(0) && !shop.utf8.contains(0x0D) && !shop.utf8.contains(0x1B))
        #expect(shop.contains("input.`init`"), "\(shop)")
        #expect(SwiftWriter.visibleInComment("a\tb\nc") == "a\tb\nc")
        #expect(SwiftWriter.visibleInComment("a\rb\u{0}c\u{7F}") == "a\\rb\\0c\\u{7F}")
    }

    @Test func theNameChecksPass() throws {
        #expect(GeneratedSwiftCheck.problems(in: try Self.generated()) == [])
    }

    @Test(
        "the code of both backends type-checks against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable), arguments: [GenerateBackend.uikit, .swiftui])
    func typeChecks(_ backend: GenerateBackend) throws {
        let directory = try TemporaryDirectory()
        var paths = [try directory.write(Self.model, to: "Model.swift").path]
        for file in try Self.generated(backend) {
            paths.append(try directory.write(file.contents, to: file.name).path)
        }
        let compile = try StandInCompiler.compile(paths, module: "Shop")
        #expect(compile.status == 0, "\(compile.output)")
    }

    /// A view shared by screens of `AB` (`cList`) and `Abc` (`list`): their actions types
    /// `ABCListActions` and `AbcListActions` would both be the case `abcList` of the view's
    /// `Screen` enum; the later one is numbered, and the code of both backends compiles.
    @Test(
        "screens of one view whose cases would be one are numbered", .enabled(if: StandInCompiler.isAvailable),
        arguments: [GenerateBackend.uikit, .swiftui])
    func sharedViewCasesAreNumbered(_ backend: GenerateBackend) throws {
        let flows = """
            flow: AB
            entry: true
            start: cList
            screens:
              cList: {view: ListViewController, actions: {go: start Abc}}
            children:
              Abc: {on: {done: stay}}
            ---
            flow: Abc
            start: list
            outcomes: [done]
            back: done
            screens:
              list: {view: ListViewController}
            """
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "AB.flow.yaml")])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let emitter = SwiftEmitter(backend: backend)
        let files = emitter.emit(outcome.graph, source: { $0 }) + emitter.skeletons(outcome.graph, source: { $0 })
        let view = try #require(files.first { $0.name == "ListViewController.swift" }).contents
        #expect(view.contains("case abcList(actions: ABCListActions)\n"), "\(view)")
        #expect(view.contains("case abcList2(actions: AbcListActions)\n"), "\(view)")
        let directory = try TemporaryDirectory()
        let paths = try files.map { try directory.write($0.contents, to: $0.name).path }
        let compile = try StandInCompiler.compile(paths, module: "App")
        #expect(compile.status == 0, "\(compile.output)")
    }

    /// `URL` and `Url` are two flows, but `URLCoordinator.swift` and `UrlCoordinator.swift` one
    /// file where names ignore case (macOS): generate refuses, and writes nothing.
    @Test func filesWhoseNamesDifferOnlyInCaseAreRefused() throws {
        let error = try Self.refusal(
            """
            flow: URL
            entry: true
            start: list
            screens: {list: {actions: {go: start Url}}}
            children: {Url: {on: {done: stay}}}
            ---
            flow: Url
            start: list
            outcomes: [done]
            back: done
            screens: {list: {view: UrlListViewController}}
            """)
        #expect(
            error.description.hasPrefix("'URLCoordinator.swift' and 'UrlCoordinator.swift' differ only in case"),
            "\(error)")
    }

    /// An app's type named as a choice enum the coordinator nests (`HomeGoChoice`, for action
    /// `go` of screen `home`, which has alternatives) would be taken for the enum: generate
    /// refuses, and writes nothing.
    @Test func aPayloadTypeNamedAsANestedEnumIsRefused() throws {
        let error = try Self.refusal(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {go: {input: "[HomeGoChoice]", to: [push detail, stay]}}}
              detail: {input: "[HomeGoChoice]", actions: {back: pop}}
            """)
        #expect(
            error.description.hasPrefix(
                "flow 'App': the type '[HomeGoChoice]' names 'HomeGoChoice', an enum a generated coordinator nests"),
            "\(error)")
    }

    /// The same for the enum of a `start` list's items, `StartChoice`, which every coordinator
    /// with such a list nests under that one name.
    @Test func aPayloadTypeNamedAsAStartListsEnumIsRefused() throws {
        let error = try Self.refusal(
            """
            flow: App
            entry: true
            start: [home, welcome]
            screens:
              home: {actions: {go: {input: StartChoice, to: push detail}}}
              welcome: {actions: {next: push home}}
              detail: {input: StartChoice, actions: {back: pop}}
            """)
        #expect(
            error.description.hasPrefix(
                "flow 'App': the type 'StartChoice' names 'StartChoice', an enum a generated coordinator nests"),
            "\(error)")
    }

    /// Why `generate` refuses `flows`, checking that it wrote nothing.
    static func refusal(_ flows: String) throws -> RunError {
        let directory = try TemporaryDirectory()
        try directory.write(flows, to: "flows/App.flow.yaml")
        let result = GenerateRun(
            paths: [directory.path("flows")], output: directory.path("out"), currentDirectory: directory.path
        ).run()
        #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
        guard case .failure(let error) = result else { throw RunError("generate wrote the files") }
        return error
    }

    /// Two alternatives that would be one case are two: the later one numbered.
    @Test func alternativesThatWouldShareACaseAreNumbered() throws {
        let flows = """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: [start Returns.order, start ReturnsAtOrder]}}
            children:
              Returns: {on: {done: stay}}
              ReturnsAtOrder: {on: {done: stay}}
            ---
            flow: Returns
            outcomes: [done]
            entries: {order: {start: a}}
            screens: {a: {actions: {done: finish done}}}
            ---
            flow: ReturnsAtOrder
            outcomes: [done]
            start: a
            screens: {a: {actions: {done: finish done}}}
            """
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "App.flow.yaml")])
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics)")
        let files = SwiftEmitter().emit(outcome.graph) { $0 }
        let app = try #require(files.first { $0.name == "AppCoordinator.swift" }).contents
        #expect(app.contains("        case startReturnsAtOrder\n        case startReturnsAtOrder2\n"))
        #expect(app.contains("case .startReturnsAtOrder2:\n"))
        #expect(GeneratedSwiftCheck.problems(in: files) == [])
    }

    /// A tab named as a Swift keyword is its `Tab` case in backticks.
    @Test func aTabNamedAsAKeywordIsACaseInBackticks() throws {
        let flows = """
            flow: Main
            entry: true
            root: tabs
            tabs: [Default, Import]
            children: {Default: null, Import: null}
            ---
            flow: Default
            start: list
            screens: {list: null}
            ---
            flow: Import
            start: list
            screens: {list: null}
            """
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "Main.flow.yaml")])
        #expect(outcome.summary.errors == 0, "\(outcome.diagnostics)")
        let files = SwiftEmitter().emit(outcome.graph) { $0 }
        let main = try #require(files.first { $0.name == "MainCoordinator.swift" }).contents
        #expect(main.contains("case `default`\n        case `import`\n"))
        #expect(GeneratedSwiftCheck.problems(in: files) == [])
    }

    /// Names that would clash in generated code are found before anything is generated.
    @Test func namesThatWouldClashAreLintFindings() {
        let flows = """
            flow: Main
            entry: true
            root: tabs
            tabs: [URLList, UrlList]
            children: {URLList: null, UrlList: null}
            ---
            flow: URLList
            start: list
            screens: {list: null}
            ---
            flow: UrlList
            start: list
            screens:
              list: {actions: {barItem: {output: Bool}}}
              listBar: {actions: {item: {output: Bool}}}
            """
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "Main.flow.yaml")])
        let clashes = outcome.diagnostics.filter { $0.rule.rawValue == "invalid-identifier" }.map(\.message)
        #expect(
            clashes == [
                "tab 'UrlList' and tab 'URLList' would both generate the case of 'Tab' 'urlList'; rename one",
                "action 'item' of screen 'listBar' and action 'barItem' of screen 'list' would both generate the "
                    + "work requirement 'listBarItem'; rename one",
            ])
    }
}
