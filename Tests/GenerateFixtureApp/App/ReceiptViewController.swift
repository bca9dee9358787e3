// Created by flowc from Tests/GenerateFixtureApp/Flows/Receipt.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The receipt screen of the Receipt flow.
final class ReceiptViewController: UIViewController, FlowcStoryboarded {
    let input: Order
    let actions: ReceiptActions

    init?(coder: NSCoder, input: Order, actions: ReceiptActions) {
        self.input = input
        self.actions = actions
        super.init(coder: coder)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
