// A stand-in for the part of UIKit that flowc's generated code uses, so that the code compiles
// and runs on Linux. The declarations follow Apple's (main-actor classes, signatures,
// optionality); the behaviour is UIKit's without animation: transitions finish at once, and the
// delegates are called as UIKit calls them. Members marked "stand-in" do not exist in UIKit:
// they let tests look at what happened and act as the user would.

@_exported import Foundation

@MainActor
open class UIResponder: NSObject {}

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

    private var ownPresentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    private var lazyPresentationController: UIPresentationController?

    /// Stand-in: the storyboard and identifier this controller was instantiated with.
    public internal(set) var standInStoryboardSource: (storyboard: String, identifier: String)?

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

    /// What this controller, or one of its ancestors, presents.
    public var presentedViewController: UIViewController? {
        ownPresentedViewController ?? parent?.presentedViewController
    }

    public var presentationController: UIPresentationController? {
        if let lazyPresentationController { return lazyPresentationController }
        let controller = UIPresentationController(presentedViewController: self)
        lazyPresentationController = controller
        return controller
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        precondition(ownPresentedViewController == nil, "UIKit: already presenting a view controller")
        precondition(viewControllerToPresent.presentingViewController == nil, "UIKit: already presented")
        ownPresentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses what this controller presents, or, when it presents nothing, this controller.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = ownPresentedViewController {
            presented.dismissAllPresented()
            presented.presentingViewController = nil
            ownPresentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
            return
        } else if let parent {
            parent.dismiss(animated: flag, completion: completion)
            return
        }
        completion?()
    }

    private func dismissAllPresented() {
        if let presented = ownPresentedViewController {
            presented.dismissAllPresented()
            presented.presentingViewController = nil
            ownPresentedViewController = nil
        }
    }

    /// Stand-in: the user swipes this presented controller's sheet away. A sheet that is modal
    /// in presentation does not move.
    public func standInSwipeDown() {
        guard let presenter = presentingViewController, !isModalInPresentation else { return }
        presenter.dismiss(animated: true)
        if let controller = lazyPresentationController {
            controller.delegate?.presentationControllerDidDismiss(controller)
        }
    }
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
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

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    open weak var delegate: (any UINavigationControllerDelegate)?
    open var isNavigationBarHidden = false
    /// Stand-in: what was done to the stack, in order ("push T", "pop T", "set T, U").
    public private(set) var standInLog: [String] = []

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

    open var topViewController: UIViewController? { stack.last }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!stack.contains { $0 === viewController }, "UIKit: pushing the same view controller twice")
        adopt(viewController)
        stack.append(viewController)
        standInLog.append("push \(Self.name(viewController))")
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        top.parent = nil
        standInLog.append("pop \(Self.name(top))")
        if let shown = stack.last { delegate?.navigationController(self, didShow: shown, animated: animated) }
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
        guard !popped.isEmpty else { return [] }
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.parent = nil }
        standInLog.append("pop \(popped.map(Self.name).joined(separator: ", "))")
        delegate?.navigationController(self, didShow: viewController, animated: animated)
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.parent = nil
        }
        for controller in viewControllers { adopt(controller) }
        let previousTop = stack.last
        stack = viewControllers
        standInLog.append("set \(viewControllers.map(Self.name).joined(separator: ", "))")
        if let top = stack.last, top !== previousTop {
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Stand-in: the user taps the system back button.
    public func standInTapBackButton() {
        popViewController(animated: true)
    }

    private func adopt(_ controller: UIViewController) {
        precondition(controller.parent == nil || controller.parent === self, "UIKit: already has a parent")
        controller.parent = self
    }

    static func name(_ controller: UIViewController) -> String {
        String(describing: type(of: controller)).split(separator: "<").first.map(String.init) ?? ""
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
