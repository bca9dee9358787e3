// Created by flowc from Tests/GenerateFixtureApp/Flows/Root.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The about screen of the Root flow.
struct AboutView: View {
    let actions: RootAboutActions

    var body: some View {
        Text("AboutView")
    }
}
