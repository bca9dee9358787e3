// Created by flowc from Sources/HelloSwiftUI/Welcome.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The details screen of the Welcome flow.
struct DetailsView: View {
    let actions: WelcomeDetailsActions

    var body: some View {
        Text("Details")
    }
}
