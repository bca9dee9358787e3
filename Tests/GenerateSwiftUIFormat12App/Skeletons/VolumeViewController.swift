// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The volume screen of the Shelf flow.
final class VolumeViewController: UIViewController {
    let actions: ShelfVolumeActions

    init(actions: ShelfVolumeActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
