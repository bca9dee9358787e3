// Created by flowc from Tests/GenerateFixtureApp/Flows/Zine.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Zine flow's work, which ZineWork asks of the app: the controllers of its external screens
/// (a share sheet, a document picker, a pushed preview), what runs after the picker, and whether
/// the picker may be swiped away.
@MainActor
final class LiveZineWork: ZineWork {
    /// Whether an attempted swipe dismisses the picker.
    var pickerMaySwipeAway = true
    /// Which alternative runs after the picker.
    var pickerChoice = ZineCoordinator.PickerDoneChoice.pushProof
    /// The controllers made, in order.
    private(set) var shareSheets: [UIActivityViewController] = []
    private(set) var pickers: [FilePickerController] = []
    /// The results the choice after the picker was asked with.
    private(set) var chosenAfter: [String] = []
    /// Whether the share sheet answers while it is made, as a work that finds at once there is
    /// nothing to share might.
    var sharesNothingAtOnce = false

    func mayDismissPickerScreenBySwipe() -> Bool { pickerMaySwipeAway }

    /// The system share sheet; with nothing to share, none (refused).
    func makeShareSheetScreen(_ input: String, done: @escaping @MainActor (Bool) -> Void) -> UIViewController? {
        guard !input.isEmpty else { return nil }
        let sheet = UIActivityViewController(activityItems: [input], applicationActivities: nil)
        sheet.completionWithItemsHandler = { _, completed, _, _ in done(completed) }
        shareSheets.append(sheet)
        if sharesNothingAtOnce { done(false) }
        return sheet
    }

    func makePickerScreen(done: @escaping @MainActor (String) -> Void) -> UIViewController? {
        let picker = FilePickerController(done: done)
        pickers.append(picker)
        return picker
    }

    func pickerDone(_ payload: String) -> ZineCoordinator.PickerDoneChoice {
        chosenAfter.append(payload)
        return pickerChoice
    }

    func makePreviewScreen(_ input: String, done: @escaping @MainActor (Bool) -> Void) -> UIViewController? {
        PreviewController(file: input, done: done)
    }
}

/// A document picker, as the app's own code wraps one: it calls `done` with the file picked and
/// leaves closing it to the coordinator.
final class FilePickerController: UIViewController {
    private let done: @MainActor (String) -> Void

    init(done: @escaping @MainActor (String) -> Void) {
        self.done = done
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// The user picks `file`.
    func pick(_ file: String) { done(file) }
}

/// A preview of a file, pushed: it calls `done` with whether the file was read.
final class PreviewController: UIViewController {
    let file: String
    private let done: @MainActor (Bool) -> Void

    init(file: String, done: @escaping @MainActor (Bool) -> Void) {
        self.file = file
        self.done = done
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// The user closes the preview.
    func finish(read: Bool) { done(read) }
}
