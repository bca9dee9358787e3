// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Search.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The query screen of the Search flow.
final class SearchViewController: UIViewController {
    let actions: SearchQueryActions

    init(actions: SearchQueryActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
