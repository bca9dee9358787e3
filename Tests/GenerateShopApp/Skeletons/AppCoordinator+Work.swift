// Created by flowc from flows/App.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The App flow's work, which AppCoordinatorWork asks of the app.
extension AppCoordinator {
    /// The launch screen's `restoreSession` action.
    func launchRestoreSession() async -> User? {
        fatalError("launchRestoreSession is not written yet")
    }

    /// The launch screen's `sessionChecked` action: which alternative runs.
    func launchSessionChecked() -> LaunchSessionCheckedChoice {
        .startMain
    }
}
