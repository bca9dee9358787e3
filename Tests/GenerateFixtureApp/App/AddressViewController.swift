// Created by flowc from Tests/GenerateFixtureApp/Flows/Places.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The address screen of the Places flow.
final class AddressViewController: UIViewController {
    let input: Item
    let actions: PlacesAddressActions

    init(input: Item, actions: PlacesAddressActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
