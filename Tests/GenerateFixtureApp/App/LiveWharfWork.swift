// Created by flowc from Tests/GenerateFixtureApp/Flows/Wharf.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Wharf flow's work, which WharfWork asks of the app: the choice of `choose`, and the berth a
/// scanned code names (format 1.2: a made second step), nil to refuse it.
@MainActor
final class LiveWharfWork: WharfWork {
    /// Which alternative `choose` runs.
    var chooseChoice = WharfCoordinator.ScannerChooseChoice.dismissThenPushBerth
    /// The made inputs asked for, in order, by requirement.
    private(set) var asked: [String] = []

    func scannerChoose(_ input: String) -> WharfCoordinator.ScannerChooseChoice { chooseChoice }

    /// The berth a scanned code names; an empty code names none (refused).
    func scannerCodeInput(_ input: String) -> String? {
        asked.append("scannerCodeInput")
        return input.isEmpty ? nil : "Berth " + input
    }
}
