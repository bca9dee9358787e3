import FlowModel
import FlowRules

/// What the emitters need for results (format 1.1): an action that waits for a `result` from the
/// child it starts or the screen it presents, and the `return` that hands the value back.
extension FlowPlan {
    /// The Swift type a `result` is answered with, without its outermost optional: the action's
    /// closure answers it as an optional (`nil` when nothing came back).
    static func answeredType(_ result: TypeExpression) -> String {
        // The canonical form joins tokens with spaces: it tells an optional, the text is written.
        guard result.canonical?.hasSuffix(" ?") == true else { return result.text }
        var wrapped = trimmed(result.text[...])
        // `(T?)`: parentheses that only group the optional, as the canonical form reads them.
        while wrapped.hasPrefix("("), closingParenthesis(of: wrapped) == wrapped.index(before: wrapped.endIndex),
            !hasTopLevelSeparator(wrapped.dropFirst().dropLast())
        {
            wrapped = trimmed(wrapped.dropFirst().dropLast())
        }
        if wrapped.hasSuffix("?") {
            wrapped = wrapped.dropLast()
        } else if let generic = ["Optional<", "Swift.Optional<"].first(where: wrapped.hasPrefix), wrapped.hasSuffix(">")
        {
            wrapped = wrapped.dropFirst(generic.count).dropLast()
        }
        return String(trimmed(wrapped))
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }

    /// Whether `text` has a `,` or `:` outside brackets: a tuple (or labelled element), which its
    /// parentheses make, not only group.
    private static func hasTopLevelSeparator(_ text: Substring) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            // The `>` of a function's `->` closes nothing.
            case ")", "]": depth -= 1
            case ">": if previous != "-" { depth -= 1 }
            case ",", ":": if depth == 0 { return true }
            default: break
            }
            previous = character
        }
        return false
    }

    /// The optional an action that waits for `result` is answered with: `T?`, in parentheses
    /// where `?` would bind to a part of the answered type (`(any Error)?`, `(() -> Void)?`), and
    /// as written where the result is an optional already grouped (`(() -> Void)?`).
    static func answeredOptional(_ result: TypeExpression) -> String {
        let answered = answeredType(result)
        let isGrouped =
            answered.hasPrefix("(") && answered.hasSuffix(")")
            && closingParenthesis(of: answered[...]) == answered.index(before: answered.endIndex)
        return !isGrouped && needsParenthesesForOptional(answered) ? "(" + answered + ")?" : answered + "?"
    }

    /// The index of the parenthesis that closes the one `text` starts with.
    private static func closingParenthesis(of text: Substring) -> String.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" {
                depth += 1
            } else if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The type the reply to child `child` carries, when an action of this flow that starts the
    /// child waits for a `result`; nil when none does (then `start<Child>Flow` takes no reply).
    func replyType(ofChild child: Int) -> String? {
        guard let started = graph.names[index].children[flow.children[child].flow.value] else { return nil }
        for position in resolved.actions {
            let transition = resolved.transitions[position]
            guard transition.verb.startsChild, transition.target.child == started else { continue }
            // Named answers (format 1.2) come back as the runtime's `FlowcNamedAnswer`.
            if asksForNamedAnswers(transition) { return NamedResultEmitter.answerType }
            guard let result = graph.askedResult(by: transition, inFlow: index) else { continue }
            return Self.answeredType(result)
        }
        return nil
    }

    /// Whether an action of this flow presents screen `screen` and waits for a `result` from it.
    func presentsForResult(screen: Int) -> Bool {
        resolved.actions.contains { position in
            let transition = resolved.transitions[position]
            return transition.verb.stackEffect == .present && transition.target.screen == screen
                && (graph.askedResult(by: transition, inFlow: index) != nil || asksForNamedAnswers(transition))
        }
    }

    /// Whether an action of this flow presents a screen of the app's own and waits for a
    /// `result` from it: the coordinator then keeps the replies of the stacks it presented so.
    var presentsForResult: Bool {
        resolved.actions.contains { position in
            let transition = resolved.transitions[position]
            // An external screen's reply is kept by what shows it (format 1.2, §6).
            return transition.verb.stackEffect == .present && !showsExternal(transition)
                && (graph.askedResult(by: transition, inFlow: index) != nil || asksForNamedAnswers(transition))
        }
    }
}

extension FlowGraph {
    /// Whether any flow uses results: the support file then carries their runtime.
    var usesResults: Bool {
        flows.contains { flow in
            flow.screens.contains { screen in
                screen.actions.contains { action in
                    action.asksForResult
                        || action.transitions.indices.contains {
                            action.transitions.verbAndTarget(at: $0).verb.returnsResult
                        }
                }
            }
                || flow.children.contains { child in
                    child.handlers.contains { handler in
                        handler.transitions.indices.contains {
                            handler.transitions.verbAndTarget(at: $0).verb.returnsResult
                        }
                    }
                }
        }
    }
}
