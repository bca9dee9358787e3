// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Wharf.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Wharf flow's work, which WharfWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveWharfWork: WharfWork {
    /// The scanner screen's `choose` action: which alternative runs.
    func scannerChoose(_ input: String) -> WharfCoordinator.ScannerChooseChoice {
        .dismissThenPushBerth
    }

    /// The work of the Crew flow, made each time it starts.
    func makeCrewWork() -> any CrewWork {
        LiveCrewWork()
    }

    /// Whether an attempted swipe dismisses the Crew flow's sheet, which has no `back` outcome
    /// (say, after asking "Discard changes?").
    func mayDismissCrewBySwipe() -> Bool {
        false
    }

    /// What the scanner screen's `code` hands to screen 'berth' once `dismiss` has ended; nil moves
    /// nothing.
    func scannerCodeInput(_ input: String) -> String? {
        fatalError("scannerCodeInput is not written yet")
    }
}
