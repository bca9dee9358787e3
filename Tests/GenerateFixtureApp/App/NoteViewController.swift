// Created by flowc from Tests/GenerateFixtureApp/Flows/Root.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The note screen of the Root flow.
final class NoteViewController: UIViewController, FlowcStoryboarded {
    let actions: RootNoteActions

    init?(coder: NSCoder, actions: RootNoteActions) {
        self.actions = actions
        super.init(coder: coder)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
