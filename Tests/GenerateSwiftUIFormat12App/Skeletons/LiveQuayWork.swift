// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Inbox.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Quay flow's work, which QuayWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveQuayWork: QuayWork {}
