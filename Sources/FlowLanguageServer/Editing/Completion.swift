import FlowModel
import FlowRules

/// What completion offers at a cursor: names of the kind the place expects (a `push` the screens
/// of its flow, a `start` its children and `Child.entry`, an `on` key the child's outcomes and
/// events not yet handled), or the keys and verbs that may stand there.
struct Completion {
    /// The protocol's CompletionItemKind.
    enum Kind {
        static let function = 3
        static let field = 5
        static let `class` = 7
        static let module = 9
        static let property = 10
        static let value = 12
        static let keyword = 14
        static let enumMember = 20
        static let event = 23
    }

    struct Item: Equatable {
        var label: String
        var kind: Int
        var detail: String
    }

    let context: CursorContext
    /// The cursor's flow, as far as it can be read.
    let flow: Flow?
    /// Any flow by name (a child's outcomes, events, entries and triggers).
    let flowNamed: (String) -> Flow?
    /// Every flow name of the workspace.
    let flowNames: [String]

    /// The items for the cursor that start with what is typed of the name.
    func items() -> [Item] {
        let offered = context.isKey ? keyItems() : valueItems()
        var seen: Set<String> = []
        let unique = offered.filter { seen.insert($0.label).inserted }
        let word = context.word.lowercased()
        return unique.filter { word.isEmpty || $0.label.lowercased().hasPrefix(word) }
    }

    // MARK: - Keys

    private func keyItems() -> [Item] {
        let path = context.path
        func keys(_ names: [String], _ what: String) -> [Item] {
            names.map { Item(label: $0, kind: Kind.property, detail: what) }
        }
        switch path.count {
        case 0: return keys(FormatKeys.flow, "key of a flow")
        case 1 where path[0] == "children":
            let taken = Set(flow?.children.map(\.flow.value) ?? [])
            return flowNames.filter { !taken.contains($0) && $0 != flow?.name.value }
                .map { Item(label: $0, kind: Kind.class, detail: "flow") }
        default: break
        }
        switch (path[0], path.count) {
        case ("screens", 2): return keys(FormatKeys.screen, "key of a screen")
        case ("screens", 3) where path[2] == "presentation": return keys(FormatKeys.presentation, "presentation")
        case ("screens", 4) where path[2] == "actions": return keys(FormatKeys.action, "key of an action")
        case ("children", 2): return keys(FormatKeys.child, "key of a child")
        case ("children", 3) where path[2] == "on": return unhandled(child: path[1])
        case ("children", 3) where path[2] == "keep": return keys(FormatKeys.keep, "keep")
        case ("children", 3) where path[2] == "present": return keys(FormatKeys.presentation, "presentation")
        case ("children", 4) where path[2] == "on": return keys(FormatKeys.transitionLongForm, "long form")
        case ("alerts", 2): return keys(FormatKeys.alert, "key of an alert")
        case ("alerts", 4) where path[2] == "buttons": return keys(FormatKeys.alertButton, "key of a button")
        case ("entries", 2): return keys(FormatKeys.entry, "key of an entry")
        case ("triggers", 2): return keys(FormatKeys.trigger, "key of a trigger")
        case ("routes", 2): return keys(FormatKeys.route, "key of a route")
        default:
            // A transition's long form, where a transition stands as a map (`{to: …, make: true}`).
            if let last = path.last, last == "to" || last == "then" || placeHoldsTransition(Array(path.dropLast())) {
                return keys(FormatKeys.transitionLongForm, "long form")
            }
            return []
        }
    }

    /// The outcomes and events of child `child` that its `on` does not handle yet.
    private func unhandled(child: String) -> [Item] {
        guard let childFlow = flowNamed(child) else { return [] }
        let handled = Set(flow?.child(named: child)?.handlers.map(\.outcome.value) ?? [])
        return childFlow.outcomes.filter { !handled.contains($0.name.value) }.map {
            Item(label: $0.name.value, kind: Kind.enumMember, detail: "outcome of \(child)" + payload($0))
        }
            + childFlow.events.filter { !handled.contains($0.name.value) }.map {
                Item(label: $0.name.value, kind: Kind.event, detail: "event of \(child)" + payload($0))
            }
    }

    // MARK: - Values

    private func valueItems() -> [Item] {
        let path = context.path
        guard let last = path.last else { return [] }
        if path.count >= 3, path[0] == "routes", path.count == 3 {
            switch last {
            case "to": return routeDestination()
            case "via": return flowNames.map { Item(label: $0, kind: Kind.class, detail: "flow") }
            case "entry": return entries(of: flow)
            default: return []
            }
        }
        switch (path[0], last, path.count) {
        case ("start", _, 1), ("entries", "start", 3): return screens() + children()
        case ("back", _, 1), ("entries", "outcomes", 3): return outcomes()
        case ("tabs", _, 1): return children()
        case ("root", _, 1): return ["stack", "tabs"].map { Item(label: $0, kind: Kind.value, detail: "root") }
        case ("triggers", "from", 3): return screens()
        case ("children", "reopen", 4): return triggers(of: path[1])
        default: break
        }
        guard last == "to" || last == "then" || placeHoldsTransition(path) else { return [] }
        return transition()
    }

    /// Whether the value of the key at the end of `path` is a transition (or alternatives): an
    /// action's short form, an `on` entry, a button, a trigger.
    private func placeHoldsTransition(_ path: [String]) -> Bool {
        switch (path.first, path.count) {
        case ("screens", 4): return path[2] == "actions"
        case ("children", 4): return path[2] == "on"
        case ("alerts", 4): return path[2] == "buttons"
        case ("triggers", 2): return true
        default: return false
        }
    }

    /// A verb, or the target its verb expects.
    private func transition() -> [Item] {
        let words = context.typed.split(separator: " ", omittingEmptySubsequences: true)
        let typingVerb = words.count <= 1 && !context.typed.hasSuffix(" ")
        guard !typingVerb else {
            return Transition.Verb.allCases.map { verb in
                Item(
                    label: verb.rawValue, kind: Kind.keyword,
                    detail: verb.targetKind.map { "verb, takes a \($0.rawValue)" } ?? "verb")
            }
        }
        guard let verb = Transition.Verb(rawValue: String(words[0])), words.count <= 2 else { return [] }
        switch verb.targetKind {
        case .screen: return screens()
        case .child: return children(withEntries: true)
        case .outcome: return outcomes()
        case .tab: return (flow?.tabs ?? []).map { Item(label: $0.value, kind: Kind.module, detail: "tab") }
        case .alert:
            return (flow?.alerts ?? []).map { Item(label: $0.name.value, kind: Kind.function, detail: "alert") }
        case .screenOrChild: return screens() + children()
        case .event:
            return (flow?.events ?? []).map {
                Item(label: $0.name.value, kind: Kind.event, detail: "event" + payload($0))
            }
        case nil:
            guard verb.mayNameAnAnswer else { return [] }
            return (flow?.screens ?? []).flatMap { screen in
                screen.actions.flatMap { action in
                    (action.answers ?? []).map {
                        Item(
                            label: $0.name.value, kind: Kind.enumMember,
                            detail: "answer of \(action.name.value) on \(screen.id.value)" + payload($0))
                    }
                }
            }
        }
    }

    private func routeDestination() -> [Item] {
        [Item(label: "start", kind: Kind.keyword, detail: "the flow itself")]
            + (flow?.screens ?? []).flatMap { screen in
                ["push", "present"].map {
                    Item(label: "\($0) \(screen.id.value)", kind: Kind.keyword, detail: "a screen of the flow")
                }
            }
    }

    private func screens() -> [Item] {
        (flow?.screens ?? []).map {
            Item(label: $0.id.value, kind: Kind.field, detail: "screen" + ($0.input.map { ", input \($0.text)" } ?? ""))
        }
    }

    /// The flow's children; with `withEntries`, `Child.entry` for each entry of a child that has them.
    private func children(withEntries: Bool = false) -> [Item] {
        (flow?.children ?? []).flatMap { child -> [Item] in
            let name = child.flow.value
            var items = [Item(label: name, kind: Kind.class, detail: "child flow")]
            if withEntries, let entries = flowNamed(name)?.entries {
                items += entries.map {
                    Item(
                        label: "\(name).\($0.name.value)", kind: Kind.class,
                        detail: "entry" + ($0.input.map { ", input \($0.text)" } ?? ""))
                }
            }
            return items
        }
    }

    private func outcomes() -> [Item] {
        (flow?.outcomes ?? []).map {
            Item(label: $0.name.value, kind: Kind.enumMember, detail: "outcome" + payload($0))
        }
    }

    private func entries(of flow: Flow?) -> [Item] {
        (flow?.entries ?? []).map { Item(label: $0.name.value, kind: Kind.function, detail: "entry") }
    }

    private func triggers(of child: String) -> [Item] {
        (flowNamed(child)?.triggers ?? []).map {
            Item(label: $0.name.value, kind: Kind.function, detail: "trigger of \(child)")
        }
    }

    private func payload(_ outcome: Outcome) -> String {
        outcome.payload.map { ", \($0.text)" } ?? ""
    }
}
