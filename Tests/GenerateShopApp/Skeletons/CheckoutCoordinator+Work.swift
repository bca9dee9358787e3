// Created by flowc from flows/Checkout.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Checkout flow's work, which CheckoutCoordinatorWork asks of the app.
extension CheckoutCoordinator {
    /// The review screen's `applyCoupon` action.
    func reviewApplyCoupon(_ input: String) async -> Coupon? {
        fatalError("reviewApplyCoupon is not written yet")
    }

    /// The shipping screen's `loadOptions` action.
    func shippingLoadOptions(_ input: Address) async -> [ShippingOption] {
        fatalError("shippingLoadOptions is not written yet")
    }

    /// The payment screen's `placeOrder` action.
    func paymentPlaceOrder(_ input: PaymentRequest) async -> Result<Order, PaymentError> {
        fatalError("paymentPlaceOrder is not written yet")
    }

    /// The payment screen's `orderPlaced` action: which alternative runs.
    func paymentOrderPlaced(_ input: Order) -> PaymentOrderPlacedChoice {
        .finishPlaced
    }

    /// The addCard screen's `save` action.
    func addCardSave(_ input: CardDetails) async -> Result<PaymentMethod, PaymentError> {
        fatalError("addCardSave is not written yet")
    }
}
