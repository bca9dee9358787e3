import FlowDiagnostics
import FlowYAML

extension DecodingContext {
    /// One transition or a list of alternatives. Malformed items are reported and left out.
    mutating func transitions(_ node: Node, _ what: @autoclosure () -> String) -> Transitions {
        switch tree.kind(node) {
        case .scalar:
            return transition(node, what()).map { Transitions($0) } ?? []
        case .sequence:
            guard tree.itemCount(node) > 0 else {
                schema("\(what()) must list at least one transition", at: node)
                return []
            }
            var result: [Transition] = []
            result.reserveCapacity(tree.itemCount(node))
            for item in tree.children(node) {
                // An item may be a transition's long form (format 1.2).
                let read = tree.kind(item) == .mapping ? longFormTransition(item, what()) : transition(item, what())
                guard let transition = read else { continue }
                // Two alike give one choice case: by verb and target, and by their second steps (format 1.2).
                if result.contains(where: {
                    $0.verb == transition.verb && $0.target == transition.target
                        && $0.then?.verb == transition.then?.verb && $0.then?.target == transition.then?.target
                }) {
                    // Both steps named: `{to: dismiss, then: push a}` beside `dismiss` is no repeat.
                    let steps = transition.then.map { "\(transition), then \($0)" }
                    schema("'\(steps ?? transition.description)' is listed twice in \(what())", at: item)
                    continue
                }
                result.append(transition)
            }
            return Transitions(result)
        case .mapping:
            // A transition's long form (format 1.2).
            return longFormTransition(node, what()).map { Transitions($0) } ?? []
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
        let verbs = format.verbs
        let transitionWords = tree.withBytes(of: node) { TransitionWords($0, verbs: verbs) }
        guard transitionWords.count > 0 else {
            schema("\(what()) is an empty transition", at: node)
            return nil
        }
        guard let verb = transitionWords.verb else {
            let verbText = tree.withBytes(of: node) { transitionWords.first(of: $0) }
            let hint = Suggestion.hint(for: verbText, among: Transition.Verb.allCases.map(\.rawValue))
            schema("'\(verbText)' is not a transition verb\(hint)", at: node)
            keepWordsAfterTheVerb(of: node)
            return nil
        }
        guard transitionWords.count <= 2 else {
            schema("transition '\(tree.text(node))' has more than one target", at: node)
            keepWordsAfterTheVerb(of: node)
            return nil
        }
        var target: String?
        if let range = transitionWords.target {
            let start = Int(tree.nodes[node].textStart)
            target = tree.bytes.withUnsafeBufferPointer {
                names.name(UnsafeBufferPointer(rebasing: $0[start + range.lowerBound..<start + range.upperBound]))
            }
        }
        switch (verb.targetKind, target) {
        case (let kind?, nil):
            schema("'\(verb.rawValue)' needs a target (\(Self.article(kind)) name)", at: node)
            return nil
        case (nil, let target?) where !verb.mayNameAnAnswer:
            schema("'\(verb.rawValue)' takes no target, but '\(target)' follows it", at: node)
            wordsOfUnreadTransitions.append(target)
            return nil
        case (_?, _?), (nil, nil), (nil, _?):
            // `return NAME` (format 1.2) names an answer of the asking action.
            return Transition(verb: verb, target: target, position: position(of: node))
        }
    }

    /// The words after the first of a transition that could not be read: the screens it may
    /// have meant (`Flow.wordsOfUnreadTransitions`).
    private mutating func keepWordsAfterTheVerb(of node: Node) {
        let words = tree.text(node).split(whereSeparator: { $0 == " " || $0 == "\t" })
        wordsOfUnreadTransitions += words.dropFirst().map(String.init)
    }

    private static func article(_ kind: Transition.TargetKind) -> String {
        switch kind {
        case .screen: return "a screen"
        case .child: return "a child flow"
        case .outcome: return "an outcome"
        case .tab: return "a tab"
        case .alert: return "an alert"
        case .screenOrChild: return "a screen or a child flow"
        case .event: return "an event"
        }
    }
}

/// The words of a transition scalar, split at spaces and tabs, as byte ranges of its text: at
/// most three, which is enough to tell a well-formed transition from one with more than one
/// target. The verb is matched while the bytes are at hand; only a target becomes a string.
private struct TransitionWords {
    private var firstWord = 0..<0
    private var secondWord = 0..<0
    private(set) var count = 0
    /// The first word as a verb, if it is one.
    private(set) var verb: Transition.Verb?

    init(_ text: UnsafeBufferPointer<UInt8>, verbs: [(spelling: PackedKey, verb: Transition.Verb)]) {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        // Word by word: a run of blanks, then a run of the rest.
        var index = 0
        while count < 3 {
            while index < text.count && isBlank(text[index]) { index &+= 1 }
            guard index < text.count else { break }
            let start = index
            while index < text.count && !isBlank(text[index]) { index &+= 1 }
            add(start..<index)
        }
        if count > 0, let written = PackedKey(UnsafeBufferPointer(rebasing: text[firstWord])) {
            for candidate in verbs where candidate.spelling == written {
                verb = candidate.verb
                break
            }
        }
    }

    private mutating func add(_ range: Range<Int>) {
        if count == 0 { firstWord = range } else if count == 1 { secondWord = range }
        count += 1
    }

    /// The first word of `text` (the scalar these words were found in), as a string.
    func first(of text: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[firstWord]), as: UTF8.self)
    }

    /// Where the target stands in the scalar's bytes, if there are exactly two words.
    var target: Range<Int>? { count == 2 ? secondWord : nil }
}
