// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Wharf.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Crew flow's work, which CrewWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveCrewWork: CrewWork {}
