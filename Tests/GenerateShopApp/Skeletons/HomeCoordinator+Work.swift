// Created by flowc from flows/Home.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Home flow's work, which HomeCoordinatorWork asks of the app.
extension HomeCoordinator {
    /// The feed screen's `refresh` action.
    func feedRefresh() async -> [FeedSection] {
        fatalError("feedRefresh is not written yet")
    }

    /// The category screen's `loadPage` action.
    func categoryLoadPage(_ input: Int) async -> [Product] {
        fatalError("categoryLoadPage is not written yet")
    }
}
