// Created by flowc from Tests/GenerateFixtureApp/Flows/SignIn.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The credentials screen of the SignIn flow.
final class CredentialsViewController: UIViewController {
    let actions: SignInCredentialsActions

    init(actions: SignInCredentialsActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
