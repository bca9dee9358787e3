// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Inbox.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Help flow's work, which HelpWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveHelpWork: HelpWork {}
