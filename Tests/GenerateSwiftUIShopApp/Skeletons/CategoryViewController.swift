// Created by flowc from Tests/GenerateSwiftUIShopApp/Flows/Home.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The category screen of the Home flow.
final class CategoryViewController: UIViewController {
    let input: Category
    let actions: HomeCategoryActions

    init(input: Category, actions: HomeCategoryActions) {
        self.input = input
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the coordinator creates this screen with its actions")
    }
}
