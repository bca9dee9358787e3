import UIKit

// Format 1.2, §2: `then`, a second step once a closing one has ended. Written into
// FlowcSupport.swift only when a flow uses `then`.
extension FlowcCoordinator {
    /// Dismisses the stack `navigation` stands on, then runs `then` with the navigation controller
    /// shown beneath it, once the dismissal has ended, if the screen that was on top of it is
    /// still on top and active (nothing presented over it, no transition running, in the
    /// window); otherwise `then` is dropped, as a tap on an inactive screen is.
    func dismissScreen(on navigation: UINavigationController, then: @escaping (UINavigationController) -> Void) {
        flowcWhenIdle(navigation) {
            guard let presenter = navigation.presentingViewController, !navigation.isBeingDismissed else { return }
            let beneath =
                presenter as? UINavigationController
                ?? (presenter as? UITabBarController)?.selectedViewController as? UINavigationController
            let landing = beneath?.topViewController
            presenter.dismiss(animated: true) {
                guard let beneath else { return }
                flowcRunThen(on: beneath, landing: landing, then)
            }
        }
    }

    /// Goes back one screen on `navigation`, then runs `then` with it once the pop has ended, if
    /// the screen beneath is still on top and active; otherwise `then` is dropped.
    func pop(on navigation: UINavigationController, then: @escaping (UINavigationController) -> Void) {
        flowcWhenIdle(navigation) {
            let controllers = navigation.viewControllers
            let landing = controllers.count > 1 ? controllers[controllers.count - 2] : nil
            navigation.popViewController(animated: true)
            flowcWhenIdle(navigation) { flowcRunThen(on: navigation, landing: landing, then) }
        }
    }

    /// Goes back to this flow's first screen on `navigation` (on that screen, back one), then
    /// runs `then` with it once the move has ended, if the screen it landed on is still on top
    /// and active; otherwise `then` is dropped.
    func popToFirstScreen(on navigation: UINavigationController, then: @escaping (UINavigationController) -> Void) {
        flowcWhenIdle(navigation) {
            let before = navigation.topViewController
            self.make(.popToFirstScreen, on: navigation)
            let landing = navigation.topViewController === before ? nil : navigation.topViewController
            flowcWhenIdle(navigation) { flowcRunThen(on: navigation, landing: landing, then) }
        }
    }
}

/// Runs `then` on `navigation` if `landing` is on top of it and active: nothing presented over
/// it, no transition running, not being dismissed, in the window.
@MainActor
func flowcRunThen(
    on navigation: UINavigationController, landing: UIViewController?, _ then: (UINavigationController) -> Void
) {
    guard let landing, navigation.topViewController === landing, navigation.presentedViewController == nil,
        navigation.transitionCoordinator == nil, !navigation.isBeingDismissed, navigation.view.window != nil
    else { return }
    then(navigation)
}
