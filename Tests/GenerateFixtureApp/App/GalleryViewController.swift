// Created by flowc from Tests/GenerateFixtureApp/Flows/Studio.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The gallery screen of the Studio flow.
final class GalleryViewController: UIViewController {
    let actions: StudioGalleryActions

    init(actions: StudioGalleryActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
