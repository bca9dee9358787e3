import FlowModel

/// The coordinator's `start<Child>Flow` and `start<Tab>Tab` methods: each creates the child's
/// coordinator, hears its outcome through `onFinish` (holding parent and child weakly), releases
/// it and runs the parent's `on` handler.
enum ChildFlowEmitter {
    static func startTab(_ name: String) -> String { "start" + name + "Tab" }

    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let started = startedChildren(plan)
        let tabs = plan.flow.tabs ?? []
        guard !started.isEmpty || !tabs.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Child flows")
        for tab in tabs {
            guard let child = plan.flow.child(named: tab.value) else { continue }
            writer.line()
            emitTab(plan, child: child, into: &writer)
        }
        for child in plan.flow.children where started.contains(child.flow.value) {
            writer.line()
            emitStart(plan, child: child, into: &writer)
        }
    }

    /// The children that `start` transitions or the flow's `start` name, in `children` order.
    private static func startedChildren(_ plan: FlowPlan) -> Set<String> {
        var names: Set<String> = []
        for item in plan.flow.start ?? [] where plan.flow.screen(named: item.value) == nil { names.insert(item.value) }
        plan.flow.forEachTransition { transition, _ in
            if transition.verb == .start, let target = transition.target { names.insert(target) }
        }
        return names
    }

    private static func emitStart(_ plan: FlowPlan, child: Child, into writer: inout SwiftWriter) {
        let name = child.flow.value
        guard let childFlow = plan.childFlow(name) else { return }
        let coordinator = SwiftNames.coordinator(name)
        let isPresented = child.isPresented || plan.isTabs
        let input = childFlow.input.map { "_ input: " + $0.text + ", " } ?? ""
        writer.block("private func start", name, "Flow(", input, "on navigation: UINavigationController) {") { writer in
            let stack = isPresented ? "UINavigationController()" : "navigation"
            writer.line("let child = ", coordinator, "(navigationController: ", stack, ")")
            onFinish(plan, child: child, childFlow: childFlow, releases: true, navigation: "navigation", into: &writer)
            writer.line(isPresented ? "adopt(child, placement: .presented)" : "adopt(child, placement: .shared)")
            writer.line(childFlow.input == nil ? "child.start()" : "child.start(input)")
            if isPresented {
                let swipeable = childFlow.back.flatMap { childFlow.outcome(named: $0.value) } != nil
                writer.line("present(child: child, from: navigation, swipeable: ", swipeable ? "true" : "false", ")")
            }
        }
    }

    private static func emitTab(_ plan: FlowPlan, child: Child, into writer: inout SwiftWriter) {
        let name = child.flow.value
        guard let childFlow = plan.childFlow(name) else { return }
        writer.block("private func \(startTab(name))() -> UINavigationController {") { writer in
            writer.line("let navigation = UINavigationController()")
            writer.line("navigation.tabBarItem = tabBarItem(for: .\(SwiftNames.lowerFirst(name)))")
            writer.line("let child = \(SwiftNames.coordinator(name))(navigationController: navigation)")
            onFinish(
                plan, child: child, childFlow: childFlow, releases: false, navigation: "navigationController",
                into: &writer)
            writer.line("adopt(child, placement: .tab)")
            let input = childFlow.input != nil && plan.flow.input != nil ? "input" : ""
            writer.line("child.start(\(input))")
            writer.line("return navigation")
        }
    }

    /// `child.onFinish = { ... }`: release the child (unless it is a tab), then run the handler
    /// for its outcome. Nothing when there is nothing to do.
    private static func onFinish(
        _ plan: FlowPlan, child: Child, childFlow: Flow, releases: Bool, navigation: String,
        into writer: inout SwiftWriter
    ) {
        guard !childFlow.outcomes.isEmpty else { return }
        let code = TransitionCode(plan: plan)
        let acts = childFlow.outcomes.contains { outcome in
            guard let handler = child.handler(for: outcome.name.value) else { return false }
            return TransitionCode.moves(handler.transitions) || handler.transitions.count > 1
        }
        guard releases || acts else { return }
        let captures = releases ? "[weak self, weak child]" : "[weak self]"
        writer.block("child.onFinish = { ", captures, acts ? " outcome in" : " _ in") { writer in
            writer.line(releases ? "guard let self, let child else { return }" : "guard let self else { return }")
            if releases { writer.line("childDidFinish(child)") }
            if !acts { return }
            writer.line("switch outcome {")
            for outcome in childFlow.outcomes {
                let handler = child.handler(for: outcome.name.value)
                let transitions = handler?.transitions ?? []
                let requirement = handler.flatMap { plan.requirement(child: child, handler: $0) }
                let usesPayload =
                    outcome.payload != nil && (requirement?.parameter != nil || code.usesPayload(transitions))
                writer.line("case .", outcome.name.value, usesPayload ? "(let payload):" : ":")
                writer.indented { writer in
                    guard TransitionCode.moves(transitions) || transitions.count > 1 else {
                        writer.line("break")
                        return
                    }
                    let choice = requirement.map { $0.name + ($0.parameter == nil ? "()" : "(payload)") } ?? ""
                    code.run(
                        transitions, choice: choice, payload: usesPayload ? "payload" : nil, navigation: navigation,
                        into: &writer)
                }
            }
            writer.line("}")
        }
    }
}
