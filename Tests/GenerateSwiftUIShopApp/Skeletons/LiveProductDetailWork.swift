// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/ProductDetail.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The ProductDetail flow's work, which ProductDetailWork asks of the app; hand it the services it
/// needs in its initialiser.
@MainActor
final class LiveProductDetailWork: ProductDetailWork {
    /// The product screen's `load` action.
    func productLoad(_ input: Product.ID) async -> Product {
        fatalError("productLoad is not written yet")
    }

    /// The reviews screen's `loadPage` action.
    func reviewsLoadPage(_ input: Int) async -> [Review] {
        fatalError("reviewsLoadPage is not written yet")
    }

    /// The writeReview screen's `submit` action.
    func writeReviewSubmit(_ input: ReviewDraft) async -> Result<Review, ReviewError> {
        fatalError("writeReviewSubmit is not written yet")
    }

    /// The system share sheet with the product's link; it calls its handler once it is done, where
    /// `done` says whether the product was shared.
    func makeShareSheetScreen(_ input: Product, done: @escaping @MainActor (Bool) -> Void) -> UIViewController? {
        let sheet = UIActivityViewController(
            activityItems: ["shop://product/" + input.id.rawValue], applicationActivities: nil)
        sheet.completionWithItemsHandler = { _, completed, _, _ in done(completed) }
        return sheet
    }
}
