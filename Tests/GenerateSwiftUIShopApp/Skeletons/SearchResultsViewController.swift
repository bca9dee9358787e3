// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Search.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The results screen of the Search flow.
final class SearchResultsViewController: UIViewController {
    let input: SearchQuery
    let actions: SearchResultsActions

    init(input: SearchQuery, actions: SearchResultsActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
