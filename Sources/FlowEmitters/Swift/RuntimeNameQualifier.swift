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
        // each is read once, and one written again straight after (most are) is not even hashed.
        var seen: Set<ObjectIdentifier> = []
        var last: ObjectIdentifier?
        func meet(_ type: TypeExpression?) {
            guard let identity = type?.spellingIdentity, identity != last else { return }
            last = identity
            guard seen.insert(identity).inserted, let type else { return }
            for word in words(of: type.text) where modules[word] != nil { names.insert(word) }
        }
        // By index: a `for` over the flows would copy each one whole.
        let flows = graph.flows
        for f in flows.indices {
            flows[f].forEachPayloadType(meet)
            for route in flows[f].routes.indices {
                for parameter in flows[f].routes[route].parameters { meet(parameter.type) }
            }
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
