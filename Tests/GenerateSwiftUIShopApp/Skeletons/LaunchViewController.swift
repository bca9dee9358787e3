// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/App.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The launch screen of the App flow.
final class LaunchViewController: UIViewController, FlowcStoryboarded {
    let actions: AppLaunchActions

    init?(coder: NSCoder, actions: AppLaunchActions) {
        self.actions = actions
        super.init(coder: coder)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
