// Created by flowc from Tests/GenerateFixtureApp/Flows/Devices.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Devices flow's work, which DevicesWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveDevicesWork: DevicesWork {
    /// The work of the ColorPicker flow, made each time it starts.
    func makeColorPickerWork() -> any ColorPickerWork {
        LiveColorPickerWork()
    }
}
