import FlowDiagnostics
import FlowRules
import FlowcKit
import Testing

@testable import FlowEmitters

/// Flow sets with routes made of well-formed and broken pieces, from a seeded generator: each is
/// linted, drawn and generated without a crash, and every finding stands at a place in its file.
@Suite struct RouteRobustnessTests {
    /// SplitMix64: the same seed gives the same flow sets on every machine.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
    }

    static let flows = ["App", "Main", "Home", "Search", "Product", "Ghost"]
    static let segments = ["product", "{id}", "{page}", "reviews", "a\\\"b", "{default}"]
    static let brokenSegments = ["{", "}", "{}", "a{id}", "", "{id", "é", "{to}", "{1x}", "{via}"]
    static let targets = [
        "start", "push reviews", "present reviews", "push product", "push nowhere", "finish closed", "pop", "",
        "start Product", "[start]", "null",
    ]
    static let types = ["Product.ID", "Int", "String", "\"[Int\"", "\"Product.ID?\"", "null", "[Int]"]

    static func routes(_ random: inout Generator) -> String {
        var text = "routes:\n"
        for _ in 0..<Int(random.next() % 4) {
            let pattern = (0..<Int(1 + random.next() % 3)).map { _ in
                random.pick(random.next() % 5 == 0 ? brokenSegments : segments)
            }.joined(separator: "/")
            text += "  \"\(pattern)\":\n"
            for name in ["id", "page", "default", "to", "x"] where random.next() % 3 != 0 {
                text += "    \(name): \(random.pick(types))\n"
            }
            if random.next() % 6 != 0 {
                text += "    to: \(random.pick(random.next() % 2 == 0 ? ["start"] : targets))\n"
            }
            if random.next() % 2 == 0 { text += "    via: \(random.pick(flows))\n" }
        }
        return text
    }

    static func flowSet(_ seed: UInt64) -> String {
        var random = Generator(state: seed)
        return """
            flow: App
            entry: true
            start: launch
            screens: {launch: {actions: {ready: start Main}}}
            children: {Main: {permanent: \(random.pick(["true", "false"]))}}
            \(random.next() % 2 == 0 ? routes(&random) : "")
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
            \(routes(&random))
            ---
            flow: Search
            start: results
            screens: {results: {actions: {open: {input: \(random.pick(["Product.ID", "Int"])), to: start Product}}}}
            children: {Product: {on: {closed: stay}}}
            ---
            flow: Product
            input: Product.ID
            outcomes: [closed]
            back: closed
            start: product
            screens: {product: {input: Product.ID}, reviews: {input: \(random.pick(types))}}
            \(routes(&random))
            """
    }

    @Test(arguments: 0..<8)
    func routesOfEveryShapeAreFindingsNeverCrashes(_ batch: Int) {
        var opened = 0
        for seed in UInt64(batch * 40)..<UInt64(batch * 40 + 40) {
            let text = Self.flowSet(seed)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let outcome = LintRun(paths: []).lint([FlowLoader().load(text: text, path: "Set.flow.yaml")])
            for finding in outcome.diagnostics {
                #expect(finding.location.line >= 1 && finding.location.line <= lines, "seed \(seed): \(finding)")
            }
            for flow in outcome.graph.flows.indices {
                for route in outcome.graph.flows[flow].routes.indices {
                    if case .way = outcome.graph.way(ofRoute: route, inFlow: flow) { opened += 1 }
                }
            }
            let drawing = NavigationGraphBuilder().build(outcome.graph, diagnostics: outcome.diagnostics)
            #expect(DotEmitter().emit(drawing).hasSuffix("}\n"))
            #expect(!MermaidEmitter().emit(drawing).isEmpty)
            for file in SwiftEmitter().emit(outcome.graph, source: { $0 }) {
                #expect(file.contents.hasPrefix(SwiftEmitter.headerPrefix), "seed \(seed)")
            }
        }
        #expect(opened >= 2, "the batch has routes that the generated code opens")
    }
}
