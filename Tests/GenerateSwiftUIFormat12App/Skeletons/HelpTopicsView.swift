// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Inbox.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The topics screen of the Help flow.
struct HelpTopicsView: View {
    let actions: HelpTopicsActions

    var body: some View {
        Text("HelpTopicsView")
    }
}
