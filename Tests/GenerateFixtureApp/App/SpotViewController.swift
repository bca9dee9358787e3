// Created by flowc from Tests/GenerateFixtureApp/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The spot screen of the Atlas flow.
final class SpotViewController: UIViewController {
    let input: String
    let actions: AtlasSpotActions

    init(input: String, actions: AtlasSpotActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
