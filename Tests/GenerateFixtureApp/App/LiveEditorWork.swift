// Created by flowc from Tests/GenerateFixtureApp/Flows/Editor.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Editor flow's work, which EditorWork asks of the app; hand it the services it needs in its initialiser.
@MainActor
final class LiveEditorWork: EditorWork {
    let services: FixtureServices

    init(services: FixtureServices) {
        self.services = services
    }

    /// The form screen's `save` action: an item with a name is accepted, after a while.
    func formSave(_ input: Item) async -> Bool {
        services.recordSave(input)
        await services.wait()
        return !input.name.isEmpty
    }

    /// The work of the ColorPicker flow, made each time it starts.
    func makeColorPickerWork() -> any ColorPickerWork {
        LiveColorPickerWork()
    }
}
