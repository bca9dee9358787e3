// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Inbox.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Tour flow's work, which TourWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveTourWork: TourWork {}
