// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/ProductDetail.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The writeReview screen of the ProductDetail flow.
struct WriteReviewView: View {
    let input: Product.ID
    let actions: ProductDetailWriteReviewActions

    var body: some View {
        Text("WriteReviewView")
    }
}
