// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Profile.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Profile flow's work, which ProfileWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveProfileWork: ProfileWork {
    /// The profile screen's `load` action.
    func profileLoad() async -> User? {
        fatalError("profileLoad is not written yet")
    }

    /// The orders screen's `loadPage` action.
    func ordersLoadPage(_ input: Int) async -> [Order] {
        fatalError("ordersLoadPage is not written yet")
    }

    /// The orderDetail screen's `load` action.
    func orderDetailLoad(_ input: Order.ID) async -> Order {
        fatalError("orderDetailLoad is not written yet")
    }

    /// The settings screen's `toggleNotifications` action.
    func settingsToggleNotifications(_ input: Bool) {}

    /// The settings screen's `signOut` action.
    func settingsSignOut() async -> Bool {
        fatalError("settingsSignOut is not written yet")
    }

    /// The work of the Login flow, made each time it starts.
    func makeLoginWork() -> any LoginWork {
        LiveLoginWork()
    }

    /// The work of the Returns flow, made each time it starts.
    func makeReturnsWork() -> any ReturnsWork {
        LiveReturnsWork()
    }
}
