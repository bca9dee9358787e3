import FlowDiagnostics
import FlowModel

/// Format 1.2's route keys in `invalid-identifier`'s check of generated names: a route that starts
/// its flow at an `entry` gets a step method `routeTo<Flow>At<Entry>` in the parent's coordinator,
/// beside the `routeTo<Child>` of its children; a route binds its parameters beside `self` and
/// `Self`, and one that reads its query or fragment beside the matcher's own `url`, `segments` and
/// `fragment`.
extension InvalidIdentifierRule {
    /// The names `init?(url:)` uses itself where a route reads its query or fragment.
    static let routeMatcherNames: Set<String> = ["url", "segments", "fragment"]
    /// The names every route's code uses beside its parameters: `init?(url:)`'s value and type,
    /// the runtime's `openRoute` that `open(_ route:)` calls.
    static let routeSelfNames: Set<String> = ["self", "Self", "openRoute"]

    func routeNameClashes(_ graph: FlowGraph) -> [Diagnostic] {
        guard !graph.routeWays.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        // `open(_ route:)` binds each parameter beside the coordinator types of its way.
        let coordinators = Set(graph.flows.map { $0.name.value + "Coordinator" })
        // Per parent: each step method taken, and by what.
        var taken: [Int: [String: String]] = [:]
        for (index, flow) in graph.flows.enumerated() {
            for (position, route) in flow.routes.enumerated() {
                // `init?(url:)` binds each parameter to a local of its name, which would hide
                // the route type (`Self.parameter(_:)`) or the value it sets (`self = …`).
                for parameter in route.parameters
                where Self.routeSelfNames.contains(parameter.name.value) || coordinators.contains(parameter.name.value)
                {
                    findings.append(
                        finding(
                            "parameter '\(parameter.name.value)' of route '\(route.pattern.value)' would hide "
                                + "'\(parameter.name.value)' in the generated code that opens it; rename it",
                            at: parameter.name.position, in: flow))
                }
                for parameter in route.parameters
                where route.readsComponents && Self.routeMatcherNames.contains(parameter.name.value) {
                    findings.append(
                        finding(
                            "parameter '\(parameter.name.value)' of route '\(route.pattern.value)' would be bound "
                                + "beside the generated matcher's own '\(parameter.name.value)' (it uses 'url', "
                                + "'segments' and 'fragment'); rename it",
                            at: parameter.name.position, in: flow))
                }
                guard let entry = route.entry, case .way(_, let steps) = graph.way(ofRoute: position, inFlow: index),
                    let last = steps.last, !last.isTab, !last.isPermanent
                else { continue }
                let parent = graph.flows[last.parent]
                if taken[last.parent] == nil {
                    var names: [String: String] = [:]
                    for child in parent.children where names["routeTo" + child.flow.value] == nil {
                        names["routeTo" + child.flow.value] = "the route step into child '\(child.flow.value)'"
                    }
                    taken[last.parent] = names
                }
                let method = GeneratedNames.routeEntryStep(flow: flow.name.value, entry: entry.value)
                let what = "the route step into child '\(flow.name.value)' at entry '\(entry.value)'"
                if let earlier = taken[last.parent]?[method] {
                    guard earlier != what else { continue }
                    findings.append(
                        finding(
                            "\(what) and \(earlier) would both generate the coordinator method '\(method)' of flow "
                                + "'\(parent.name.value)'; rename one",
                            at: entry.position, in: flow))
                } else {
                    taken[last.parent]?[method] = what
                }
            }
        }
        return findings
    }
}
