// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Cart.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The orderConfirmation screen of the Cart flow.
final class OrderConfirmationViewController: UIViewController, FlowcStoryboarded {
    let input: Order
    let actions: CartOrderConfirmationActions

    init?(coder: NSCoder, input: Order, actions: CartOrderConfirmationActions) {
        self.input = input
        self.actions = actions
        super.init(coder: coder)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
