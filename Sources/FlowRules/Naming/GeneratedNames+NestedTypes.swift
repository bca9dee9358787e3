import FlowModel

extension GeneratedNames {
    /// The choice enums (`<Screen><Action>Choice`, `After<Child><Outcome>Choice`,
    /// `Trigger<Name>Choice`, `StartChoice`, `<Entry>StartChoice`, `<Screen>DoneChoice`) and named-answer enums
    /// (`<Flow><Screen><Action>Result`) of every flow: a view of one of these names is taken for
    /// the enum inside the coordinator that nests it.
    public static func nestedTypes(in graph: FlowGraph) -> Set<String> {
        var names: Set<String> = []
        func choice(_ requirement: String) { names.insert(choiceType(requirement: requirement)) }
        for (index, flow) in graph.flows.enumerated() {
            for screen in flow.screens {
                for action in screen.actions where action.transitions.count > 1 {
                    choice(actionRequirement(screen: screen.id.value, action: action.name.value))
                }
                if let external = screen.external, external.transitions.count > 1 {
                    choice(externalDoneRequirement(screen.id.value))
                }
            }
            for child in flow.children {
                for handler in child.handlers where handler.transitions.count > 1 {
                    choice(handlerRequirement(child: child.flow.value, outcome: handler.outcome.value))
                }
            }
            for trigger in flow.triggers where trigger.transitions.count > 1 {
                choice(triggerRequirement(trigger.name.value))
            }
            // A `start` list: the flow asks its work which item it starts with.
            if flow.root == .stack, flow.entries == nil, graph.resolved[index].entries.count > 1 {
                names.insert(startChoiceType)
            }
            for entry in flow.entries ?? [] where entry.chooses {
                names.insert(entryStartChoiceType(entry: entry.name.value))
            }
            for (screen, action) in graph.resolved[index].namedResultActions {
                names.insert(
                    resultType(
                        flow: flow.name.value, screen: flow.screens[screen].id.value,
                        action: flow.screens[screen].actions[action].name.value))
            }
        }
        return names
    }
}
