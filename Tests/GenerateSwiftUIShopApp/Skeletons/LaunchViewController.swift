// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/App.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The launch screen of the App flow.
final class LaunchViewController: UIViewController {
    let actions: AppLaunchActions

    init(actions: AppLaunchActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
