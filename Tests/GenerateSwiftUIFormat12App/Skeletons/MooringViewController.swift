// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Inbox.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The mooring screen of the Quay flow.
final class MooringViewController: UIViewController {
    let actions: QuayMooringActions

    init(actions: QuayMooringActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
