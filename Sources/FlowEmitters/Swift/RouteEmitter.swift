import FlowModel
import FlowRules

/// What the generated code of one flow does for routes: the entry flow's route enum and `open`
/// methods, and the steps other routes' ways take through the flow. Empty for a flow set
/// without routes, so that version-1 flows generate as before.
struct RoutePlan {
    /// One case of an entry flow's route enum.
    struct Case {
        var name: String
        var flow: Int
        var route: Route
        var steps: [RouteStep]
        var inputs: [RouteInput]
    }

    /// A step out of this flow into a child, as the ways of routes take it.
    struct Step {
        var step: RouteStep
        var input: TypeExpression?
        /// Format 1.2: the entry a route's `entry` starts the step's flow at; nil for `main`.
        var entry: String? = nil
    }

    /// A screen this flow shows at the end of a route.
    struct Destination {
        var transition: Transition
        var input: TypeExpression?
    }

    private(set) var cases: [Case] = []
    private(set) var steps: [Step] = []
    private(set) var destinations: [Destination] = []

    var isEmpty: Bool { cases.isEmpty && steps.isEmpty && destinations.isEmpty }

    init(flow index: Int, graph: FlowGraph) {
        guard !graph.routeWays.isEmpty else { return }
        var names: Set<String> = []
        for (flow, position) in graph.routeWays.touching[index] {
            let declared = graph.flows[flow]
            let route = declared.routes[position]
            guard case .way(let entry, let way) = graph.way(ofRoute: position, inFlow: flow) else { continue }
            for (position, step) in way.enumerated() where step.parent == index {
                let entry = Self.entry(of: route, at: position, in: way)
                guard !steps.contains(where: { $0.step.child == step.child && $0.entry == entry }) else { continue }
                steps.append(
                    Step(
                        step: step,
                        input: step.isTab || step.isPermanent
                            ? nil : graph.flows[step.flow].startInput(atEntry: entry.map { Substring($0) }),
                        entry: entry))
            }
            if flow == index, let destination = route.destination,
                let screen = destination.target.flatMap({ declared.screen(named: $0) }),
                !destinations.contains(where: { $0.transition.description == destination.description })
            {
                destinations.append(Destination(transition: destination, input: screen.input))
            }
            guard entry == index else { continue }
            let name = Self.caseName(route, taken: names)
            names.insert(name)
            cases.append(
                Case(
                    name: name, flow: flow, route: route, steps: way,
                    inputs: graph.inputs(ofRoute: position, inFlow: flow)))
        }
    }

    /// A text of everything the plan generates, for the inputs digest of the flow's file.
    var digestText: String {
        var text = ""
        for item in cases {
            text +=
                "case \(item.name) \(item.flow) \(item.route.pattern.value) \(item.route.destination?.description ?? "start")"
            text += Self.linkDigest(item.route)
            for parameter in item.route.parameters { text += " \(parameter.name.value):\(parameter.type.text)" }
            for step in item.steps { text += " \(step.parent)>\(step.child)" }
            for input in item.inputs { text += " \(input.parameter ?? -1)@\(input.step ?? -1)" }
            text += "\n"
        }
        for step in steps {
            text += "step \(step.step.child) \(step.step.isTab) \(step.input?.text ?? "")"
            text += (step.entry.map { " at \($0)" } ?? "") + "\n"
        }
        for destination in destinations { text += "to \(destination.transition) \(destination.input?.text ?? "")\n" }
        return text
    }

    /// The case's name: the pattern's literal words (split at anything but a letter or a digit
    /// Swift takes in a name, `_` too, as swift-format wants) in lowerCamelCase, made unique by its parameters' names or,
    /// failing that, a number.
    static func caseName(_ route: Route, taken: Set<String>) -> String {
        var words: [String] = []
        for segment in route.segments {
            guard case .literal(let text) = segment else { continue }
            words += text.split { !SwiftNames.isIdentifierWordCharacter($0) }.map(String.init)
        }
        var name = words.enumerated().map {
            $0.offset == 0 ? SwiftNames.lowerFirst($0.element) : SwiftNames.upperFirst($0.element)
        }
        .joined()
        if name.isEmpty || name.first!.isNumber { name = "route" + SwiftNames.upperFirst(name) }
        if taken.contains(name) || RouteEmitter.keywords.contains(name) {
            name += "By" + route.parameters.map { SwiftNames.upperFirst($0.name.value) }.joined(separator: "And")
        }
        var candidate = name
        var number = 2
        while taken.contains(candidate) || RouteEmitter.keywords.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        return candidate
    }
}

extension FlowGraph {
    /// Whether any flow has routes: the support file then carries what `open(_:)` runs on.
    var usesRoutes: Bool { !routeWays.isEmpty }
}

/// The Swift of routes: `enum <Entry>Route` (each route a case, `init?(url:)` matching the
/// patterns), the entry coordinator's `open(_:)` methods and each coordinator's route steps.
enum RouteEmitter {
    /// Words a case or parameter cannot be named as they are.
    /// The words Swift reads as keywords where a route's parameters and cases (and a tabs flow's
    /// cases) stand: in declarations (`let x`, `case x`) and as expressions; `await` and
    /// `precedencegroup` among them, though a flow may use them as other names.
    static let keywords: Set<String> = [
        "as", "associatedtype", "await", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup", "private",
        "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while", "Any", "Type",
    ]

    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// `name` as an argument label of a call: bare, as Swift reads every keyword there but
    /// `inout` as a label, and warns about one in backticks (`default`, `class`, `await`).
    static func argumentLabel(_ name: String) -> String { name == "inout" ? "`inout`" : name }

    static func routeType(_ plan: FlowPlan) -> String { plan.name + "Route" }

    static func stepMethod(_ graph: FlowGraph, _ step: RouteStep, entry: String? = nil) -> String {
        let flow = graph.flows[step.flow].name.value
        return entry.map { GeneratedNames.routeEntryStep(flow: flow, entry: $0) } ?? "routeTo" + flow
    }

    static func destinationMethod(_ transition: Transition) -> String {
        "route" + SwiftNames.upperFirst(transition.verb.rawValue) + SwiftNames.upperFirst(transition.target ?? "")
    }

    /// Inside the coordinator: `open(_:)` on an entry flow with routes, then the route steps.
    /// `heldUntilStart` (the SwiftUI backend's): a route opened before the flow starts is kept and
    /// opened by `start`, since SwiftUI may hand a launch's URL to `onOpenURL` first.
    static func emitMethods(
        _ plan: FlowPlan, heldUntilStart: Bool = false, backend: GenerateBackend = .uikit,
        into writer: inout SwiftWriter
    ) {
        let routes = plan.routes
        guard !routes.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Routes")
        if !routes.cases.isEmpty { emitOpen(plan, routes, heldUntilStart: heldUntilStart, into: &writer) }
        for step in routes.steps {
            writer.line()
            emitStep(plan, step, backend: backend, into: &writer)
        }
        for destination in routes.destinations {
            writer.line()
            let screen = destination.transition.target ?? ""
            let parameter = destination.input.map { "_ input: " + $0.parameterText } ?? ""
            let argument = destination.input == nil ? "" : "input"
            // What the route's last step does to the screen, and where.
            let (does, call, place): (String, String, String)
            switch destination.transition.verb {
            case .present:
                (does, call, place) = ("Presents", "present", "from")
            case .push, .replace, .pop, .popToRoot, .dismiss, .start, .finish, .stay, .select, .alert, .reset, .send,
                .return:
                (does, call, place) = ("Pushes", "push", "on")
            }
            writer.doc(does, " the \(screen) screen at the end of a route's way.")
            writer.block("func ", destinationMethod(destination.transition), "(", parameter, ") {") { writer in
                writer.start()
                writer.add(call, "(make")
                writer.add(upperFirst: screen)
                writer.add("Screen(", argument, "), ", place, ": navigationController)")
                writer.end()
            }
        }
    }

    private static func emitOpen(
        _ plan: FlowPlan, _ routes: RoutePlan, heldUntilStart: Bool, into writer: inout SwiftWriter
    ) {
        let type = routeType(plan)
        if heldUntilStart {
            writer.line()
            writer.doc("Marks the flow started, then opens the routes that came before it started, in order.")
            writer.block("private func openRoutesBeforeStart() {") { writer in
                writer.line("hasStarted = true")
                writer.line("let routes = routesBeforeStart")
                writer.line("routesBeforeStart = []")
                writer.line("for route in routes { open(route) }")
            }
        }
        writer.line()
        writer.doc(
            "Opens `route`: dismisses what is presented, but for the flows on its way that run already, "
                + "then selects each tab and starts each flow on its way, and shows its screen. Flows without "
                + "an input that are running already are kept."
                + (heldUntilStart ? " Before the flow starts, it is kept for `start` to open." : ""))
        writer.block("func open(_ route: ", type, ") {") { writer in
            if heldUntilStart {
                writer.line("guard hasStarted else { return routesBeforeStart.append(route) }")
            }
            writer.line("switch route {")
            for item in routes.cases {
                let fed = Set(item.inputs.compactMap(\.parameter))
                let bindings = item.route.parameters.indices.map {
                    fed.contains($0) ? "let " + identifier(item.route.parameters[$0].name.value) : "_"
                }
                writer.line("case .", item.name, bindings.isEmpty ? ":" : "(" + bindings.joined(separator: ", ") + "):")
                writer.indented { writer in
                    var calls: [String] = []
                    for (position, step) in item.steps.enumerated() {
                        let argument = item.inputs.first { $0.step == position }?.parameter.map {
                            identifier(item.route.parameters[$0].name.value)
                        }
                        let entry = RoutePlan.entry(of: item.route, at: position, in: item.steps)
                        calls.append(stepMethod(plan.graph, step, entry: entry) + "(" + (argument ?? "") + ")")
                    }
                    if let destination = item.route.destination {
                        let argument = item.inputs.first { $0.step == nil }?.parameter.map {
                            identifier(item.route.parameters[$0].name.value)
                        }
                        calls.append(destinationMethod(destination) + "(" + (argument ?? "") + ")")
                    }
                    // The flows the steps keep when they run already, up to the first step that starts
                    // a flow anew: what is presented for them stays.
                    // A flow a route starts at an `entry` (format 1.2) is started anew.
                    let kept = item.steps.enumerated().prefix { position, step in
                        step.isTab || step.isPermanent
                            || (plan.graph.flows[step.flow].startInput(atEntry: nil) == nil
                                && RoutePlan.entry(of: item.route, at: position, in: item.steps) == nil)
                    }.map(\.element)
                    let way = kept.map { SwiftNames.coordinator(plan.graph.flows[$0.flow].name.value) + ".self" }
                    guard !calls.isEmpty else { return writer.line("openRoute(keeping: []) { _ in }") }
                    writer.block("openRoute(keeping: [", way.joined(separator: ", "), "]) {") { writer in
                        writer.line("$0.", calls.joined(separator: "?."))
                    }
                }
            }
            writer.line("}")
        }
        writer.line()
        writer.doc(
            "Opens the route whose pattern `url` matches (`\(type)(url:)`); false, doing nothing, when none does.")
        writer.block("func open(_ url: URL) -> Bool {") { writer in
            writer.line("guard let route = ", type, "(url: url) else { return false }")
            writer.line("open(route)")
            writer.line("return true")
        }
    }

    /// The child a step of the way starts, kept (format 1.2): a hidden one is one of `children`
    /// still, so the step asks whether its stack is shown, and hands on the kept coordinator, which
    /// is not the last child once it was shown again. nil for a child that is not kept.
    static func keptChild(_ plan: FlowPlan, _ child: String) -> String? {
        guard let index = plan.graph.names[plan.index].children[child], KeepEmitter.isGeneratedKept(plan, child: index)
        else { return nil }
        return GeneratedNames.keptChild(child)
    }

    private static func emitStep(
        _ plan: FlowPlan, _ step: RoutePlan.Step, backend: GenerateBackend, into writer: inout SwiftWriter
    ) {
        let child = plan.graph.flows[step.step.flow].name.value
        let coordinator = SwiftNames.coordinator(child)
        let method = stepMethod(plan.graph, step.step, entry: step.entry)
        if let entry = step.entry {
            return emitEntryStep(plan, step, child: child, entry: entry, method: method, into: &writer)
        }
        if step.step.isTab {
            writer.doc("Selects the \(child) tab on a route's way, and hands on its flow.")
            writer.line("@discardableResult")
            writer.block("func ", method, "() -> ", coordinator, "? {") { writer in
                let tab = (plan.flow.tabs ?? []).firstIndex { $0.value == child } ?? 0
                writer.line("tabBarController.selectedIndex = ", String(tab))
                writer.line("return children.first { $0 is ", coordinator, " } as? ", coordinator)
            }
            return
        }
        writer.doc(
            step.step.isPermanent && plan.graph.flows[step.step.flow].startInput(atEntry: nil) != nil
                ? "Hands on the running \(child) flow on a route's way."
                : "Starts the \(child) flow on a route's way, and hands it on.")
        writer.line("@discardableResult")
        let parameter = step.input.map { "_ input: " + $0.parameterText } ?? ""
        writer.block("func ", method, "(", parameter, ") -> " + coordinator, "? {") { writer in
            if step.step.isPermanent, plan.graph.flows[step.step.flow].startInput(atEntry: nil) != nil {
                // Started with a value the route does not have: the way goes on only while it runs.
                writer.line("children.last { $0 is ", coordinator, " } as? ", coordinator)
                return
            }
            let kept = keptChild(plan, child)
            if step.input == nil, let kept {
                // Hidden, a kept child is one of `children` still: it runs on the way while shown.
                if backend == .swiftui {
                    writer.line(
                        "if let running = ", kept, ", running.navigationController.isPresented { return running }")
                } else {
                    writer.line(
                        "if let running = ", kept, ", running.navigationController.presentingViewController != nil,")
                    writer.indented { $0.line("!running.navigationController.isBeingDismissed") }
                    writer.block("{") { $0.line("return running") }
                }
            } else if step.input == nil {
                writer.line(
                    "if let running = children.last(where: { $0 is ", coordinator, " }) as? ", coordinator,
                    " { return running }")
            }
            if plan.graph.flows[step.step.flow].entries != nil {
                // A flow with `entries` (format 1.1) is started at `main`, as `start Child` starts it.
                let again = KeepEmitter.againArgument(
                    plan, child: plan.graph.names[plan.index].children[child],
                    argument: step.input == nil ? nil : "input")
                writer.line(
                    "start", child, "Flow(on: navigationController" + again + ") { $0.",
                    SwiftNames.entryStart(Flow.mainEntry), "(",
                    step.input == nil ? "" : "input", ") }")
            } else {
                writer.line("start", child, "Flow(", step.input == nil ? "" : "input, ", "on: navigationController)")
            }
            writer.line("return ", kept ?? "children.last as? " + coordinator)
        }
    }

    /// After the coordinator of an entry flow with routes: `enum <Entry>Route`.
    static func emitEnum(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let cases = plan.routes.cases
        guard !cases.isEmpty else { return }
        writer.separate()
        writer.doc(
            "A deep link the \(plan.name) flow opens: one case per route, with the route's parameters.")
        writer.block("enum ", routeType(plan), " {") { writer in
            for item in cases {
                let flow = plan.graph.flows[item.flow].name.value
                let target = item.route.destination.map { "the \($0.target ?? "") screen of the \(flow) flow" }
                let entry = item.route.entry.map { " at its `\($0.value)` entry" } ?? ""
                let pattern = SwiftWriter.visibleInComment(item.route.linkText)
                writer.doc("`\(pattern)`: \(target ?? "the \(flow) flow")\(entry).")
                let parameters = item.route.parameters.map { identifier($0.name.value) + ": " + $0.type.text }
                writer.line(
                    "case ", item.name, parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")")
            }
            writer.line()
            writer.doc(
                "The route whose pattern `url` matches, the first in declaration order: the URL's path segments, "
                    + "after its host for a URL of the app's own scheme (`app://product/42`), its path alone for "
                    + "`http` and `https` (`https://example.com/product/42`). Each parameter is made from its "
                    + "segment by `LosslessStringConvertible`'s `init?(_:)`." + linkMatchingDoc(cases))
            writer.block("init?(url: URL) {") { writer in
                writer.line("var segments = url.pathComponents.filter { $0 != \"/\" }")
                writer.line(
                    "if let host = url.host, url.scheme != \"http\", url.scheme != \"https\" { segments.insert(host, at: 0) }"
                )
                for item in cases { emitMatch(item, into: &writer) }
                writer.line("return nil")
            }
            writer.line()
            writer.block(
                "private static func parameter<Value: LosslessStringConvertible>(_ text: String) -> Value? {"
            ) { writer in
                writer.line("Value(text)")
            }
            emitLinkHelpers(cases, into: &writer)
        }
    }

    private static func emitMatch(_ item: RoutePlan.Case, into writer: inout SwiftWriter) {
        var conditions = ["segments.count == \(item.route.segments.count)"]
        var bindings: [String] = []
        for (position, segment) in item.route.segments.enumerated() {
            switch segment {
            case .literal(let text):
                conditions.append("segments[\(position)] == \(SwiftStringLiteral.quoted(text))")
            case .parameter(let name):
                guard let parameter = item.route.parameters.first(where: { $0.name.value == name }) else { continue }
                bindings.append(
                    "let \(identifier(name)): \(parameter.type.text) = Self.parameter(segments[\(position)])")
            }
        }
        bindings += linkConditions(item.route)
        let arguments = item.route.parameters.map { "\(argumentLabel($0.name.value)): \(identifier($0.name.value))" }
        let value = "." + item.name + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        if bindings.isEmpty {
            writer.block("if ", conditions.joined(separator: ", "), " {") { writer in
                writer.line("self = ", value)
                writer.line("return")
            }
            return
        }
        writer.line("if ", conditions.joined(separator: ", "), ",")
        writer.indented { writer in
            for (position, binding) in bindings.enumerated() {
                writer.line(binding, position == bindings.count - 1 ? "" : ",")
            }
        }
        writer.block("{") { writer in
            writer.line("self = ", value)
            writer.line("return")
        }
    }
}
