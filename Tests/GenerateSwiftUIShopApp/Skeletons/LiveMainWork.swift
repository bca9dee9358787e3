// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Main.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Main flow's work, which MainWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveMainWork: MainWork {
    /// The tab bar item of each tab.
    func tabBarItem(for tab: MainCoordinator.Tab) -> UITabBarItem {
        switch tab {
        case .home:
            UITabBarItem(title: "Home", image: nil, selectedImage: nil)
        case .search:
            UITabBarItem(title: "Search", image: nil, selectedImage: nil)
        case .cart:
            UITabBarItem(title: "Cart", image: nil, selectedImage: nil)
        case .profile:
            UITabBarItem(title: "Profile", image: nil, selectedImage: nil)
        }
    }

    /// The work of the Home flow, made each time it starts.
    func makeHomeWork() -> any HomeWork {
        LiveHomeWork()
    }

    /// The work of the Search flow, made each time it starts.
    func makeSearchWork() -> any SearchWork {
        LiveSearchWork()
    }

    /// The work of the Cart flow, made each time it starts.
    func makeCartWork() -> any CartWork {
        LiveCartWork()
    }

    /// The work of the Profile flow, made each time it starts.
    func makeProfileWork() -> any ProfileWork {
        LiveProfileWork()
    }
}
