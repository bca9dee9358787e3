import FlowDiagnostics
import FlowYAML

extension DecodingContext {
    /// One transition or a list of alternatives. Malformed items are reported and left out.
    mutating func transitions(_ node: Node, _ what: @autoclosure () -> String) -> [Transition] {
        switch tree.kind(node) {
        case .scalar:
            return transition(node, what()).map { [$0] } ?? []
        case .sequence:
            guard tree.itemCount(node) > 0 else {
                schema("\(what()) must list at least one transition", at: node)
                return []
            }
            var result: [Transition] = []
            for item in tree.children(node) {
                guard let transition = transition(item, what()) else { continue }
                if result.contains(where: { $0.verb == transition.verb && $0.target == transition.target }) {
                    schema("'\(transition)' is listed twice in \(what())", at: item)
                    continue
                }
                result.append(transition)
            }
            return result
        case .mapping:
            schema("\(what()) must be a transition ('VERB' or 'VERB TARGET') or a list of them, not a map", at: node)
            return []
        }
    }

    /// `VERB` or `VERB TARGET`, read from the scalar's bytes: the verb is matched without making
    /// a string, and only a target becomes one.
    mutating func transition(_ node: Node, _ what: @autoclosure () -> String) -> Transition? {
        guard tree.kind(node) == .scalar, !tree.isNull(node) else {
            schema(
                "\(what()) must be a transition ('VERB' or 'VERB TARGET'), not \(tree.kindDescription(node))", at: node)
            return nil
        }
        let words = TransitionWords(tree, node)
        guard let verbRange = words.verb else {
            schema("\(what()) is an empty transition", at: node)
            return nil
        }
        guard let verb = Self.verb(tree.bytes[verbRange]) else {
            let verbText = String(decoding: tree.bytes[verbRange], as: UTF8.self)
            let hint = Suggestion.hint(for: verbText, among: Transition.Verb.allCases.map(\.rawValue))
            schema("'\(verbText)' is not a transition verb\(hint)", at: node)
            return nil
        }
        guard words.count <= 2 else {
            schema("transition '\(tree.text(node))' has more than one target", at: node)
            return nil
        }
        let target = words.target.map { String(decoding: tree.bytes[$0], as: UTF8.self) }
        switch (verb.targetKind, target) {
        case (let kind?, nil):
            schema("'\(verb.rawValue)' needs a target (\(Self.article(kind)) name)", at: node)
            return nil
        case (nil, let target?):
            schema("'\(verb.rawValue)' takes no target, but '\(target)' follows it", at: node)
            return nil
        default:
            return Transition(verb: verb, target: target, location: location(of: node))
        }
    }

    private static let verbs: [(bytes: [UInt8], verb: Transition.Verb)] = Transition.Verb.allCases.map {
        (Array($0.rawValue.utf8), $0)
    }

    private static func verb(_ bytes: ArraySlice<UInt8>) -> Transition.Verb? {
        verbs.first { $0.bytes.count == bytes.count && $0.bytes.elementsEqual(bytes) }?.verb
    }

    private static func article(_ kind: Transition.TargetKind) -> String {
        switch kind {
        case .screen: return "a screen"
        case .child: return "a child flow"
        case .outcome: return "an outcome"
        }
    }
}

/// The words of a transition scalar, split at spaces and tabs, as byte ranges of the tree: at
/// most three, which is enough to tell a well-formed transition from one with more than one
/// target. Kept in three fields rather than an array: one of these is made per transition.
private struct TransitionWords {
    private var first: Range<Int>?
    private var second: Range<Int>?
    private(set) var count = 0

    init(_ tree: YAMLTree, _ node: Int) {
        let scalar = tree.nodes[node]
        let end = Int(scalar.textStart + scalar.count)
        var start: Int?
        var index = Int(scalar.textStart)
        while index < end && count < 3 {
            let byte = tree.bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if let wordStart = start {
                    add(wordStart..<index)
                    start = nil
                }
            } else if start == nil {
                start = index
            }
            index += 1
        }
        if let wordStart = start, count < 3 { add(wordStart..<index) }
    }

    private mutating func add(_ range: Range<Int>) {
        if count == 0 { first = range } else if count == 1 { second = range }
        count += 1
    }

    /// The verb's bytes, if there is a word at all.
    var verb: Range<Int>? { first }
    /// The target's bytes, if there are exactly two words.
    var target: Range<Int>? { count == 2 ? second : nil }
}
