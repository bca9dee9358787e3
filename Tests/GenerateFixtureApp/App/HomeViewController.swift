// Created by flowc from Tests/GenerateFixtureApp/Flows/Root.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The home screen of the Root flow.
final class HomeViewController: UIViewController {
    let actions: RootHomeActions

    init(actions: RootHomeActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
