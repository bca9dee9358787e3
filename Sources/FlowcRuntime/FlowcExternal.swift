import UIKit

// Format 1.2, §6: external screens, whose controller the work makes (a share sheet, a document
// picker). Written into FlowcSupport.swift only when a flow has one, with the parts it uses:
// `FlowcReply` (FlowcResults.swift) and `flowcRunThen` (FlowcThen.swift).

/// An external screen ready to be shown: how its controller is made, and what its coordinator does
/// around it.
@MainActor
struct FlowcExternalScreen<Value> {
    /// Asks the work for the controller, handing it the `done` its controller calls once, when it
    /// closes, with its result; nil shows nothing.
    let make: @MainActor (_ done: @escaping @MainActor (Value) -> Void) -> UIViewController?
    /// Sets the screen's presentation style on the controller before it is presented from the
    /// navigation controller given; nil: a sheet.
    var style: (@MainActor (UIViewController, UINavigationController) -> Void)?
    /// Whether an attempted swipe dismisses it; nil: it does.
    var maySwipeAway: (@MainActor () -> Bool)?
    /// What runs next (its `to`) on the navigation controller it was shown from, with its result.
    var next: (@MainActor (UINavigationController, Value) -> Void)?
}

/// An external screen's controller while it is shown: what its `done` answers and runs, kept by
/// its coordinator until `done` is called or the controller goes without it.
@MainActor
protocol FlowcShownExternal: AnyObject {
    /// Whether its controller has gone without `done`: popped, or dismissed by itself.
    var isGone: Bool { get }
    /// Lets go of what `done` would have answered and run: an asking action gets nil.
    func forget()
}

/// A coordinator that shows external screens: it keeps each until it is done or gone.
@MainActor
protocol FlowcExternalShowing: FlowcCoordinator {
    var externalScreens: [any FlowcShownExternal] { get set }
}

extension FlowcExternalShowing {
    /// Pushes the controller the work makes for `external` on `navigation`, as it is.
    func push<Value>(_ external: FlowcExternalScreen<Value>, on navigation: UINavigationController) {
        show(external, from: navigation, pushes: true, answer: nil)
    }

    /// Pushes `external` for an action waiting for its result: `done` answers `reply`.
    func push<Value, Answer>(
        _ external: FlowcExternalScreen<Value>, on navigation: UINavigationController, reply: FlowcReply<Answer>
    ) {
        show(external, from: navigation, pushes: true) { reply.answer($0 as? Answer) }
    }

    /// Presents the controller the work makes for `external` from `navigation`, as it is (not in
    /// a navigation controller of flowc's), in the screen's style.
    func present<Value>(_ external: FlowcExternalScreen<Value>, from navigation: UINavigationController) {
        show(external, from: navigation, pushes: false, answer: nil)
    }

    /// Presents `external` for an action waiting for its result: `done` answers `reply`.
    func present<Value, Answer>(
        _ external: FlowcExternalScreen<Value>, from navigation: UINavigationController, reply: FlowcReply<Answer>
    ) {
        show(external, from: navigation, pushes: false) { reply.answer($0 as? Answer) }
    }

    /// Shows the controller the work makes for `external` from `navigation`, the screen on top
    /// of it being the one `to` runs from. `done` closes the controller unless it has gone
    /// already, then answers and runs `to`; a swipe, or nil from the work, answers nothing (an
    /// asking action gets nil, its reply released unanswered) and runs nothing.
    private func show<Value>(
        _ external: FlowcExternalScreen<Value>, from navigation: UINavigationController, pushes: Bool,
        answer: ((Value) -> Void)?
    ) {
        forgetExternalScreensGone()
        let shown = FlowcExternalShow(
            from: navigation, pushes: pushes, maySwipeAway: external.maySwipeAway, answer: answer, next: external.next)
        let done: @MainActor (Value) -> Void = { [weak self, weak shown] value in
            guard let self, let shown, shown.isOpen else { return }
            externalScreens.removeAll { $0 === shown }
            shown.done(value)
        }
        guard let controller = external.make(done) else { return }
        // Done before it was shown (the work called `done` while making it): it has answered and
        // run `to`, and is not shown.
        guard shown.isOpen else { return }
        shown.controller = controller
        externalScreens.append(shown)
        flowcWhenIdle(navigation) {
            if pushes {
                navigation.pushViewController(controller, animated: true)
                shown.hasBeenShown = true
                return
            }
            var presenter: UIViewController = navigation
            while let presented = presenter.presentedViewController, !presented.isBeingDismissed {
                presenter = presented
            }
            flowcWhenIdle(presenter) { [weak self] in
                // Refused by UIKit (its presenter out of the window), it is never shown: nothing
                // answers.
                guard presenter.view.window != nil else {
                    self?.externalScreens.removeAll { $0 === shown }
                    shown.forget()
                    return
                }
                // The style first: UIKit makes the presentation controller for the style set when
                // it is first asked for.
                external.style?(controller, navigation)
                if controller.presentationController?.delegate == nil {
                    controller.presentationController?.delegate = shown
                }
                presenter.present(controller, animated: true)
                shown.hasBeenShown = true
            }
        }
    }

    /// Lets go of every external screen shown: a kept child's, which its parent's `reset` let go
    /// (format 1.2) while an action waiting on one holds its coordinator. The action gets nil, and
    /// a late `done` runs nothing.
    func forgetExternalScreens() {
        let shown = externalScreens
        externalScreens = []
        for external in shown { external.forget() }
    }

    /// Lets go of the external screens whose controllers went without `done`.
    func forgetExternalScreensGone() {
        externalScreens.removeAll { shown in
            guard shown.isGone else { return false }
            shown.forget()
            return true
        }
    }
}

/// One external screen shown: its controller, held weakly, and what its `done` answers and runs.
@MainActor
final class FlowcExternalShow<Value>: NSObject, FlowcShownExternal, UIAdaptivePresentationControllerDelegate {
    weak var controller: UIViewController?
    /// The navigation controller it was shown from, and the screen on top of it then: `to` runs
    /// there only if that screen is on top and active once the controller has closed.
    private weak var navigation: UINavigationController?
    private weak var landing: UIViewController?
    private let pushes: Bool
    private let maySwipeAway: (() -> Bool)?
    private var answer: ((Value) -> Void)?
    private var next: ((UINavigationController, Value) -> Void)?
    /// False once `done` was called or the controller went without it: only the first counts.
    private(set) var isOpen = true
    /// Whether it was pushed or presented: until then it has not gone.
    var hasBeenShown = false

    init(
        from navigation: UINavigationController, pushes: Bool, maySwipeAway: (() -> Bool)?,
        answer: ((Value) -> Void)?, next: ((UINavigationController, Value) -> Void)?
    ) {
        self.navigation = navigation
        landing = navigation.topViewController
        self.pushes = pushes
        self.maySwipeAway = maySwipeAway
        self.answer = answer
        self.next = next
        super.init()
    }

    var isGone: Bool {
        guard let controller else { return true }
        guard hasBeenShown else { return false }
        if pushes { return controller.navigationController == nil }
        return controller.presentingViewController == nil && !controller.isBeingPresented
    }

    func forget() {
        isOpen = false
        answer = nil
        next = nil
    }

    /// Closes the controller unless it has gone already (a share sheet dismisses itself), then
    /// answers the asking action with `value` and runs `to` from the screen it was shown over.
    func done(_ value: Value) {
        isOpen = false
        let answer = self.answer
        let next = self.next
        forget()
        guard let navigation else { return }
        let landing = self.landing
        let closed = {
            answer?(value)
            guard let next else { return }
            flowcRunThen(on: navigation, landing: landing) { next($0, value) }
        }
        flowcWhenIdle(navigation) { [weak controller] in
            guard let controller else { return closed() }
            if self.pushes {
                var stack = navigation.viewControllers
                guard let index = stack.firstIndex(where: { $0 === controller }) else { return closed() }
                stack.removeSubrange(index...)
                navigation.setViewControllers(stack, animated: true)
                flowcWhenIdle(navigation, closed)
            } else if let presenter = controller.presentingViewController, !controller.isBeingDismissed {
                presenter.dismiss(animated: true) { flowcWhenIdle(navigation, closed) }
            } else {
                flowcWhenIdle(navigation, closed)
            }
        }
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        maySwipeAway?() ?? true
    }

    /// Swiped away: nothing answers and nothing runs, unless `done` comes in the same turn (a share
    /// sheet calls its completion handler, where the app calls `done`, once it is dismissed).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        Task { @MainActor [weak self] in self?.forget() }
    }
}
