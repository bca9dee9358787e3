// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Login.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The credentials screen of the Login flow.
final class SignInViewController: UIViewController {
    let actions: LoginCredentialsActions

    init(actions: LoginCredentialsActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
