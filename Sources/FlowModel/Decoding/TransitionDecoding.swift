import FlowDiagnostics
import FlowYAML

extension DecodingContext {
    /// One transition or a list of alternatives. Malformed items are reported and left out.
    mutating func transitions(_ node: YAMLNode, _ what: String) -> [Transition] {
        switch node.content {
        case .scalar:
            return transition(node, what).map { [$0] } ?? []
        case .sequence(let items):
            guard !items.isEmpty else {
                schema("\(what) must list at least one transition", at: node)
                return []
            }
            var result: [Transition] = []
            for item in items {
                guard let transition = transition(item, what) else { continue }
                if result.contains(where: { $0.verb == transition.verb && $0.target == transition.target }) {
                    schema("'\(transition)' is listed twice in \(what)", at: item)
                    continue
                }
                result.append(transition)
            }
            return result
        case .mapping:
            schema("\(what) must be a transition ('VERB' or 'VERB TARGET') or a list of them, not a map", at: node)
            return []
        }
    }

    /// `VERB` or `VERB TARGET`.
    mutating func transition(_ node: YAMLNode, _ what: String) -> Transition? {
        guard let scalar = node.scalar, !scalar.isNull else {
            schema("\(what) must be a transition ('VERB' or 'VERB TARGET'), not \(node.kindDescription)", at: node)
            return nil
        }
        let words = Self.words(scalar.text)
        guard let verbText = words.first else {
            schema("\(what) is an empty transition", at: node)
            return nil
        }
        guard let verb = Transition.Verb(rawValue: verbText) else {
            let hint = Suggestion.hint(for: verbText, among: Transition.Verb.allCases.map(\.rawValue))
            schema("'\(verbText)' is not a transition verb\(hint)", at: node)
            return nil
        }
        guard words.count <= 2 else {
            schema("transition '\(scalar.text)' has more than one target", at: node)
            return nil
        }
        let target = words.count == 2 ? words[1] : nil
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

    /// The words of a transition, split at spaces and tabs: at most three, which is enough to
    /// tell a well-formed transition from one with more than one target.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex && words.count < 3 {
            let byte = utf8[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if let first = start {
                    words.append(String(text[first..<index]))
                    start = nil
                }
            } else if start == nil {
                start = index
            }
            index = utf8.index(after: index)
        }
        if let first = start, words.count < 3 { words.append(String(text[first..<index])) }
        return words
    }

    private static func article(_ kind: Transition.TargetKind) -> String {
        switch kind {
        case .screen: return "a screen"
        case .child: return "a child flow"
        case .outcome: return "an outcome"
        }
    }
}
