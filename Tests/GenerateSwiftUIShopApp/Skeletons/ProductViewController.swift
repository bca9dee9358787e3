// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/ProductDetail.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The product screen of the ProductDetail flow.
final class ProductViewController: UIViewController {
    let input: Product.ID
    let actions: ProductDetailProductActions

    init(input: Product.ID, actions: ProductDetailProductActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
