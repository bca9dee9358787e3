import FlowModel
import FlowRules

/// The names the support file takes from Swift's concurrency library and from SwiftUI without a
/// module, qualified where an app's own type of that name would hide them.
///
/// The generated files are compiled in the app's module, where the app's declarations come before
/// what it imports: a to-do app's `struct Task` would make the runtime's `Task { … }` mean the
/// app's type. The flows tell when that can be: a type they write (`input: Task`, `result: [Text]`)
/// names it. Then, and only then, the support file spells those names with their module
/// (`_Concurrency.Task`), so that every other app's file stays as it was.
enum RuntimeNameQualifier {
    /// Each name the runtimes use without a module, with the module it comes from. Not `Button`:
    /// the SwiftUI runtime's alert declares a `Button` of its own, which its code means by it.
    static let modules: [String: String] = [
        "Task": "_Concurrency", "CheckedContinuation": "_Concurrency", "CancellationError": "_Concurrency",
        "AnyView": "SwiftUI", "Binding": "SwiftUI", "ButtonRole": "SwiftUI", "EmptyView": "SwiftUI",
        "ForEach": "SwiftUI", "NavigationStack": "SwiftUI", "PresentationDetent": "SwiftUI", "Text": "SwiftUI",
        "View": "SwiftUI",
    ]

    /// The names of `modules` that a type of the flow set names on its own (not as a member,
    /// `Kit.Task`): types the app may declare.
    static func hiddenNames(in graph: FlowGraph) -> Set<String> {
        var names: Set<String> = []
        // A large app writes a few types hundreds of thousands of times, each spelling shared:
        // each is read once.
        var seen: Set<ObjectIdentifier> = []
        func meet(_ type: TypeExpression?) {
            guard let type, seen.insert(type.spellingIdentity).inserted else { return }
            for word in words(of: type.text) where modules[word] != nil { names.insert(word) }
        }
        for flow in graph.flows {
            meet(flow.input)
            for outcome in flow.outcomes { meet(outcome.payload) }
            for event in flow.events { meet(event.payload) }
            for entry in flow.entries ?? [] { meet(entry.input) }
            for screen in flow.screens {
                meet(screen.input)
                meet(screen.external?.result)
                for action in screen.actions {
                    meet(action.input)
                    meet(action.output)
                    meet(action.result)
                    for answer in action.answers ?? [] { meet(answer.payload) }
                }
            }
            for trigger in flow.triggers { meet(trigger.input) }
            for route in flow.routes { for parameter in route.parameters { meet(parameter.type) } }
            for alert in flow.alerts { meet(alert.input) }
        }
        return names
    }

    /// `source` with each of `names` written with its module where it stands as a name of its own:
    /// not inside a longer identifier (`FlowcStackView`) nor as a member (`Optional.none`).
    static func qualify(_ source: String, _ names: Set<String>) -> String {
        guard !names.isEmpty else { return source }
        var result = ""
        var word = ""
        var previous: Character = " "
        func flush() {
            if !word.isEmpty, names.contains(word), previous != ".", let module = modules[word] {
                result += module + "."
            }
            result += word
            word = ""
        }
        for character in source {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty, let last = result.last { previous = last }
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// The identifiers of a type's text that stand on their own (not after a `.`). Names are
    /// ASCII: every other byte ends a word.
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var start: String.UTF8View.Index?
        var afterDot = false
        let utf8 = text.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            let isNamePart =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            if isNamePart {
                if start == nil { start = index }
            } else {
                if let first = start, !afterDot { words.append(String(text[first..<index])) }
                start = nil
                afterDot = byte == UInt8(ascii: ".")
            }
        }
        if let first = start, !afterDot { words.append(String(text[first...])) }
        return words
    }
}
