import FlowDiagnostics
import FlowModel
import FlowcCodeChecks
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

@testable import FlowEmitters

/// Flows that lint clean but once generated code that did not compile (a hunt of the session of
/// 2026-11-30): a `return` in the handler of a child's event, a handler that binds a payload its
/// `return` hands nowhere, a nested optional handed to a child's typed reply, and a named answer
/// whose optional type is written `(Int?)` or `Swift.Optional<Int>`. Each now generates code that
/// type-checks with warnings as errors, in both backends.
@Suite struct ChildReturnCodeTests {
    static let flows = """
        flow: App
        entry: true
        start: home
        screens:
          home:
            actions:
              pick: {to: start Kid, result: Int}
              pickNamed: {to: start Named, result: [ok, no]}
              pickTwice: {to: start Twice, result: "Int??"}
              pickKept: {to: start Kept, result: "Int??"}
              pickGrouped: {to: present sheet, result: {ok: "(Int?)", other: "Swift.Optional<Int>", no: null}}
          sheet:
            actions:
              r: {input: Int, to: return ok}
              s: {input: Int, to: return other}
              n: return no
        children:
          Kid: {present: true, on: {ev: return, nope: stay}}
          Named: {present: true, on: {ev: return ok, done: return, nope: return no}}
          Twice: {present: true, on: {fin: return}}
          Kept: {present: true, keep: true, on: {fin: return}}
        ---
        flow: Kid
        outcomes: {nope: null}
        events: {ev: Int}
        start: k
        screens:
          k: {actions: {f: {input: Int, to: send ev}, n: finish nope}}
        ---
        flow: Named
        outcomes: {done: Int, nope: null}
        events: {ev: Int}
        start: k
        screens:
          k: {actions: {f: {input: Int, to: send ev}, d: {input: Int, to: finish done}, n: finish nope}}
        ---
        flow: Twice
        outcomes: {fin: "Int??"}
        start: k
        screens:
          k: {actions: {d: {input: "Int??", to: finish fin}}}
        ---
        flow: Kept
        outcomes: {fin: "Int??"}
        start: k
        screens:
          k: {actions: {d: {input: "Int??", to: finish fin}}}
        """

    static func generated(_ backend: GenerateBackend = .uikit) -> [GeneratedFile] {
        StandInCompiler.generated(flows, backend: backend)
    }

    static func app(_ backend: GenerateBackend = .uikit) throws -> String {
        try #require(generated(backend).first { $0.name == "AppCoordinator.swift" }).contents
    }

    /// The handler of an event answers the action that started the child, and the child runs on:
    /// not a presented screen's `returnValue`, which the flow does not have (UIKit) or which would
    /// dismiss the child (SwiftUI). A handler that only answers does not bind `self`.
    @Test(arguments: [GenerateBackend.uikit, .swiftui])
    func anEventsReturnAnswersTheAskingAction(_ backend: GenerateBackend) throws {
        let app = try Self.app(backend)
        #expect(!app.contains("returnValue(payload"), "\(app)")
        #expect(app.contains("case .ev(let payload):\n                reply?.answer(payload)\n"), "\(app)")
        #expect(app.contains("case .ev:\n                reply?.answer(FlowcNamedAnswer(\"ok\"))\n"), "\(app)")
        #expect(app.contains("guard self != nil else { return }"), "\(app)")
    }

    /// A plain `return` in the handler of a child asked for named answers hands nothing back, so
    /// the outcome's payload is not bound.
    @Test(arguments: [GenerateBackend.uikit, .swiftui])
    func aPayloadNoReturnHandsBackIsNotBound(_ backend: GenerateBackend) throws {
        let app = try Self.app(backend)
        #expect(app.contains("case .done:\n"), "\(app)")
        #expect(!app.contains("case .done(let payload):"), "\(app)")
    }

    /// A child's typed reply takes `Int??` as it is; only what is handed on as `Any?` says so.
    @Test func aNestedOptionalGoesToAChildsReplyAsItIs() throws {
        let app = try Self.app()
        #expect(app.contains("reply?.answer(payload) }"), "\(app)")
        #expect(!app.contains("reply?.answer(payload as Any?)"), "\(app)")
    }

    /// An optional written in parentheses or with its module is the optional the rules read.
    @Test func theAnsweredTypeOfAnOptionalIsFoundHoweverItIsWritten() throws {
        let parser = TypeExpressionParser()
        let answered = { (text: String) in
            FlowPlan.answeredType(
                TypeExpression(
                    text: text, canonical: parser.canonicalForm(of: text),
                    position: SourcePosition(line: 1, column: 1)))
        }
        #expect(answered("(Int?)") == "Int")
        #expect(answered("((Int?))") == "Int")
        #expect(answered("Swift.Optional<Int>") == "Int")
        #expect(answered("Swift.Optional<(Int, String)>") == "(Int, String)")
        #expect(answered("((Int, String)?)") == "(Int, String)")
        #expect(answered("((Int) -> Void)?") == "((Int) -> Void)")
        #expect(answered("(Int, String)") == "(Int, String)")
        #expect(answered("Int") == "Int")
    }

    @Test func theNameChecksPass() throws {
        #expect(GeneratedSwiftCheck.problems(in: Self.generated()) == [])
    }

    @Test(
        "the code of both backends type-checks against the stand-ins, warnings as errors",
        .enabled(if: StandInCompiler.isAvailable), arguments: [GenerateBackend.uikit, .swiftui])
    func typeChecks(_ backend: GenerateBackend) throws {
        let compile = try StandInCompiler.compile(Self.generated(backend))
        #expect(compile.status == 0, "\(compile.output)")
    }
}
