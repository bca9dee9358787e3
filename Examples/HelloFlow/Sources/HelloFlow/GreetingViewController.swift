// Created by flowc from Sources/HelloFlow/Hello.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The greeting screen of the Hello flow.
final class GreetingViewController: UIViewController {
    let actions: HelloGreetingActions

    init(actions: HelloGreetingActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
