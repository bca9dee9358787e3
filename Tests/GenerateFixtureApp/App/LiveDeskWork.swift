// Created by flowc from Tests/GenerateFixtureApp/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Desk flow's work, which DeskWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveDeskWork: DeskWork {
    /// The Lens flow's work, made once as the flow is, so that a test can hold its fetch.
    let lens = LiveLensWork()

    /// The work of the Shelf flow, made once: the flow is kept.
    func makeShelfWork() -> any ShelfWork {
        LiveShelfWork()
    }

    /// The work of the Lens flow, made once: the flow is kept.
    func makeLensWork() -> any LensWork {
        lens
    }

    /// Whether an attempted swipe dismisses the Lens flow's sheet, which has no `back` outcome
    /// (say, after asking "Discard changes?").
    func mayDismissLensBySwipe() -> Bool {
        false
    }

    /// The work of the Atlas flow, made once: the flow is kept.
    func makeAtlasWork() -> any AtlasWork {
        LiveAtlasWork()
    }

    /// Whether an attempted swipe dismisses the Atlas flow's sheet, which has no `back` outcome
    /// (say, after asking "Discard changes?").
    func mayDismissAtlasBySwipe() -> Bool {
        false
    }

    /// The work of the Drawer flow, made once: the flow is kept.
    func makeDrawerWork() -> any DrawerWork {
        LiveDrawerWork()
    }
}
