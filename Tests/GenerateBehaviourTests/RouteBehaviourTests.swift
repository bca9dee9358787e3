import Foundation
import Testing
import UIKit

@testable import GenerateShopApp

/// The shop's deep links (`flows/ProductDetail.flow.yaml`'s routes), opened through the generated
/// `AppCoordinator.open` on the strict stand-in UIKit: each step waits for the transition before it.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct RouteBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
        }

        /// The tab bar's navigation controller of tab `index`.
        func tab(_ main: MainCoordinator, _ index: Int) throws -> UINavigationController {
            try #require(main.tabBarController.viewControllers?[index] as? UINavigationController)
        }

        /// The app after launch with a session: the tab bar, each tab on its first screen.
        func launched() throws -> (AppCoordinator, MainCoordinator) {
            let app = AppCoordinator(navigationController: navigation, work: MockAppWork(session: User(name: "ada")))
            app.start()
            settle()
            try #require(navigation.topViewController as? LaunchViewController).actions.sessionChecked(())
            settle()
            return (app, try #require(app.children.first as? MainCoordinator))
        }

        @Test func aProductLinkFromAColdStartShowsTheProductOnTheHomeTab() throws {
            let app = AppCoordinator(navigationController: navigation, work: MockAppWork(session: nil))
            app.start()
            settle()
            let link = try #require(URL(string: "shop://product/42"))
            #expect(app.open(link))
            settle()
            let main = try #require(app.children.first as? MainCoordinator)
            #expect(window.rootViewController === main.tabBarController)
            #expect(main.tabBarController.selectedIndex == 0)
            let home = try tab(main, 0)
            #expect(
                home.viewControllers.map { "\(type(of: $0))" } == ["HomeFeedViewController", "ProductViewController"])
            #expect(try #require(home.topViewController as? ProductViewController).input.rawValue == "42")
            let homeFlow = try #require(main.children.first as? HomeCoordinator)
            #expect(homeFlow.children.count == 1, "the product's flow runs as a child of the home tab's")
        }

        @Test func aReviewsLinkFromDeepInAnotherTabSelectsHomeAndPushesBothScreens() throws {
            let (app, main) = try launched()
            main.tabBarController.selectedIndex = 1
            let search = try tab(main, 1)
            try #require(search.topViewController as? SearchViewController).actions.submit(SearchQuery(text: "tea"))
            settle()
            try #require(search.topViewController as? SearchResultsViewController).actions.openProduct(
                Product.ID(rawValue: "1"))
            settle()
            let searchScreens = search.viewControllers
            #expect(searchScreens.count == 3)

            app.open(.productReviews(id: Product.ID(rawValue: "7")))
            // The product's first screen is pushed at once; the reviews wait for that push.
            settle()
            #expect(main.tabBarController.selectedIndex == 0)
            let home = try tab(main, 0)
            #expect(
                home.standInLog == [
                    "push HomeFeedViewController", "push ProductViewController", "push ReviewsViewController",
                ])
            let screens = home.viewControllers
            #expect((screens[1] as? ProductViewController)?.input.rawValue == "7")
            #expect((screens.last as? ReviewsViewController)?.input.rawValue == "7")
            #expect(search.viewControllers.elementsEqual(searchScreens, by: ===), "the other tab is left as it was")
            #expect(app.children.count == 1, "the running tab bar is kept")
        }

        @Test func aLinkIntoAPresentedFlowPushesOntoItsSheetOnceItIsUp() throws {
            let (app, main) = try launched()
            let link = try #require(URL(string: "shop://register"))
            #expect(app.open(link))
            settle()
            #expect(main.tabBarController.selectedIndex == 2)
            let cart = try tab(main, 2)
            let sheet = try #require(cart.presentedViewController as? UINavigationController)
            #expect(
                sheet.viewControllers.map { "\(type(of: $0))" } == ["SignInViewController", "RegisterViewController"])
            let cartFlow = try #require(main.children.first { $0 is CartCoordinator } as? CartCoordinator)
            #expect(cartFlow.children.count == 1, "the sign-in flow runs as the cart's child")
            #expect(app.open(link), "a second link keeps the running sign-in flow")
            settle()
            #expect(cartFlow.children.count == 1)
            #expect(sheet.viewControllers.count == 3)
        }

        @Test func aWebLinkMatchesItsPathAndAnUnknownLinkOpensNothing() throws {
            let (app, main) = try launched()
            let home = try tab(main, 0)
            for unknown in ["shop://product", "shop://product/9/reviews/2", "shop://basket/9", "https://shop.example/"]
            {
                let link = try #require(URL(string: unknown))
                #expect(!app.open(link), "\(unknown)")
            }
            settle()
            #expect(home.viewControllers.count == 1)
            let link = try #require(URL(string: "https://shop.example/product/9/reviews"))
            #expect(app.open(link))
            settle()
            #expect((home.topViewController as? ReviewsViewController)?.input.rawValue == "9")
        }

        @Test func routesParseTheirParametersFromTheURL() throws {
            let link = try #require(URL(string: "shop://product/abc"))
            let route = try #require(AppRoute(url: link))
            guard case .product(let id) = route else {
                Issue.record("\(route)")
                return
            }
            #expect(id.rawValue == "abc")
        }
    }
}
