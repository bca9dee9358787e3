// Created by flowc from Tests/GenerateFixtureApp/Flows/Places.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Places flow's work, which PlacesWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LivePlacesWork: PlacesWork {}
