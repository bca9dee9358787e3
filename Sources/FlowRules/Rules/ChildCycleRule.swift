import FlowDiagnostics
import FlowModel

/// Flows that start themselves, directly or through their children.
public struct ChildCycleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "child-cycle",
        severity: .warning,
        summary: "a flow that starts itself, directly or through its children",
        rationale: """
            A flow that starts itself can stack coordinators without bound: each start adds a child \
            that holds the previous ones. Sometimes it is meant (a product page opening a related \
            product), more often it is a `start` that should have been a `finish`. Reported at the \
            `flow` value of each flow on the cycle.
            """,
        triggering: [
            RuleExample(
                """
                flow: ↓Product
                entry: true
                start: product
                outcomes: [done]
                screens:
                  product: {actions: {related: start Product, close: finish done}}
                children:
                  Product: {on: {done: stay}}
                ---
                flow: ↓Seller
                entry: true
                start: Shop
                outcomes: [done]
                children:
                  Shop: {on: {done: finish done}}
                ---
                flow: ↓Shop
                start: Seller
                outcomes: [done]
                children:
                  Seller: {on: {done: finish done}}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                flow: Shop
                entry: true
                start: Product
                children: {Product: {on: {done: stay}}}
                ---
                flow: Product
                start: product
                outcomes: [done]
                screens:
                  product: {actions: {close: finish done}}
                """)
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        // A cycle is the workspace's: any flow's edit may close or open one far away.
        guard graph.checksWorkspace else { return [] }
        let successors = graph.startedFlows.map { names in names.compactMap { graph.index(of: $0) } }
        let components = StronglyConnectedComponents(successors: successors)
        var findings: [Diagnostic] = []
        for (index, flow) in graph.flows.enumerated() {
            let component = components.component[index]
            let next = successors[index].first { components.component[$0] == component }
            guard let next else { continue }  // not on a cycle: nothing it starts leads back
            let message =
                next == index
                ? "flow '\(flow.name.value)' starts itself"
                : "flow '\(flow.name.value)' starts itself through its children: it starts '\(graph.flows[next].name.value)', which leads back to '\(flow.name.value)'"
            findings.append(finding(message, at: flow.name.position, in: flow))
        }
        return findings
    }
}
