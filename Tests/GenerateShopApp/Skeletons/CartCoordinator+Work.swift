// Created by flowc from flows/Cart.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Cart flow's work, which CartCoordinatorWork asks of the app.
extension CartCoordinator {
    /// The cart screen's `load` action.
    func cartLoad() async -> Cart {
        fatalError("cartLoad is not written yet")
    }

    /// The cart screen's `changeQuantity` action.
    func cartChangeQuantity(_ input: (Cart.Item.ID, Int)) async -> Cart {
        fatalError("cartChangeQuantity is not written yet")
    }

    /// The cart screen's `removeItem` action.
    func cartRemoveItem(_ input: Cart.Item.ID) async -> Cart {
        fatalError("cartRemoveItem is not written yet")
    }

    /// The cart screen's `checkout` action: which alternative runs.
    func cartCheckout(_ input: Cart) -> CartCheckoutChoice {
        .startCheckout
    }
}
