// Created by flowc from Tests/GenerateFixtureApp/Flows/Editor.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The form screen of the Editor flow.
final class EditorViewController: UIViewController {
    let input: Item
    let actions: EditorFormActions

    init(input: Item, actions: EditorFormActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
