import FlowModel
import FlowRules

/// `@MainActor final class <Flow>Coordinator`: its state, `start`, `leave` and `finish`, and the
/// UIKit delegate callbacks through which it releases children the user left. Screens and
/// children are emitted by `ScreenFactoryEmitter` and `ChildFlowEmitter`.
enum CoordinatorEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        writer.separate()
        writer.doc(summary(plan))
        writer.line("@MainActor")
        // A flow that presents screens for a result keeps their replies (format 1.1).
        var conformance = plan.presentsForResult ? "FlowcReplying" : "FlowcCoordinator"
        // Format 1.2, §6: a flow with external screens keeps those it shows until they are done.
        if plan.flow.hasExternalScreens {
            conformance = plan.presentsForResult ? "FlowcReplying, FlowcExternalShowing" : "FlowcExternalShowing"
        }
        writer.block("final class \(plan.coordinator): NSObject, \(conformance) {") { writer in
            nestedTypes(plan, into: &writer)
            properties(plan, into: &writer)
            start(plan, into: &writer)
            leaveAndFinish(plan, into: &writer)
            KeepEmitter.emitReopen(plan, into: &writer)
            ScreenFactoryEmitter.emit(plan, into: &writer)
            ExternalEmitter.emit(plan, into: &writer)
            PresentationEmitter.emitScreenPresenters(plan, into: &writer)
            ChildFlowEmitter.emit(plan, into: &writer)
            AlertEmitter.emit(plan, into: &writer)
            ResetEmitter.emit(plan, into: &writer)
            RouteEmitter.emitMethods(plan, into: &writer)
            TriggerEmitter.emit(plan, into: &writer)
            delegates(external: plan.flow.hasExternalScreens, into: &writer)
        }
        RouteEmitter.emitEnum(plan, into: &writer)
        AlertEmitter.emitFieldText(plan, into: &writer)
    }

    private static func summary(_ plan: FlowPlan) -> String {
        var text = "Runs the \(plan.name) flow"
        if plan.isTabs {
            text += ": a tab bar whose tabs each run their own flow and navigation controller."
        } else {
            text += " on a navigation controller: it creates the flow's screens, moves between them "
            text += "and starts its child flows."
        }
        if plan.flow.isEntry { text += "\nAn entry flow: the app creates it and calls `start`." }
        return text
    }

    private static func nestedTypes(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        if plan.isTabs, let tabs = plan.flow.tabs, !tabs.isEmpty {
            writer.doc("The tabs, in the tab bar's order.")
            writer.block("enum Tab: ", plan.runtimeName("CaseIterable"), " {") { writer in
                for tab in tabs { writer.line("case \(SwiftNames.tabCase(tab.value))") }
            }
        }
        for choice in plan.choices {
            writer.separate()
            writer.doc(choice.summary)
            writer.block("enum ", choice.typeName, " {") { writer in
                for alternative in choice.alternatives { writer.line("case ", alternative.caseName) }
            }
        }
    }

    private static func properties(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        writer.separate()
        writer.line("weak var parentCoordinator: (any FlowcCoordinator)?")
        writer.line("var children: [any FlowcCoordinator] = []")
        writer.line("let navigationController: UINavigationController")
        writer.line("var placement: FlowcPlacement = .root")
        writer.line("var stackBase: Int?")
        writer.line("var screens: [FlowcScreen] = []")
        writer.line("weak var appNavigationDelegate: (any UINavigationControllerDelegate)?")
        if plan.presentsForResult {
            writer.doc("The stacks presented for a result, each with where its value goes.")
            writer.line("var replies: [FlowcPresentedReply] = []")
        }
        if plan.flow.hasExternalScreens {
            writer.doc("The external screens shown and not done yet.")
            writer.line("var externalScreens: [any FlowcShownExternal] = []")
        }
        writer.doc("The app's work for this flow, given at `init`.")
        writer.line("let work: any ", plan.workProtocol)
        if plan.isTabs {
            writer.line("let tabBarController = FlowcTabBarController()")
            writer.line("var container: UIViewController { tabBarController }")
        }
        if let outcome = plan.outcomeType {
            writer.doc(
                "Called when the flow finishes: once a run, and a flow that runs again (a tab) may finish again.")
            writer.line("var onFinish: ((", outcome, ") -> Void)?")
        }
        if let event = plan.eventType {
            writer.doc("Called for each event the flow sends; the flow keeps running.")
            writer.line("var onEvent: ((", event, ") -> Void)?")
        }
        writer.line("private var hasFinished = false")
        TriggerEmitter.emitProperties(plan, into: &writer)
        KeepEmitter.emitProperties(plan, into: &writer)
        writer.line()
        if plan.isTabs {
            writer.doc(
                "Creates the coordinator; `start` shows the tab bar at the root of `navigationController`'s window, "
                    + "or presents it from `navigationController`.")
        } else {
            writer.doc("Creates the coordinator; `start` shows the flow on `navigationController`.")
        }
        writer.block("init(navigationController: UINavigationController, work: any ", plan.workProtocol, ") {") {
            writer in
            writer.line("self.navigationController = navigationController")
            writer.line("self.work = work")
            writer.line("super.init()")
        }
    }

    private static func start(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let code = TransitionCode(plan: plan)
        let flow = plan.flow
        if let entries = flow.entries {
            startAtEntries(entries, plan, code: code, into: &writer)
            return
        }
        writer.line()
        writer.doc("Starts the flow: shows its first screen\(plan.isTabs ? ", the tab bar" : "").")
        let parameter = flow.input.map { "_ input: \($0.parameterText)" } ?? ""
        writer.block("func start(\(parameter)) {") { writer in
            writer.line("hasFinished = false")
            TriggerEmitter.emitStarted(plan, into: &writer)
            if plan.isTabs {
                let tabs = (flow.tabs ?? []).map { tab in
                    let input = ChildFlowEmitter.tabTakesInput(plan, tab: tab.value) ? "input" : ""
                    return "\(ChildFlowEmitter.startTab(tab.value))(\(input))"
                }
                writer.line("let tabs = [\(tabs.joined(separator: ", "))]")
                writer.line("tabBarController.setViewControllers(tabs, animated: false)")
                writer.line("show(tabs: tabBarController)")
                return
            }
            writer.line("watchNavigation()")
            let items = plan.resolved.entries
            let input = flow.input == nil ? nil : "input"
            /// A start item: its screen shown as the flow's first, or its child started.
            func run(_ item: ResolvedTransition, into writer: inout SwiftWriter) {
                if let screen = item.target.screen {
                    writer.start()
                    writer.add("show(first: ")
                    code.addMakeScreen(
                        plan.targetName(item), flow.screens[screen].input == nil ? nil : input, to: &writer)
                    writer.add(")")
                    writer.end()
                    return
                }
                code.write(item, payload: input, navigation: "navigationController", into: &writer)
            }
            if items.count == 1 {
                run(plan.resolved.transitions[items.lowerBound], into: &writer)
            } else if let choice = plan.startRequirement?.choice {
                writer.line("switch work.chooseStart(", input ?? "", ") {")
                for alternative in choice.alternatives {
                    writer.line("case .", alternative.caseName, ":")
                    writer.indented { run(alternative.transition, into: &$0) }
                }
                writer.line("}")
            }
        }
    }

    /// A flow with `entries` (format 1.1): one `start<Entry>` per entry, each showing what the
    /// entry starts with the entry's input.
    private static func startAtEntries(
        _ entries: [FlowEntry], _ plan: FlowPlan, code: TransitionCode, into writer: inout SwiftWriter
    ) {
        let flow = plan.flow
        for entry in entries {
            let positions = plan.startPositions(of: entry)
            guard let position = positions.first else { continue }
            let item = plan.resolved.transitions[position]
            let input = entry.input == nil ? nil : "input"
            /// A start item: its screen shown as the flow's first, or its child started.
            func run(_ item: ResolvedTransition, into writer: inout SwiftWriter) {
                if let screen = item.target.screen {
                    writer.start()
                    writer.add("show(first: ")
                    code.addMakeScreen(
                        plan.targetName(item), flow.screens[screen].input == nil ? nil : input, to: &writer)
                    writer.add(")")
                    writer.end()
                } else {
                    code.write(item, payload: input, navigation: "navigationController", into: &writer)
                }
            }
            writer.line()
            let requirement = positions.count > 1 ? plan.entryStartRequirements[entry.name.value] : nil
            if requirement != nil {
                writer.doc(
                    "Starts the flow at its `\(entry.name.value)` entry: shows what the work chooses of its ",
                    "first screens and children.")
            } else {
                writer.doc(
                    "Starts the flow at its `\(entry.name.value)` entry: shows ",
                    item.target.screen != nil ? "its first screen." : "its first child.")
            }
            let parameter = entry.input.map { "_ input: \($0.parameterText)" } ?? ""
            writer.block("func \(SwiftNames.entryStart(entry.name.value))(\(parameter)) {") { writer in
                writer.line("hasFinished = false")
                TriggerEmitter.emitStarted(plan, into: &writer)
                writer.line("watchNavigation()")
                // Format 1.2: an entry whose `start` is a list asks the work which it starts with.
                if let requirement, let choice = requirement.choice {
                    writer.line("switch work.", requirement.name, "(", input ?? "", ") {")
                    for alternative in choice.alternatives {
                        writer.line("case .", alternative.caseName, ":")
                        writer.indented { run(alternative.transition, into: &$0) }
                    }
                    writer.line("}")
                } else {
                    run(item, into: &writer)
                }
            }
        }
    }

    private static func leaveAndFinish(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        writer.line()
        if let back = plan.backOutcome {
            writer.doc("Leaves the flow by the back button or a swiped sheet: it finishes with `\(back.name.value)`.")
            writer.block("func leave() {") { writer in
                writer.line("finish(.", back.name.value, ")")
            }
        } else {
            writer.doc("Leaves the flow by the back button or a swiped sheet: its parent releases it.")
            writer.block("func leave() {") { writer in
                writer.line("guard !hasFinished else { return }")
                writer.line("hasFinished = true")
                writer.line("parentCoordinator?.childDidFinish(self)")
            }
        }
        guard let outcome = plan.outcomeType else { return }
        writer.line()
        writer.doc("Finishes the flow once; a tab's flow, which its tabs flow keeps, may then finish again.")
        writer.block("private func finish(_ outcome: ", outcome, ") {") { writer in
            writer.line("guard !hasFinished else { return }")
            writer.line("hasFinished = true")
            writer.line("stopWork()")
            writer.line("onFinish?(outcome)")
            writer.line("if placement == .tab { hasFinished = false }")
        }
    }

    private static func delegates(external: Bool, into writer: inout SwiftWriter) {
        writer.line()
        writer.line("// MARK: - UIKit")
        writer.line()
        writer.line("func navigationController(")
        writer.line(
            "    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool"
        )
        writer.block(") {") { writer in
            writer.line(
                "forwardee(of: navigationController)?.flowcWillShow(viewController, on: navigationController, animated: animated)"
            )
        }
        writer.line()
        writer.doc(
            "Screens left a stack (the back button, its menu, a swipe): children whose screens are gone are released.")
        writer.line("func navigationController(")
        writer.line(
            "    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool"
        )
        writer.block(") {") { writer in
            writer.line("releaseChildrenPopped(from: navigationController)")
            // Format 1.2, §6: an external screen popped without `done` answers nil.
            if external { writer.line("forgetExternalScreensGone()") }
            writer.line(
                "forwardee(of: navigationController)?.flowcDidShow(viewController, on: navigationController, animated: animated)"
            )
        }
        writer.line()
        writer.line("func navigationController(")
        writer.line("    _ navigationController: UINavigationController,")
        writer.line(
            "    animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,")
        writer.line("    to toVC: UIViewController")
        writer.block(") -> (any UIViewControllerAnimatedTransitioning)? {") { writer in
            writer.line("forwardee(of: navigationController)?.flowcAnimationController(")
            writer.line("    for: operation, from: fromVC, to: toVC, on: navigationController)")
        }
        writer.line()
        writer.line("func navigationController(")
        writer.line("    _ navigationController: UINavigationController,")
        writer.line("    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning")
        writer.block(") -> (any UIViewControllerInteractiveTransitioning)? {") { writer in
            writer.line("forwardee(of: navigationController)?.flowcInteractionController(")
            writer.line("    for: animationController, on: navigationController)")
        }
    }
}
