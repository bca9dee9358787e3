// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Home.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Home flow's work, which HomeWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveHomeWork: HomeWork {
    /// The feed screen's `refresh` action.
    func feedRefresh() async -> [FeedSection] {
        fatalError("feedRefresh is not written yet")
    }

    /// The category screen's `loadPage` action.
    func categoryLoadPage(_ input: Int) async -> [Product] {
        fatalError("categoryLoadPage is not written yet")
    }

    /// The work of the ProductDetail flow, made each time it starts.
    func makeProductDetailWork() -> any ProductDetailWork {
        LiveProductDetailWork()
    }
}
