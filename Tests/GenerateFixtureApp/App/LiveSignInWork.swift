// Created by flowc from Tests/GenerateFixtureApp/Flows/SignIn.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The SignIn flow's work, which SignInWork asks of the app; hand it the services it needs in its initialiser.
@MainActor
final class LiveSignInWork: SignInWork {
    let services: FixtureServices

    init(services: FixtureServices) {
        self.services = services
    }

    /// The credentials screen's `submit` action.
    func credentialsSubmit(_ input: Credentials) async -> Result<User, SignInError> {
        services.recordSubmission()
        await services.wait()
        return input.name.isEmpty ? .failure(.rejected) : .success(User(name: input.name))
    }

    /// The work of the Help flow, made each time it starts.
    func makeHelpWork() -> any HelpWork {
        LiveHelpWork()
    }

    /// Whether an attempted swipe dismisses the Help flow's sheet, which has no `back` outcome (say,
    /// after asking "Discard changes?").
    func mayDismissHelpBySwipe() -> Bool {
        services.mayDismissHelp
    }
}
