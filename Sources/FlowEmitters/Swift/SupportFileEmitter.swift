/// The runtime every generated coordinator shares, emitted once per output directory: the
/// `Coordinator` protocol with its child bookkeeping (parent, children, release on finish, on the
/// back button and on a swiped sheet), `Action<Input, Output>` for screens' typed closures,
/// `Storyboarded`, and the slot through which a screen's actions find it.
enum SupportFileEmitter {
    static let fileName = "FlowcSupport.swift"

    /// The file after its digest line.
    static func body(imports: SwiftImports) -> String {
        "\nimport \(imports.uiKit)\n\n" + runtime
    }

    private static let runtime = """
        /// The closures a screen calls for what it cannot do alone: typed by what the screen hands
        /// over and what it is answered.
        enum Action<Input, Output> {
            /// Answered at once.
            typealias Sync = @MainActor (Input) -> Output
            /// Answered later, through the completion.
            typealias Async = @MainActor (Input, @escaping @MainActor (Output) -> Void) -> Void
        }

        /// Where a coordinator's screens stand.
        enum CoordinatorPlacement: Equatable {
            /// On a navigation controller the app hands to an entry flow.
            case root
            /// On its parent's navigation stack, above the parent's screens.
            case shared
            /// In its own navigation controller, presented modally by its parent.
            case presented
            /// In its own navigation controller, one tab of its parent's tab bar.
            case tab
        }

        /// One flow's coordinator: it creates the flow's screens, moves between them, and starts,
        /// hears and releases its child flows.
        @MainActor
        protocol Coordinator: UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
            /// The flow that started this one; nil for an entry flow.
            var parentCoordinator: (any Coordinator)? { get set }
            /// The child flows running now. A child that finishes or is left is removed, and so released.
            var children: [any Coordinator] { get set }
            /// The navigation controller the flow's first screen is shown on.
            var navigationController: UINavigationController { get }
            var placement: CoordinatorPlacement { get set }
            /// How many view controllers were beneath the flow's first screen on
            /// `navigationController`; nil until the flow shows one.
            var stackBase: Int? { get set }
            /// Leaves the flow as the system back button or a swiped sheet does: it finishes with its
            /// `back` outcome, or without one its parent releases it.
            func leave()
        }

        extension Coordinator {
            /// Makes `child` a child of this flow; the caller starts it.
            func adopt(_ child: any Coordinator, placement: CoordinatorPlacement) {
                child.parentCoordinator = self
                child.placement = placement
                children.append(child)
            }

            /// Releases `child` and removes what is left of its screens, so that the parent's
            /// handler runs once they are gone.
            func childDidFinish(_ child: any Coordinator) {
                guard let index = children.firstIndex(where: { $0 === child }) else { return }
                children.remove(at: index)
                child.removeScreens()
            }

            /// Watches the flow's own navigation controller, unless it shares its parent's.
            func watchNavigation() {
                if placement != .shared {
                    navigationController.delegate = self
                }
            }

            /// Shows the flow's first screen.
            func show(first controller: UIViewController) {
                let base = navigationController.viewControllers.count
                stackBase = base
                navigationController.pushViewController(controller, animated: base > 0)
            }

            /// Presents `controller` modally in a navigation controller of its own.
            func present(_ controller: UIViewController, from navigation: UINavigationController) {
                let stack = UINavigationController(rootViewController: controller)
                stack.delegate = self
                stack.presentationController?.delegate = self
                navigation.present(stack, animated: true)
            }

            /// Presents a child flow's navigation controller; without a `back` outcome the sheet
            /// cannot be swiped away.
            func present(child: any Coordinator, from navigation: UINavigationController, swipeable: Bool) {
                child.navigationController.isModalInPresentation = !swipeable
                child.navigationController.presentationController?.delegate = self
                navigation.present(child.navigationController, animated: true)
            }

            /// Makes `controller` the only screen of this flow on `navigation`.
            func replace(with controller: UIViewController, on navigation: UINavigationController) {
                var base = 0
                if navigation === navigationController {
                    base = stackBase ?? navigation.viewControllers.count
                    stackBase = base
                }
                let beneath = Array(navigation.viewControllers.prefix(base))
                navigation.setViewControllers(beneath + [controller], animated: true)
            }

            /// Goes back to this flow's first screen on `navigation`; on that screen, goes back one.
            func popToFirstScreen(on navigation: UINavigationController) {
                let base = navigation === navigationController ? stackBase ?? 0 : 0
                let controllers = navigation.viewControllers
                if base + 1 < controllers.count {
                    navigation.popToViewController(controllers[base], animated: true)
                } else {
                    navigation.popViewController(animated: true)
                }
            }

            /// Dismisses the navigation controller `navigation` was presented in; when that is this
            /// flow's own, the flow is left.
            func dismissScreen(on navigation: UINavigationController) {
                navigation.presentingViewController?.dismiss(animated: true)
                if navigation === navigationController && placement == .presented {
                    leave()
                }
            }

            /// Takes this flow's screens off the screen after it finished.
            func removeScreens() {
                let navigation = navigationController
                switch placement {
                case .presented:
                    navigation.presentingViewController?.dismiss(animated: true)
                case .shared:
                    guard let base = stackBase else { return }
                    if navigation.presentedViewController != nil {
                        navigation.dismiss(animated: false)
                    }
                    if navigation.viewControllers.count > base {
                        navigation.setViewControllers(Array(navigation.viewControllers.prefix(base)), animated: true)
                    }
                case .root, .tab:
                    break
                }
            }

            /// Releases the children whose screens the system back button took off `navigation`
            /// (the check of `navigationController(_:didShow:animated:)`), the deepest first.
            func releaseChildrenPopped(from navigation: UINavigationController) {
                for child in children {
                    child.releaseChildrenPopped(from: navigation)
                    guard child.placement == .shared, child.navigationController === navigation,
                        let base = child.stackBase, navigation.viewControllers.count <= base
                    else { continue }
                    child.leave()
                }
            }

            /// Releases the children whose navigation controller was swiped away, the deepest first.
            func releaseChildren(dismissedWith controller: UIViewController) {
                for child in children {
                    child.releaseChildren(dismissedWith: controller)
                    if child.placement != .tab && child.navigationController === controller {
                        child.leave()
                    }
                }
            }
        }

        /// A screen as its actions see it: weakly, so that the actions never keep it alive.
        @MainActor
        final class ScreenSlot {
            weak var controller: UIViewController?
            /// Set while an asynchronous action that navigates is waiting for its answer.
            var isWaiting = false

            /// The screen's navigation controller while the screen is on top of it with nothing
            /// presented over it; nil otherwise, so that a second tap during a transition does nothing.
            var activeNavigation: UINavigationController? {
                guard let controller, let navigation = controller.navigationController,
                    navigation.topViewController === controller, navigation.presentedViewController == nil
                else { return nil }
                return navigation
            }

            var isActive: Bool { activeNavigation != nil }
        }

        /// A view controller designed in a storyboard, created by its storyboard ID with the values
        /// it needs.
        @MainActor
        protocol Storyboarded: UIViewController {}

        extension Storyboarded {
            static func instantiate(
                storyboard name: String, identifier: String, creator: @escaping (NSCoder) -> Self?
            ) -> Self {
                UIStoryboard(name: name, bundle: nil).instantiateViewController(identifier: identifier, creator: creator)
            }
        }

        """
}
