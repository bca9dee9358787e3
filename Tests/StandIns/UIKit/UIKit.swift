// A stand-in for the part of UIKit that flowc's generated code uses, so that the code compiles
// and runs on Linux. The declarations follow Apple's (main-actor classes, signatures,
// optionality). The behaviour follows UIKit where coordinators go wrong, each rule with the
// documentation it comes from; where UIKit logs a misuse and ignores the call, the stand-in
// ignores it too and records it in `StandInMainLoop.violations`, on which tests fail.
// Members named `standIn…` do not exist in UIKit: they let tests act as the user and the run
// loop would, and look at what happened.
//
// Apple declares the delegate methods as optional Objective-C requirements; Swift on Linux has
// none, so here they are requirements with empty default implementations.

@_exported import Foundation

/// Stand-in: the main run loop, as far as animations go. UIKit starts an animated transition at
/// once and finishes it later, on a later turn of the main run loop, when it runs completions
/// ("The completion handler is called after the viewDidAppear(_:) method is called on the
/// presented view controller", `present(_:animated:completion:)`). Here a transition finishes
/// when a test calls `finishAnimations()`. One loop per process, as the main run loop is.
@MainActor
public enum StandInMainLoop {
    private static var running: [StandInTransition] = []
    /// Calls UIKit logs and ignores ("Attempt to present … while a presentation is in progress").
    public private(set) static var violations: [String] = []
    /// Stand-in: whether the device shows the app in a regular horizontal size class (an iPad,
    /// full screen), where a popover shows as a popover and needs an anchor.
    public static var isRegularWidth = false

    static func start(_ transition: StandInTransition) { running.append(transition) }

    static func violate(_ message: String) { violations.append(message) }

    /// Whether an animated transition has not finished yet.
    public static var isAnimating: Bool { !running.isEmpty }

    /// Finishes every running transition, and those their completions start, in order.
    public static func finishAnimations() {
        while !running.isEmpty {
            let transition = running.removeFirst()
            transition.finish()
        }
    }

    /// Lets waiting tasks on the main actor run and animations finish, until neither is left.
    public static func settle() async {
        for _ in 0..<50 {
            finishAnimations()
            for _ in 0..<10 { await Task.yield() }
            if running.isEmpty {
                await Task.yield()
                if running.isEmpty { return }
            }
        }
    }

    /// Forgets what a previous test left.
    public static func reset() {
        running = []
        violations = []
        isRegularWidth = false
    }
}

@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// UIKit: "completion: A block to execute after the transition finishes."
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// Stand-in: one animated transition, running until the main loop finishes it.
@MainActor
final class StandInTransition: UIViewControllerTransitionCoordinator {
    let isAnimated = true
    let isInteractive: Bool
    private(set) var isCancelled = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private let ending: (_ cancelled: Bool) -> Void
    private let cancels: Bool

    init(interactive: Bool = false, cancels: Bool = false, ending: @escaping (_ cancelled: Bool) -> Void) {
        isInteractive = interactive
        self.cancels = cancels
        self.ending = ending
        StandInMainLoop.start(self)
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let completion { completions.append(completion) }
        return true
    }

    func finish() {
        isCancelled = cancels
        ending(cancels)
        for completion in completions { completion(self) }
    }
}

public enum UIModalPresentationStyle: Sendable {
    case automatic
    case pageSheet
    case formSheet
    case fullScreen
    case popover
}

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
    weak var owner: UIViewController?
    open var bounds = CGRect.zero

    /// The window the view is in: its controller's, through parents and presenters.
    open var window: UIWindow? {
        var controller = owner
        while let current = controller {
            if let window = current.standInWindow { return window }
            controller = current.parent ?? current.presentingViewController
        }
        return nil
    }
}

@MainActor
open class UIWindow: UIView {
    public override init() {
        super.init()
    }

    /// Presentations of former roots whose views UIKit left in the window.
    private var leftOver: [StandInWeakController] = []

    /// UIKit: "The root view controller provides the content view of the window." The old root's
    /// view leaves the window, but what it presents stays on screen, over the new root, until it
    /// is dismissed: UIKit takes a presentation's views away only when it is dismissed.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.standInWindow = nil
            rootViewController?.standInWindow = self
            if let presented = oldValue?.presentedViewController {
                presented.standInWindow = self
                leftOver.append(StandInWeakController(controller: presented))
            }
        }
    }

    /// Stand-in: controllers presented by a former root view controller and still on screen over
    /// the new root, the oldest first.
    public var standInLeftOnScreen: [UIViewController] {
        leftOver.compactMap(\.controller).filter { $0.standInWindow === self }
    }

    open override var window: UIWindow? { self }

    open func makeKeyAndVisible() {}
}

/// Stand-in: a controller held weakly.
@MainActor
struct StandInWeakController {
    weak var controller: UIViewController?
}

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    open var title: String?
    public internal(set) weak var parent: UIViewController?
    public var tabBarItem: UITabBarItem!
    open var isModalInPresentation = false
    /// UIKit makes the presentation controller for the style set when it is first asked for (or
    /// at the presentation): a style set after that is not the one the controller shows. The
    /// stand-in records that as a violation.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic {
        didSet {
            guard lazyPresentationController != nil, modalPresentationStyle != oldValue else { return }
            StandInMainLoop.violate(
                "modalPresentationStyle of \(Self.standInName(self)) set after its presentation controller was made")
        }
    }

    private var ownPresentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    private var lazyPresentationController: UIPresentationController?
    /// The transition that moves this controller on or off the screen, while it runs.
    var standInTransition: StandInTransition?
    weak var standInWindow: UIWindow?

    public private(set) var isBeingPresented = false
    public private(set) var isBeingDismissed = false

    /// Stand-in: the storyboard and identifier this controller was instantiated with.
    public internal(set) var standInStoryboardSource: (storyboard: String, identifier: String)?

    private lazy var ownView: UIView = {
        let view = UIView()
        view.owner = self
        return view
    }()

    open var view: UIView! {
        get { ownView }
        set {}
    }

    open func viewDidAppear(_ animated: Bool) {}

    open func viewDidDisappear(_ animated: Bool) {}

    /// The nearest navigation controller above this one.
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }

    /// UIKit: "If the view controller is not involved in a transition, this property checks its
    /// parent view controller's transition coordinator."
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        standInTransition ?? parent?.transitionCoordinator
    }

    /// What this controller, or one of its ancestors, presents. UIKit keeps it set until the
    /// dismissal's animation ends.
    public var presentedViewController: UIViewController? {
        ownPresentedViewController ?? parent?.presentedViewController
    }

    /// Made for the style set when first asked for: a sheet's for the sheet styles, a popover's
    /// for a popover.
    public var presentationController: UIPresentationController? {
        if let lazyPresentationController { return lazyPresentationController }
        let controller: UIPresentationController
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet:
            controller = UISheetPresentationController(presentedViewController: self)
        case .popover:
            controller = UIPopoverPresentationController(presentedViewController: self)
        case .fullScreen:
            controller = UIPresentationController(presentedViewController: self)
        }
        lazyPresentationController = controller
        return controller
    }

    /// UIKit: "If the view controller's presentation style isn't a sheet, this property is nil."
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// UIKit: nil unless the presentation style is `popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// The controller that presents: the outermost ancestor (UIKit presents from the controller
    /// that defines the presentation context, the root of this controller's hierarchy).
    private var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// Whether a presentation or dismissal that involves this controller is running.
    private var isPresentingOrDismissing: Bool {
        isBeingPresented || isBeingDismissed || ownPresentedViewController?.isBeingPresented == true
            || ownPresentedViewController?.isBeingDismissed == true
    }

    /// UIKit ignores, and logs, a present while a presentation or dismissal is in progress, or
    /// from a controller that already presents ("Attempt to present … which is already
    /// presenting"); the completion is not called.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        let presenter = presentationContext
        let name = Self.standInName(viewControllerToPresent)
        guard !presenter.isPresentingOrDismissing else {
            return StandInMainLoop.violate("present \(name) while a presentation or dismissal is in progress")
        }
        guard presenter.ownPresentedViewController == nil else {
            return StandInMainLoop.violate("present \(name) while already presenting")
        }
        guard viewControllerToPresent.presentingViewController == nil, viewControllerToPresent.parent == nil else {
            return StandInMainLoop.violate("present \(name), which is already shown")
        }
        // UIKit: "Attempt to present … on … whose view is not in the window hierarchy", and nothing
        // is presented: a controller off the screen cannot present.
        guard presenter.view.window != nil else {
            return StandInMainLoop.violate(
                "present \(name) on \(Self.standInName(presenter)), whose view is not in the window hierarchy")
        }
        // UIKit raises "UIPopoverPresentationController should have a non-nil sourceView or
        // barButtonItem set before the presentation occurs" where the popover shows as one; in a
        // compact width it adapts to a sheet and needs no anchor.
        if viewControllerToPresent.modalPresentationStyle == .popover, StandInMainLoop.isRegularWidth,
            viewControllerToPresent.popoverPresentationController?.sourceView == nil
        {
            return StandInMainLoop.violate("present \(name) as a popover without a sourceView")
        }
        presenter.ownPresentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        guard flag else {
            viewControllerToPresent.viewDidAppear(false)
            completion?()
            return
        }
        viewControllerToPresent.isBeingPresented = true
        viewControllerToPresent.standInTransition = StandInTransition { [weak viewControllerToPresent] _ in
            viewControllerToPresent?.isBeingPresented = false
            viewControllerToPresent?.standInTransition = nil
            viewControllerToPresent?.viewDidAppear(true)
            completion?()
        }
    }

    /// UIKit: "The presenting view controller is responsible for dismissing the view controller
    /// it presented. If you call this method on the presented view controller itself, UIKit asks
    /// the presenting view controller to handle the dismissal." A dismiss while a presentation or
    /// dismissal is in progress is logged and ignored, its completion not called; with nothing
    /// presented, nothing happens.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        let presented: UIViewController
        if let own = context.ownPresentedViewController {
            presented = own
        } else if let presenter = context.presentingViewController {
            presented = context
            _ = presenter
        } else {
            return
        }
        guard !presented.isBeingDismissed, !presented.isBeingPresented else {
            return StandInMainLoop.violate(
                "dismiss \(Self.standInName(presented)) while a presentation or dismissal is in progress")
        }
        presented.standInDismiss(animated: flag, interactive: false, completion: completion)
    }

    /// Takes this presented controller, and all it presents, off the screen.
    private func standInDismiss(animated: Bool, interactive: Bool, completion: (() -> Void)?) {
        isBeingDismissed = true
        let end = { [weak self] in
            guard let self else { return }
            var chain: [UIViewController] = []
            var current: UIViewController? = self
            while let controller = current {
                chain.append(controller)
                current = controller.ownPresentedViewController
            }
            // The topmost first, each while still marked as being dismissed.
            for controller in chain.reversed() { controller.viewDidDisappear(animated) }
            for controller in chain {
                // A presentation left on screen by a former root leaves the window with it.
                controller.standInWindow = nil
                controller.ownPresentedViewController = nil
                controller.presentingViewController?.ownPresentedViewController = nil
                controller.presentingViewController = nil
                controller.isBeingDismissed = false
            }
            standInTransition = nil
            completion?()
        }
        if animated {
            standInTransition = StandInTransition(interactive: interactive) { _ in end() }
        } else {
            end()
        }
    }

    /// Stand-in: the user swipes this presented controller's sheet down. As UIKit does: a sheet
    /// that is modal in presentation, or whose delegate's `presentationControllerShouldDismiss`
    /// answers false, stays, and the delegate hears `presentationControllerDidAttemptToDismiss`;
    /// otherwise the sheet goes and, once it is gone, the delegate hears
    /// `presentationControllerDidDismiss` ("not called if the presentation is dismissed
    /// programmatically"). A full-screen presentation cannot be swiped.
    public func standInSwipeDown() {
        guard presentingViewController != nil, modalPresentationStyle != .fullScreen, !isPresentingOrDismissing,
            transitionCoordinator == nil
        else { return }
        let controller = presentationController
        let delegate = controller?.delegate
        if isModalInPresentation
            || !(controller.map { delegate?.presentationControllerShouldDismiss($0) ?? true } ?? true)
        {
            if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
            return
        }
        if let controller { delegate?.presentationControllerWillDismiss(controller) }
        standInDismiss(animated: true, interactive: true) { [weak self, weak controller] in
            if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
            self?.standInDidSwipeAway()
        }
    }

    /// Stand-in: what a controller of UIKit's own does once a swipe has taken it away.
    func standInDidSwipeAway() {}

    /// Stand-in: why UIKit would refuse to present this controller (it raises); nil when it would not.
    static func standInName(_ controller: UIViewController) -> String {
        String(describing: type(of: controller)).split(separator: "<").first.map(String.init) ?? ""
    }
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
open class UIPresentationController: NSObject {
    private weak var presented: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
        presented = presentedViewController
        super.init()
    }

    open var presentedViewController: UIViewController {
        guard let presented else { fatalError("stand-in: the presented view controller is gone") }
        return presented
    }
}

/// UIKit: "A presentation controller that manages the appearance and behavior of a sheet."
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// UIKit: "The default value is an array that contains the value large()"; an empty array is
    /// a programming error (the stand-in records it and keeps the detents it had).
    open var detents: [Detent] = [.large()] {
        didSet {
            guard detents.isEmpty else { return }
            StandInMainLoop.violate("a sheet's detents set to none")
            detents = oldValue
        }
    }

    /// A height a sheet rests at.
    @MainActor
    public final class Detent: NSObject {
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        public static func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// iOS 16. Without an identifier, UIKit makes a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// Stand-in: the height the detent resolves to in a sheet at most `maximum` points high.
        public func standInHeight(maximum: CGFloat) -> CGFloat? {
            resolver(StandInDetentContext(maximumDetentValue: maximum))
        }
    }
}

@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var maximumDetentValue: CGFloat { get }
}

final class StandInDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat

    init(maximumDetentValue: CGFloat) {
        self.maximumDetentValue = maximumDetentValue
        super.init()
    }
}

/// UIKit: "An object that manages the display of content in a popover."
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
}

@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

@MainActor
open class UINavigationController: UIViewController {
    public enum Operation: Sendable {
        case none
        case push
        case pop
    }

    private var stack: [UIViewController] = []
    open weak var delegate: (any UINavigationControllerDelegate)?
    open var isNavigationBarHidden = false
    /// Stand-in: what was done to the stack, in order ("push T", "pop T", "set T, U").
    public private(set) var standInLog: [String] = []
    /// Stand-in: the animation controllers the delegate gave for custom transitions.
    public private(set) var standInCustomAnimations = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adopt(rootViewController)
        stack = [rootViewController]
    }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// UIKit updates it when a transition starts, not when it ends.
    open var topViewController: UIViewController? { stack.last }

    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// UIKit does not queue stack changes: one made while an animated one runs is logged
    /// ("Unbalanced calls to begin/end appearance transitions", "nested push animation can
    /// result in corrupted navigation bar") and leaves the stack in disorder. The stand-in
    /// records it and ignores it.
    private func mayChange(_ what: String) -> Bool {
        guard standInTransition == nil else {
            StandInMainLoop.violate("\(what) while a navigation transition is in progress")
            return false
        }
        return true
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard mayChange("push \(Self.standInName(viewController))") else { return }
        guard !stack.contains(where: { $0 === viewController }) else {
            return StandInMainLoop.violate("push \(Self.standInName(viewController)), already on the stack")
        }
        let previous = stack.last
        adopt(viewController)
        stack.append(viewController)
        standInLog.append("push \(Self.standInName(viewController))")
        move(to: viewController, from: previous, operation: .push, animated: animated && previous != nil)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last, mayChange("pop") else { return nil }
        stack.removeLast()
        top.parent = nil
        standInLog.append("pop \(Self.standInName(top))")
        if let shown = stack.last { move(to: shown, from: top, operation: .pop, animated: animated) }
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty, mayChange("pop") else { return [] }
        let top = stack.last
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.parent = nil }
        standInLog.append("pop \(popped.map(Self.standInName).joined(separator: ", "))")
        move(to: viewController, from: top, operation: .pop, animated: animated)
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard mayChange("set") else { return }
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.parent = nil
        }
        for controller in viewControllers { adopt(controller) }
        let previousTop = stack.last
        let wasOnStack = viewControllers.last.map { top in stack.contains { $0 === top } } ?? false
        stack = viewControllers
        standInLog.append("set \(viewControllers.map(Self.standInName).joined(separator: ", "))")
        if let top = stack.last, top !== previousTop {
            move(to: top, from: previousTop, operation: wasOnStack ? .pop : .push, animated: animated)
        }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The delegate hears `willShow` when a transition starts and `didShow` when it ends.
    private func move(
        to shown: UIViewController, from previous: UIViewController?, operation: Operation, animated: Bool
    ) {
        if animated, let previous,
            delegate?.navigationController(self, animationControllerFor: operation, from: previous, to: shown) != nil
        {
            standInCustomAnimations += 1
        }
        delegate?.navigationController(self, willShow: shown, animated: animated)
        guard animated else {
            delegate?.navigationController(self, didShow: shown, animated: false)
            return
        }
        standInTransition = StandInTransition { [weak self, weak shown] _ in
            guard let self else { return }
            standInTransition = nil
            if let shown { delegate?.navigationController(self, didShow: shown, animated: true) }
        }
    }

    /// Stand-in: the user taps the navigation bar's back button. The bar takes no touches while
    /// a transition runs, nor under a presented controller.
    public func standInTapBackButton() {
        guard transitionCoordinator == nil, presentedViewController == nil, stack.count > 1 else { return }
        popViewController(animated: true)
    }

    /// Stand-in: the user long-presses the back button and picks a screen from the menu (iOS 14):
    /// the navigation controller pops to it, several screens at once.
    public func standInBackMenu(select controller: UIViewController) {
        guard transitionCoordinator == nil, presentedViewController == nil else { return }
        popToViewController(controller, animated: true)
    }

    /// Stand-in: the user swipes from the left edge to go back, and lifts the finger halfway
    /// (`cancelled`) or not. UIKit takes the top controller off the stack when the gesture
    /// starts and tells the delegate `willShow` the one beneath; a cancelled swipe puts it back
    /// and the delegate hears `didShow` for the controller that was on top all along.
    public func standInSwipeBack(cancelled: Bool) {
        guard transitionCoordinator == nil, presentedViewController == nil, stack.count > 1, let top = stack.last
        else { return }
        stack.removeLast()
        let beneath = stack[stack.count - 1]
        delegate?.navigationController(self, willShow: beneath, animated: true)
        standInTransition = StandInTransition(interactive: true, cancels: cancelled) { [weak self] cancelled in
            guard let self else { return }
            standInTransition = nil
            if cancelled {
                stack.append(top)
                delegate?.navigationController(self, didShow: top, animated: true)
            } else {
                top.parent = nil
                standInLog.append("pop \(Self.standInName(top))")
                delegate?.navigationController(self, didShow: beneath, animated: true)
            }
        }
    }

    private func adopt(_ controller: UIViewController) {
        guard controller.parent == nil || controller.parent === self else {
            return StandInMainLoop.violate("\(Self.standInName(controller)) already has a parent")
        }
        controller.parent = self
    }
}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in oldValue ?? [] { controller.parent = nil }
            for controller in viewControllers ?? [] { controller.parent = self }
        }
    }
    open var selectedIndex = 0

    open var selectedViewController: UIViewController? {
        guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
        return viewControllers[selectedIndex]
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}

open class UIImage: NSObject, @unchecked Sendable {
    public let standInName: String

    public init?(systemName name: String) {
        standInName = name
        super.init()
    }
}

@MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
}

@MainActor
open class UITabBarItem: UIBarItem {
    open var selectedImage: UIImage?

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

@MainActor
open class UIStoryboard: NSObject {
    public let standInName: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        standInName = name
        super.init()
    }

    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let creator, let controller = creator(NSCoder()) else {
            fatalError("stand-in: no view controller for '\(identifier)' in storyboard '\(standInName)'")
        }
        controller.standInStoryboardSource = (standInName, identifier)
        return controller
    }
}

/// An alert or action sheet (`UIAlertController`), with the rules UIKit enforces by raising an
/// exception, which the stand-in records as violations instead: an action sheet on an iPad is a
/// popover and needs its anchor like any popover (`present`), and a second cancel action ("UIAlertController can only have one action with a style of
/// UIAlertActionStyleCancel").
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Sendable {
        case actionSheet
        case alert
    }

    public private(set) var actions: [UIAlertAction] = []
    open var message: String?
    public let preferredStyle: Style

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        if preferredStyle == .actionSheet && StandInMainLoop.isRegularWidth { modalPresentationStyle = .popover }
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return StandInMainLoop.violate("a second cancel action in an alert (UIKit raises)")
        }
        actions.append(action)
    }

    /// Stand-in: the user taps the button titled `title`. The alert is dismissed, then its action's
    /// handler runs; while the alert is still appearing or going, a tap does nothing.
    public func standInTap(_ title: String) {
        guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed,
            let action = actions.first(where: { $0.title == title })
        else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}

@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Sendable {
        case `default`
        case cancel
        case destructive
    }

    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// UIKit: "A service that your app provides to the user", shown by `UIActivityViewController`.
@MainActor
open class UIActivity: NSObject {
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    }
}

/// The share sheet (`UIActivityViewController`), as UIKit shows it: "On iPad, you must present the
/// view controller in a popover" (it is one there, and needs its anchor like any popover); it
/// dismisses itself once the user picks an activity or closes it, and then calls its
/// `completionWithItemsHandler` ("The completion handler to execute after the activity view
/// controller is dismissed"), also after a swipe, with `completed` false.
@MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler =
        @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let standInActivityItems: [Any]
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        standInActivityItems = activityItems
        super.init(nibName: nil, bundle: nil)
        if StandInMainLoop.isRegularWidth { modalPresentationStyle = .popover }
    }

    public required init?(coder: NSCoder) {
        standInActivityItems = []
        super.init(coder: coder)
    }

    /// Stand-in: the user picks `activity` (nil: taps Close). The sheet dismisses itself, animated,
    /// and calls its handler once it is gone; while it is still appearing or going, a tap does
    /// nothing.
    public func standInFinish(with activity: UIActivity.ActivityType?) {
        guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed else { return }
        dismiss(animated: true) { [weak self] in
            self?.completionWithItemsHandler?(activity, activity != nil, nil, nil)
        }
    }

    /// UIKit calls the handler after a swipe too, once the sheet is gone: not completed.
    override func standInDidSwipeAway() {
        completionWithItemsHandler?(nil, false, nil, nil)
    }
}
