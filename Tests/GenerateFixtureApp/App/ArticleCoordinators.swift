// An app built on the coordinator articles already declares these names; flowc's support types
// are prefixed (`FlowcCoordinator`, `FlowcStoryboarded`, `FlowcAction`), so both compile in one
// module. This file is the proof: it declares the articles' types beside the generated code.

import UIKit

/// Hacking with Swift's `Coordinator`.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [any Coordinator] { get set }
    var navigationController: UINavigationController { get set }

    func start()
}

/// Hacking with Swift's `Storyboarded`.
@MainActor
protocol Storyboarded {
    static func instantiate() -> Self
}

/// Swift by Sundell's extracted action.
enum Action {
    case select(Item)
    case close
}

/// A coordinator written by hand, as the article writes one, living beside the generated ones.
@MainActor
final class ArticleCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    var navigationController: UINavigationController
    private(set) var actions: [Action] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        actions.append(.close)
    }
}
