// Created by flowc from Tests/GenerateFixtureApp/Flows/Studio.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Studio flow's work, which StudioWork asks of the app: the inputs its made steps hand on
/// (format 1.2), each nil to refuse the step.
@MainActor
final class LiveStudioWork: StudioWork {
    /// Which alternative `pick` runs.
    var pickChoice = StudioCoordinator.GalleryPickChoice.pushCaption
    /// The made inputs asked for, in order, by requirement.
    private(set) var asked: [String] = []

    func galleryPick(_ input: Item) -> StudioCoordinator.GalleryPickChoice { pickChoice }

    func makeColorPickerWork() -> any ColorPickerWork { LiveColorPickerWork() }

    /// A property of the payload: the item's note, and nil (refused) for an item without one.
    func galleryOpenInput(_ input: Item) -> String? {
        asked.append("galleryOpenInput")
        return input.note
    }

    /// A constant.
    func galleryWelcomeInput() -> String? {
        asked.append("galleryWelcomeInput")
        return "Welcome"
    }

    func galleryPickPushCaptionInput(_ input: Item) -> String? {
        asked.append("galleryPickPushCaptionInput")
        return input.name
    }

    /// The colour the child picked, as a caption; "none" refuses.
    func afterColorPickerPickedInput(_ payload: String) -> String? {
        asked.append("afterColorPickerPickedInput")
        return payload == "none" ? nil : "Colour " + payload
    }

    func confirmRenameRenameInput(_ input: Item) -> String? {
        asked.append("confirmRenameRenameInput")
        return "Renamed " + input.name
    }
}
