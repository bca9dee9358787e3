// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Cart.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Cart flow's work, which CartWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveCartWork: CartWork {
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
    func cartCheckout(_ input: Cart) -> CartCoordinator.CartCheckoutChoice {
        .startCheckout
    }

    /// The work of the Checkout flow, made each time it starts.
    func makeCheckoutWork() -> any CheckoutWork {
        LiveCheckoutWork()
    }

    /// The work of the Login flow, made each time it starts.
    func makeLoginWork() -> any LoginWork {
        LiveLoginWork()
    }
}
