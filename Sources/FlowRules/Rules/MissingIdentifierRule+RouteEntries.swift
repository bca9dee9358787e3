import FlowDiagnostics
import FlowModel

/// Format 1.2: a route's `entry` names an entry of the route's flow; without one, each flow its
/// way starts (the route's own last) is started at `main`, which a flow with `entries` must have.
extension MissingIdentifierRule {
    func unknownRouteEntries(_ graph: FlowGraph) -> [Diagnostic] {
        guard !graph.routeWays.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            for (position, route) in flow.routes.enumerated() {
                if let started = graph.flowStartedWithoutMain(byRoute: position, inFlow: index) {
                    let startedFlow = graph.flows[started.flow]
                    let names = (startedFlow.entries ?? []).map { "'\($0.name.value)'" }.joined(separator: ", ")
                    let remedy = started.isRoutes ? "name one with 'entry', or declare 'main'" : "declare 'main'"
                    findings.append(
                        finding(
                            "route '\(route.pattern.value)' starts flow '\(startedFlow.name.value)' at its entry 'main', "
                                + "which it does not declare (its entries: \(names)); \(remedy)",
                            at: route.pattern.position, in: flow))
                }
                guard let entry = route.entry else { continue }
                let pattern = route.pattern.value
                guard let entries = flow.entries else {
                    findings.append(
                        finding(
                            "'entry' of route '\(pattern)': flow '\(flow.name.value)' declares no 'entries'",
                            at: entry.position, in: flow))
                    continue
                }
                guard flow.entry(named: entry.value) == nil else { continue }
                let hint = Suggestion.hint(for: entry.value, among: entries.map(\.name.value))
                findings.append(
                    finding(
                        "'entry' of route '\(pattern)' names no entry of flow '\(flow.name.value)'\(hint)",
                        at: entry.position, in: flow))
            }
        }
        return findings
    }
}
