// Created by flowc from Tests/GenerateFixtureApp/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Atlas flow's work, which AtlasWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveAtlasWork: AtlasWork {}
