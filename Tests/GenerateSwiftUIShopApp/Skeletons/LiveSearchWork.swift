// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Search.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Search flow's work, which SearchWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveSearchWork: SearchWork {
    /// The query screen's `suggest` action.
    func querySuggest(_ input: String) async -> [String] {
        fatalError("querySuggest is not written yet")
    }

    /// The results screen's `loadPage` action.
    func resultsLoadPage(_ input: Int) async -> [Product] {
        fatalError("resultsLoadPage is not written yet")
    }

    /// The work of the ProductDetail flow, made each time it starts.
    func makeProductDetailWork() -> any ProductDetailWork {
        LiveProductDetailWork()
    }

    /// What the query screen's `submit` hands to screen 'results'; nil moves nothing.
    func querySubmitInput(_ input: String) -> SearchQuery? {
        fatalError("querySubmitInput is not written yet")
    }
}
