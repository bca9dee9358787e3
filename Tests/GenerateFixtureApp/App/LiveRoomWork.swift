// Created by flowc from Tests/GenerateFixtureApp/Flows/Room.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Room flow's work, which RoomWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveRoomWork: RoomWork {
    /// What each entry's choice answers; the behaviour tests set them.
    var mainChoice: RoomCoordinator.MainStartChoice = .showRoom
    var peekChoice: RoomCoordinator.PeekStartChoice = .startColorPicker
    /// The inputs `chooseMainStart` was asked with, in order.
    private(set) var chosenFor: [String] = []

    /// Which of the `main` entry's `start` alternatives the flow starts with: by membership.
    func chooseMainStart(_ input: String) -> RoomCoordinator.MainStartChoice {
        chosenFor.append(input)
        return mainChoice
    }

    /// Which of the `peek` entry's `start` alternatives the flow starts with.
    func choosePeekStart() -> RoomCoordinator.PeekStartChoice {
        peekChoice
    }

    /// The work of the ColorPicker flow, made each time it starts.
    func makeColorPickerWork() -> any ColorPickerWork {
        LiveColorPickerWork()
    }
}
