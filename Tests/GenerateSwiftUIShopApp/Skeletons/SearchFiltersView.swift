// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Search.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The filters screen of the Search flow.
struct SearchFiltersView: View {
    let input: SearchFilters
    let actions: SearchFiltersActions

    var body: some View {
        Text("SearchFiltersView")
    }
}
