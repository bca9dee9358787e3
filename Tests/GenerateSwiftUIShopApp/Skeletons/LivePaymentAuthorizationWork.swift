// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/PaymentAuthorization.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The PaymentAuthorization flow's work, which PaymentAuthorizationWork asks of the app; hand it
/// the services it needs in its initialiser.
@MainActor
final class LivePaymentAuthorizationWork: PaymentAuthorizationWork {}
