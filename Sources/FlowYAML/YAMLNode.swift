import FlowDiagnostics

/// One node of a YAML document, with the mark where it starts.
///
/// The tree keeps what later stages need to report well: every node's position, the scalar
/// style (a quoted `"null"` is text, a plain `null` is not), and mappings as ordered pairs so that
/// a key written twice stays visible.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    public var content: Content
    public var mark: SourcePosition

    public init(_ content: Content, mark: SourcePosition) {
        self.content = content
        self.mark = mark
    }

    /// The scalar's text, if this node is a scalar.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// What kind of node this is, in words, for messages ("a list", "a map", "text").
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.isNull ? "null" : "a scalar"
        case .mapping: return "a map"
        case .sequence: return "a list"
        }
    }
}

public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

public struct YAMLScalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    public var text: String
    public var style: Style

    public init(text: String, style: Style) {
        self.text = text
        self.style = style
    }

    /// `null`, `~` and an empty plain value are null (flow format, fine point 8).
    public var isNull: Bool {
        style == .plain && (text.isEmpty || text == "null" || text == "~")
    }

    /// `true` or `false`, written plain; nothing else is a boolean.
    public var boolean: Bool? {
        guard style == .plain else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }
}
