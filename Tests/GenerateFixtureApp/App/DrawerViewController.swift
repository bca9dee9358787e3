// Created by flowc from Tests/GenerateFixtureApp/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The drawer screen of the Drawer flow.
final class DrawerViewController: UIViewController {
    let actions: DrawerActions

    init(actions: DrawerActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
