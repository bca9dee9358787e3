// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Lobby.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The palette screen of the ColorPicker flow.
final class PaletteViewController: UIViewController {
    let actions: ColorPickerPaletteActions

    init(actions: ColorPickerPaletteActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
