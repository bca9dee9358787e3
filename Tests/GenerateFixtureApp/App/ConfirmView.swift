// Created by flowc from Tests/GenerateFixtureApp/Flows/Devices.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The confirm screen of the Devices flow.
struct ConfirmView: View {
    let actions: DevicesConfirmActions

    var body: some View {
        Text("ConfirmView")
    }
}
