// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Returns.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Returns flow's work, which ReturnsWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveReturnsWork: ReturnsWork {
    /// The reason screen's `submit` action.
    func reasonSubmit(_ input: ReturnDraft) async -> Result<ReturnRequest, ReturnError> {
        fatalError("reasonSubmit is not written yet")
    }
}
