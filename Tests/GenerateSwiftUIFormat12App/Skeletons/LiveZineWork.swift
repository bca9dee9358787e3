// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Zine.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Zine flow's work, which ZineWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveZineWork: ZineWork {
    /// The proof screen's `publish` action.
    func proofPublish(_ input: String) async -> Bool {
        fatalError("proofPublish is not written yet")
    }

    /// The work of the Sticker flow, made each time it starts.
    func makeStickerWork() -> any StickerWork {
        LiveStickerWork()
    }

    /// Whether an attempted swipe dismisses the Sticker flow's sheet, whose `present` turns the
    /// swipe off (say, after asking "Discard changes?").
    func mayDismissStickerBySwipe() -> Bool {
        false
    }

    /// Whether an attempted swipe (or tap outside a popover) dismisses the stamp screen, whose
    /// `presentation` turns the swipe off (say, after asking "Discard changes?").
    func mayDismissStampScreenBySwipe() -> Bool {
        false
    }

    /// Whether an attempted swipe (or tap outside a popover) dismisses the picker screen, whose
    /// `presentation` turns the swipe off (say, after asking "Discard changes?").
    func mayDismissPickerScreenBySwipe() -> Bool {
        false
    }

    /// The controller of the external screen `shareSheet`; nil shows nothing. Call `done` once,
    /// when it closes, with its result.
    func makeShareSheetScreen(_ input: String, done: @escaping @MainActor (Bool) -> Void) -> UIViewController? {
        fatalError("makeShareSheetScreen is not written yet")
    }

    /// The controller of the external screen `picker`; nil shows nothing. Call `done` once, when it
    /// closes, with its result.
    func makePickerScreen(done: @escaping @MainActor (String) -> Void) -> UIViewController? {
        fatalError("makePickerScreen is not written yet")
    }

    /// Which alternative runs after the external screen `picker` is done.
    func pickerDone(_ payload: String) -> ZineCoordinator.PickerDoneChoice {
        .pushProof
    }

    /// The controller of the external screen `preview`; nil shows nothing. Call `done` once, when
    /// it closes, with its result.
    func makePreviewScreen(_ input: String, done: @escaping @MainActor (Bool) -> Void) -> UIViewController? {
        fatalError("makePreviewScreen is not written yet")
    }
}
