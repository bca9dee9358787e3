import FlowModel
import FlowRules

/// The coordinator's `start<Child>Flow` and `start<Tab>Tab` methods: each creates the child's
/// coordinator with the work its parent's work makes for it, hears its outcome through
/// `onFinish` (holding parent and child weakly), releases it and runs the parent's `on` handler.
enum ChildFlowEmitter {
    static func startTab(_ name: String) -> String { "start" + name + "Tab" }

    /// Whether `start<Tab>Tab` takes the tabs flow's input, to start a tab that takes one with it.
    static func tabTakesInput(_ plan: FlowPlan, tab name: String) -> Bool {
        guard plan.flow.input != nil, let child = plan.flow.children.firstIndex(where: { $0.flow.value == name }),
            let childFlow = plan.childFlow(child)
        else { return false }
        return plan.graph.flows[childFlow].startInput(atEntry: nil) != nil
    }

    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let started = plan.startedChildren
        guard !started.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Child flows")
        // A tabs flow's entries are its tabs, each resolved to its child.
        for entry in plan.resolved.entries where plan.isTabs {
            guard let child = plan.resolved.transitions[entry].target.child else { continue }
            writer.line()
            emitTab(plan, child: child, into: &writer)
        }
        let children = plan.flow.children
        for child in children.indices
        where started.contains(children[child].flow.value) && !plan.isTab(children[child].flow.value) {
            writer.line()
            emitStart(plan, child: child, into: &writer)
        }
    }

    /// `start<Child>Flow` for child `childIndex` of the plan's flow.
    private static func emitStart(_ plan: FlowPlan, child childIndex: Int, into writer: inout SwiftWriter) {
        let child = plan.flow.children[childIndex]
        let name = child.flow.value
        guard let childFlowIndex = plan.childFlow(childIndex) else { return }
        let childFlow = plan.graph.flows[childFlowIndex]
        let coordinator = SwiftNames.coordinator(name)
        let isTabs = childFlow.root == .tabs
        let isPresented = (child.isPresented || plan.isTabs) && !isTabs
        let input = childFlow.input.map { "_ input: " + $0.parameterText + ", " } ?? ""
        // An action that waits for the child's value hands on where it goes (format 1.1).
        var reply = plan.replyType(ofChild: childIndex).map { ", reply: FlowcReply<" + $0 + ">? = nil" } ?? ""
        // A child with `entries` (format 1.1) is started at the entry the caller names; a kept one
        // whose `reopen` trigger takes the entries' input is handed it again by the caller.
        if KeepEmitter.reopensWithEntryInput(plan, child: childIndex) != nil {
            reply += ", again: @escaping (" + coordinator + ") -> Void"
        }
        if childFlow.entries != nil { reply += ", at entry: (" + coordinator + ") -> Void" }
        // Format 1.2: a kept child is made once, then shown again.
        let keeps = KeepEmitter.isGeneratedKept(plan, child: childIndex)
        writer.block(
            "private func start", name, "Flow(", input, "on navigation: UINavigationController" + reply + ") {"
        ) {
            writer in
            if keeps {
                KeepEmitter.emitShowAgain(plan, child: childIndex, childFlow: childFlow, into: &writer) { writer in
                    onFinish(
                        plan, child: childIndex, childFlow: childFlow, releases: false, keeps: true,
                        navigation: "navigation", into: &writer)
                    onEvent(plan, child: childIndex, childFlow: childFlow, navigation: "navigation", into: &writer)
                }
            }
            if isPresented {
                writer.line("let stack = FlowcNavigationController()")
                if let presentation = child.presentation {
                    PresentationEmitter.configure(presentation, stack: "stack", from: "navigation", into: &writer)
                }
                if !plan.hasBack(childFlowIndex) || child.presentation?.swipeToDismiss == false {
                    writer.line(
                        "stack.maySwipeAway = { [weak self] in self?.work.", GeneratedNames.childSwipeRequirement(name),
                        "() ?? false }")
                }
            }
            let stack = isPresented ? "stack" : "navigation"
            writer.line(
                "let child = ", coordinator, "(navigationController: ", stack, ", work: work.",
                GeneratedNames.childWorkRequirement(name), "())")
            onFinish(
                plan, child: childIndex, childFlow: childFlow, releases: !keeps, keeps: keeps, navigation: "navigation",
                into: &writer)
            onEvent(plan, child: childIndex, childFlow: childFlow, navigation: "navigation", into: &writer)
            if keeps {
                let start =
                    childFlow.entries != nil
                    ? "entry(child)" : (childFlow.input == nil ? "child.start()" : "child.start(input)")
                KeepEmitter.emitFirstShow(plan, child: childIndex, start: start, into: &writer)
                return
            }
            if isTabs {
                writer.line(
                    "adopt(child, placement: placement == .root || placement == .windowRoot ? .windowRoot : .presented)"
                )
            } else {
                writer.line(isPresented ? "adopt(child, placement: .presented)" : "adopt(child, placement: .shared)")
            }
            if childFlow.entries != nil {
                writer.line("entry(child)")
            } else {
                writer.line(childFlow.input == nil ? "child.start()" : "child.start(input)")
            }
            if isPresented { writer.line("present(child: child, in: stack, from: navigation)") }
        }
    }

    /// `start<Tab>Tab` for child `childIndex` of the plan's tabs flow.
    private static func emitTab(_ plan: FlowPlan, child childIndex: Int, into writer: inout SwiftWriter) {
        let name = plan.flow.children[childIndex].flow.value
        guard let childFlowIndex = plan.childFlow(childIndex) else { return }
        let childFlow = plan.graph.flows[childFlowIndex]
        let parameter = tabTakesInput(plan, tab: name) ? "_ input: " + (plan.flow.input?.parameterText ?? "") : ""
        writer.block("private func \(startTab(name))(\(parameter)) -> UINavigationController {") { writer in
            writer.line("let navigation = UINavigationController()")
            writer.line("navigation.tabBarItem = work.tabBarItem(for: .\(SwiftNames.tabCase(name)))")
            writer.line(
                "let child = \(SwiftNames.coordinator(name))(navigationController: navigation, work: work.\(GeneratedNames.childWorkRequirement(name))())"
            )
            onFinish(
                plan, child: childIndex, childFlow: childFlow, releases: false, navigation: "navigation", into: &writer)
            onEvent(plan, child: childIndex, childFlow: childFlow, navigation: "navigation", into: &writer)
            writer.line("adopt(child, placement: .tab)")
            // A tab with `entries` (format 1.1) starts at `main`, with the tabs flow's input.
            let startInput = childFlow.entries == nil ? childFlow.input : childFlow.startInput(atEntry: nil)
            let input = startInput != nil && plan.flow.input != nil ? "input" : ""
            let start = childFlow.entries == nil ? "start" : SwiftNames.entryStart(Flow.mainEntry)
            writer.line("child.\(start)(\(input))")
            writer.line("return navigation")
        }
    }

    /// `child.onFinish = { ... }`: release the child (unless it is a tab, which lives as long as
    /// its tabs flow) together with the handler's move, or run the handler. Nothing when there
    /// is nothing to do.
    static func onFinish(
        _ plan: FlowPlan, child childIndex: Int, childFlow: Flow, releases: Bool, keeps: Bool = false,
        navigation: String, into writer: inout SwiftWriter
    ) {
        guard !childFlow.outcomes.isEmpty else { return }
        let code = TransitionCode(plan: plan)
        let child = plan.flow.children[childIndex]
        // For each of the child flow's outcomes, the first handler of it, as resolved.
        var handlers = [Int?](repeating: nil, count: childFlow.outcomes.count)
        for handler in child.handlers.indices.reversed() {
            guard let outcome = plan.resolved.handledOutcome(ofHandler: handler, ofChild: childIndex) else { continue }
            handlers[outcome] = handler
        }
        func alternatives(_ handler: Int?) -> Range<Int> {
            handler.map { plan.resolved.alternatives(ofHandler: $0, ofChild: childIndex) } ?? 0..<0
        }
        let acts = handlers.contains { handler in
            guard let handler else { return false }
            let transitions = alternatives(handler)
            return code.moves(transitions) || transitions.count > 1
        }
        guard releases || keeps || acts else { return }
        // A handler that resets releases the child with every other, so it needs no hold of it.
        let resetsOnly = handlers.allSatisfy { handler in
            let transitions = alternatives(handler)
            return !transitions.isEmpty && transitions.allSatisfy { plan.resolved.transitions[$0].verb == .reset }
        }
        let holdsChild = keeps || (releases && !resetsOnly)
        let captures = holdsChild ? "[weak self, weak child]" : "[weak self]"
        writer.block("child.onFinish = { ", captures, acts ? " outcome in" : " _ in") { writer in
            writer.line(holdsChild ? "guard let self, let child else { return }" : "guard let self else { return }")
            // A kept child's reply is answered by its handlers (`KeepEmitter.emitHide`).
            let answers = keeps && plan.replyType(ofChild: childIndex) != nil
            if !acts {
                writer.line(
                    keeps ? "hide(kept: child, on: " : "release(child, on: ", navigation,
                    answers ? ") { reply?.answer(nil) }" : ")")
                return
            }
            writer.line("switch outcome {")
            for (outcomeIndex, outcome) in childFlow.outcomes.enumerated() {
                let handler = handlers[outcomeIndex]
                let transitions = alternatives(handler)
                let requirement = handler.flatMap { plan.requirement(child: child, handler: child.handlers[$0]) }
                let usesPayload =
                    outcome.payload != nil && (requirement?.parameter != nil || code.usesPayload(transitions))
                writer.line("case .", outcome.name.value, usesPayload ? "(let payload):" : ":")
                writer.indented { writer in
                    let choice =
                        requirement.map { "work." + $0.name + ($0.parameter == nil ? "()" : "(payload)") } ?? ""
                    let payload = usesPayload ? "payload" : nil
                    if keeps {
                        KeepEmitter.emitHide(
                            transitions, plan: plan, choice: choice, payload: payload, navigation: navigation,
                            answers: answers, into: &writer)
                    } else if releases {
                        code.runAfterRelease(
                            transitions, child: "child", choice: choice, payload: payload, navigation: navigation,
                            into: &writer)
                    } else if code.moves(transitions) || transitions.count > 1 {
                        code.run(transitions, choice: choice, payload: payload, navigation: navigation, into: &writer)
                    } else {
                        writer.line("break")
                    }
                }
            }
            writer.line("}")
        }
    }

    /// `child.onEvent = { ... }`: the parent's handler of each of the child's events, run while the
    /// child keeps running (no release). Nothing when no event's handler does anything.
    static func onEvent(
        _ plan: FlowPlan, child childIndex: Int, childFlow: Flow, navigation: String, into writer: inout SwiftWriter
    ) {
        guard !childFlow.events.isEmpty else { return }
        let code = TransitionCode(plan: plan)
        let child = plan.flow.children[childIndex]
        var handlers = [Int?](repeating: nil, count: childFlow.events.count)
        for handler in child.handlers.indices.reversed() {
            guard let event = plan.resolved.handledEvent(ofHandler: handler, ofChild: childIndex) else { continue }
            handlers[event] = handler
        }
        func alternatives(_ handler: Int?) -> Range<Int> {
            handler.map { plan.resolved.alternatives(ofHandler: $0, ofChild: childIndex) } ?? 0..<0
        }
        let acts = handlers.contains { handler in
            let transitions = alternatives(handler)
            return code.moves(transitions) || transitions.count > 1
        }
        guard acts else { return }
        // A handler that only answers the asking action (`return`) needs nothing of the parent
        // but that it still runs: where every handler does only that, `self` is not bound.
        let usesSelf = handlers.contains { handler in
            let transitions = alternatives(handler)
            return transitions.count > 1
                || transitions.contains {
                    let transition = plan.resolved.transitions[$0]
                    return transition.verb != .return || plan.madeInput(of: transition) != nil
                } && code.moves(transitions)
        }
        writer.block("child.onEvent = { [weak self] event in") { writer in
            writer.line(usesSelf ? "guard let self else { return }" : "guard self != nil else { return }")
            writer.line("switch event {")
            for (eventIndex, event) in childFlow.events.enumerated() {
                let handler = handlers[eventIndex]
                let transitions = alternatives(handler)
                let requirement = handler.flatMap { plan.requirement(child: child, handler: child.handlers[$0]) }
                let usesPayload =
                    event.payload != nil && (requirement?.parameter != nil || code.usesPayload(transitions))
                writer.line("case .", event.name.value, usesPayload ? "(let payload):" : ":")
                writer.indented { writer in
                    let choice =
                        requirement.map { "work." + $0.name + ($0.parameter == nil ? "()" : "(payload)") } ?? ""
                    if code.moves(transitions) || transitions.count > 1 {
                        code.run(
                            transitions, choice: choice, payload: usesPayload ? "payload" : nil, navigation: navigation,
                            into: &writer)
                    } else {
                        writer.line("break")
                    }
                }
            }
            writer.line("}")
        }
    }
}
