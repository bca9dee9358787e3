// Created by flowc from Tests/GenerateFixtureApp/Flows/Devices.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The device screen of the Devices flow.
final class DeviceViewController: UIViewController {
    let input: Item
    let actions: DevicesDeviceActions

    init(input: Item, actions: DevicesDeviceActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
