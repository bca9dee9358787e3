// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Zine.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The stickers screen of the Sticker flow.
final class StickersViewController: UIViewController {
    let actions: StickerStickersActions

    init(actions: StickerStickersActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
