// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Login.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Login flow's work, which LoginWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveLoginWork: LoginWork {
    /// The credentials screen's `signIn` action.
    func credentialsSignIn(_ input: Credentials) async -> Result<User, AuthError> {
        fatalError("credentialsSignIn is not written yet")
    }

    /// The resetPassword screen's `sendResetLink` action.
    func resetPasswordSendResetLink(_ input: String) async -> Bool {
        fatalError("resetPasswordSendResetLink is not written yet")
    }

    /// The register screen's `createAccount` action.
    func registerCreateAccount(_ input: NewAccount) async -> Result<User, AuthError> {
        fatalError("registerCreateAccount is not written yet")
    }
}
