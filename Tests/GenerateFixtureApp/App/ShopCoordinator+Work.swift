// Created by flowc from Tests/GenerateFixtureApp/Flows/Shop.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Shop flow's work, which ShopCoordinatorWork asks of the app.
extension ShopCoordinator {
    /// The tab bar item of each tab.
    func tabBarItem(for tab: Tab) -> UITabBarItem {
        switch tab {
        case .catalog:
            UITabBarItem(title: "Catalog", image: nil, selectedImage: nil)
        case .basket:
            UITabBarItem(title: "Basket", image: nil, selectedImage: nil)
        }
    }
}
