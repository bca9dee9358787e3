// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Wharf.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The berth screen of the Wharf flow.
final class BerthViewController: UIViewController {
    let input: String
    let actions: WharfBerthActions

    init(input: String, actions: WharfBerthActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
