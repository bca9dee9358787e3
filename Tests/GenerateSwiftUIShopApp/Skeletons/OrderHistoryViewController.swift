// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Profile.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The orders screen of the Profile flow.
final class OrderHistoryViewController: UIViewController {
    let actions: ProfileOrdersActions

    init(actions: ProfileOrdersActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
