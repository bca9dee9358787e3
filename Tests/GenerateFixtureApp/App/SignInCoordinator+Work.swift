// Created by flowc from Tests/GenerateFixtureApp/Flows/SignIn.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The SignIn flow's work, which SignInCoordinatorWork asks of the app.
extension SignInCoordinator {
    /// The credentials screen's `submit` action.
    func credentialsSubmit(_ input: Credentials) async -> Result<User, SignInError> {
        await Task.yield()
        return input.name.isEmpty ? .failure(.rejected) : .success(User(name: input.name))
    }
}
