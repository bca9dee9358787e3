import FlowModel
import FlowRules

/// Format 1.2's kept children (`keep`) in the SwiftUI backend: the UIKit backend's property
/// (`kept<Child>`), `reopen()`, handlers (`hide(kept:)`, `KeepEmitter.emitHide`) and reopening
/// trigger, with a start of its own. `start<Child>Flow` makes the child and its stack once; each
/// start presents that stack again, as it was left (`show(kept:in:from:shown:)` of the runtime's
/// `FlowcKeep` part), in a new presentation, so that SwiftUI sees a new sheet item.
enum SwiftUIKeepEmitter {
    /// The body of `start<Child>Flow` for a kept child (`KeepEmitter.isGeneratedKept`).
    static func emitStart(
        _ plan: FlowPlan, child childIndex: Int, childFlow childFlowIndex: Int, rootView: SwiftUIRootViewPattern,
        into writer: inout SwiftWriter
    ) {
        let child = plan.flow.children[childIndex]
        let name = child.flow.value
        let childFlow = plan.graph.flows[childFlowIndex]
        let kept = GeneratedNames.keptChild(name)
        writer.line("// Kept (format 1.2): made once; a later start shows the same stack again, as it was left.")
        writer.line("let isNew = ", kept, " == nil")
        let make = [
            SwiftNames.coordinator(name), "(navigationController: FlowcStack(), work: work.",
            GeneratedNames.childWorkRequirement(name), "())",
        ].joined()
        if writer.fits("let child = ", kept, " ?? ", make) {
            writer.line("let child = ", kept, " ?? ", make)
        } else {
            // swift-format's layout of a `??` too long for one line: each operand on a line of its own.
            writer.line("let child =")
            writer.indented { writer in
                writer.line(kept)
                writer.line("?? ", make)
            }
        }
        writer.line(kept, " = child")
        // However it is hidden, an action that waits for its result is answered (`FlowcStack.hide()`).
        if plan.replyType(ofChild: childIndex) != nil {
            writer.line("child.navigationController.unanswered = { reply?.answer(nil) }")
        }
        ChildFlowEmitter.onFinish(
            plan, child: childIndex, childFlow: childFlow, releases: false, keeps: true, navigation: "navigation",
            into: &writer)
        ChildFlowEmitter.onEvent(plan, child: childIndex, childFlow: childFlow, navigation: "navigation", into: &writer)
        writer.line("let presentation = FlowcPresentation(")
        writer.indented { writer in
            writer.line(
                "style: ", SwiftUICoordinatorEmitter.style(child.presentation), ", detents: ",
                SwiftUICoordinatorEmitter.detents(child.presentation), ",")
            writer.line(
                "mayDismissBySwipe: ",
                SwiftUICoordinatorEmitter.childSwipe(plan, child: childIndex, childFlow: childFlowIndex), ",")
            SwiftUICoordinatorEmitter.stacksAndView(
                "[child.navigationController]", view: rootView.name(ofFlow: name),
                anyView: plan.runtimeName("AnyView"), into: &writer)
            // Swiped away or dismissed, a child with `back` leaves by it (its handler hides it); one
            // without is only hidden: it stays one of `children`, for the next start.
            if plan.hasBack(childFlowIndex) {
                writer.line("onDismiss: { [weak self, weak child] in")
                writer.indented { writer in
                    writer.line("guard let self, let child, isRunning(child) else { return }")
                    writer.line("child.leave()")
                }
                writer.line("})")
            } else {
                writer.line("onDismiss: {})")
            }
        }
        writer.block("if isNew {", closing: "} else {") { writer in
            writer.line("adopt(child)")
            if childFlow.entries != nil {
                writer.line("entry(child)")
            } else {
                writer.line(childFlow.input == nil ? "child.start()" : "child.start(input)")
            }
            writer.line("show(kept: child, in: presentation, from: navigation)")
        }
        writer.indented { writer in
            writer.line("child.reopen()")
            if let trigger = KeepEmitter.reopenTrigger(plan, child: childIndex, childFlow: childFlow) {
                writer.line("show(kept: child, in: presentation, from: navigation) { [weak child] in ", trigger, " }")
            } else {
                writer.line("show(kept: child, in: presentation, from: navigation)")
            }
        }
        writer.line("}")
    }

    /// `flowcForgetKept()`, which `reset` calls once it released every child: the kept ones are
    /// made again by their next start.
    static func emitForget(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard KeepEmitter.keepsChildren(plan) else { return }
        writer.line()
        writer.doc("Forgets the kept children, which a `reset` released with the others.")
        writer.block("func flowcForgetKept() {") { writer in
            for child in KeepEmitter.keptChildren(plan) {
                let kept = GeneratedNames.keptChild(plan.flow.children[child].flow.value)
                writer.line("if let ", kept, " { stopWork(ofKept: ", kept, ") }")
                writer.line(kept, " = nil")
            }
        }
    }
}
