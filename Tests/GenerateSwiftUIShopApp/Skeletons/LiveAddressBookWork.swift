// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/AddressBook.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The AddressBook flow's work, which AddressBookWork asks of the app; hand it the services it
/// needs in its initialiser.
@MainActor
final class LiveAddressBookWork: AddressBookWork {
    /// The addresses screen's `load` action.
    func addressesLoad() async -> [Address] {
        fatalError("addressesLoad is not written yet")
    }

    /// The newAddress screen's `save` action.
    func newAddressSave(_ input: AddressDraft) async -> Result<Address, ValidationError> {
        fatalError("newAddressSave is not written yet")
    }

    /// The editAddress screen's `save` action.
    func editAddressSave(_ input: AddressDraft) async -> Result<Address, ValidationError> {
        fatalError("editAddressSave is not written yet")
    }

    /// The editAddress screen's `delete` action.
    func editAddressDelete(_ input: Address.ID) async -> Bool {
        fatalError("editAddressDelete is not written yet")
    }
}
