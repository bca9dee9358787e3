// Created by flowc from Sources/HelloFlow/Hello.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The details screen of the Hello flow.
final class DetailsViewController: UIViewController {
    let actions: HelloDetailsActions

    init(actions: HelloDetailsActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
