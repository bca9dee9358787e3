// Created by flowc from Tests/GenerateFixtureApp/Flows/Basket.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The basket screen of the Basket flow.
final class BasketViewController: UIViewController {
    let actions: BasketActions

    init(actions: BasketActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
