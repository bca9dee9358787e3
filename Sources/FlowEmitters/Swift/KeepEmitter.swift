import FlowModel
import FlowRules

/// Format 1.2: children kept for reuse (`keep`). The parent holds each kept child it starts,
/// `private var kept<Child>: <Child>Coordinator?`; `start<Child>Flow` makes, adopts and keeps the
/// child the first time, and later shows the kept stack again, as it was left, then hands the
/// start's input to the trigger `reopen` names. Finishing hides the child (`hide(kept:)`): its
/// stack is dismissed and the parent's handler runs in the completion; it is not released. The
/// child, a flow some parent keeps, gets `reopen()`, after which it may finish again. A `reset`
/// of the parent forgets its kept children with the rest. An action that starts a kept child for
/// a `result` is answered once the child is hidden: by its handler's `return`, else with nil
/// (`unanswered`), as a released child's reply would be; a kept one is not released to do it.
enum KeepEmitter {
    /// The revision of the code a flow that keeps children gets, part of its files' input digest:
    /// raise it with every change to that code, so that files an earlier emitter wrote are written
    /// again. 1: a route's step into a kept child that is hidden shows it again, and hands on the
    /// kept coordinator (`RouteEmitter.keptChild`). 2: the `reset` that forgets a kept child lets
    /// go of its external screens (UIKit) and stops its stacks (SwiftUI). 3: the action that started
    /// a kept child for a result is answered nil once the child is hidden without a `return`.
    static let codeRevision = 3

    /// The children of the plan's flow that are kept and started, presented on stacks of their
    /// own: every kept child but a tabs flow, whose tab bar is generated as any child's.
    static func isGeneratedKept(_ plan: FlowPlan, child childIndex: Int) -> Bool {
        let child = plan.flow.children[childIndex]
        guard child.isKept, !plan.isTab(child.flow.value), let childFlow = plan.childFlow(childIndex) else {
            return false
        }
        return plan.graph.flows[childFlow].root == .stack
    }

    static func keptChildren(_ plan: FlowPlan) -> [Int] {
        guard plan.flow.children.contains(where: \.isKept) else { return [] }
        let started = plan.startedChildren
        return plan.flow.children.indices.filter {
            started.contains(plan.flow.children[$0].flow.value) && isGeneratedKept(plan, child: $0)
        }
    }

    /// `private var kept<Child>`, each written after `attributes` (the SwiftUI backend's
    /// `@ObservationIgnored `).
    static func emitProperties(_ plan: FlowPlan, attributes: String = "", into writer: inout SwiftWriter) {
        for child in keptChildren(plan) {
            let name = plan.flow.children[child].flow.value
            writer.doc(
                "The \(name) flow once started, kept until this flow goes: it is hidden, not released, when it finishes."
            )
            writer.line(
                attributes, "private var ", GeneratedNames.keptChild(name), ": ", SwiftNames.coordinator(name), "?")
        }
    }

    /// Whether the plan's flow keeps a child it starts.
    static func keepsChildren(_ plan: FlowPlan) -> Bool { !keptChildren(plan).isEmpty }

    /// What `reset` forgets besides its children: the kept ones, which it released.
    static func emitForget(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        for child in keptChildren(plan) {
            let kept = GeneratedNames.keptChild(plan.flow.children[child].flow.value)
            // An action waiting on one of its external screens holds the child: it gets nil now.
            if plan.childFlow(child).map({ plan.graph.flows[$0].hasExternalScreens }) == true {
                writer.line(kept, "?.forgetExternalScreens()")
            }
            writer.line(kept, " = nil")
        }
    }

    /// `reopen()`, in a flow that a parent keeps.
    static func emitReopen(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard plan.graph.keptFlowNames.contains(plan.name) else { return }
        writer.line()
        writer.doc("Shown again by the parent that keeps the flow (format 1.2): it may finish again.")
        writer.block("func reopen() {") { writer in
            writer.line("hasFinished = false")
        }
    }

    /// The start of a kept child that is shown again: the handlers of this start, `reopen()`, and
    /// the stack presented again, then the trigger `reopen` names (with the start's input).
    static func emitShowAgain(
        _ plan: FlowPlan, child childIndex: Int, childFlow: Flow, into writer: inout SwiftWriter,
        handlers: (inout SwiftWriter) -> Void
    ) {
        let child = plan.flow.children[childIndex]
        let name = child.flow.value
        let leaves = plan.childFlow(childIndex).map(plan.hasBack) ?? false
        writer.line("// Kept (format 1.2): a later start shows the same stack again, as it was left.")
        writer.block(
            "if let child = ", GeneratedNames.keptChild(name),
            ", let stack = child.navigationController as? FlowcNavigationController {"
        ) { writer in
            handlers(&writer)
            writer.line("child.reopen()")
            let trigger = reopenTrigger(plan, child: childIndex, childFlow: childFlow)
            let arguments = showArguments(plan, child: childIndex, leaves: leaves)
            let unanswered = unansweredArgument(plan, child: childIndex)
            if let trigger, unanswered.isEmpty {
                writer.line("show(", arguments, ") { [weak child] in ", trigger, " }")
            } else if let trigger {
                writer.line("show(", arguments, ", shown: { [weak child] in ", trigger, " }", unanswered, ")")
            } else {
                writer.line("show(", arguments, unanswered, ")")
            }
            writer.line("return")
        }
    }

    /// The call of the trigger `reopen` names on a later start of the kept child (`child?.trigger<Name>(input)`),
    /// nil when it names none. A child with `entries` whose trigger takes the entries' input is
    /// handed it by the caller, which knows it: `again` (`reopensWithEntryInput`).
    static func reopenTrigger(_ plan: FlowPlan, child childIndex: Int, childFlow: Flow) -> String? {
        guard let reopen = plan.flow.children[childIndex].keep?.reopen?.value,
            let declared = childFlow.trigger(named: reopen)
        else { return nil }
        // The same test as the start method's `again` parameter, so that one is there for the other.
        if reopensWithEntryInput(plan, child: childIndex) != nil { return "if let child { again(child) }" }
        let takesInput = declared.input != nil
        let argument = takesInput && childFlow.input != nil ? "input" : ""
        return "child?." + GeneratedNames.triggerRequirement(reopen) + "(" + argument + ")"
    }

    /// The trigger a later start of kept child `childIndex` runs with the input of the entry its
    /// caller starts it at, where the child has `entries` and its `reopen` trigger takes their
    /// input: `start<Child>Flow` then takes `again`, the call of that trigger, from each caller.
    static func reopensWithEntryInput(_ plan: FlowPlan, child childIndex: Int) -> String? {
        guard isGeneratedKept(plan, child: childIndex), let childFlow = plan.childFlow(childIndex),
            plan.graph.flows[childFlow].entries != nil,
            let reopen = plan.flow.children[childIndex].keep?.reopen?.value,
            plan.graph.flows[childFlow].trigger(named: reopen)?.input != nil
        else { return nil }
        return GeneratedNames.triggerRequirement(reopen)
    }

    /// `again: { $0.trigger<Name>(argument) }, ` for a start of child `childIndex` (in the plan's
    /// flow) with `argument`, where the child takes it (`reopensWithEntryInput`); empty otherwise.
    /// A start at an entry without an input has nothing to hand: `again: { _ in }`.
    static func againArgument(_ plan: FlowPlan, child childIndex: Int?, argument: String?) -> String {
        guard let childIndex, let trigger = reopensWithEntryInput(plan, child: childIndex) else { return "" }
        guard let argument else { return ", again: { _ in }" }
        return ", again: { $0." + trigger + "(" + argument + ") }"
    }

    /// The first start's last lines: the child adopted, kept, started and shown.
    static func emitFirstShow(_ plan: FlowPlan, child childIndex: Int, start: String, into writer: inout SwiftWriter) {
        let name = plan.flow.children[childIndex].flow.value
        let leaves = plan.childFlow(childIndex).map(plan.hasBack) ?? false
        writer.line("adopt(child, placement: .presented)")
        writer.line(GeneratedNames.keptChild(name), " = child")
        writer.line(start)
        writer.line(
            "show(", showArguments(plan, child: childIndex, leaves: leaves),
            unansweredArgument(plan, child: childIndex),
            ")")
    }

    private static func showArguments(_ plan: FlowPlan, child childIndex: Int, leaves: Bool) -> String {
        "kept: child, in: stack, from: navigation, leaves: " + (leaves ? "true" : "false")
    }

    /// The UIKit runtime's `show(kept:)`'s `unanswered`, which answers nil, where an action
    /// starts the child for a result; empty otherwise.
    private static func unansweredArgument(_ plan: FlowPlan, child childIndex: Int) -> String {
        plan.replyType(ofChild: childIndex) == nil ? "" : ", unanswered: { reply?.answer(nil) }"
    }

    /// A handler of the kept child's outcome: hides it, then runs the handler's move; a `return`
    /// answers the action that waits for the child (`reply`). Where an action waits (`answers`),
    /// every other handler answers it nil after its move: the child stays, and so would the reply.
    static func emitHide(
        _ transitions: Range<Int>, plan: FlowPlan, choice: String, payload: String?, navigation: String,
        answers: Bool, into writer: inout SwiftWriter
    ) {
        let code = TransitionCode(plan: plan)
        guard code.moves(transitions) || transitions.count > 1 else {
            writer.line("hide(kept: child, on: ", navigation, answers ? ") { reply?.answer(nil) }" : ")")
            return
        }
        func answer(_ transition: ResolvedTransition) -> String {
            let argument = plan.graph.payload(of: transition, inFlow: plan.index) != nil ? payload : nil
            return "reply?.answer(" + plan.returnedValue(transition, argument: argument) + ")"
        }
        if transitions.count == 1, plan.resolved.transitions[transitions.lowerBound].verb == .return {
            writer.line(
                "hide(kept: child, on: ", navigation, ") { ", answer(plan.resolved.transitions[transitions.lowerBound]),
                " }")
            return
        }
        @discardableResult
        func one(_ position: Int, _ writer: inout SwiftWriter) -> Bool {
            let transition = plan.resolved.transitions[position]
            if transition.verb == .return {
                writer.line(answer(transition))
                return true
            }
            return code.write(transition, payload: payload, navigation: navigation, into: &writer)
        }
        writer.block("hide(kept: child, on: ", navigation, ") { [weak self] in") { writer in
            writer.line("guard let self else { return }")
            if transitions.count == 1 {
                one(transitions.lowerBound, &writer)
            } else {
                writer.line("switch ", choice, " {")
                for (position, caseName) in zip(transitions, plan.caseNames(of: transitions)) {
                    writer.line("case .", caseName, ":")
                    writer.indented { writer in
                        if !one(position, &writer) { writer.line("break") }
                    }
                }
                writer.line("}")
            }
            // After a `return`, this answers nothing: a reply answers once.
            if answers { writer.line("reply?.answer(nil)") }
        }
    }
}

extension FlowGraph {
    /// Whether a flow keeps a child (format 1.2): the support file then holds `show(kept:)`.
    var keepsChildren: Bool { !keptFlowNames.isEmpty }
}
