// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Lobby.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Room flow's work, which RoomWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveRoomWork: RoomWork {
    /// Which of the `main` entry's `start` alternatives the flow starts with.
    func chooseMainStart(_ input: String) -> RoomCoordinator.MainStartChoice {
        .showRoom
    }

    /// Which of the `peek` entry's `start` alternatives the flow starts with.
    func choosePeekStart() -> RoomCoordinator.PeekStartChoice {
        .startColorPicker
    }

    /// The work of the ColorPicker flow, made each time it starts.
    func makeColorPickerWork() -> any ColorPickerWork {
        LiveColorPickerWork()
    }
}
