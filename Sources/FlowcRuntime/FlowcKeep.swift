import UIKit

extension FlowcCoordinator {
    /// Shows the stack of a child this flow keeps (format 1.2): presents it, the first time or
    /// again as it was left, and then runs `shown`; a stack still shown is not presented again, and
    /// only `shown` runs. The child is one of `children` again if a route took it away. Dismissed
    /// by anything but its own finish (a swipe, a `dismiss` on its first screen, the app's), it is
    /// hidden, not released: with `leaves` it leaves by its `back` first, as any child does. When
    /// UIKit would refuse to present it (`navigation` is no longer in the window), it stays hidden,
    /// for the next start to show. `unanswered` answers the action that started it for a result
    /// with nil: it runs when the child is hidden without a handler of its parent (it has no
    /// `back`, or a route took it away), where nothing else would answer before its next start.
    /// (It comes after `shown`, so that a trailing closure is `shown`.)
    func show(
        kept child: any FlowcCoordinator, in stack: FlowcNavigationController, from navigation: UINavigationController,
        leaves: Bool, shown: (() -> Void)? = nil, unanswered: (() -> Void)? = nil
    ) {
        if !children.contains(where: { $0 === child }) { adopt(child, placement: .presented) }
        guard stack.presentingViewController == nil || stack.isBeingDismissed else {
            shown?()
            return
        }
        // Hidden, its screens stop their work (they are watched on, for when it is shown again).
        stack.onDismiss = { [weak self, weak child] in
            child?.stopWorkOfScreensGone()
            if leaves { child?.leave() }
            // Left by `back`, it is still a child only where its handler runs (and answers).
            let handled = leaves && (self?.children.contains { $0 === child } ?? false)
            if !handled { unanswered?() }
        }
        stack.presentationController?.delegate = stack
        let presented: () -> Void = { shown?() }
        flowcWhenIdle(navigation) {
            var presenter: UIViewController = navigation
            while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
                presenter = presented
            }
            flowcWhenIdle(presenter) {
                guard presenter.view.window != nil, stack.presentingViewController == nil else { return }
                presenter.present(stack, animated: true, completion: presented)
            }
        }
    }

    /// Hides a kept child that finished (format 1.2): dismisses its stack and then runs
    /// `completion`, the parent's handler. The child stays one of `children`, with its screens and
    /// its own children, for its next start. Nothing runs when it is no longer a child: a route
    /// that dismissed what was presented took it away, without its handler.
    func hide(kept child: any FlowcCoordinator, on navigation: UINavigationController, completion: (() -> Void)? = nil)
    {
        guard children.contains(where: { $0 === child }) else { return }
        let container = child.container
        (container as? FlowcNavigationController)?.onDismiss = nil
        let next: () -> Void = { [weak child] in
            child?.stopWorkOfScreensGone()
            completion?()
        }
        flowcWhenIdle(container) {
            if let presenter = container.presentingViewController, !container.isBeingDismissed {
                presenter.dismiss(animated: true) { flowcWhenIdle(navigation, next) }
            } else {
                flowcWhenIdle(navigation, next)
            }
        }
    }
}

extension FlowcScreen {
    /// Whether the screen is on a stack flowc presented and dismissed that is still there to be
    /// presented again, a hidden kept child's (format 1.2): its work stops, but it is watched on,
    /// for when the child is shown again. (A stack that is not kept is released with its
    /// controllers, and the screen, held weakly, is let go then.)
    var mayBeShownAgain: Bool {
        guard let controller, let stack = controller.navigationController as? FlowcNavigationController else {
            return false
        }
        return stack.wasDismissed
    }
}
