// Created by flowc from Tests/GenerateFixtureApp/Flows/Catalog.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Catalog flow's work, which CatalogWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveCatalogWork: CatalogWork {}
