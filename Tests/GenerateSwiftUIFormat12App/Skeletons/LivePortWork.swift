// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Inbox.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Port flow's work, which PortWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LivePortWork: PortWork {
    /// The tab bar item of each tab.
    func tabBarItem(for tab: PortCoordinator.Tab) -> UITabBarItem {
        switch tab {
        case .quay:
            UITabBarItem(title: "Quay", image: nil, selectedImage: nil)
        case .tour:
            UITabBarItem(title: "Tour", image: nil, selectedImage: nil)
        }
    }

    /// The work of the Quay flow, made each time it starts.
    func makeQuayWork() -> any QuayWork {
        LiveQuayWork()
    }

    /// The work of the Tour flow, made each time it starts.
    func makeTourWork() -> any TourWork {
        LiveTourWork()
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
}
