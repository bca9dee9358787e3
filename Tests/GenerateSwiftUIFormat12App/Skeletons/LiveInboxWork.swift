// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Inbox.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Inbox flow's work, which InboxWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveInboxWork: InboxWork {
    /// The trigger `announce`: which alternative runs.
    func triggerAnnounce() -> InboxCoordinator.TriggerAnnounceChoice {
        .presentDraft
    }

    /// The work of the Help flow, made each time it starts.
    func makeHelpWork() -> any HelpWork {
        LiveHelpWork()
    }

    /// Whether an attempted swipe dismisses the Help flow's sheet, which has no `back` outcome
    /// (say, after asking "Discard changes?").
    func mayDismissHelpBySwipe() -> Bool {
        false
    }

    /// The work of the Tour flow, made each time it starts.
    func makeTourWork() -> any TourWork {
        LiveTourWork()
    }

    /// What the trigger `forwarded` hands to screen 'message'; nil moves nothing.
    func triggerForwardedInput(_ input: String) -> Item? {
        fatalError("triggerForwardedInput is not written yet")
    }
}
