// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The memo screen of the Desk flow.
final class MemoViewController: UIViewController {
    let input: String
    let actions: DeskMemoActions

    init(input: String, actions: DeskMemoActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
