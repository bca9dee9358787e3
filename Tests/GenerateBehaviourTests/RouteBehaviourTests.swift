import Foundation
import SwiftUI
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
            try #require(search.topViewController as? SearchViewController).actions.submit("tea")
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

        // MARK: - What a route does with what is on screen

        /// The product route's home tab, once the route has run: its screens' types, the product's id.
        func showsProduct(_ app: AppCoordinator, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        {
            let main = try #require(app.children.first as? MainCoordinator, sourceLocation: sourceLocation)
            #expect(app.children.count == 1, "one shop, one tab bar", sourceLocation: sourceLocation)
            #expect(window.rootViewController === main.tabBarController, sourceLocation: sourceLocation)
            #expect(window.standInLeftOnScreen.isEmpty, "nothing left over the tab bar", sourceLocation: sourceLocation)
            #expect(main.tabBarController.presentedViewController == nil, sourceLocation: sourceLocation)
            let home = try tab(main, 0)
            let product = home.topViewController as? ProductViewController
            #expect(product?.input.rawValue == id, sourceLocation: sourceLocation)
        }

        @Test(
            "a route opened while the launch screen restores the session: the launch screen, no longer in the window, starts no second shop when the answer comes"
        )
        func aRouteWhileTheLaunchActionWaitsStartsTheShopOnce() async throws {
            let work = WaitingAppWork()
            let app = AppCoordinator(navigationController: navigation, work: work)
            app.start()
            settle()
            let launch = try #require(navigation.topViewController as? LaunchViewController)
            // The launch screen's code: restore the session, then say it was checked.
            let launching = Task {
                _ = try await launch.actions.restoreSession(())
                launch.actions.sessionChecked(())
            }
            await settled()
            #expect(work.isWaiting)
            #expect(app.open(try #require(URL(string: "shop://product/42"))))
            await settled()
            try showsProduct(app, "42")
            work.answer()
            try await launching.value
            await settled()
            try showsProduct(app, "42")
        }

        @Test(
            "a route opened under the sign-in sheet: the sheet goes first, its flow released unheard, then the tab bar takes the window"
        )
        func aRouteUnderTheSignInSheetDismissesItFirst() async throws {
            let app = AppCoordinator(navigationController: navigation, work: MockAppWork(session: nil))
            app.start()
            settle()
            try #require(navigation.topViewController as? LaunchViewController).actions.sessionChecked(())
            settle()
            let welcome = try #require(navigation.topViewController as? UIHostingController<WelcomeView>)
            welcome.rootView.actions.signIn(())
            settle()
            weak let login = app.children.first as? LoginCoordinator
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let signIn = try #require(sheet.topViewController as? SignInViewController)
            #expect(app.open(try #require(URL(string: "shop://product/42"))))
            #expect(sheet.isBeingDismissed)
            #expect(window.rootViewController === navigation, "the tab bar waits for the sheet to go")
            await settled()
            #expect(login == nil)
            #expect(navigation.presentedViewController == nil)
            try showsProduct(app, "42")
            // The sheet's screen and the welcome screen, off the screen now, move nothing.
            signIn.actions.signedIn(User(name: "ada"))
            welcome.rootView.actions.browseAsGuest(())
            welcome.rootView.actions.signIn(())
            await settled()
            try showsProduct(app, "42")
        }

        @Test("a route opened while the sign-in sheet slides up waits for it, then dismisses it")
        func aRouteDuringAPresentationWaitsForIt() async throws {
            let app = AppCoordinator(navigationController: navigation, work: MockAppWork(session: nil))
            app.start()
            settle()
            try #require(navigation.topViewController as? LaunchViewController).actions.sessionChecked(())
            settle()
            try #require(navigation.topViewController as? UIHostingController<WelcomeView>).rootView.actions.signIn(())
            weak let login = app.children.first as? LoginCoordinator
            #expect(navigation.presentedViewController?.isBeingPresented == true)
            app.open(.product(id: Product.ID(rawValue: "5")))
            await settled()
            #expect(login == nil)
            try showsProduct(app, "5")
        }

        @Test(
            "a route opened over checkout's confirmation dialog in another tab: the dialog goes unanswered, checkout stays on its tab"
        )
        func aRouteDismissesAnAlertUnanswered() async throws {
            let (app, main) = try launched()
            main.tabBarController.selectedIndex = 2
            let cart = try tab(main, 2)
            try #require(cart.topViewController as? CartViewController).actions.checkout(Cart(items: []))
            settle()
            let cartFlow = try #require(main.children.first { $0 is CartCoordinator } as? CartCoordinator)
            weak let checkout = cartFlow.children.first as? CheckoutCoordinator
            let review = try #require(cart.topViewController as? CheckoutReviewViewController)
            review.actions.cancel(())
            settle()
            let dialog = try #require(main.tabBarController.presentedViewController as? UIAlertController)
            app.open(.product(id: Product.ID(rawValue: "3")))
            await settled()
            try showsProduct(app, "3")
            #expect(main.tabBarController.selectedIndex == 0)
            dialog.standInTap("Leave")
            await settled()
            #expect(checkout != nil, "no button ran")
            #expect(cart.topViewController === review)
        }

        @Test(
            "a route opened while checkout waits for an address from the picker it presented: the picker is released and the action answered nil",
            .timeLimit(.minutes(1))
        )
        func aRouteAnswersAnActionWaitingOnAPresentedFlowWithNil() async throws {
            let (app, main) = try launched()
            main.tabBarController.selectedIndex = 2
            let cart = try tab(main, 2)
            try #require(cart.topViewController as? CartViewController).actions.checkout(Cart(items: []))
            settle()
            let cartFlow = try #require(main.children.first { $0 is CartCoordinator } as? CartCoordinator)
            weak let checkout = cartFlow.children.first as? CheckoutCoordinator
            let review = try #require(cart.topViewController as? CheckoutReviewViewController)
            let call = Task { try await review.actions.changeAddress(Address(id: Address.ID(rawValue: "home"))) }
            await settled()
            weak let picker = checkout?.children.first as? AddressBookCoordinator
            #expect(picker != nil)
            app.open(.product(id: Product.ID(rawValue: "4")))
            await settled()
            #expect(picker == nil)
            #expect(try await call.value == nil)
            #expect(checkout?.children.isEmpty == true)
            try showsProduct(app, "4")
        }

        // MARK: - Flows UIKit refuses to show

        @Test("a tab bar whose parent's stack is out of the window is released, not kept unshown")
        func aTabBarRefusedByUIKitIsNotKept() throws {
            let app = AppCoordinator(navigationController: navigation, work: MockAppWork(session: nil))
            let offScreen = UINavigationController()
            let main = MainCoordinator(navigationController: offScreen, work: LiveMainWork())
            app.adopt(main, placement: .windowRoot)
            main.start()
            settle()
            #expect(app.children.isEmpty)
            #expect(offScreen.presentedViewController == nil)
        }

        @Test("a sheet whose presenter is out of the window is refused: its flow is released, not kept unshown")
        func aPresentedFlowRefusedByUIKitIsNotKept() throws {
            let offScreen = UINavigationController()
            let cart = CartCoordinator(navigationController: offScreen, work: MockCartWork())
            cart.start()
            settle()
            #expect(cart.routeToLogin() == nil)
            settle()
            #expect(cart.children.isEmpty)
            #expect(offScreen.presentedViewController == nil)
        }

        @Test func aSearchLinkOpensTheResultsOfItsQueryItemOnTheSearchTab() throws {
            let (app, main) = try launched()
            #expect(!app.open(try #require(URL(string: "shop://search?q=%20"))), "a blank query makes no route")
            #expect(!app.open(try #require(URL(string: "shop://search"))), "nor does a missing one")
            settle()
            #expect(main.tabBarController.selectedIndex == 0)
            #expect(app.open(try #require(URL(string: "https://shop.example/search?page=2&q=green%20tea"))))
            settle()
            #expect(main.tabBarController.selectedIndex == 1)
            let search = try tab(main, 1)
            #expect(
                search.viewControllers.map { "\(type(of: $0))" } == [
                    "SearchViewController", "SearchResultsViewController",
                ])
            #expect(try #require(search.topViewController as? SearchResultsViewController).input.text == "green tea")
            #expect(StandInMainLoop.violations.isEmpty, "\(StandInMainLoop.violations)")
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

/// An app work whose session restore waits until the test answers it.
@MainActor
final class WaitingAppWork: AppWork {
    private var waiting: CheckedContinuation<Void, Never>?

    var isWaiting: Bool { waiting != nil }

    func answer() {
        waiting?.resume()
        waiting = nil
    }

    func launchRestoreSession() async -> User? {
        await withCheckedContinuation { waiting = $0 }
        return User(name: "ada")
    }

    func launchSessionChecked() -> AppCoordinator.LaunchSessionCheckedChoice { .startMain }

    func makeLoginWork() -> any LoginWork { MockLoginWork() }

    func makeMainWork() -> any MainWork { LiveMainWork() }
}
