import FlowModel
import FlowRules

/// An app's type named as an enum a generated coordinator nests for a choice or named answers
/// (`input: HomeNextChoice` where action `next` of screen `home` has alternatives): written in
/// that coordinator, the name is the enum's, and the code would not compile. `generate` refuses
/// such a flow set rather than write it; lint does not look (it would read every payload's
/// text, in every flow, for a name that is nearly never there).
public enum NestedTypeShadowing {
    /// The problem, naming the flow, the type and the enum; nil when there is none.
    public static func problem(in graph: FlowGraph) -> String? {
        let nested = GeneratedNames.nestedTypes(in: graph)
        guard !nested.isEmpty else { return nil }
        // A flow set writes a few types thousands of times, each spelling shared: each is read once.
        var seen: Set<ObjectIdentifier> = []
        for flow in graph.flows {
            for type in payloadTypes(of: flow) where seen.insert(type.spellingIdentity).inserted {
                // Every nested enum's name ends in one of these words.
                guard let canonical = type.canonical, canonical.contains("Choice") || canonical.contains("Result"),
                    let name = canonical.split(separator: " ").first(where: { nested.contains(String($0)) })
                else { continue }
                return "flow '\(flow.name.value)': the type '\(type.text)' names '\(name)', an enum a generated "
                    + "coordinator nests for a choice or named answers, which it would take for the app's type; "
                    + "qualify it with its module (MyApp.\(name)) or rename it"
            }
        }
        return nil
    }

    /// Every payload type the flow writes.
    private static func payloadTypes(of flow: Flow) -> [TypeExpression] {
        var types: [TypeExpression?] = [flow.input]
        types += flow.outcomes.map(\.payload) + flow.events.map(\.payload)
        types += (flow.entries ?? []).map(\.input) + flow.triggers.map(\.input) + flow.alerts.map(\.input)
        for screen in flow.screens {
            types += [screen.input, screen.external?.result]
            for action in screen.actions {
                types += [action.input, action.output, action.result] + (action.answers ?? []).map(\.payload)
            }
        }
        return types.compactMap { $0 }
    }
}
