import FlowDiagnostics
import FlowYAML
import FlowcSupport

/// What the decoder carries through one file: the tree, its path, the findings so far, the type
/// parser.
///
/// Nodes are indices into `tree`. The words that describe a part for messages ("screen 'cart'")
/// are `@autoclosure`s: they are built only when there is something to report, which is rare, while
/// the decoder asks for them at every screen and action.
struct DecodingContext {
    typealias Node = Int

    let tree: YAMLTree
    let types: TypeExpressionParser
    var diagnostics: [Diagnostic] = []
    /// The flow being decoded, for the `flow` field of findings.
    var flowName: String?
    /// `limits.screensPerFlow`.
    var screensPerFlow = Int.max
    /// Set when a limit stopped decoding: nothing more of the file is read.
    var limitReached = false

    /// Shared by every location the decoder makes in this file (findings, and each flow's own).
    private let source: SourceFile
    /// The keys and verbs of the format, as bytes.
    let format = FormatWords.standard
    /// The file's names, each made into a string once.
    var names = NameTable()
    /// Actions waiting for a `result` with a `push` among their alternatives, checked once the
    /// flow's screens are read (format 1.2, §6: a pushed external screen answers).
    var waitingPushes: [WaitingPushes] = []
    /// The flow's second steps (`then`) left out with a finding, for `Flow.refusedSecondSteps`.
    var refusedSecondSteps: [Transition] = []
    /// What the step being read follows, when it may not have a `then` of its own: a closing
    /// step, or an external screen's closing (format 1.2). nil for a transition of its own.
    var stepFollows: StepFollows?
    /// The words after the verb of the flow's transitions that could not be read, for
    /// `Flow.wordsOfUnreadTransitions`.
    var wordsOfUnreadTransitions: [String] = []

    /// An action's `result` (its key's node) and its alternatives, one of them a push, and where
    /// among the findings its own go.
    struct WaitingPushes {
        var result: Node
        var transitions: Transitions
        var findingsAt: Int

        init(result: Node, transitions: Transitions, at findingsAt: Int) {
            self.result = result
            self.transitions = transitions
            self.findingsAt = findingsAt
        }
    }

    init(tree: YAMLTree, file: String, types: TypeExpressionParser) {
        self.tree = tree
        self.types = types
        self.source = SourceFile(file)
    }

    // `location(of:)`, `position(of:)` and `isNull(_:)` are inlined because the decoder calls them
    // from `mutating` methods, where calling a non-mutating method copies the whole context first
    // (a `memcpy` of it for every action and transition read).
    @inline(__always) func location(of node: Node) -> SourceLocation {
        SourceLocation(file: source, position: position(of: node))
    }

    @inline(__always) func position(of node: Node) -> SourcePosition {
        let mark = tree.nodes[node]
        return SourcePosition(line: Int(mark.line), column: Int(mark.column))
    }

    mutating func report(_ rule: RuleID, _ message: String, at node: Node) {
        diagnostics.append(
            Diagnostic(rule: rule, severity: .error, message: message, location: location(of: node), flow: flowName))
    }

    mutating func report(_ rule: RuleID, _ message: String, at position: SourcePosition) {
        diagnostics.append(
            Diagnostic(
                rule: rule, severity: .error, message: message,
                location: SourceLocation(file: source, position: position), flow: flowName))
    }

    mutating func schema(_ message: String, at node: Node) {
        report(.schema, message, at: node)
    }

    @inline(__always) func isNull(_ node: Node) -> Bool { tree.isNull(node) }

    /// A scalar's text as a name: shared with the other places that write the same name.
    mutating func name(_ node: Node) -> String {
        let scalar = tree.nodes[node]
        let start = Int(scalar.textStart)
        return tree.bytes.withUnsafeBufferPointer { bytes in
            names.name(UnsafeBufferPointer(rebasing: bytes[start..<start + Int(scalar.count)]))
        }
    }

    // MARK: - Maps

    /// The entries of a map whose keys are names (screens, children, outcomes, `on`). Returns
    /// nil, having reported, when `node` is not a map.
    mutating func entries(of node: Node, _ what: @autoclosure () -> String) -> [MapEntry]? {
        var result: [MapEntry] = []
        result.reserveCapacity(tree.itemCount(node))
        guard forEachEntry(of: node, what(), { _, entry in result.append(entry) }) else { return nil }
        return result
    }

    /// Hands `body` each entry of a map whose keys are names, in order, leaving out (having
    /// reported) keys that are not names and names written twice. Returns false, having
    /// reported, when `node` is not a map.
    ///
    /// A screen's actions are read through this without an array of entries between: one
    /// allocation, and a string key to release, fewer per screen.
    @discardableResult
    mutating func forEachEntry(
        of node: Node, _ what: @autoclosure () -> String, _ body: (inout DecodingContext, consuming MapEntry) -> Void
    ) -> Bool {
        guard tree.kind(node) == .mapping else {
            schema("\(what()) must be a map, not \(tree.kindDescription(node))", at: node)
            return false
        }
        let count = tree.itemCount(node)
        // Most maps here hold a handful of names: comparing a new one's bytes with the keys before
        // it beats any table; the screens of a flow are hashed by their bytes.
        var seen: ByteTable? = count > 16 ? ByteTable(capacity: count) : nil
        // By index, not through `tree.pairs`: the iterator holds the node array (a retain each).
        var keyNode = node + 1
        for _ in 0..<count {
            let value = tree.subtreeEnd(keyNode)
            defer { keyNode = tree.subtreeEnd(value) }
            guard tree.kind(keyNode) == .scalar, !tree.isNull(keyNode) else {
                schema("a key in \(what()) must be a name, not \(tree.kindDescription(keyNode))", at: keyNode)
                continue
            }
            let isNew =
                seen != nil
                ? tree.withBytes(of: keyNode) { seen!.insert($0).inserted } : !isRepeatedKey(keyNode, in: node)
            guard isNew else {
                report(.duplicateIdentifier, "'\(tree.text(keyNode))' appears twice in \(what())", at: keyNode)
                continue
            }
            body(&self, MapEntry(key: name(keyNode), keyNode: keyNode, value: value))
        }
        return true
    }

    // Inlined into its few callers, which then fill the map in place: returned from a call, the
    // map (its slots are a vector held in place) was copied out and again into the caller's binding.
    /// A map with a fixed set of keys, read in one pass: first occurrence wins, a repeated key is
    /// `duplicate-identifier`, an unknown one `schema` with a suggestion. Returns nil, having
    /// reported, when `node` is not a map.
    @inline(__always) mutating func keyedMap<Key: MapKey>(
        _ node: Node, _ what: @autoclosure () -> String, keys spellings: MapKeySpellings<Key>
    ) -> KeyedMap<Key>? {
        guard tree.kind(node) == .mapping else {
            schema("\(what()) must be a map, not \(tree.kindDescription(node))", at: node)
            return nil
        }
        var map = KeyedMap<Key>(node: node)
        var keyNode = node + 1
        for _ in 0..<tree.itemCount(node) {
            let value = tree.subtreeEnd(keyNode)
            defer { keyNode = tree.subtreeEnd(value) }
            guard tree.kind(keyNode) == .scalar, !tree.isNull(keyNode) else {
                schema("a key in \(what()) must be a name, not \(tree.kindDescription(keyNode))", at: keyNode)
                continue
            }
            if let key = spellings.key(at: keyNode, in: tree) {
                if !map.record(key, keyNode: keyNode, value: value) {
                    report(.duplicateIdentifier, "'\(tree.text(keyNode))' appears twice in \(what())", at: keyNode)
                }
                continue
            }
            let key = tree.text(keyNode)
            if isRepeatedKey(keyNode, in: node) {
                report(.duplicateIdentifier, "'\(key)' appears twice in \(what())", at: keyNode)
            } else {
                schema("\(what()) has no key '\(key)'\(Suggestion.hint(for: key, among: spellings.names))", at: keyNode)
            }
        }
        return map
    }

    /// Whether a key is written with the same bytes as a name key before it in the same map.
    private func isRepeatedKey(_ keyNode: Node, in node: Node) -> Bool {
        var earlier = node + 1
        while earlier != keyNode {
            if !tree.isNull(earlier), tree.sameText(earlier, keyNode) { return true }
            earlier = tree.subtreeEnd(tree.subtreeEnd(earlier))
        }
        return false
    }

    // MARK: - Scalars

    /// A name or other text; nil, having reported, for null or a non-scalar.
    mutating func text(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard tree.kind(node) == .scalar, !tree.isNull(node) else {
            schema("\(what()) must be text, not \(tree.kindDescription(node))", at: node)
            return nil
        }
        return tree.text(node)
    }

    /// A name, with where it stands; nil, having reported, for null or a non-scalar.
    mutating func located(_ node: Node, _ what: @autoclosure () -> String) -> Located<String>? {
        guard tree.kind(node) == .scalar, !tree.isNull(node) else {
            schema("\(what()) must be text, not \(tree.kindDescription(node))", at: node)
            return nil
        }
        return Located(name(node), at: position(of: node))
    }

    /// `true` or `false`; nil, having reported, for anything else. `alternative` names what else
    /// the key may be (`or a presentation map`), for the message. The quoted text `"true"` or
    /// `"false"` is reported and read as meant, so that the one mistake gives one finding (an
    /// `entry: "true"` flow is not also `unused-flow`).
    mutating func boolean(_ node: Node, _ what: @autoclosure () -> String, alternative: String? = nil) -> Bool? {
        guard tree.kind(node) == .scalar, let value = tree.boolean(node) else {
            let expected = alternative.map { "true, false or \($0)" } ?? "true or false"
            if tree.kind(node) == .scalar, tree.nodes[node].style != .plain,
                ["true", "false"].contains(tree.text(node))
            {
                let text = tree.text(node)
                schema(
                    "\(what()) must be \(expected), not the quoted text '\(text)': write \(text) without quotes",
                    at: node)
                return text == "true"
            }
            let found =
                tree.kind(node) == .scalar && !tree.isNull(node) ? "'\(tree.text(node))'" : tree.kindDescription(node)
            schema("\(what()) must be \(expected), not \(found)", at: node)
            return nil
        }
        return value
    }

    /// A Swift type expression. Malformed types are kept (with no canonical form) for
    /// `invalid-identifier`; a value that is not text at all is `schema`.
    mutating func type(_ node: Node, _ what: @autoclosure () -> String) -> TypeExpression? {
        guard tree.kind(node) == .scalar, !tree.isNull(node) else {
            var message = "\(what()) must be a Swift type written as text, not \(tree.kindDescription(node))"
            if tree.kind(node) != .scalar {
                message += "; quote types that YAML reads as lists or maps: \"[Item]\", \"[String: Int]\""
            }
            schema(message, at: node)
            return nil
        }
        let scalar = tree.nodes[node]
        let start = Int(scalar.textStart)
        let spelling = tree.bytes.withUnsafeBufferPointer { bytes in
            types.spelling(writtenAs: UnsafeBufferPointer(rebasing: bytes[start..<start + Int(scalar.count)]))
        }
        return TypeExpression(spelling: spelling, position: position(of: node))
    }
}
