import FlowDiagnostics
import FlowModel

/// Two flows with one name. (A key written twice in one map is reported by the decoder.)
public struct DuplicateIdentifierRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: .duplicateIdentifier,
        severity: .error,
        summary: "the same key twice in one mapping; two flows with one name",
        rationale: """
            YAML readers disagree on a key written twice (most keep the last, silently), so a second \
            `cart:` under `screens` would hide the first. Flows refer to each other by name across \
            files, so two flows with one name make every reference ambiguous: the first in load \
            order keeps the name, and each later one is reported at its `flow` value and ignored.
            """,
        triggering: [
            RuleExample(
                """
                flow: Cart
                start: cart
                screens:
                  cart: null
                  ↓cart: null
                """),
            RuleExample(files: [
                (
                    "A.flow.yaml",
                    """
                    flow: Cart
                    entry: true
                    start: cart
                    screens: {cart: null}
                    """
                ),
                (
                    "B.flow.yaml",
                    """
                    flow: ↓Cart
                    entry: true
                    start: basket
                    screens: {basket: null}
                    """
                ),
            ]),
            RuleExample(
                """
                flow: Cart
                entry: true
                start: cart
                screens: {cart: null}
                routes:
                  "cart/{id}": {id: Item.ID, to: start}
                  ↓"cart/{item}": {item: Item.ID, to: start}
                  ↓"/cart/{key}": {key: Item.ID, to: start}   # a leading '/' changes nothing
                """),
        ] + Self.routeLinkTriggering,
        nonTriggering: [
            RuleExample(
                """
                flow: Cart
                entry: true
                start: cart
                screens: {cart: null}
                ---
                flow: Basket
                entry: true
                start: cart
                screens: {cart: null}
                routes:
                  "basket/{id}": {id: Item.ID, to: start}
                  "basket/{id}/{count}": {id: Item.ID, count: Int, to: start}
                """)
        ] + Self.routeLinkNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        // Which flow or route keeps a name is the workspace's to say: the first in load order.
        (graph.checksWorkspace ? flowDuplicates(graph) + routeDuplicates(graph) : []) + routeParameterDuplicates(graph)
    }

    private func flowDuplicates(_ graph: FlowGraph) -> [Diagnostic] {
        graph.duplicates.map { duplicate in
            let original = graph.flows[duplicate.original]
            return finding(
                "flow '\(duplicate.flow.name.value)' is declared again; the first, at \(original.location(of: original.name.position)), keeps the name",
                at: duplicate.flow.name.position, in: duplicate.flow)
        }
    }

    /// Two routes, in any flows, whose patterns match the same paths (parameter names aside).
    private func routeDuplicates(_ graph: FlowGraph) -> [Diagnostic] {
        guard !graph.routeWays.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        var first: [String: (flow: Flow, route: Route)] = [:]
        for flow in graph.flows {
            for route in flow.routes {
                guard let earlier = first[route.shape] else {
                    first[route.shape] = (flow, route)
                    continue
                }
                findings.append(
                    finding(
                        "route '\(route.pattern.value)' matches the same paths as route '\(earlier.route.pattern.value)' at \(earlier.flow.location(of: earlier.route.pattern.position)), which keeps them",
                        at: route.pattern.position, in: flow))
            }
        }
        return findings
    }
}
