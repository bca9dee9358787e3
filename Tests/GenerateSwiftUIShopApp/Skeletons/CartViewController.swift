// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Cart.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The cart screen of the Cart flow.
final class CartViewController: UIViewController {
    let actions: CartActions

    init(actions: CartActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
