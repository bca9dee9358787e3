import FlowDiagnostics
import FlowModel

/// Flows that nothing starts.
public struct UnusedFlowRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused-flow",
        severity: .warning,
        summary: "a flow that is not an entry, that no transition starts and that no `tabs` flow shows",
        rationale: """
            A flow is started by the app (`entry: true`), by a parent's `start`, or as a tab. One \
            that none of these starts still generates a coordinator that nothing creates: dead code \
            that looks alive. Often the `entry: true` was forgotten.
            """,
        triggering: [
            RuleExample(
                """
                flow: ↓Legacy
                start: old
                screens: {old: null}
                """),
            // A `start` in a tabs flow is a `schema` finding and starts nothing.
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                start: Legacy
                tabs: [Home]
                children: {Home: null}
                ---
                flow: Home
                start: home
                screens: {home: null}
                ---
                flow: ↓Legacy
                start: old
                screens: {old: null}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                flow: Shop
                entry: true
                start: home
                screens: {home: {actions: {help: start Help}}}
                children: {Help: null}
                ---
                flow: Help
                start: help
                outcomes: [done]
                screens: {help: {actions: {close: finish done}}}
                """),
            // An `entry` that is no boolean is `schema`'s finding alone: one mistake, one finding.
            RuleExample(
                """
                flow: Shop
                entry: yes
                start: home
                screens: {home: null}
                """),
        ] + Self.triggerNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        // Whether anything starts a flow is the workspace's to say.
        guard graph.checksWorkspace else { return [] }
        let started = Set(graph.startedFlows.joined())
        // An `entry` that could not be read is `schema`'s: one mistake, one finding.
        var unused = graph.flows.filter { !$0.isEntry && !$0.hasUnreadableEntry && !started.contains($0.name.value) }
        // A child that a transition naming nothing meant counts as started (its parent's
        // `missing-identifier`); looked for only where some flow is unused.
        if !unused.isEmpty {
            let meant = Set(graph.flows.indices.flatMap { graph.childrenMeant(byUndeclaredTargetsOf: $0) })
            unused.removeAll { meant.contains($0.name.value) }
        }
        return unused.map { flow in
            finding(
                "flow '\(flow.name.value)' is never started: it is not an entry, no transition starts it and no tabs flow shows it",
                at: flow.name.position, in: flow)
        }
    }
}
