// Created by flowc from Tests/GenerateFixtureApp/Flows/Catalog.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The list screen of the Catalog flow.
final class CatalogViewController: UIViewController {
    let actions: CatalogListActions

    init(actions: CatalogListActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
