import FlowModel

/// The coordinator's `start<Child>Flow` and `start<Tab>Tab` methods: each creates the child's
/// coordinator with the work its parent's work makes for it, hears its outcome through
/// `onFinish` (holding parent and child weakly), releases it and runs the parent's `on` handler.
enum ChildFlowEmitter {
    static func startTab(_ name: String) -> String { "start" + name + "Tab" }

    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let started = FlowPlan.startedChildren(plan.flow)
        let tabs = plan.flow.tabs ?? []
        guard !started.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Child flows")
        for tab in tabs {
            guard let child = plan.flow.child(named: tab.value) else { continue }
            writer.line()
            emitTab(plan, child: child, into: &writer)
        }
        for child in plan.flow.children where started.contains(child.flow.value) && !plan.isTab(child.flow.value) {
            writer.line()
            emitStart(plan, child: child, into: &writer)
        }
    }

    private static func emitStart(_ plan: FlowPlan, child: Child, into writer: inout SwiftWriter) {
        let name = child.flow.value
        guard let childFlow = plan.childFlow(name) else { return }
        let coordinator = SwiftNames.coordinator(name)
        let isTabs = childFlow.root == .tabs
        let isPresented = (child.isPresented || plan.isTabs) && !isTabs
        let input = childFlow.input.map { "_ input: " + $0.text + ", " } ?? ""
        writer.block("private func start", name, "Flow(", input, "on navigation: UINavigationController) {") { writer in
            if isPresented {
                writer.line("let stack = FlowcNavigationController()")
                if !plan.hasBack(childFlow) {
                    writer.line(
                        "stack.maySwipeAway = { [weak self] in self?.work.mayDismiss", name, "BySwipe() ?? false }")
                }
            }
            let stack = isPresented ? "stack" : "navigation"
            writer.line(
                "let child = ", coordinator, "(navigationController: ", stack, ", work: work.make", name, "Work())")
            onFinish(plan, child: child, childFlow: childFlow, releases: true, navigation: "navigation", into: &writer)
            if isTabs {
                writer.line(
                    "adopt(child, placement: placement == .root || placement == .windowRoot ? .windowRoot : .presented)"
                )
            } else {
                writer.line(isPresented ? "adopt(child, placement: .presented)" : "adopt(child, placement: .shared)")
            }
            writer.line(childFlow.input == nil ? "child.start()" : "child.start(input)")
            if isPresented { writer.line("present(child: child, in: stack, from: navigation)") }
        }
    }

    private static func emitTab(_ plan: FlowPlan, child: Child, into writer: inout SwiftWriter) {
        let name = child.flow.value
        guard let childFlow = plan.childFlow(name) else { return }
        writer.block("private func \(startTab(name))() -> UINavigationController {") { writer in
            writer.line("let navigation = UINavigationController()")
            writer.line("navigation.tabBarItem = work.tabBarItem(for: .\(SwiftNames.lowerFirst(name)))")
            writer.line(
                "let child = \(SwiftNames.coordinator(name))(navigationController: navigation, work: work.make\(name)Work())"
            )
            onFinish(plan, child: child, childFlow: childFlow, releases: false, navigation: "navigation", into: &writer)
            writer.line("adopt(child, placement: .tab)")
            let input = childFlow.input != nil && plan.flow.input != nil ? "input" : ""
            writer.line("child.start(\(input))")
            writer.line("return navigation")
        }
    }

    /// `child.onFinish = { ... }`: release the child (unless it is a tab, which lives as long as
    /// its tabs flow) together with the handler's move, or run the handler. Nothing when there
    /// is nothing to do.
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
            if !acts {
                writer.line("release(child, on: ", navigation, ")")
                return
            }
            writer.line("switch outcome {")
            for outcome in childFlow.outcomes {
                let handler = child.handler(for: outcome.name.value)
                let transitions = handler?.transitions ?? []
                let requirement = handler.flatMap { plan.requirement(child: child, handler: $0) }
                let usesPayload =
                    outcome.payload != nil && (requirement?.parameter != nil || code.usesPayload(transitions))
                writer.line("case .", outcome.name.value, usesPayload ? "(let payload):" : ":")
                writer.indented { writer in
                    let choice =
                        requirement.map { "work." + $0.name + ($0.parameter == nil ? "()" : "(payload)") } ?? ""
                    let payload = usesPayload ? "payload" : nil
                    if releases {
                        code.runAfterRelease(
                            transitions, child: "child", choice: choice, payload: payload, navigation: navigation,
                            into: &writer)
                    } else if TransitionCode.moves(transitions) || transitions.count > 1 {
                        code.run(transitions, choice: choice, payload: payload, navigation: navigation, into: &writer)
                    } else {
                        writer.line("break")
                    }
                }
            }
            writer.line("}")
        }
    }
}
