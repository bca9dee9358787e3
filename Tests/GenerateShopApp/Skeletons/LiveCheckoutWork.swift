// Created by flowc from flows/Checkout.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Checkout flow's work, which CheckoutWork asks of the app; hand it the services it needs in
/// its initialiser.
@MainActor
final class LiveCheckoutWork: CheckoutWork {
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
    func paymentOrderPlaced(_ input: Order) -> CheckoutCoordinator.PaymentOrderPlacedChoice {
        .finishPlaced
    }

    /// The addCard screen's `save` action.
    func addCardSave(_ input: CardDetails) async -> Result<PaymentMethod, PaymentError> {
        fatalError("addCardSave is not written yet")
    }

    /// The work of the AddressBook flow, made each time it starts.
    func makeAddressBookWork() -> any AddressBookWork {
        LiveAddressBookWork()
    }

    /// The work of the PaymentAuthorization flow, made each time it starts.
    func makePaymentAuthorizationWork() -> any PaymentAuthorizationWork {
        LivePaymentAuthorizationWork()
    }

    /// Whether an attempted swipe (or tap outside a popover) dismisses the addCard screen, whose
    /// `presentation` turns the swipe off (say, after asking "Discard changes?").
    func mayDismissAddCardScreenBySwipe() -> Bool {
        false
    }
}
