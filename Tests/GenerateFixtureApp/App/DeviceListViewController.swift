// Created by flowc from Tests/GenerateFixtureApp/Flows/Devices.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The deviceList screen of the Devices flow.
final class DeviceListViewController: UIViewController {
    let actions: DevicesDeviceListActions

    init(actions: DevicesDeviceListActions) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
