// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/App.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The welcome screen of the App flow.
struct WelcomeView: View {
    let actions: AppWelcomeActions

    var body: some View {
        Text("WelcomeView")
    }
}
