// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The leaf screen of the Shelf flow.
final class LeafViewController: UIViewController {
    let input: String
    let actions: ShelfLeafActions

    init(input: String, actions: ShelfLeafActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
