// Created by flowc from Tests/GenerateFixtureApp/Flows/Editor.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Editor flow's work, which EditorCoordinatorWork asks of the app.
extension EditorCoordinator {
    /// The form screen's `save` action: an item with a name is accepted, after a while.
    func formSave(_ input: Item) async -> Bool {
        await Task.yield()
        return !input.name.isEmpty
    }
}
