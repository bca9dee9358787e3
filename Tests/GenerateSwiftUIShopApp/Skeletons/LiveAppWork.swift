// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/App.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The App flow's work, which AppWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveAppWork: AppWork {
    /// The launch screen's `restoreSession` action.
    func launchRestoreSession() async -> User? {
        fatalError("launchRestoreSession is not written yet")
    }

    /// The launch screen's `sessionChecked` action: which alternative runs.
    func launchSessionChecked() -> AppCoordinator.LaunchSessionCheckedChoice {
        .startMain
    }

    /// The work of the Login flow, made each time it starts.
    func makeLoginWork() -> any LoginWork {
        LiveLoginWork()
    }

    /// The work of the Main flow, made each time it starts.
    func makeMainWork() -> any MainWork {
        LiveMainWork()
    }
}
