import FlowDiagnostics
import FlowModel

/// Format 1.2: a route's parameters are named once across its path, its `fragment` and its
/// `query` (a query item named like a path parameter is `schema`, where the decoder reads it).
extension DuplicateIdentifierRule {
    func routeParameterDuplicates(_ graph: FlowGraph) -> [Diagnostic] {
        guard !graph.routeWays.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            for route in flow.routes
            where route.fragment != nil || route.parameters.contains(where: { $0.place == .query }) {
                var seen: [String: RouteParameter.Place] = [:]
                for parameter in route.parameters {
                    let name = parameter.name.value
                    guard let earlier = seen[name] else {
                        seen[name] = parameter.place
                        continue
                    }
                    // A fragment's parameter has no position of its own: reported at the fragment.
                    let position =
                        parameter.place == .fragment
                        ? route.fragment?.text.position ?? route.pattern.position : parameter.name.position
                    findings.append(
                        finding(
                            "\(Self.words(parameter.place)) '\(name)' of route '\(route.pattern.value)' has the name of "
                                + "a parameter of its \(Self.words(earlier).split(separator: " ").first ?? "")",
                            at: position, in: flow))
                }
            }
        }
        return findings
    }

    private static func words(_ place: RouteParameter.Place) -> String {
        switch place {
        case .path: "pattern parameter"
        case .fragment: "fragment parameter"
        case .query: "query item"
        }
    }
}
