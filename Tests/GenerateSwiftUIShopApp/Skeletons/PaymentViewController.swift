// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Checkout.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The payment screen of the Checkout flow.
final class PaymentViewController: UIViewController {
    let input: ShippingSelection
    let actions: CheckoutPaymentActions

    init(input: ShippingSelection, actions: CheckoutPaymentActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
