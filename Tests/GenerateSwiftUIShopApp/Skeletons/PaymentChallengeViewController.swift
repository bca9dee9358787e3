// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/PaymentAuthorization.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The challenge screen of the PaymentAuthorization flow.
final class PaymentChallengeViewController: UIViewController {
    let input: Order
    let actions: PaymentAuthorizationChallengeActions

    init(input: Order, actions: PaymentAuthorizationChallengeActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
