// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/AddressBook.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The newAddress screen of the AddressBook flow; the editAddress screen of the AddressBook flow.
final class AddressFormViewController: UIViewController {
    /// Which screen this view is, with what it was created with.
    enum Screen {
        case addressBookNewAddress(actions: AddressBookNewAddressActions)
        case addressBookEditAddress(input: Address, actions: AddressBookEditAddressActions)
    }

    let screen: Screen

    init(actions: AddressBookNewAddressActions) {
        screen = .addressBookNewAddress(actions: actions)
        super.init(nibName: nil, bundle: nil)
    }

    init(input: Address, actions: AddressBookEditAddressActions) {
        screen = .addressBookEditAddress(input: input, actions: actions)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
