import FlowModel
import FlowRules
import FlowcKit
import Testing

/// The ways of routes: the shortest chain of tabs and started children from an entry flow, ties
/// and `via`, and which parameter feeds which input on the way.
@Suite struct RouteWaysTests {
    static func graph(_ text: String) -> FlowGraph {
        FlowGraph(files: [FlowLoader().load(text: text, path: "Shop.flow.yaml")])
    }

    /// App (entry) keeps Main (permanent, a tabs flow); Home and Search tabs both start Product.
    static func shop(product routes: String, appInput: String = "") -> String {
        """
        flow: App
        entry: true
        start: launch
        \(appInput)
        screens: {launch: {actions: {ready: start Main}}}
        children: {Main: {permanent: true}}
        ---
        flow: Main
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
        screens: {product: {input: Product.ID}, reviews: {input: Product.ID}}
        routes:
        \(routes)
        """
    }

    func names(_ graph: FlowGraph, _ way: RouteWay) -> [String] {
        guard case .way(let entry, let steps) = way else { return [] }
        return [graph.flows[entry].name.value] + steps.map { graph.flows[$0.flow].name.value }
    }

    @Test func theWayGoesThroughTheFlowViaNames() throws {
        let graph = Self.graph(Self.shop(product: "  p: {to: start, via: Search}"))
        let product = try #require(graph.index(of: "Product"))
        let way = graph.way(ofRoute: 0, inFlow: product)
        #expect(names(graph, way) == ["App", "Main", "Search", "Product"])
        guard case .way(_, let steps) = way else { return }
        #expect(steps.map(\.isTab) == [false, true, false])
        #expect(steps.map(\.isPermanent) == [true, false, false])
    }

    @Test func twoShortestWaysAreAmbiguousAndNoWayIsUnreachable() throws {
        let graph = Self.graph(Self.shop(product: "  p: {to: start}\n  q: {to: start, via: App}"))
        let product = try #require(graph.index(of: "Product"))
        #expect(
            graph.way(ofRoute: 0, inFlow: product)
                == .ambiguous([
                    [0, 1, 2, 4].map { graph.index(of: ["App", "Main", "Home", "Search", "Product"][$0])! },
                    [0, 1, 3, 4].map { graph.index(of: ["App", "Main", "Home", "Search", "Product"][$0])! },
                ]))
        #expect(graph.way(ofRoute: 1, inFlow: product) != .unreachable, "via the entry flow itself: still two ways")
        let alone = Self.graph(
            """
            flow: App
            entry: true
            start: home
            screens: {home: null}
            ---
            flow: Lost
            start: lost
            screens: {lost: null}
            routes: {lost: {to: start}}
            """)
        #expect(alone.way(ofRoute: 0, inFlow: try #require(alone.index(of: "Lost"))) == .unreachable)
    }

    @Test func parametersFeedTheInputsInOrderAndTheLastFeedsTheRest() throws {
        let graph = Self.graph(
            Self.shop(
                product: """
                      "p/{id}/reviews": {id: Product.ID, to: push reviews, via: Home}
                      "p/{id}/{page}": {id: Product.ID, page: Int, to: start, via: Home}
                      "p": {to: push reviews, via: Home}
                    """))
        let product = try #require(graph.index(of: "Product"))
        let reviews = graph.inputs(ofRoute: 0, inFlow: product)
        #expect(reviews.map(\.words) == ["flow 'Product'", "screen 'reviews'"], "tabs and permanent children aside")
        #expect(reviews.map(\.parameter) == [0, 0])
        #expect(reviews.map(\.step) == [2, nil])
        #expect(graph.inputs(ofRoute: 1, inFlow: product).map(\.parameter) == [0], "page feeds nothing")
        #expect(graph.inputs(ofRoute: 2, inFlow: product).map(\.parameter) == [nil, nil])
    }

    /// A way through a flow with `entries` starts it at `main`, as `start Child` does: the
    /// entry's input is on the way, fed like a flow's own.
    static let entriesOnTheWay = """
        flow: App
        entry: true
        root: tabs
        tabs: [Home]
        children: {Home: null}
        ---
        flow: Home
        start: home
        screens: {home: {actions: {open: {input: Int, to: start Detail.main}}}}
        children: {Detail: {on: {closed: stay}}}
        ---
        flow: Detail
        entries: {main: {input: Int, start: detail}}
        outcomes: [closed]
        back: closed
        screens: {detail: {input: Int, actions: {more: {input: Int, to: start Reviews}}}}
        children: {Reviews: {on: {closed: stay}}}
        ---
        flow: Reviews
        input: Int
        outcomes: [closed]
        back: closed
        start: reviews
        screens: {reviews: {input: Int}}
        routes:
          "reviews/{id}": {id: Int, to: start}
        """

    @Test func aFlowWithEntriesOnTheWayTakesItsMainEntrysInput() throws {
        let graph = Self.graph(Self.entriesOnTheWay)
        let inputs = graph.inputs(ofRoute: 0, inFlow: try #require(graph.index(of: "Reviews")))
        #expect(inputs.map(\.words) == ["flow 'Detail'", "flow 'Reviews'"])
        #expect(inputs.map(\.parameter) == [0, 0])
        let mismatched = Self.graph(
            Self.entriesOnTheWay.replacingOccurrences(of: "{main: {input: Int", with: "{main: {input: String")
                .replacingOccurrences(of: "{input: Int, to: start Detail", with: "{input: String, to: start Detail")
                .replacingOccurrences(of: "detail: {input: Int", with: "detail: {input: String"))
        let reviews = try #require(mismatched.index(of: "Reviews"))
        let types = mismatched.inputs(ofRoute: 0, inFlow: reviews).map(\.type.text)
        #expect(types == ["String", "Int"], "the entry's type, which the Int parameter does not feed")
    }
}
