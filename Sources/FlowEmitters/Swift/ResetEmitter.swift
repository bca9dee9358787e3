import FlowModel
import FlowRules

/// The coordinator's `reset(to:)` and `reset(starting:)`, written only for a flow that has a
/// `reset`: it releases every child, the deepest first, dismisses what is presented without
/// animation, gives the window's root back to the flow's stack where a child's tab bar took it,
/// and shows the new first screen in one `setViewControllers` (or starts a child on the emptied
/// stack), each step once no transition runs.
enum ResetEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard plan.resolved.transitions.contains(where: { $0.verb == .reset }) else { return }
        let coordinator = plan.coordinator
        writer.line()
        writer.line("// MARK: - Reset")
        writer.line()
        writer.doc("`reset` to a screen: `first` makes it once everything else is gone.")
        writer.block("private func reset(to first: @escaping (", coordinator, ") -> UIViewController) {") { writer in
            writer.line("reset(first: first, start: nil)")
        }
        writer.line()
        writer.doc("`reset` to a child: `start` starts it on the emptied stack.")
        writer.block("private func reset(starting start: @escaping (", coordinator, ") -> Void) {") { writer in
            writer.line("reset(first: nil, start: start)")
        }
        writer.line()
        writer.doc(
            "Releases every child, the deepest first, and dismisses what is presented without animation; then "
                + "makes the flow's stack what was beneath it and `first`, in one `setViewControllers`.")
        writer.line("private func reset(")
        writer.line(
            "    first: ((", coordinator, ") -> UIViewController)?, start: ((", coordinator, ") -> Void)?")
        writer.block(") {") { writer in
            writer.line("let navigation = navigationController")
            writer.block("flowcWhenIdle(navigation) { [weak self] in") { writer in
                writer.line("guard let self else { return }")
                writer.line("// A flow that starts with a child has no base of its own: its shared children's is.")
                writer.line("let shared = children.filter { $0.placement == .shared }")
                writer.line("let base = stackBase ?? shared.compactMap(\\.stackBase).min() ?? 0")
                writer.line("var presenters: [UIViewController] = [navigation]")
                writer.line("var window: UIWindow?")
                writer.block("@MainActor func release(_ coordinator: any FlowcCoordinator) {") { writer in
                    writer.line("for child in coordinator.children.reversed() { release(child) }")
                    writer.line("coordinator.children = []")
                    writer.line("coordinator.stopWork()")
                    writer.block("if coordinator.placement == .windowRoot {") { writer in
                        writer.line("window = window ?? coordinator.container.view.window")
                        writer.line("presenters.append(coordinator.container)")
                    }
                }
                writer.line("for child in children.reversed() { release(child) }")
                writer.line("children = []")
                KeepEmitter.emitForget(plan, into: &writer)
                writer.line("stopWork()")
                writer.block("for presenter in presenters.reversed() where presenter.presentedViewController != nil {")
                {
                    writer in
                    writer.line("presenter.dismiss(animated: false)")
                }
                writer.line("window?.rootViewController = container")
                writer.block("flowcWhenIdle(navigation) { [weak self] in") { writer in
                    writer.line("guard let self else { return }")
                    writer.line("stackBase = base")
                    writer.line(
                        "var controllers = ", plan.runtimeName("Array"), "(navigation.viewControllers.prefix(base))")
                    writer.line("if let first { controllers.append(first(self)) }")
                    writer.line("navigation.setViewControllers(controllers, animated: false)")
                    writer.line("start?(self)")
                }
            }
        }
    }
}
