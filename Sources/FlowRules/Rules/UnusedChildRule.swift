import FlowDiagnostics
import FlowModel

/// Children that the flow lists but never starts.
public struct UnusedChildRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused-child",
        severity: .warning,
        summary: "a child that no transition starts and no tab shows",
        rationale: """
            A child listed under `children` that no `start` names and no tab shows is dead code: its \
            handlers never run, and it keeps the child flow looking used. It is usually a `start` \
            that was removed or renamed.
            """,
        triggering: [
            RuleExample(files: [
                (
                    "Shop.flow.yaml",
                    """
                    flow: Shop
                    entry: true
                    start: home
                    screens: {home: null}
                    children:
                      ↓Help: null
                    """
                ),
                (
                    "Help.flow.yaml",
                    """
                    flow: Help
                    start: help
                    screens: {help: null}
                    """
                ),
            ]),
            // `tabs` in a stack flow is a `schema` finding and makes no tab.
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                tabs: [Help]
                screens: {home: null}
                children:
                  ↓Help: null
                ---
                flow: Help
                start: help
                screens: {help: null}
                """),
        ],
        nonTriggering: [
            RuleExample(files: [
                (
                    "Shop.flow.yaml",
                    """
                    flow: Shop
                    entry: true
                    start: Main
                    children:
                      Main: {permanent: true}
                    """
                ),
                (
                    "Main.flow.yaml",
                    """
                    flow: Main
                    root: tabs
                    tabs: [Help]
                    children: {Help: null}
                    """
                ),
                (
                    "Help.flow.yaml",
                    """
                    flow: Help
                    start: help
                    screens: {help: null}
                    """
                ),
            ])
        ] + Self.triggerNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            let started = Set(graph.startedFlows[index])
            // Made at the first child not started: nearly every flow starts all of its children.
            var meant: Set<String>?
            for child in flow.children where !started.contains(child.flow.value) {
                if meant == nil { meant = graph.childrenMeant(byUndeclaredTargetsOf: index) }
                if meant?.contains(child.flow.value) == true { continue }
                findings.append(
                    finding(
                        "child '\(child.flow.value)' of flow '\(flow.name.value)' is never started: no transition starts it and no tab shows it",
                        at: child.flow.position, in: flow))
            }
        }
        return findings
    }
}
