// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Checkout.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The addCard screen of the Checkout flow.
struct AddCardView: View {
    let actions: CheckoutAddCardActions

    var body: some View {
        Text("AddCardView")
    }
}
