// Created by flowc from Tests/GenerateFixtureApp/Flows/Help.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The topics screen of the Help flow.
struct HelpView: View {
    let actions: HelpTopicsActions

    var body: some View {
        Text("HelpView")
    }
}
