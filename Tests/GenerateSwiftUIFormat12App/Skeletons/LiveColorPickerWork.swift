// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Lobby.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The ColorPicker flow's work, which ColorPickerWork asks of the app; hand it the services it
/// needs in its initialiser.
@MainActor
final class LiveColorPickerWork: ColorPickerWork {}
