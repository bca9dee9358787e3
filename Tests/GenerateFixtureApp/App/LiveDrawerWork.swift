// Created by flowc from Tests/GenerateFixtureApp/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Drawer flow's work, which DrawerWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveDrawerWork: DrawerWork {}
