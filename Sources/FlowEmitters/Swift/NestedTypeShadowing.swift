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
            var problem: String?
            flow.forEachPayloadType { type in
                guard problem == nil, seen.insert(type.spellingIdentity).inserted else { return }
                // Every nested enum's name ends in one of these words.
                guard let canonical = type.canonical, canonical.contains("Choice") || canonical.contains("Result"),
                    let name = canonical.split(separator: " ").first(where: { nested.contains(String($0)) })
                else { return }
                problem =
                    "flow '\(flow.name.value)': the type '\(type.text)' names '\(name)', an enum a generated "
                    + "coordinator nests for a choice or named answers, which it would take for the app's type; "
                    + "qualify it with its module (MyApp.\(name)) or rename it"
            }
            if let problem { return problem }
        }
        return nil
    }
}
