import FlowModel

/// `@MainActor final class <Flow>Coordinator`: its state, `start`, `leave` and `finish`, and the
/// UIKit delegate callbacks through which it releases children the user left. Screens and
/// children are emitted by `ScreenFactoryEmitter` and `ChildFlowEmitter`.
enum CoordinatorEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        var conformances = ["NSObject", "Coordinator"]
        if let work = plan.workProtocol { conformances.append(work) }
        writer.separate()
        writer.doc(summary(plan))
        writer.line("@MainActor")
        writer.block("final class \(plan.coordinator): \(conformances.joined(separator: ", ")) {") { writer in
            nestedTypes(plan, into: &writer)
            properties(plan, into: &writer)
            start(plan, into: &writer)
            leaveAndFinish(plan, into: &writer)
            ScreenFactoryEmitter.emit(plan, into: &writer)
            ChildFlowEmitter.emit(plan, into: &writer)
            delegates(into: &writer)
        }
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
            writer.block("enum Tab: CaseIterable {") { writer in
                for tab in tabs { writer.line("case \(SwiftNames.lowerFirst(tab.value))") }
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
        writer.line("weak var parentCoordinator: (any Coordinator)?")
        writer.line("var children: [any Coordinator] = []")
        writer.line("let navigationController: UINavigationController")
        writer.line("var placement: CoordinatorPlacement = .root")
        writer.line("var stackBase: Int?")
        if plan.isTabs {
            writer.line("let tabBarController = UITabBarController()")
        }
        if let outcome = plan.outcomeType {
            writer.doc("Called once, when the flow finishes.")
            writer.line("var onFinish: ((", outcome, ") -> Void)?")
        }
        writer.line("private var hasFinished = false")
        writer.line()
        writer.doc("Creates the coordinator; `start` shows the flow on `navigationController`.")
        writer.block("init(navigationController: UINavigationController) {") { writer in
            writer.line("self.navigationController = navigationController")
            writer.line("super.init()")
        }
    }

    private static func start(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let code = TransitionCode(plan: plan)
        let flow = plan.flow
        writer.line()
        writer.doc("Starts the flow: shows its first screen\(plan.isTabs ? ", the tab bar" : "").")
        let parameter = flow.input.map { "_ input: \($0.text)" } ?? ""
        writer.block("func start(\(parameter)) {") { writer in
            writer.line("watchNavigation()")
            if plan.isTabs {
                let tabs = (flow.tabs ?? []).map { "\(ChildFlowEmitter.startTab($0.value))()" }
                writer.line("let tabs = [\(tabs.joined(separator: ", "))]")
                writer.line("tabBarController.setViewControllers(tabs, animated: false)")
                writer.line("navigationController.setNavigationBarHidden(true, animated: false)")
                writer.line("show(first: tabBarController)")
                return
            }
            let items = flow.start ?? []
            let input = flow.input == nil ? nil : "input"
            func run(_ item: String, into writer: inout SwiftWriter) {
                if let screen = flow.screen(named: item) {
                    writer.start()
                    writer.add("show(first: ")
                    code.addMakeScreen(item, screen.input == nil ? nil : input, to: &writer)
                    writer.add(")")
                    writer.end()
                    return
                }
                let transition = Transition(verb: .start, target: item, position: flow.location.position)
                code.write(transition, payload: input, navigation: "navigationController", into: &writer)
            }
            if items.count == 1, let item = items.first {
                run(item.value, into: &writer)
            } else if let choice = plan.startRequirement?.choice {
                writer.line("switch chooseStart(", input ?? "", ") {")
                for alternative in choice.alternatives {
                    writer.line("case .", alternative.caseName, ":")
                    writer.indented { run(alternative.transition.target ?? "", into: &$0) }
                }
                writer.line("}")
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
        writer.block("private func finish(_ outcome: ", outcome, ") {") { writer in
            writer.line("guard !hasFinished else { return }")
            writer.line("hasFinished = true")
            writer.line("onFinish?(outcome)")
        }
    }

    private static func delegates(into writer: inout SwiftWriter) {
        writer.line()
        writer.line("// MARK: - UIKit")
        writer.line()
        writer.doc("The back button took screens off a stack: children whose screens are gone are released.")
        writer.line("func navigationController(")
        writer.line(
            "    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool"
        )
        writer.block(") {") { writer in
            writer.line("releaseChildrenPopped(from: navigationController)")
        }
        writer.line()
        writer.doc("A sheet was swiped away: children shown in it are released.")
        writer.block("func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {") {
            writer in
            writer.line("releaseChildren(dismissedWith: presentationController.presentedViewController)")
        }
    }
}
