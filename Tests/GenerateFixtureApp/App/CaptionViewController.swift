// Created by flowc from Tests/GenerateFixtureApp/Flows/Studio.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The caption screen of the Studio flow.
final class CaptionViewController: UIViewController {
    let input: String
    let actions: StudioCaptionActions

    init(input: String, actions: StudioCaptionActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
