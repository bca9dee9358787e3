// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Login.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The resetPassword screen of the Login flow.
final class ResetPasswordViewController: UIViewController {
    let input: String
    let actions: LoginResetPasswordActions

    init(input: String, actions: LoginResetPasswordActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
