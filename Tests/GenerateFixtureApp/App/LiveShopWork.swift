// Created by flowc from Tests/GenerateFixtureApp/Flows/Shop.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Shop flow's work, which ShopWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveShopWork: ShopWork {
    /// The tab bar item of each tab.
    func tabBarItem(for tab: ShopCoordinator.Tab) -> UITabBarItem {
        switch tab {
        case .catalog:
            UITabBarItem(title: "Catalog", image: nil, selectedImage: nil)
        case .basket:
            UITabBarItem(title: "Basket", image: nil, selectedImage: nil)
        }
    }

    /// The work of the Catalog flow, made each time it starts.
    func makeCatalogWork() -> any CatalogWork {
        LiveCatalogWork()
    }

    /// The work of the Basket flow, made each time it starts.
    func makeBasketWork() -> any BasketWork {
        LiveBasketWork()
    }

    /// The work of the Receipt flow, made each time it starts.
    func makeReceiptWork() -> any ReceiptWork {
        LiveReceiptWork()
    }
}
