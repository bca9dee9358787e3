// Created by flowc from Tests/GenerateFixtureApp/Flows/Basket.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Basket flow's work, which BasketWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveBasketWork: BasketWork {}
