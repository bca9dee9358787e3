import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.1: a flow's `alerts`, decoded, and every way to write one wrong as a located `schema`
/// finding.
@Suite struct AlertDecoderTests {
    func decode(_ alerts: String) -> FlowFile {
        let text = "flow: A\nstart: a\nscreens: {a: null}\nalerts:\n" + alerts
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// The schema findings, each as `line:column message`.
    func schema(_ file: FlowFile) -> [String] {
        file.diagnostics.filter { $0.rule == .schema }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func decodesEveryPartOfAnAlert() throws {
        let file = decode(
            """
              confirmDelete:
                style: confirmationDialog
                input: Address
                title: "Delete {name} in {place.city}?"
                message: {key: address.delete.message}
                buttons:
                  delete: {role: destructive, to: pop}
                  keep: {role: cancel, title: {key: keep}}
                  later: {title: "Later, {name}"}
                  share: stay
              plain:
                title: Plain
                buttons: {ok: null}
            """)
        #expect(file.diagnostics.isEmpty)
        let alerts = try #require(file.flows.first?.alerts)
        #expect(alerts.map(\.name.value) == ["confirmDelete", "plain"])
        let alert = alerts[0]
        #expect(alert.style == .confirmationDialog && alert.input?.text == "Address")
        #expect(
            alert.title
                == .text([.literal("Delete "), .field("name"), .literal(" in "), .field("place.city"), .literal("?")]))
        #expect(alert.message == .key("address.delete.message"))
        #expect(alert.buttons.map(\.name.value) == ["delete", "keep", "later", "share"])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel, .default, .default])
        #expect(alert.buttons.map { $0.transitions.map(\.description) } == [["pop"], [], [], ["stay"]])
        #expect(alert.buttons[1].title == .key("keep"))
        #expect(alert.buttons[2].title == .text([.literal("Later, "), .field("name")]))
        #expect(alerts[1].style == .alert && alerts[1].title == .text([.literal("Plain")]) && alerts[1].message == nil)
    }

    @Test func aSecondCancelButtonIsReportedAtItsRole() {
        let file = decode(
            """
              twice:
                buttons:
                  no: {role: cancel}
                  never: {role: cancel}
            """)
        #expect(
            schema(file) == [
                "8:21 alert 'twice' has a second cancel button 'never'; 'no' is its cancel button already"
            ])
        #expect(file.flows.first?.alerts.first?.buttons.map(\.name.value) == ["no"])
    }

    @Test func anUnknownRoleOrStyleIsReportedWithTheClosestWord() {
        let file = decode(
            """
              odd:
                style: sheet
                buttons:
                  go: {role: destrutive}
            """)
        #expect(
            schema(file) == [
                "6:12 'style' of alert 'odd' is 'alert' or 'confirmationDialog', not 'sheet'",
                "8:18 'role' of button 'go' is 'cancel', 'destructive' or 'default', not 'destrutive'; did you mean 'destructive'?",
            ])
    }

    @Test func anAlertNeedsAButtonAndAButtonOneTransition() {
        let file = decode(
            """
              none: {title: Nothing}
              empty: {buttons: {}}
              many:
                buttons:
                  go: [pop, stay]
                  again: {to: [pop]}
                  wrong: {to: jump there}
            """)
        #expect(
            schema(file) == [
                "5:9 alert 'none' needs 'buttons': at least one, or nothing could close it",
                "6:20 alert 'empty' needs at least one button, or nothing could close it",
                "9:11 button 'go' of alert 'many' runs one transition, not a list",
                "10:19 'to' of button 'again' of alert 'many' is one transition ('VERB' or 'VERB TARGET'), not a list",
                "11:19 'jump' is not a transition verb",
            ])
    }

    @Test func textsTakeFieldsOnlyFromAnInputAndMustBeWellFormed() {
        let file = decode(
            """
              noInput:
                title: "Delete {name}?"
                buttons: {ok: null}
              broken:
                input: Address
                title: "Delete {name?"
                message: "a } b"
                buttons:
                  ok: {title: [no]}
              badField:
                input: Address
                title: "{1st}"
                message: {text: hello}
                buttons: {ok: null}
            """)
        #expect(
            schema(file) == [
                "6:12 'title' of alert 'noInput' uses '{name}', but the alert has no 'input' to take it from",
                "10:12 'title' of alert 'broken': '{name?' is not closed with '}'",
                "11:14 'message' of alert 'broken': '}' without a '{' before it",
                "13:19 'title' of button 'ok' must be text or {key: KEY}, not a list",
                "16:12 'title' of alert 'badField': '{1st}' is not a property name of the input",
                "17:15 'message' of alert 'badField' has no key 'text'",
                "17:14 'message' of alert 'badField' as a map names a localisation key: {key: KEY}",
            ])
    }

    @Test func alertsMustBeAMapOfMaps() {
        #expect(schema(decode("  - one\n")) == ["5:3 'alerts' must be a map, not a list"])
        #expect(schema(decode("  one: yes\n")) == ["5:8 alert 'one' must be a map, not a scalar"])
    }

    @Test func theAlertVerbNeedsATarget() {
        let text = "flow: A\nstart: a\nscreens: {a: {actions: {go: alert}}}\n"
        let file = FlowDecoder().decode(YAMLReader().readTree(Array(text.utf8), file: "f"), file: "f")
        #expect(file.diagnostics.map(\.message) == ["'alert' needs a target (an alert name)"])
    }
}
