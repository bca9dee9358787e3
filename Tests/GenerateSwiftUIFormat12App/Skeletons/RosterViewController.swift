// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Wharf.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The roster screen of the Crew flow.
final class RosterViewController: UIViewController {
    let actions: CrewRosterActions

    init(actions: CrewRosterActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
