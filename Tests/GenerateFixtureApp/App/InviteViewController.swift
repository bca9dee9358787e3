// Created by flowc from Tests/GenerateFixtureApp/Flows/Room.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The invite screen of the Room flow.
final class InviteViewController: UIViewController {
    let input: Int?
    let actions: RoomInviteActions

    init(input: Int?, actions: RoomInviteActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
