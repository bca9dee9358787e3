import FlowDiagnostics
import FlowModel
import FlowRules

/// One place a name is written: its file and flowc's line and column of where to look for it.
struct NameSite: Hashable {
    var key: SymbolKey
    var path: String
    var line: Int
    var column: Int
    var isDefinition: Bool
    /// Names written before this one at the place (a verb, `Child` of `start Child.entry`): the
    /// name is looked for after them, so that `push push` finds the screen, not the verb.
    var after: [String] = []
    /// Whether the name stands in braces (`{id}` of a route's pattern or fragment): looked for with
    /// them, so that a literal segment of the same text is not taken for it.
    var inBraces = false
}

/// The places a flow writes names at, read from its decoded values.
struct NameSites {
    let flow: Flow
    /// Another flow by name (a child's outcomes and events tell what an `on` key names).
    let flowNamed: (String) -> Flow?
    /// The answers each `return NAME` of the flow hands back, by the `return`'s position: the
    /// asking actions the rules find for it (`FlowGraph.askers`).
    let answersByPosition: [SourcePosition: [SymbolKey]]
    /// Which keys to collect.
    let wanted: (SymbolKey) -> Bool
    var sites: [NameSite] = []

    private var flowName: String { flow.name.value }

    /// Every place in `flow` that names something, `wanted` ones only.
    static func collect(
        _ flow: Flow, flowNamed: @escaping (String) -> Flow?, answers: [SourcePosition: [SymbolKey]] = [:],
        wanted: @escaping (SymbolKey) -> Bool
    ) -> [NameSite] {
        var collector = NameSites(flow: flow, flowNamed: flowNamed, answersByPosition: answers, wanted: wanted)
        collector.collectDeclarations()
        collector.collectReferences()
        return collector.sites
    }

    private mutating func add(
        _ key: SymbolKey, _ position: SourcePosition, definition: Bool = false, after: [String] = [],
        inBraces: Bool = false
    ) {
        guard wanted(key) else { return }
        sites.append(
            NameSite(
                key: key, path: flow.file, line: position.line, column: position.column, isDefinition: definition,
                after: after, inBraces: inBraces))
    }

    private mutating func collectDeclarations() {
        add(.flow(flowName), flow.name.position, definition: true)
        for screen in flow.screens {
            add(.screen(flow: flowName, id: screen.id.value), screen.id.position, definition: true)
            for action in screen.actions {
                add(
                    .action(flow: flowName, screen: screen.id.value, name: action.name.value), action.name.position,
                    definition: true)
                for answer in action.answers ?? [] {
                    add(
                        .answer(
                            flow: flowName, screen: screen.id.value, action: action.name.value, name: answer.name.value),
                        answer.name.position, definition: true)
                }
            }
        }
        for outcome in flow.outcomes {
            add(.outcome(flow: flowName, name: outcome.name.value), outcome.name.position, definition: true)
        }
        for event in flow.events {
            add(.event(flow: flowName, name: event.name.value), event.name.position, definition: true)
        }
        for alert in flow.alerts {
            add(.alert(flow: flowName, name: alert.name.value), alert.name.position, definition: true)
            for button in alert.buttons {
                add(
                    .button(flow: flowName, alert: alert.name.value, name: button.name.value), button.name.position,
                    definition: true)
            }
        }
        for entry in flow.entries ?? [] {
            add(.entry(flow: flowName, name: entry.name.value), entry.name.position, definition: true)
        }
        for trigger in flow.triggers {
            add(.trigger(flow: flowName, name: trigger.name.value), trigger.name.position, definition: true)
        }
        for route in flow.routes { routeParameters(route) }
    }

    /// A route's parameters: `{name}` in the pattern and the fragment (their declarations), the
    /// keys that type them, and the `query` items.
    private mutating func routeParameters(_ route: Route) {
        let pattern = route.pattern.value
        func key(_ name: String) -> SymbolKey { .routeParameter(flow: flowName, route: pattern, name: name) }
        for segment in route.segments {
            guard let name = segment.parameterName else { continue }
            add(key(name), route.pattern.position, definition: true, inBraces: true)
        }
        for segment in route.fragment?.segments ?? [] {
            guard let name = segment.parameterName, let fragment = route.fragment else { continue }
            add(key(name), fragment.text.position, definition: true, inBraces: true)
        }
        for parameter in route.parameters {
            add(key(parameter.name.value), parameter.name.position, definition: parameter.place == .query)
        }
    }

    private mutating func collectReferences() {
        for item in flow.start ?? [] { screenOrFlow(item.value, item.position) }
        for entry in flow.entries ?? [] {
            for item in entry.starts ?? [] { screenOrFlow(item.value, item.position) }
            for outcome in entry.outcomes ?? [] { add(.outcome(flow: flowName, name: outcome.value), outcome.position) }
        }
        if let back = flow.back { add(.outcome(flow: flowName, name: back.value), back.position) }
        for tab in flow.tabs ?? [] { add(.flow(tab.value), tab.position) }
        for child in flow.children {
            let childName = child.flow.value
            add(.flow(childName), child.flow.position)
            let childFlow = flowNamed(childName)
            for handler in child.handlers {
                let name = handler.outcome.value
                let isEvent = childFlow?.outcome(named: name) == nil && childFlow?.event(named: name) != nil
                add(
                    isEvent ? .event(flow: childName, name: name) : .outcome(flow: childName, name: name),
                    handler.outcome.position)
                transitions(handler.transitions)
            }
            if let reopen = child.keep?.reopen { add(.trigger(flow: childName, name: reopen.value), reopen.position) }
        }
        for screen in flow.screens {
            for action in screen.actions { transitions(action.transitions) }
            if let external = screen.external { transitions(external.transitions) }
        }
        for alert in flow.alerts {
            for button in alert.buttons { transitions(button.transitions) }
        }
        for trigger in flow.triggers {
            transitions(trigger.transitions)
            for item in trigger.from ?? [] { add(.screen(flow: flowName, id: item.value), item.position) }
        }
        for route in flow.routes {
            if let destination = route.destination { transition(destination) }
            if let via = route.via { add(.flow(via.value), via.position) }
            if let entry = route.entry { add(.entry(flow: flowName, name: entry.value), entry.position) }
        }
    }

    /// A `start` item, an entry's `start` or a `reset` target: a screen of the flow, else a child.
    private mutating func screenOrFlow(_ name: String, _ position: SourcePosition, after: [String] = []) {
        if flow.screen(named: name) != nil {
            add(.screen(flow: flowName, id: name), position, after: after)
        } else {
            add(.flow(String(Transition.childAndEntry(name).child)), position, after: after)
        }
    }

    private mutating func transitions(_ list: Transitions) {
        for index in list.indices { transition(list[index]) }
    }

    private mutating func transition(_ transition: Transition) {
        if let then = transition.then { self.transition(then) }
        guard let target = transition.target else { return }
        let verb = [transition.verb.rawValue]
        let position = transition.position
        switch transition.verb.targetKind {
        case .screen: add(.screen(flow: flowName, id: target), position, after: verb)
        case .child:
            let (child, entry) = Transition.childAndEntry(target)
            add(.flow(String(child)), position, after: verb)
            if let entry {
                add(.entry(flow: String(child), name: String(entry)), position, after: verb + [String(child)])
            }
        case .tab: add(.flow(target), position, after: verb)
        case .screenOrChild: screenOrFlow(target, position, after: verb)
        case .outcome: add(.outcome(flow: flowName, name: target), position, after: verb)
        case .alert: add(.alert(flow: flowName, name: target), position, after: verb)
        case .event: add(.event(flow: flowName, name: target), position, after: verb)
        case nil:
            // `return NAME`: an answer of each action it can answer.
            guard transition.verb.mayNameAnAnswer else { return }
            for key in answersByPosition[position] ?? [] { add(key, position, after: verb) }
        }
    }
}

extension FlowGraph {
    /// The answers each `return NAME` of flow `index` hands back, by the `return`'s position:
    /// one key per asking action that waits for named answers.
    func answerKeys(ofFlow index: Int) -> [SourcePosition: [SymbolKey]] {
        let flow = flows[index]
        var keys: [SourcePosition: [SymbolKey]] = [:]
        for transition in resolved[index].transitions where transition.verb.mayNameAnAnswer {
            guard let name = answerName(of: transition, inFlow: index) else { continue }
            for asker in askers(of: transition, inFlow: index) {
                guard case .action(let screen, let action) = asker.place,
                    flow.screens[screen].actions[action].answers != nil
                else { continue }
                let key = SymbolKey.answer(
                    flow: flow.name.value, screen: flow.screens[screen].id.value,
                    action: flow.screens[screen].actions[action].name.value, name: name)
                if keys[transition.position, default: []].contains(key) { continue }
                keys[transition.position, default: []].append(key)
            }
        }
        return keys
    }
}
