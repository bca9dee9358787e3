// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/AddressBook.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The addresses screen of the AddressBook flow.
final class AddressListViewController: UIViewController {
    let input: Address
    let actions: AddressBookAddressesActions

    init(input: Address, actions: AddressBookAddressesActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
