// Created by flowc from Tests/GenerateFixtureApp/Flows/Catalog.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The item screen of the Catalog flow.
struct ItemView: View {
    let input: Item
    let actions: CatalogItemActions

    var body: some View {
        Text("ItemView")
    }
}
