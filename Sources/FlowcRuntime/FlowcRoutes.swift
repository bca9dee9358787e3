import UIKit

extension FlowcCoordinator {
    /// Opens a route on this entry flow: once no presentation or dismissal runs in the window,
    /// dismisses everything presented there but the flows on the way that run already (`way`
    /// names the flows a route's steps keep, outermost first), releasing the flows it showed
    /// without their handlers, then, once that dismissal has ended, runs the route's `steps`.
    func openRoute(keeping way: [any FlowcCoordinator.Type], _ steps: @escaping (Self) -> Void) {
        flowcWhenPresentationsIdle(routeRoot()) { [weak self] in
            guard let self else { return }
            var kept: [any FlowcCoordinator] = []
            var flow: any FlowcCoordinator = self
            for flowType in way {
                guard let next = flow.children.last(where: { type(of: $0) == flowType }) else { break }
                kept.append(next)
                flow = next
            }
            let anchor = kept.last(where: { $0.placement == .presented })?.container ?? routeRoot()
            guard anchor.presentedViewController != nil else { return steps(self) }
            var covering: [UIViewController] = []
            var next = anchor.presentedViewController
            while let controller = next {
                covering.append(controller)
                next = controller.presentedViewController
            }
            releaseFlows(shownIn: covering)
            anchor.dismiss(animated: true) { [weak self] in
                guard let self else { return }
                steps(self)
            }
        }
    }

    /// What everything on screen is presented over: the root view controller of the window this
    /// flow's stack, or its tab bar at the window's root, is in.
    private func routeRoot() -> UIViewController {
        var root: UIViewController = container
        while let parent = root.parent { root = parent }
        var flow: any FlowcCoordinator = self
        while true {
            if let window = flow.container.view.window, let windowRoot = window.rootViewController {
                return windowRoot
            }
            guard let next = flow.children.first(where: { $0.placement == .windowRoot }) else { return root }
            flow = next
        }
    }

    /// Releases, deepest first, the flows whose container is one of `controllers`, without a
    /// move or a handler: their container is being dismissed.
    private func releaseFlows(shownIn controllers: [UIViewController]) {
        for child in children {
            child.releaseFlows(shownIn: controllers)
            guard child.placement == .presented, controllers.contains(where: { $0 === child.container }) else {
                continue
            }
            children.removeAll { $0 === child }
            child.stopWork()
        }
    }
}

/// Runs `body` once no presentation or dismissal runs over `root`, nor any transition of `root`.
@MainActor
func flowcWhenPresentationsIdle(_ root: UIViewController, _ body: @escaping () -> Void) {
    var next: UIViewController? = root
    while let controller = next {
        if let transition = controller.transitionCoordinator {
            transition.animate(alongsideTransition: nil) { _ in flowcWhenPresentationsIdle(root, body) }
            return
        }
        next = controller.presentedViewController
    }
    body()
}
