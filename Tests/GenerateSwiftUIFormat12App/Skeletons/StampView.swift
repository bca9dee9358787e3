// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Zine.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The stamp screen of the Zine flow.
struct StampView: View {
    let actions: ZineStampActions

    var body: some View {
        Text("StampView")
    }
}
