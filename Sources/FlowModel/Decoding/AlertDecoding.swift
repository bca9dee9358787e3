import FlowDiagnostics
import FlowYAML

/// Format 1.1: a flow's `alerts`.
extension DecodingContext {
    mutating func alerts(_ node: Node) -> [Alert] {
        guard let entries = entries(of: node, "'alerts'") else { return [] }
        return entries.map { alert($0) }
    }

    private mutating func alert(_ entry: MapEntry) -> Alert {
        var alert = Alert(name: Located(entry.key, at: position(of: entry.keyNode)))
        guard let map = keyedMap(entry.value, "alert '\(entry.key)'", keys: format.alertKeys) else { return alert }
        if let styleNode = map[.style], let text = text(styleNode, "'style'") {
            if let style = Alert.Style(rawValue: text) {
                alert.style = style
            } else {
                let hint = Suggestion.hint(for: text, among: Alert.Style.allCases.map(\.rawValue))
                schema(
                    "'style' of alert '\(entry.key)' is 'alert' or 'confirmationDialog', not '\(text)'\(hint)",
                    at: styleNode)
            }
        }
        if let input = map[.input] { alert.input = type(input, "'input'") }
        let hasInput = alert.input != nil
        if let title = map[.title] {
            alert.title = alertText(title, "'title' of alert '\(entry.key)'", hasInput: hasInput)
        }
        if let message = map[.message] {
            alert.message = alertText(message, "'message' of alert '\(entry.key)'", hasInput: hasInput)
        }
        guard let buttonsNode = map[.buttons] else {
            schema("alert '\(entry.key)' needs 'buttons': at least one, or nothing could close it", at: entry.value)
            return alert
        }
        guard let buttons = entries(of: buttonsNode, "the buttons of alert '\(entry.key)'") else { return alert }
        if buttons.isEmpty {
            schema("alert '\(entry.key)' needs at least one button, or nothing could close it", at: buttonsNode)
        }
        var cancelButton: String?
        for button in buttons {
            guard let (decoded, roleNode) = alertButton(button, of: entry.key, hasInput: hasInput) else { continue }
            if decoded.role == .cancel {
                if let first = cancelButton {
                    schema(
                        "alert '\(entry.key)' has a second cancel button '\(button.key)'; '\(first)' is its cancel button already",
                        at: roleNode ?? button.keyNode)
                    continue
                }
                cancelButton = button.key
            }
            alert.buttons.append(decoded)
        }
        return alert
    }

    /// A button and where its role is written; nil, having reported, when it cannot be read.
    private mutating func alertButton(_ entry: MapEntry, of alert: String, hasInput: Bool) -> (AlertButton, Node?)? {
        var button = AlertButton(name: Located(entry.key, at: position(of: entry.keyNode)))
        let what = "'to' of button '\(entry.key)' of alert '\(alert)'"
        switch tree.kind(entry.value) {
        case .scalar where isNull(entry.value):
            return (button, nil)  // a default button that just closes the alert
        case .scalar:
            if let transition = transition(entry.value, what) { button.transitions = Transitions(transition) }
            return (button, nil)
        case .sequence:
            schema("button '\(entry.key)' of alert '\(alert)' runs one transition, not a list", at: entry.value)
            return nil
        case .mapping:
            guard
                let map = keyedMap(
                    entry.value, "button '\(entry.key)' of alert '\(alert)'", keys: format.alertButtonKeys)
            else { return nil }
            if let title = map[.title] {
                button.title = alertText(title, "'title' of button '\(entry.key)'", hasInput: hasInput)
            }
            if let roleNode = map[.role], let text = text(roleNode, "'role'") {
                guard let role = AlertButton.Role(rawValue: text) else {
                    let hint = Suggestion.hint(for: text, among: AlertButton.Role.allCases.map(\.rawValue))
                    schema(
                        "'role' of button '\(entry.key)' is 'cancel', 'destructive' or 'default', not '\(text)'\(hint)",
                        at: roleNode)
                    return nil
                }
                button.role = role
            }
            if let to = map[.to], !isNull(to) {
                guard tree.kind(to) == .scalar else {
                    schema(
                        "\(what) is one transition ('VERB' or 'VERB TARGET'), not \(tree.kindDescription(to))", at: to)
                    return nil
                }
                if let transition = transition(to, what) { button.transitions = Transitions(transition) }
            }
            if let make = map[.make], let keyNode = map.keyNode(.make) {
                applyMake(
                    make, key: keyNode, to: &button.transitions, toNode: map[.to],
                    owner: "button '\(entry.key)' of alert '\(alert)'")
            }
            if let then = map[.then], let keyNode = map.keyNode(.then) {
                applyThen(
                    then, key: keyNode, to: &button.transitions, toNode: map[.to],
                    owner: "button '\(entry.key)' of alert '\(alert)'")
            }
            return (button, map[.role])
        }
    }

    /// Text with `{field}`s, or `{key: KEY}`; nil, having reported, when it is neither.
    private mutating func alertText(_ node: Node, _ what: String, hasInput: Bool) -> AlertText? {
        switch tree.kind(node) {
        case .mapping:
            guard let map = keyedMap(node, what, keys: format.alertTextKeys) else { return nil }
            guard let keyNode = map[.key] else {
                schema("\(what) as a map names a localisation key: {key: KEY}", at: node)
                return nil
            }
            return text(keyNode, "the key of \(what)").map(AlertText.key)
        case .sequence:
            schema("\(what) must be text or {key: KEY}, not a list", at: node)
            return nil
        case .scalar:
            guard let text = text(node, what) else { return nil }
            switch Self.textParts(text) {
            case .failure(let problem):
                schema("\(what): \(problem)", at: node)
                return nil
            case .success(let parts):
                if !hasInput,
                    case .field(let field)? = parts.first(where: { if case .field = $0 { true } else { false } })
                {
                    schema("\(what) uses '{\(field)}', but the alert has no 'input' to take it from", at: node)
                    return nil
                }
                return .text(parts)
            }
        }
    }

    /// Why a text cannot be read, for a finding.
    struct TextProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// Splits text at its `{field}`s: a field is a property name, or a path of them (`{address.city}`).
    /// Read by Unicode scalar, as the schema's pattern reads it: a brace followed by a combining
    /// mark (`{step}\u{20E3}`) is still a brace.
    static func textParts(_ text: String) -> Result<[AlertTextPart], TextProblem> {
        var parts: [AlertTextPart] = []
        var literal = ""
        var field: String?
        for scalar in text.unicodeScalars {
            switch (scalar, field) {
            case ("{", nil):
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                field = ""
            case ("{", _?):
                return .failure(TextProblem(description: "'{' inside a '{field}'"))
            case ("}", nil):
                return .failure(TextProblem(description: "'}' without a '{' before it"))
            case ("}", let name?):
                guard Self.isFieldPath(name) else {
                    return .failure(TextProblem(description: "'{\(name)}' is not a property name of the input"))
                }
                parts.append(.field(name))
                field = nil
            case (_, let name?):
                field = name + String(scalar)
            case (_, nil):
                literal.unicodeScalars.append(scalar)
            }
        }
        if let name = field { return .failure(TextProblem(description: "'{\(name)' is not closed with '}'")) }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return .success(parts)
    }

    private static func isFieldPath(_ name: String) -> Bool {
        let names = name.split(separator: ".", omittingEmptySubsequences: false)
        return names.allSatisfy { name in
            guard let first = name.unicodeScalars.first,
                first == "_" || (first.isASCII && first.properties.isAlphabetic)
            else { return false }
            return name.unicodeScalars.allSatisfy {
                $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
            }
        }
    }
}
