// Created by flowc from Tests/GenerateFixtureApp/Flows/Receipt.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Receipt flow's work, which ReceiptWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveReceiptWork: ReceiptWork {}
