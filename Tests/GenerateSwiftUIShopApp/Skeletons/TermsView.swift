// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Login.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import SwiftUI

/// The terms screen of the Login flow.
struct TermsView: View {
    let actions: LoginTermsActions

    var body: some View {
        Text("TermsView")
    }
}
