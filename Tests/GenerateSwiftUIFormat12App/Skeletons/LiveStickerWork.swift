// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Zine.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Sticker flow's work, which StickerWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveStickerWork: StickerWork {}
