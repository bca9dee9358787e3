import FlowDiagnostics
import FlowYAML

/// What the decoder carries through one file: its path, the findings so far, the type parser.
struct DecodingContext {
    let file: String
    let types: TypeExpressionParser
    var diagnostics: [Diagnostic] = []
    /// The flow being decoded, for the `flow` field of findings.
    var flowName: String?
    /// `limits.screensPerFlow`.
    var screensPerFlow = Int.max
    /// Set when a limit stopped decoding: nothing more of the file is read.
    var limitReached = false

    init(file: String, types: TypeExpressionParser) {
        self.file = file
        self.types = types
    }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: node.mark.line, column: node.mark.column)
    }

    mutating func report(_ rule: RuleID, _ message: String, at node: YAMLNode) {
        diagnostics.append(
            Diagnostic(rule: rule, severity: .error, message: message, location: location(of: node), flow: flowName))
    }

    mutating func schema(_ message: String, at node: YAMLNode) {
        report(.schema, message, at: node)
    }

    // MARK: - Maps

    /// The entries of a map whose keys are names (screens, actions, children, outcomes, `on`).
    /// Returns nil, having reported, when `node` is not a map.
    mutating func entries(of node: YAMLNode, _ what: String) -> [MapEntry]? {
        guard case .mapping(let pairs) = node.content else {
            schema("\(what) must be a map, not \(node.kindDescription)", at: node)
            return nil
        }
        var result: [MapEntry] = []
        result.reserveCapacity(pairs.count)
        // Most maps here hold a handful of keys: comparing with each beats hashing every key.
        var seen: Set<String> = []
        let hashes = pairs.count > 16
        for pair in pairs {
            guard let key = pair.key.scalar, !key.isNull else {
                schema("a key in \(what) must be a name, not \(pair.key.kindDescription)", at: pair.key)
                continue
            }
            let isNew = hashes ? seen.insert(key.text).inserted : !result.contains { $0.key == key.text }
            guard isNew else {
                report(.duplicateIdentifier, "'\(key.text)' appears twice in \(what)", at: pair.key)
                continue
            }
            result.append(MapEntry(key: key.text, keyNode: pair.key, value: pair.value))
        }
        return result
    }

    /// A map with a fixed set of keys. Returns nil, having reported, when `node` is not a map.
    mutating func keyedMap(_ node: YAMLNode, _ what: String, allowed: [String]) -> KeyedMap? {
        guard let entries = entries(of: node, what) else { return nil }
        var known: [MapEntry] = []
        known.reserveCapacity(entries.count)
        for entry in entries {
            if allowed.contains(entry.key) {
                known.append(entry)
            } else {
                let hint = Suggestion.hint(for: entry.key, among: allowed)
                schema("\(what) has no key '\(entry.key)'\(hint)", at: entry.keyNode)
            }
        }
        return KeyedMap(node: node, entries: known)
    }

    // MARK: - Scalars

    /// A name or other text; nil, having reported, for null or a non-scalar.
    mutating func text(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            schema("\(what) must be text, not \(node.kindDescription)", at: node)
            return nil
        }
        return scalar.text
    }

    mutating func located(_ node: YAMLNode, _ what: String) -> Located<String>? {
        text(node, what).map { Located($0, at: location(of: node)) }
    }

    mutating func boolean(_ node: YAMLNode, _ what: String) -> Bool? {
        guard let value = node.scalar?.boolean else {
            let found = node.scalar.map { $0.isNull ? "null" : "'\($0.text)'" } ?? node.kindDescription
            schema("\(what) must be true or false, not \(found)", at: node)
            return nil
        }
        return value
    }

    /// A Swift type expression. Malformed types are kept (with no canonical form) for
    /// `invalid-identifier`; a value that is not text at all is `schema`.
    mutating func type(_ node: YAMLNode, _ what: String) -> TypeExpression? {
        guard let scalar = node.scalar, !scalar.isNull else {
            var message = "\(what) must be a Swift type written as text, not \(node.kindDescription)"
            if case .sequence = node.content {
                message += "; quote types that YAML reads as lists or maps: \"[Item]\", \"[String: Int]\""
            } else if case .mapping = node.content {
                message += "; quote types that YAML reads as lists or maps: \"[Item]\", \"[String: Int]\""
            }
            schema(message, at: node)
            return nil
        }
        let text = trimmed(scalar.text)
        return TypeExpression(text: text, canonical: types.canonicalForm(of: text), location: location(of: node))
    }

    private func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !Self.isSpace($0) }),
            let last = utf8.lastIndex(where: { !Self.isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
