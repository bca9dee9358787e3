import FlowDiagnostics
import FlowModel

/// Format 1.2: a route's `entry` names an entry of the route's flow.
extension MissingIdentifierRule {
    func unknownRouteEntries(_ graph: FlowGraph) -> [Diagnostic] {
        guard !graph.routeWays.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            for route in flow.routes {
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
