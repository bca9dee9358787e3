import FlowModel
import FlowRules

/// The names the support file takes from Swift's concurrency library and from SwiftUI without a
/// module, qualified where an app's own type of that name would hide them.
///
/// The generated files are compiled in the app's module, where the app's declarations come before
/// what it imports: a to-do app's `struct Task` would make the runtime's `Task { … }` mean the
/// app's type. The flows tell when that can be: a type they write (`input: Task`, `result: [Text]`)
/// names it. Then, and only then, the support file spells those names with their module
/// (`_Concurrency.Task`), so that every other app's file stays as it was. The SwiftUI backend's
/// coordinators and view skeletons spell the SwiftUI names they write the same way
/// (`FlowPlan.runtimeName`), and the names qualified are part of the files' input digests.
enum RuntimeNameQualifier {
    /// Each name the generated code uses without a module, with the module it comes from.
    /// `Context` is the one a SwiftUI representable declares (`Self.Context`). Swift's own type
    /// names (`String`, `Int`) are left out: flows write them for Swift's.
    static let modules: [String: String] = [
        "Task": "_Concurrency", "CheckedContinuation": "_Concurrency", "CancellationError": "_Concurrency",
        "Error": "Swift", "Equatable": "Swift", "Hashable": "Swift", "Hasher": "Swift", "Identifiable": "Swift",
        "CaseIterable": "Swift", "Array": "Swift", "Set": "Swift", "Mirror": "Swift",
        "AnyView": "SwiftUI", "Binding": "SwiftUI", "Button": "SwiftUI", "ButtonRole": "SwiftUI",
        "EmptyView": "SwiftUI", "ForEach": "SwiftUI", "NavigationStack": "SwiftUI", "PresentationDetent": "SwiftUI",
        "TabView": "SwiftUI", "Text": "SwiftUI", "View": "SwiftUI", "Context": "Self",
    ]

    /// Names the support file also declares for itself, nested (`FlowcAlert.Button`): there the
    /// word is the runtime's own type, so only the uses listed, which mean the module's, are
    /// qualified.
    static let ownUses: [String: [String]] = ["Button": ["Button(button.title, role: button.role)"]]

    /// `name` as the generated code writes it: with its module where an app's type may hide it.
    static func spelling(_ name: String, hidden: Set<String>) -> String {
        guard hidden.contains(name), let module = modules[name] else { return name }
        return module + "." + name
    }

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
        var source = source
        for (name, uses) in ownUses where names.contains(name) {
            for use in uses { source = source.replacing(use, with: modules[name]! + "." + use) }
        }
        var result = ""
        var word = ""
        var previous: Character = " "
        func flush() {
            if !word.isEmpty, names.contains(word), ownUses[word] == nil, previous != ".", let module = modules[word] {
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

    /// Those of `names` that stand on their own in `source`, which `qualify` would change.
    static func names(_ names: Set<String>, writtenIn source: String) -> Set<String> {
        Set(words(of: source)).intersection(names)
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
