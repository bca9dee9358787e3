import FlowDiagnostics
import FlowModel

/// Routes with no way, or no single way, from an entry flow to the flow that declares them.
public struct UnreachableRouteRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unreachable-route",
        severity: .error,
        summary:
            "a route no URL opens: no single shortest way from an entry flow to its flow, or an earlier route matches all its URLs",
        rationale: """
            A route opens its flow (or a screen of it) by going there the way a person would: from \
            an entry flow, selecting each tab and starting each child flow on the way. The way is \
            the shortest chain of tabs and started children; a route whose flow no entry flow \
            reaches could never be opened, and the generated `open` would have nothing to do. Where \
            several chains are equally short, the route must say which one to take with `via: \
            FLOW`, a flow the way passes through; the finding names two of them. A route with an \
            `entry` (format 1.2) needs a way that starts its flow there: a tab is selected, a \
            permanent child and an entry flow run already, so such a route is reported at its entry. \
            The generated `open` takes the first route, in load order, that matches a URL: a route \
            that reads the query or the fragment (format 1.2) after one with the same path that \
            reads no more of them (`help` before `/help` with `query: {topic: String}`) is never \
            opened, and is reported at its pattern.
            """,
        triggering: [
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
                  ↓"product/{id}": {id: Product.ID, to: start}
                """),
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Home, Search]
                children: {Home: null, Search: null}
                ---
                flow: Home
                start: feed
                screens: {feed: {actions: {open: {input: Product.ID, to: start Product}}}}
                children: {Product: {on: {closed: stay}}}
                ---
                flow: Search
                start: results
                screens: {results: {actions: {open: {input: Product.ID, to: start Product}}}}
                children: {Product: {on: {closed: stay}}}
                ---
                flow: Product
                input: Product.ID
                outcomes: [closed]
                back: closed
                start: product
                screens: {product: {input: Product.ID}}
                routes:
                  ↓"product/{id}": {id: Product.ID, to: start}
                """),
        ] + Self.routeLinkTriggering,
        nonTriggering: [
            // `via` takes the shortest of the ways through the flow it names, even where a shorter way
            // passes elsewhere: here the one through Search, not the direct one.
            RuleExample(
                """
                flow: App
                entry: true
                start: home
                screens: {home: {actions: {product: start Product, search: start Search}}}
                children: {Product: {on: {done: stay}}, Search: {on: {done: stay}}}
                ---
                flow: Search
                start: results
                outcomes: [done]
                screens: {results: {actions: {open: start Product, close: finish done}}}
                children: {Product: {on: {done: stay}}}
                ---
                flow: Product
                start: product
                outcomes: [done]
                screens: {product: {actions: {close: finish done}}}
                routes:
                  "search/product": {to: start, via: Search}
                """),
            RuleExample(
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Home, Search]
                children: {Home: null, Search: null}
                ---
                flow: Home
                start: feed
                screens: {feed: {actions: {open: {input: Product.ID, to: start Product}}}}
                children: {Product: {on: {closed: stay}}}
                ---
                flow: Search
                start: results
                screens: {results: {actions: {open: {input: Product.ID, to: start Product}}}}
                children: {Product: {on: {closed: stay}}}
                routes:
                  search: {to: start}
                ---
                flow: Product
                input: Product.ID
                outcomes: [closed]
                back: closed
                start: product
                screens: {product: {input: Product.ID}}
                routes:
                  "product/{id}": {id: Product.ID, to: start, via: Home}
                """),
        ] + Self.routeLinkNonTriggering)

    public func check(_ graph: FlowGraph) -> [Diagnostic] {
        // Which route a URL opens is the workspace's to say: the first in load order that matches.
        var findings: [Diagnostic] = graph.checksWorkspace ? shadowedRoutes(graph) : []
        for index in graph.checked {
            let flow = graph.flows[index]
            for (position, route) in flow.routes.enumerated() {
                let pattern = route.pattern.value
                switch graph.way(ofRoute: position, inFlow: index) {
                case .way(_, let steps):
                    if let found = unstartedEntry(route, steps: steps, flow: flow, in: graph) { findings.append(found) }
                case .unreachable:
                    // A `via` that names no flow is `missing-identifier`.
                    if let via = route.via, graph.index(of: via.value) == nil { continue }
                    let through = route.via.map { " through flow '\($0.value)'" } ?? ""
                    findings.append(
                        finding(
                            "route '\(pattern)' has no way from an entry flow to flow '\(flow.name.value)'\(through): "
                                + "no chain of tabs and started children leads there",
                            at: route.pattern.position, in: flow))
                case .ambiguous(let ways):
                    let named = ways.map { way in way.map { graph.flows[$0].name.value }.joined(separator: " → ") }
                    findings.append(
                        finding(
                            "route '\(pattern)' has several shortest ways to flow '\(flow.name.value)' (\(named.joined(separator: "; "))); "
                                + "name a flow to pass through with 'via'",
                            at: route.pattern.position, in: flow))
                }
            }
        }
        return findings
    }

    /// Format 1.2: a route that reads the query or the fragment, after a route that matches every
    /// URL it matches (the same path, and no query item or fragment it lacks): the generated `open`
    /// of their entry flow (`<Entry>Route`) takes the first that matches, so this one is never
    /// opened. One whose shape an earlier route has is `duplicate-identifier`, and only that; one
    /// with no way is this rule's already, and hides nothing.
    private func shadowedRoutes(_ graph: FlowGraph) -> [Diagnostic] {
        guard graph.flows.contains(where: { $0.routes.contains(where: \.readsComponents) }) else { return [] }
        var findings: [Diagnostic] = []
        // By entry flow and path shape: the routes of one `<Entry>Route` that could match one path.
        struct Key: Hashable {
            var entry: Int
            var path: String
        }
        var earlierByPath: [Key: [(flow: Int, route: Int)]] = [:]
        for index in graph.flows.indices {
            let routes = graph.flows[index].routes
            for position in routes.indices {
                guard case .way(let entry, _) = graph.way(ofRoute: position, inFlow: index) else { continue }
                let route = routes[position]
                let path = Key(entry: entry, path: route.pathShape)
                defer { earlierByPath[path, default: []].append((index, position)) }
                guard route.readsComponents, let earlier = earlierByPath[path] else { continue }
                // By index: a copy of a whole flow for each earlier route would retain all it holds.
                let routeAt = { (place: (flow: Int, route: Int)) in graph.flows[place.flow].routes[place.route] }
                guard !earlier.contains(where: { routeAt($0).shape == route.shape }),
                    let covering = earlier.first(where: { routeAt($0).matchesEveryLink(of: route) })
                else { continue }
                let coveringRoute = routeAt(covering)
                let coveringPlace = graph.flows[covering.flow].location(of: coveringRoute.pattern.position)
                findings.append(
                    finding(
                        "route '\(route.linkText)' is never opened: route '\(coveringRoute.linkText)' at \(coveringPlace), which comes first, matches every URL it matches; declare the more particular route first",
                        at: route.pattern.position, in: graph.flows[index]))
            }
        }
        return findings
    }
}
