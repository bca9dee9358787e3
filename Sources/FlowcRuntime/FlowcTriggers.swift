import UIKit

/// The screens a flow's triggers run from (`from`, format 1.2), by screen id, while they live: a
/// trigger with `from` runs as an action of the first of them that is active.
@MainActor
final class FlowcTriggerScreens {
    private var screens: [(id: String, screen: FlowcScreen)] = []

    /// Keeps `screen`, made for screen id `id`, once its controller is set; screens whose
    /// controllers are gone are let go.
    func keep(_ screen: FlowcScreen, as id: String) {
        screens.removeAll { $0.screen.controller == nil }
        screens.append((id, screen))
    }

    /// The navigation controller of the first screen of `ids` that is active (on top, nothing
    /// presented over it, no transition running, in the window); nil when none is.
    func activeNavigation(among ids: [String]) -> UINavigationController? {
        for (id, screen) in screens where ids.contains(id) {
            if let navigation = screen.activeNavigation { return navigation }
        }
        return nil
    }
}

extension FlowcCoordinator {
    /// Where a trigger without `from` that shows something runs (format 1.2): the top of what the
    /// flow shows (its stack or the last stack its screens present; a tabs flow's selected tab)
    /// while nothing else stands over it (no child flow shows its screens, nothing but the flow's
    /// own stacks is presented) and it is in the window; nil otherwise, and the trigger answers
    /// false. A running transition does not refuse it, a dismissal included: the move waits for
    /// it, as every move does. A kept child that is hidden (its stack dismissed and not presented
    /// again) shows nothing.
    var navigationForTriggers: UINavigationController? {
        guard !children.contains(where: { $0.placement != .tab && !$0.isHiddenKeptChild }) else { return nil }
        var navigation = navigationController
        if let tabs = container as? UITabBarController {
            guard tabs.presentedViewController == nil, tabs.view.window != nil,
                let selected = tabs.selectedViewController as? UINavigationController
            else { return nil }
            navigation = selected
        }
        while let presented = navigation.presentedViewController as? FlowcNavigationController,
            presented.delegate === self, !presented.isBeingDismissed
        {
            navigation = presented
        }
        guard navigation.presentedViewController?.isBeingDismissed ?? true, !navigation.isBeingDismissed,
            navigation.view.window != nil
        else { return nil }
        return navigation
    }

    /// Whether this flow is a kept child (format 1.2) that is hidden: its stack was dismissed and
    /// is not presented again yet. It stays one of its parent's `children`, covering nothing.
    var isHiddenKeptChild: Bool {
        guard let stack = container as? FlowcNavigationController else { return false }
        return stack.wasDismissed && stack.presentingViewController == nil
    }
}
