// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Returns.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The reason screen of the Returns flow.
final class ReturnReasonViewController: UIViewController {
    let input: ReturnDraft
    let actions: ReturnsReasonActions

    init(input: ReturnDraft, actions: ReturnsReasonActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
