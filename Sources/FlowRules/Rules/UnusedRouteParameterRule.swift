import FlowDiagnostics
import FlowModel

/// Route parameters that feed no input on the route's way.
public struct UnusedRouteParameterRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused-route-parameter",
        severity: .warning,
        summary: "a route parameter that feeds no input on the route's way",
        rationale: """
            A route's parameters feed the inputs on its way in the pattern's order: each flow the \
            way starts that takes an input, then the screen the route pushes or presents; the last \
            parameter feeds every input left. A parameter past the inputs is parsed from every \
            link and then thrown away: the link carries something the app never sees, usually a \
            sign that the route leads to the wrong place or that a screen lacks its `input`.
            """,
        triggering: [
            RuleExample(
                """
                flow: Product
                entry: true
                start: product
                screens:
                  product: {actions: {reviews: {input: Product.ID, to: push reviews}}}
                  reviews: {input: Product.ID}
                routes:
                  "product/{id}/reviews/{page}":
                    id: Product.ID
                    ↓page: Int
                    to: push reviews
                """)
        ] + Self.routeLinkTriggering,
        nonTriggering: [
            RuleExample(
                """
                flow: Product
                entry: true
                start: product
                screens:
                  product: {actions: {reviews: {input: Product.ID, to: push reviews}}}
                  reviews: {input: Product.ID}
                routes:
                  "product/{id}/reviews": {id: Product.ID, to: push reviews}
                """),
            // No way to the route's flow: `unreachable-route` says so, and its parameters are not
            // reported as well.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens: {home: null}
                ---
                flow: Product
                input: Product.ID
                start: product
                screens: {product: {input: Product.ID}}
                routes:
                  "product/{id}/{page}": {id: Product.ID, page: Int, to: start}
                """),
            // A fragment parameter named as one of the path is `duplicate-identifier` alone.
            RuleExample(
                """
                flow: Room
                entry: true
                start: room
                screens: {room: null, detail: {input: String}}
                routes:
                  "room/{roomID}":
                    fragment: "/{roomID}"
                    roomID: String
                    to: push detail
                """),
            // A `to` naming no screen is `missing-identifier` alone.
            RuleExample(
                """
                flow: Product
                entry: true
                start: product
                screens:
                  product: null
                  reviews: {input: Product.ID}
                routes:
                  "product/{id}/reviews": {id: Product.ID, to: push reviws}
                """),
        ])

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in graph.checked {
            let flow = graph.flows[index]
            for (position, route) in flow.routes.enumerated() {
                guard case .way(_, let steps) = graph.way(ofRoute: position, inFlow: index) else { continue }
                // A `to` naming no screen, or an `entry` naming no entry, is `missing-identifier`:
                // what it would take is unknown, so nothing is reported as left over (one mistake,
                // one finding). So is an `entry` where the way starts nothing (`unreachable-route`).
                if let target = route.destination?.target, flow.screen(named: target) == nil { continue }
                if let entry = route.entry, flow.entry(named: entry.value) == nil { continue }
                if UnreachableRouteRule.whyEntryIsNotStarted(route, steps: steps, flow: flow, in: graph) != nil {
                    continue
                }
                // A way through a flow started at a `main` it lacks is `missing-identifier` alone.
                if graph.flowStartedWithoutMain(byRoute: position, inFlow: index) != nil { continue }
                let used = Set(graph.inputs(ofRoute: position, inFlow: index).compactMap(\.parameter))
                for (parameter, declared) in route.parameters.enumerated() where !used.contains(parameter) {
                    // A name a parameter before it has is `duplicate-identifier` alone.
                    let name = declared.name.value
                    if route.parameters[..<parameter].contains(where: { $0.name.value == name }) { continue }
                    // A type no text of a URL is made into is `type-mismatch` alone.
                    if !TypeMismatchRule.isMadeFromText(declared) { continue }
                    findings.append(
                        finding(
                            "parameter '\(declared.name.value)' of route '\(route.pattern.value)' feeds no input on "
                                + "its way: the way takes \(used.count) value\(used.count == 1 ? "" : "s")",
                            at: declared.name.position, in: flow))
                }
            }
        }
        return findings
    }
}
