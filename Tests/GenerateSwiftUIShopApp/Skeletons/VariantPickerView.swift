// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/ProductDetail.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The variants screen of the ProductDetail flow.
struct VariantPickerView: View {
    let input: Product
    let actions: ProductDetailVariantsActions

    var body: some View {
        Text("VariantPickerView")
    }
}
