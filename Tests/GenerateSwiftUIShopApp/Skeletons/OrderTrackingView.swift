// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Profile.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The tracking screen of the Profile flow.
struct OrderTrackingView: View {
    let input: Order.ID
    let actions: ProfileTrackingActions

    var body: some View {
        Text("OrderTrackingView")
    }
}
