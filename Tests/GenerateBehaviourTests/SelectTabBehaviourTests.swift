import Testing
import UIKit

@testable import GenerateFixtureApp

/// `select TAB` (format 1.1) as the generated code runs it on the strict stand-in UIKit: the
/// fixture's tab bar selects its catalog tab once the receipt it presented is gone.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct SelectTabBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let services = FixtureServices()
        let root: RootCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            root = RootCoordinator(navigationController: navigation, work: LiveRootWork(services: services))
        }

        @Test func aHandlerSelectsATabOnceThePresentedChildIsGone() throws {
            root.start()
            settle()
            let home = try #require(navigation.viewControllers.first as? HomeViewController)
            home.actions.shop(())
            settle()
            let shop = try #require(root.children.first as? ShopCoordinator)
            let tabs = try #require(shop.tabBarController.viewControllers as? [UINavigationController])
            shop.tabBarController.selectedIndex = 1
            let basket = try #require(tabs[1].topViewController as? BasketViewController)
            basket.actions.checkout(Order(number: 7))
            settle()
            let sheet = try #require(shop.tabBarController.presentedViewController as? UINavigationController)
            let receipt = try #require(sheet.topViewController as? ReceiptViewController)
            receipt.actions.close(())
            // The receipt slides away first; the tab changes after.
            #expect(shop.tabBarController.selectedIndex == 1)
            settle()
            #expect(shop.tabBarController.presentedViewController == nil)
            #expect(shop.tabBarController.selectedIndex == 0)
            #expect(shop.tabBarController.selectedViewController === tabs[0])
        }
    }
}
