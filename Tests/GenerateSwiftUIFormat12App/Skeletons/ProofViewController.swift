// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Zine.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The proof screen of the Zine flow.
final class ProofViewController: UIViewController {
    let input: String
    let actions: ZineProofActions

    init(input: String, actions: ZineProofActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
