// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Lobby.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The room screen of the Room flow.
final class RoomViewController: UIViewController {
    let input: String
    let actions: RoomActions

    init(input: String, actions: RoomActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
