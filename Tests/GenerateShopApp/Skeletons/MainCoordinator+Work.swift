// Created by flowc from flows/Main.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Main flow's work, which MainCoordinatorWork asks of the app.
extension MainCoordinator {
    /// The tab bar item of each tab.
    func tabBarItem(for tab: Tab) -> UITabBarItem {
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
}
