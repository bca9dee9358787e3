// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Returns.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The selectItems screen of the Returns flow.
final class ReturnItemsViewController: UIViewController {
    let input: Order
    let actions: ReturnsSelectItemsActions

    init(input: Order, actions: ReturnsSelectItemsActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
