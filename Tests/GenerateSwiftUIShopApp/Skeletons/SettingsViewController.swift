// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Profile.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The settings screen of the Profile flow.
final class SettingsViewController: UIViewController, FlowcStoryboarded {
    let actions: ProfileSettingsActions

    init?(coder: NSCoder, actions: ProfileSettingsActions) {
        self.actions = actions
        super.init(coder: coder)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
