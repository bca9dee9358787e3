// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Profile.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The settings screen of the Profile flow.
final class SettingsViewController: UIViewController {
    let actions: ProfileSettingsActions

    init(actions: ProfileSettingsActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
