// Created by flowc from Sources/HelloSwiftUI/Welcome.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The greeting screen of the Welcome flow.
struct GreetingView: View {
    let actions: WelcomeGreetingActions

    var body: some View {
        Button("Next", role: nil) { actions.next(()) }
    }
}
