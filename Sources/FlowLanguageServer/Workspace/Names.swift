import FlowDiagnostics
import FlowModel
import FlowRules

/// A name that go to definition, find references and rename follow.
public enum SymbolKey: Sendable, Hashable {
    /// A screen of a flow: its id under `screens` and every transition, `start` item, trigger
    /// `from` and route `to` of that flow that names it.
    case screen(flow: String, id: String)
    /// A flow: its `flow` value, and in every flow that names it its key under `children`, its
    /// `start` items, its tabs, `start` and `reset` transitions (`Child` and `Child.entry`) and
    /// routes' `via`.
    case flow(String)

    var name: String {
        switch self {
        case .screen(_, let id): return id
        case .flow(let name): return name
        }
    }
}

/// One place a name is written: its file and flowc's line and column of where to look for it.
struct NameSite: Hashable {
    var key: SymbolKey
    var path: String
    var line: Int
    var column: Int
    var isDefinition: Bool
    /// The transition's verb, written before the name (`push detail`): the name is looked for after it.
    var verb: String? = nil
}

/// A name written in a file, as bytes of its text.
struct Occurrence: Hashable {
    var key: SymbolKey
    var path: String
    var start: Int
    var end: Int
    var isDefinition: Bool
}

/// The places a flow writes names at, read from its decoded values.
enum NameSites {
    /// Every place in `flow` that names a screen or a flow, `wanted` ones only.
    static func collect(_ flow: Flow, wanted: (SymbolKey) -> Bool, into sites: inout [NameSite]) {
        let path = flow.file
        let screens = Set(flow.screens.map(\.id.value))
        func add(_ key: SymbolKey, _ position: SourcePosition, definition: Bool = false, verb: String? = nil) {
            guard wanted(key) else { return }
            sites.append(
                NameSite(
                    key: key, path: path, line: position.line, column: position.column, isDefinition: definition,
                    verb: verb))
        }
        func screenOrFlow(_ name: String, _ position: SourcePosition, verb: String? = nil) {
            if screens.contains(name) {
                add(.screen(flow: flow.name.value, id: name), position, verb: verb)
            } else {
                add(.flow(String(Transition.childAndEntry(name).child)), position, verb: verb)
            }
        }
        func transitions(_ list: Transitions) {
            for index in list.indices {
                let (verb, target) = list.verbAndTarget(at: index)
                guard let target, let kind = verb.targetKind else { continue }
                let position = list.position(at: index)
                let written = verb.rawValue
                switch kind {
                case .screen: add(.screen(flow: flow.name.value, id: target), position, verb: written)
                case .child, .tab:
                    add(.flow(String(Transition.childAndEntry(target).child)), position, verb: written)
                case .screenOrChild: screenOrFlow(target, position, verb: written)
                case .outcome, .alert, .event: continue
                }
            }
        }
        add(.flow(flow.name.value), flow.name.position, definition: true)
        for screen in flow.screens {
            add(.screen(flow: flow.name.value, id: screen.id.value), screen.id.position, definition: true)
        }
        for item in flow.start ?? [] { screenOrFlow(item.value, item.position) }
        for entry in flow.entries ?? [] {
            for item in entry.starts ?? [] { screenOrFlow(item.value, item.position) }
        }
        for tab in flow.tabs ?? [] { add(.flow(tab.value), tab.position) }
        for child in flow.children {
            add(.flow(child.flow.value), child.flow.position)
            for handler in child.handlers { transitions(handler.transitions) }
        }
        for screen in flow.screens {
            for action in screen.actions { transitions(action.transitions) }
        }
        for alert in flow.alerts {
            for button in alert.buttons { transitions(button.transitions) }
        }
        for trigger in flow.triggers {
            transitions(trigger.transitions)
            for item in trigger.from ?? [] { add(.screen(flow: flow.name.value, id: item.value), item.position) }
        }
        for route in flow.routes {
            if let destination = route.destination { transitions(Transitions(destination)) }
            if let via = route.via { add(.flow(via.value), via.position) }
        }
    }
}

extension Workspace {
    /// The flows linking knows (the first of each name), and the later ones of a taken name.
    private func allFlows() -> [Flow] {
        guard let graph = outcome?.graph else { return [] }
        return graph.flows + graph.duplicates.map(\.flow)
    }

    /// The places of `sites` as bytes of their files' texts (a site whose name is not found
    /// where it should stand, which a file changed since it was read could cause, is left out).
    func occurrences(of sites: [NameSite]) -> [Occurrence] {
        var result: [Occurrence] = []
        var seen: Set<Occurrence> = []
        let byPath = Dictionary(grouping: sites, by: \.path)
        for path in byPath.keys.sorted(by: { $0.precedesInByteOrder($1) }) {
            guard let group = byPath[path] else { continue }
            let found: [Occurrence]? = withText(of: path) { document in
                group.compactMap { site in
                    let name = site.key.name
                    var column = site.column
                    if let verb = site.verb,
                        let written = document.range(ofName: verb, flowcLine: site.line, column: site.column)
                    {
                        column = document.flowcPosition(of: written.end).column
                    }
                    guard let range = document.range(ofName: name, flowcLine: site.line, column: column) else {
                        return nil
                    }
                    return Occurrence(
                        key: site.key, path: path, start: range.start, end: range.end, isDefinition: site.isDefinition)
                }
            }
            for occurrence in found ?? [] where seen.insert(occurrence).inserted { result.append(occurrence) }
        }
        return result
    }

    /// The name at `offset` in the file at `path`, if it is a screen or a flow.
    func symbol(at offset: Int, in path: String) -> Occurrence? {
        refresh()
        var sites: [NameSite] = []
        for flow in allFlows() where flow.file == path {
            NameSites.collect(flow, wanted: { _ in true }, into: &sites)
        }
        return occurrences(of: sites).first { $0.start <= offset && offset <= $0.end }
    }

    /// Every place that writes `key`, its definitions first.
    func occurrences(of key: SymbolKey) -> [Occurrence] {
        refresh()
        var sites: [NameSite] = []
        switch key {
        case .screen(let flowName, _):
            for flow in allFlows() where flow.name.value == flowName {
                NameSites.collect(flow, wanted: { $0 == key }, into: &sites)
            }
        case .flow:
            for flow in allFlows() { NameSites.collect(flow, wanted: { $0 == key }, into: &sites) }
        }
        let found = occurrences(of: sites)
        return found.filter(\.isDefinition) + found.filter { !$0.isDefinition }
    }

    /// Why `key` cannot be renamed to `newName`, or nil when it can.
    func renameProblem(_ key: SymbolKey, to newName: String) -> String? {
        let keywords = SwiftKeywords()
        switch key {
        case .screen(let flowName, _):
            if let problem = NameStyle.lowerCamelCase.problem(with: newName, keywords: keywords) {
                return "a screen id: \(problem)"
            }
            if allFlows().contains(where: { $0.name.value == flowName && $0.screen(named: newName) != nil }) {
                return "flow \(flowName) already has a screen '\(newName)'"
            }
        case .flow:
            if let problem = NameStyle.upperCamelCase.problem(with: newName, keywords: keywords) {
                return "a flow name: \(problem)"
            }
            let flows = allFlows()
            if let taken = flows.first(where: { $0.name.value == newName }) {
                return "a flow named '\(newName)' already exists (\(taken.file):\(taken.name.position))"
            }
            if let parent = flows.first(where: { $0.child(named: newName) != nil }) {
                return "flow \(parent.name.value) already has a child '\(newName)'"
            }
        }
        return nil
    }
}
