import FlowDiagnostics
import FlowModel
import FlowcKit
import Testing

@testable import FlowEmitters

/// Format 1.2: a made step is drawn as its verb, labelled with `⚙` after its name, and its
/// tooltip names the work requirement that makes its target's input.
@Suite struct MadeStepGraphTests {
    static let flows = """
        flow: Authentication
        entry: true
        start: start
        alerts:
          confirm: {input: Item, buttons: {ok: {to: push serverConfirmation, make: true}, no: {role: cancel}}}
        screens:
          start:
            actions:
              login: {to: push serverConfirmation, make: true}
              open: {input: Item, to: [{to: push serverConfirmation, make: true}, stay]}
              plain: {input: AuthenticationFlow, to: push serverConfirmation}
              ask: {input: Item, to: alert confirm}
              menu: start MainMenu
          serverConfirmation: {input: AuthenticationFlow}
        children:
          MainMenu: {present: true, on: {passwords: {to: push serverConfirmation, make: true}, closed: stay}}
        ---
        flow: MainMenu
        start: menu
        outcomes: [passwords, closed]
        back: closed
        screens: {menu: {actions: {passwords: finish passwords}}}
        """

    func edges() -> [GraphEdge] {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "a.flow.yaml")])
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        return NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics).edges
    }

    @Test func aMadeStepIsLabelledWithTheGearAndItsRequirement() throws {
        let edges = edges().filter { $0.to == GraphIdentifier.screen("Authentication", "serverConfirmation") }
        let labels = edges.map(\.label).sorted()
        #expect(labels == ["login ⚙", "ok ⚙", "open ⚙", "passwords ⚙", "plain"])
        let details = Dictionary(uniqueKeysWithValues: edges.map { ($0.label, $0.detail.text) })
        #expect(details["login ⚙"] == "start.login: push serverConfirmation\nmade by: work.startLoginInput()")
        #expect(
            details["open ⚙"]
                == "start.open: push serverConfirmation\nmade by: work.startOpenPushServerConfirmationInput()")
        #expect(
            details["passwords ⚙"]
                == "on MainMenu passwords: push serverConfirmation\nmade by: work.afterMainMenuPasswordsInput()")
        #expect(details["ok ⚙"] == "alert confirm.ok: push serverConfirmation\nmade by: work.confirmOkInput()")
        #expect(details["plain"] == "start.plain: push serverConfirmation")
        #expect(edges.allSatisfy { $0.kind == .push })
    }

    @Test func bothFormatsWriteTheGear() throws {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: Self.flows, path: "a.flow.yaml")])
        let drawing = NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics)
        for format in GraphFormat.allCases {
            #expect(format.emit(drawing).contains("login ⚙"), "\(format)")
        }
    }
}

/// Format 1.2: the type a made step's requirement answers, the target's input as an optional.
@Suite struct MadeInputTypeTests {
    func optional(_ text: String) -> String {
        let type = TypeExpression(
            text: text, canonical: TypeExpressionParser().canonicalForm(of: text),
            position: SourcePosition(line: 1, column: 1))
        return FlowPlan.optional(type)
    }

    @Test func theTargetsInputAsAnOptional() {
        #expect(optional("AuthenticationFlow") == "AuthenticationFlow?")
        #expect(optional("[Item]") == "[Item]?")
        // An optional input is asked as a double optional: `.some(nil)` hands the target nil.
        #expect(optional("String?") == "String??")
        // `?` binds to the whole type, not a part of it.
        #expect(optional("() -> Void") == "(() -> Void)?")
        #expect(optional("any Sendable") == "(any Sendable)?")
        #expect(optional("Codable & Sendable") == "(Codable & Sendable)?")
    }
}
