import UIKit

/// The closures a screen calls for what it cannot do alone: typed by what the screen hands
/// over and what it is answered.
enum FlowcAction<Input, Output> {
    /// Answered at once.
    typealias Sync = @MainActor (Input) -> Output
    /// Answered later: the screen awaits the answer. Every call answers or throws, none is
    /// dropped: `FlowcActionError` when the action cannot run now, `CancellationError` when its
    /// screen left before the answer came (the work's task is cancelled then).
    typealias Async = @MainActor (Input) async throws -> Output
}

/// Why an asynchronous action did not run.
enum FlowcActionError: Error, Equatable {
    /// Its flow has finished and its coordinator is gone.
    case flowFinished
    /// Its screen is not the one on top, or a transition is running: a second tap.
    case inactive
    /// An earlier call that navigates is still waiting for its answer: a second tap on "pay".
    case busy
}

/// Where a coordinator's screens stand.
enum FlowcPlacement: Equatable {
    /// On a navigation controller the app hands to an entry flow.
    case root
    /// On its parent's navigation stack, above the parent's screens.
    case shared
    /// In its own navigation controller (a tab bar for a tabs flow), presented by its parent.
    case presented
    /// In its own navigation controller, one tab of its parent's tab bar.
    case tab
    /// A tabs flow's tab bar, made the window's root view controller in place of its parent's.
    case windowRoot
}

/// What a parent does to its stack together with a child's release: one `setViewControllers`.
enum FlowcStackChange {
    case none
    case push(UIViewController)
    /// The screen becomes the parent's only screen on the stack.
    case replace(UIViewController)
    case pop
    case popToFirstScreen
}

/// One flow's coordinator: it creates the flow's screens, moves between them, and starts,
/// hears and releases its child flows.
@MainActor
protocol FlowcCoordinator: UINavigationControllerDelegate {
    /// The flow that started this one; nil for an entry flow.
    var parentCoordinator: (any FlowcCoordinator)? { get set }
    /// The child flows running now. A child that finishes or is left is removed, and so released.
    var children: [any FlowcCoordinator] { get set }
    /// The navigation controller the flow's first screen is shown on; for a tabs flow, the one
    /// it was started from.
    var navigationController: UINavigationController { get }
    /// What shows the flow: its navigation controller, or a tabs flow's tab bar controller.
    var container: UIViewController { get }
    var placement: FlowcPlacement { get set }
    /// How many view controllers were beneath the flow's first screen on
    /// `navigationController`; nil until the flow shows one.
    var stackBase: Int? { get set }
    /// The flow's screens whose actions may still be waiting for work.
    var screens: [FlowcScreen] { get set }
    /// The delegate the app had set on the navigation controller; the coordinator forwards to it.
    var appNavigationDelegate: (any UINavigationControllerDelegate)? { get set }
    /// Leaves the flow as the system back button or a swiped sheet does: it finishes with its
    /// `back` outcome, or without one its parent releases it.
    func leave()
}

extension FlowcCoordinator {
    var container: UIViewController { navigationController }

    /// Makes `child` a child of this flow; the caller starts it.
    func adopt(_ child: any FlowcCoordinator, placement: FlowcPlacement) {
        child.parentCoordinator = self
        child.placement = placement
        children.append(child)
    }

    /// Releases `child` without a move of its own: the article's `childDidFinish`.
    func childDidFinish(_ child: any FlowcCoordinator) {
        release(child, on: child.navigationController)
    }

    /// Releases `child`: removes it from `children`, stops its work and takes its screens away,
    /// then makes `change` on `navigation`, in the same `setViewControllers` when the child's
    /// screens were on that stack, and runs `completion`. Nothing starts while a transition
    /// runs: each step waits for the one before.
    func release(
        _ child: any FlowcCoordinator, then change: FlowcStackChange = .none, on navigation: UINavigationController,
        completion: (() -> Void)? = nil
    ) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        children.remove(at: index)
        child.stopWork()
        let base = child.stackBase
        let container = child.container
        let next = {
            self.make(change, on: navigation)
            completion?()
        }
        switch child.placement {
        case .shared:
            flowcWhenIdle(navigation) {
                var stack = navigation.viewControllers
                if let base, stack.count > base { stack = Array(stack.prefix(base)) }
                let rest = {
                    self.make(change, on: navigation, from: stack)
                    completion?()
                }
                // What the child presented over its screens goes with them.
                if navigation.presentedViewController != nil {
                    navigation.dismiss(animated: false) { flowcWhenIdle(navigation, rest) }
                } else {
                    rest()
                }
            }
        case .presented:
            flowcWhenIdle(container) {
                if let presenter = container.presentingViewController {
                    presenter.dismiss(animated: true) { flowcWhenIdle(navigation, next) }
                } else {
                    flowcWhenIdle(navigation, next)
                }
            }
        case .windowRoot:
            if let window = container.view.window { window.rootViewController = self.container }
            flowcWhenIdle(navigation, next)
        case .root, .tab:
            flowcWhenIdle(navigation, next)
        }
    }

    /// Makes `change` on `navigation`, whose stack is to be `stack` (its current one by default).
    func make(_ change: FlowcStackChange, on navigation: UINavigationController, from stack: [UIViewController]? = nil)
    {
        var controllers = stack ?? navigation.viewControllers
        let base = navigation === navigationController ? stackBase ?? controllers.count : 0
        switch change {
        case .none:
            break
        case .push(let controller):
            controllers.append(controller)
        case .replace(let controller):
            if navigation === navigationController { stackBase = base }
            controllers = Array(controllers.prefix(base)) + [controller]
        case .pop:
            if controllers.count > 1 { controllers.removeLast() }
        case .popToFirstScreen:
            if base + 1 < controllers.count {
                controllers = Array(controllers.prefix(base + 1))
            } else if controllers.count > 1 {
                controllers.removeLast()
            }
        }
        guard !controllers.elementsEqual(navigation.viewControllers, by: ===) else { return }
        navigation.setViewControllers(controllers, animated: true)
    }

    /// Stops the work of the flow's screens and its children's, deepest first.
    func stopWork() {
        for child in children { child.stopWork() }
        for screen in screens { screen.stopWork() }
        screens = []
    }

    /// Stops the work of screens that left, the flow's and its children's.
    func stopWorkOfScreensGone() {
        for child in children { child.stopWorkOfScreensGone() }
        screens.removeAll { screen in
            guard !screen.isShown else { return false }
            screen.stopWork()
            return !screen.mayBeShownAgain
        }
    }

    /// Watches the flow's own navigation controller, unless it shares its parent's; a delegate
    /// the app set keeps hearing everything.
    func watchNavigation() {
        guard placement != .shared, navigationController.delegate !== self else { return }
        appNavigationDelegate = navigationController.delegate
        navigationController.delegate = self
    }

    /// Shows the flow's first screen.
    func show(first controller: UIViewController) {
        let navigation = navigationController
        flowcWhenIdle(navigation) {
            let base = navigation.viewControllers.count
            self.stackBase = base
            navigation.pushViewController(controller, animated: base > 0)
        }
    }

    func push(_ controller: UIViewController, on navigation: UINavigationController) {
        flowcWhenIdle(navigation) { navigation.pushViewController(controller, animated: true) }
    }

    func pop(on navigation: UINavigationController) {
        flowcWhenIdle(navigation) { navigation.popViewController(animated: true) }
    }

    /// Makes `controller` the only screen of this flow on `navigation`.
    func replace(with controller: UIViewController, on navigation: UINavigationController) {
        flowcWhenIdle(navigation) { self.make(.replace(controller), on: navigation) }
    }

    /// Goes back to this flow's first screen on `navigation`; on that screen, goes back one.
    func popToFirstScreen(on navigation: UINavigationController) {
        flowcWhenIdle(navigation) { self.make(.popToFirstScreen, on: navigation) }
    }

    /// Presents `controller` in a navigation controller of its own, over whatever is presented.
    func present(_ controller: UIViewController, from navigation: UINavigationController) {
        let stack = FlowcNavigationController(rootViewController: controller)
        stack.delegate = self
        stack.presentationController?.delegate = stack
        stack.onDismiss = { [weak self] in self?.stopWorkOfScreensGone() }
        flowcPresent(stack, from: navigation)
    }

    /// Presents a child flow's container. However it is dismissed (the flow's own `dismiss`, a
    /// swipe, the app's or SwiftUI's `dismiss`), the child is left, so its parent's handler runs.
    /// When UIKit would refuse to present it (`navigation` is no longer in the window), the child
    /// is released unshown.
    func present(
        child: any FlowcCoordinator, in stack: FlowcNavigationController, from navigation: UINavigationController
    ) {
        stack.onDismiss = { [weak child] in child?.leave() }
        stack.presentationController?.delegate = stack
        flowcPresent(stack, from: navigation) { [weak self, weak child] in
            if let self, let child { childDidFinish(child) }
        }
    }

    /// Dismisses the navigation controller `navigation` was presented in. When that is this
    /// flow's own, the flow is left, through its navigation controller's `onDismiss`.
    func dismissScreen(on navigation: UINavigationController) {
        flowcWhenIdle(navigation) {
            guard let presenter = navigation.presentingViewController, !navigation.isBeingDismissed else { return }
            presenter.dismiss(animated: true)
        }
    }

    /// Shows a tabs flow's tab bar: as the window's root for a flow on the window's root stack,
    /// presented full screen otherwise.
    func show(tabs tabBarController: FlowcTabBarController) {
        if placement == .root || placement == .windowRoot, let window = navigationController.view.window {
            placement = .windowRoot
            window.rootViewController = tabBarController
            return
        }
        placement = .presented
        tabBarController.modalPresentationStyle = .fullScreen
        tabBarController.onDismiss = { [weak self] in self?.leave() }
        flowcPresent(tabBarController, from: navigationController) { [weak self] in
            guard let self else { return }
            parentCoordinator?.childDidFinish(self)
        }
    }

    /// The app's navigation delegate, for calls about the navigation controller it was set on.
    func forwardee(of navigation: UINavigationController) -> (any UINavigationControllerDelegate)? {
        navigation === navigationController ? appNavigationDelegate : nil
    }

    /// Releases the children whose screens left `navigation` (the check of
    /// `navigationController(_:didShow:animated:)`), the deepest first, and stops the work of
    /// screens that left.
    func releaseChildrenPopped(from navigation: UINavigationController) {
        for child in children {
            child.releaseChildrenPopped(from: navigation)
            guard child.placement == .shared, child.navigationController === navigation,
                let base = child.stackBase, navigation.viewControllers.count <= base
            else { continue }
            child.leave()
        }
        stopWorkOfScreensGone()
    }
}

// Apple declares the navigation delegate's methods as optional Objective-C requirements, called
// with `?`; Swift without Objective-C (the stand-in UIKit the tests use on Linux) has none.
extension UINavigationControllerDelegate {
    func flowcWillShow(_ controller: UIViewController, on navigation: UINavigationController, animated: Bool) {
        #if canImport(ObjectiveC)
            navigationController?(navigation, willShow: controller, animated: animated)
        #else
            navigationController(navigation, willShow: controller, animated: animated)
        #endif
    }

    func flowcDidShow(_ controller: UIViewController, on navigation: UINavigationController, animated: Bool) {
        #if canImport(ObjectiveC)
            navigationController?(navigation, didShow: controller, animated: animated)
        #else
            navigationController(navigation, didShow: controller, animated: animated)
        #endif
    }

    func flowcAnimationController(
        for operation: UINavigationController.Operation, from source: UIViewController,
        to destination: UIViewController, on navigation: UINavigationController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if canImport(ObjectiveC)
            navigationController?(navigation, animationControllerFor: operation, from: source, to: destination) ?? nil
        #else
            navigationController(navigation, animationControllerFor: operation, from: source, to: destination)
        #endif
    }

    func flowcInteractionController(
        for animationController: any UIViewControllerAnimatedTransitioning, on navigation: UINavigationController
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        #if canImport(ObjectiveC)
            navigationController?(navigation, interactionControllerFor: animationController) ?? nil
        #else
            navigationController(navigation, interactionControllerFor: animationController)
        #endif
    }
}

/// Runs `body` once `controller` has no transition running, its own or one presenting or
/// dismissing what it presents: at once, or in the running transition's completion.
@MainActor
func flowcWhenIdle(_ controller: UIViewController, _ body: @escaping () -> Void) {
    guard let transition = controller.transitionCoordinator ?? controller.presentedViewController?.transitionCoordinator
    else { return body() }
    transition.animate(alongsideTransition: nil) { _ in flowcWhenIdle(controller, body) }
}

/// Presents `controller` over what `navigation` shows, once no transition runs; runs `refused`
/// instead when `navigation` is no longer in the window then, where UIKit refuses to present
/// ("whose view is not in the window hierarchy").
@MainActor
func flowcPresent(
    _ controller: UIViewController, from navigation: UINavigationController, refused: (() -> Void)? = nil
) {
    flowcWhenIdle(navigation) {
        var presenter: UIViewController = navigation
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        flowcWhenIdle(presenter) {
            guard presenter.view.window != nil else {
                refused?()
                return
            }
            presenter.present(controller, animated: true)
        }
    }
}

/// The navigation controller flowc presents: it tells its coordinator when it was dismissed,
/// whoever dismissed it, and asks whether a swipe may dismiss it.
@MainActor
final class FlowcNavigationController: UINavigationController, UIAdaptivePresentationControllerDelegate {
    /// Called once, when a dismissal of this controller ends.
    var onDismiss: (() -> Void)?
    /// Whether an attempted swipe dismisses; nil: it does.
    var maySwipeAway: (() -> Bool)?
    private(set) var wasDismissed = false

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // UIKit calls this at the end of a dismissal, still marked as being dismissed, and also
        // when another controller covers this one: only a dismissal counts.
        guard isBeingDismissed || presentingViewController?.isBeingDismissed == true else { return }
        wasDismissed = true
        let onDismiss = self.onDismiss
        self.onDismiss = nil
        onDismiss?()
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        maySwipeAway?() ?? true
    }
}

/// A tabs flow's tab bar controller; when presented, it tells its coordinator it was dismissed.
@MainActor
final class FlowcTabBarController: UITabBarController {
    var onDismiss: (() -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed else { return }
        let onDismiss = self.onDismiss
        self.onDismiss = nil
        onDismiss?()
    }
}

/// A screen as its actions see it: weakly, so that the actions never keep it alive.
@MainActor
final class FlowcScreen {
    weak var controller: UIViewController?
    /// Set while an asynchronous action that navigates is waiting for its answer.
    private(set) var isWaiting = false
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var taskCount = 0

    /// The screen's navigation controller while the screen is on top of it with nothing
    /// presented over it, no transition running and the stack in the window; nil otherwise, so
    /// that a second tap during a transition does nothing, nor a screen whose stack a tab bar
    /// took the window from. UIKit updates `topViewController` and `presentedViewController`
    /// as soon as a transition starts.
    var activeNavigation: UINavigationController? {
        guard let controller, let navigation = controller.navigationController,
            navigation.topViewController === controller, navigation.presentedViewController == nil,
            navigation.transitionCoordinator == nil, !navigation.isBeingDismissed, navigation.view.window != nil
        else { return nil }
        return navigation
    }

    /// The screen's navigation controller while the screen is still on top of it and its stack
    /// in the window, though a transition may run: where an answer that came later may still
    /// navigate.
    var shownNavigation: UINavigationController? {
        guard let controller, let navigation = controller.navigationController,
            navigation.topViewController === controller, !navigation.isBeingDismissed,
            navigation.presentedViewController?.isBeingDismissed ?? true, navigation.view.window != nil
        else { return nil }
        return navigation
    }

    /// Whether the screen is still on a stack that is still shown: a stack flowc presented is gone
    /// once dismissed (from the end of its dismissal), until it is presented again (a kept
    /// child's, format 1.2).
    var isShown: Bool {
        guard let controller, let navigation = controller.navigationController else { return false }
        guard let stack = navigation as? FlowcNavigationController, stack.wasDismissed else { return true }
        return stack.presentingViewController != nil && !stack.isBeingDismissed
    }

    /// Runs an asynchronous action's work in a task of its own, cancelled when the screen leaves;
    /// `navigates` marks the screen as waiting meanwhile. Throws `CancellationError` when the
    /// task was cancelled.
    func run<Output>(navigates: Bool, _ work: @escaping @MainActor () async -> Output) async throws -> Output {
        if navigates { isWaiting = true }
        defer { if navigates { isWaiting = false } }
        let box = FlowcAnswer<Output>()
        let task = Task { box.value = await work() }
        let key = taskCount
        taskCount += 1
        tasks[key] = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        tasks[key] = nil
        guard !task.isCancelled, let value = box.value else { throw CancellationError() }
        return value
    }

    /// Cancels the work of the screen's actions still waiting.
    func stopWork() {
        for task in tasks.values { task.cancel() }
    }
}

/// The answer of an action's work, handed from its task.
@MainActor
final class FlowcAnswer<Value> {
    var value: Value?
}

/// A view controller designed in a storyboard, created by its storyboard ID with the values
/// it needs.
@MainActor
protocol FlowcStoryboarded: UIViewController {}

extension FlowcStoryboarded {
    static func instantiate(
        storyboard name: String, identifier: String, creator: @escaping (NSCoder) -> Self?
    ) -> Self {
        UIStoryboard(name: name, bundle: nil).instantiateViewController(identifier: identifier, creator: creator)
    }
}
