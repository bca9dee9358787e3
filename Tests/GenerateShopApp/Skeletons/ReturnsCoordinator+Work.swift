// Created by flowc from flows/Returns.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Returns flow's work, which ReturnsCoordinatorWork asks of the app.
extension ReturnsCoordinator {
    /// The reason screen's `submit` action.
    func reasonSubmit(_ input: ReturnDraft) async -> Result<ReturnRequest, ReturnError> {
        fatalError("reasonSubmit is not written yet")
    }
}
