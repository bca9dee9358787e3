import FlowModel
import FlowRules

/// The coordinator's `show<Alert>Alert` methods (format 1.1): each builds a `UIAlertController`
/// (an action sheet for a confirmation dialog, anchored on iPad to the screen it is shown over),
/// one action a button, and presents it over what the navigation controller shows. A button's
/// transition runs only while the screen that showed the alert is still on top: the alert is no
/// screen of its own, its buttons act for that screen.
enum AlertEmitter {
    static func showMethod(_ alert: String) -> String { "show" + SwiftNames.upperFirst(alert) + "Alert" }

    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let alerts = plan.flow.alerts
        guard !alerts.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Alerts")
        let code = TransitionCode(plan: plan)
        for index in shownAlerts(plan) {
            writer.line()
            emit(alerts[index], at: index, plan: plan, code: code, into: &writer)
        }
    }

    private static func emit(
        _ alert: Alert, at index: Int, plan: FlowPlan, code: TransitionCode, into writer: inout SwiftWriter
    ) {
        let input = alert.input.map { "_ input: " + $0.parameterText + ", " } ?? ""
        writer.block(
            "private func ", showMethod(alert.name.value), "(", input, "on navigation: UINavigationController) {"
        ) {
            writer in
            writer.line("let alert = UIAlertController(")
            writer.indented { writer in
                writer.line("title: ", alert.title.map { expression($0, of: alert) } ?? "nil", ",")
                writer.line("message: ", alert.message.map { expression($0, of: alert) } ?? "nil", ",")
                writer.line("preferredStyle: ", alert.style == .confirmationDialog ? ".actionSheet)" : ".alert)")
            }
            // An alert whose buttons only close it needs no screen (an unused one is a warning).
            let moves = alert.buttons.indices.contains { button in
                code.moves(plan.resolved.alternatives(ofButton: button, ofAlert: index))
            }
            if moves || alert.style == .confirmationDialog {
                writer.line("// The screen it is shown over: its anchor on iPad, and where its buttons act.")
                writer.line("let screen = navigation.topViewController ?? navigation")
            }
            if alert.style == .confirmationDialog {
                writer.line("alert.popoverPresentationController?.sourceView = screen.view")
            }
            for button in alert.buttons.indices {
                let transitions = plan.resolved.alternatives(ofButton: button, ofAlert: index)
                let title =
                    alert.buttons[button].title.map { expression($0, of: alert) }
                    ?? SwiftStringLiteral.quoted(words(alert.buttons[button].name.value))
                let style = "." + alert.buttons[button].role.rawValue
                guard code.moves(transitions) else {
                    writer.line("alert.addAction(UIAlertAction(title: ", title, ", style: ", style, "))")
                    continue
                }
                // The handler first, on its own: an `addAction` line with it would be too long to read.
                let handler = alert.buttons[button].name.value + "Tapped"
                writer.block(
                    "let ", handler, ": (UIAlertAction) -> Void = { [weak self, weak navigation, weak screen] _ in"
                ) {
                    writer in
                    writer.line(
                        "guard let self, let navigation, let screen, (navigation.topViewController ?? navigation) === screen,"
                    )
                    writer.indented { writer in writer.line("!navigation.isBeingDismissed") }
                    writer.line("else { return }")
                    code.run(
                        transitions, choice: "", payload: alert.input == nil ? nil : "input", navigation: "navigation",
                        into: &writer)
                }
                writer.line(
                    "alert.addAction(UIAlertAction(title: ", title, ", style: ", style, ", handler: ", handler, "))")
            }
            writer.line("flowcPresent(alert, from: navigation)")
        }
    }

    /// A text of `alert` as a Swift expression: a literal with the input's fields interpolated
    /// (through `?.` where the input is optional, `??.` where it is twice), or the localised
    /// string of a key.
    static func expression(_ text: AlertText, of alert: Alert) -> String {
        let depth = alert.input?.canonical.map { TypeExpression.withoutOptionals($0[...]).depth } ?? 0
        let isOptional = depth > 0
        let input = "input" + String(repeating: "?", count: depth) + "."
        switch text {
        case .key(let key):
            return "NSLocalizedString(" + SwiftStringLiteral.quoted(key) + ", comment: \"\")"
        case .text(let parts):
            var result = "\""
            for part in parts {
                switch part {
                case .literal(let text): result += SwiftStringLiteral.escaped(text)
                // `flowc:` shows an optional field's value, or nothing for nil (`emitFieldText`).
                // `{self}`, the whole optional input: `input?.self` would be a chain without effect.
                case .field("self") where isOptional: result += "\\(flowc: input)"
                // A property named `init` is written in backticks: `input.init` is the initializer.
                case .field(let field):
                    let path = field.split(separator: ".", omittingEmptySubsequences: false).map {
                        $0 == "init" ? "`init`" : String($0)
                    }
                    result += "\\(flowc: " + input + path.joined(separator: ".") + ")"
                }
            }
            return result + "\""
        }
    }

    /// The alerts something shows, by position: those an `alert` transition of an action, a
    /// handler, a trigger or any other place names, and those a button of such an alert names.
    /// One that nothing shows (`unused-alert`, a warning) gets no method: its buttons run in no
    /// context, so their code could call what the flow does not have (a `return` where nothing
    /// asks for a result), and a private method nothing calls is dead code.
    static func shownAlerts(_ plan: FlowPlan) -> [Int] {
        let alerts = plan.flow.alerts
        var shown = [Bool](repeating: false, count: alerts.count)
        // Alerts that a shown alert's buttons show, found alert by alert.
        var pending: [Int] = []
        var byButtons = [[Int]](repeating: [], count: alerts.count)
        let transitions = plan.resolved.transitions
        for transition in transitions {
            guard let alert = transition.target.alert else { continue }
            // A second step (`then`) runs where its first step does.
            var place = transition.place
            while case .then(let step) = place { place = transitions[step].place }
            if case .alertButton(let owner, _) = place {
                byButtons[owner].append(alert)
            } else if !shown[alert] {
                shown[alert] = true
                pending.append(alert)
            }
        }
        while let alert = pending.popLast() {
            for next in byButtons[alert] where !shown[next] {
                shown[next] = true
                pending.append(next)
            }
        }
        return alerts.indices.filter { shown[$0] }
    }

    /// Whether an alert's title or message shows a field of its input.
    static func showsFields(_ flow: Flow) -> Bool {
        func hasField(_ text: AlertText?) -> Bool {
            guard case .text(let parts)? = text else { return false }
            return parts.contains { if case .field = $0 { true } else { false } }
        }
        return flow.alerts.contains { hasField($0.title) || hasField($0.message) }
    }

    /// The revision of the interpolation `emitFieldText` writes, in the digest of every flow whose
    /// alerts show fields, so that files an earlier emitter wrote are written again. 1: a field
    /// optional more than once (`String??`) shows its value, not `Optional("…")`.
    static let fieldTextRevision = 1

    /// For a flow whose alerts show fields: the interpolation that shows one. flowc does not know
    /// the fields' types, and an optional written as `"\(value)"` shows as `Optional("…")` (and
    /// Swift warns): an optional shows its value, or nothing for nil, as SwiftUI's `Text` does
    /// with an empty string. The static type unwraps one level; a value that is itself optional
    /// (`String??`) is known only at run time, by its mirror, and unwrapped again.
    static func emitFieldText(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard showsFields(plan.flow) else { return }
        writer.separate()
        writer.block("extension DefaultStringInterpolation {") { writer in
            writer.doc("A `{field}` of an alert's text: its value, or nothing for nil, however many optionals wrap it.")
            writer.block("fileprivate mutating func appendInterpolation<Value>(flowc value: Value?) {") { writer in
                writer.line("guard let value else { return }")
                writer.line("let mirror = ", plan.runtimeName("Mirror"), "(reflecting: value)")
                writer.block("if mirror.displayStyle == .optional {", closing: "} else {") { writer in
                    writer.line("appendInterpolation(flowc: mirror.children.first?.value)")
                }
                writer.indented { writer in writer.line("appendInterpolation(value)") }
                writer.line("}")
            }
        }
    }

    /// A button's name as its title: `keepAddress` is "Keep address".
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if result.isEmpty {
                result += character.uppercased()
            } else if character.isUppercase {
                result += " " + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
