import SwiftUI
import Testing
import UIKit

@testable import GenerateShopApp

/// The generated shop app (`flows/`), its coordinators built with mock works, run on the strict
/// stand-in UIKit: the sequences that go wrong in real apps when one animated transition
/// follows another at once.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct ShopBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
        }

        func top<T>(_ type: T.Type, on navigation: UINavigationController? = nil) throws -> T {
            try #require((navigation ?? self.navigation).topViewController as? T)
        }

        // MARK: - The entry flow

        @Test func afterLaunchTheTabBarBecomesTheWindowsRoot() async throws {
            let work = MockAppWork(session: User(name: "ada"))
            let app = AppCoordinator(navigationController: navigation, work: work)
            app.start()
            settle()
            let launch = try top(LaunchViewController.self)
            #expect(try await launch.actions.restoreSession(())?.name == "ada")
            launch.actions.sessionChecked(())
            settle()
            let main = try #require(app.children.first as? MainCoordinator)
            #expect(window.rootViewController === main.tabBarController)
            #expect(main.tabBarController.viewControllers?.count == 4)
            #expect(main.children.count == 4)
        }

        @Test func signingInFromWelcomeShowsTheTabBarOnceTheSheetIsGone() async throws {
            let work = MockAppWork(session: nil)
            let app = AppCoordinator(navigationController: navigation, work: work)
            app.start()
            settle()
            try top(LaunchViewController.self).actions.sessionChecked(())
            settle()
            let welcome = try #require(navigation.topViewController as? UIHostingController<WelcomeView>)
            welcome.rootView.actions.signIn(())
            settle()
            weak let login = app.children.first as? LoginCoordinator
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let signIn = try top(SignInViewController.self, on: sheet)
            let user = try await signIn.actions.signIn(Credentials(email: "a@b", password: "x")).get()
            signIn.actions.signedIn(user)
            await settled()
            #expect(login == nil)
            let main = try #require(app.children.first as? MainCoordinator)
            #expect(window.rootViewController === main.tabBarController)
            #expect(navigation.presentedViewController == nil)
        }

        // MARK: - Checkout, on the cart tab's stack

        func checkout(_ cart: CartCoordinator) throws -> PaymentViewController {
            cart.start()
            settle()
            try top(CartViewController.self).actions.checkout(Cart(items: []))
            settle()
            try top(CheckoutReviewViewController.self).actions.proceed(Cart(items: []))
            settle()
            try top(ShippingOptionsViewController.self).actions.choose(
                ShippingSelection(option: ShippingOption(name: "post")))
            settle()
            return try top(PaymentViewController.self)
        }

        @Test func aPlacedOrderReleasesCheckoutAndShowsTheConfirmationInOneChange() throws {
            let work = MockCartWork()
            let cart = CartCoordinator(navigationController: navigation, work: work)
            let payment = try checkout(cart)
            weak let checkout = cart.children.first as? CheckoutCoordinator
            #expect(checkout != nil)
            payment.actions.orderPlaced(Order(id: Order.ID(rawValue: "7")))
            settle()
            #expect(checkout == nil)
            #expect(cart.children.isEmpty)
            #expect(navigation.standInLog.last == "set CartViewController, OrderConfirmationViewController")
            #expect(try top(OrderConfirmationViewController.self).input.id.rawValue == "7")
        }

        @Test(
            "a presented child's outcome finishes its parent: each dismissal and stack change waits for the one before")
        func anAuthorizedPaymentFinishesCheckoutAfterTheChallengeIsGone() throws {
            let work = MockCartWork()
            work.checkout.needsAuthorization = true
            let cart = CartCoordinator(navigationController: navigation, work: work)
            let payment = try checkout(cart)
            weak let checkout = cart.children.first as? CheckoutCoordinator
            payment.actions.orderPlaced(Order(id: Order.ID(rawValue: "8")))
            settle()
            weak let authorization = checkout?.children.first as? PaymentAuthorizationCoordinator
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let challenge = try top(PaymentChallengeViewController.self, on: sheet)
            challenge.actions.approved(challenge.input)
            // Nothing else moves while the challenge's sheet slides away.
            #expect(navigation.topViewController === payment)
            settle()
            #expect(authorization == nil)
            #expect(checkout == nil)
            #expect(navigation.presentedViewController == nil)
            #expect(try top(OrderConfirmationViewController.self).input.id.rawValue == "8")
            #expect(work.mocks.checkoutsMade == 1)
        }

        @Test func aScreenPresentedByCheckoutIsDismissedOnceOnADoubleTap() async throws {
            let cart = CartCoordinator(navigationController: navigation, work: MockCartWork())
            let payment = try checkout(cart)
            let call = Task { try await payment.actions.addCard(()) }
            await settled()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let addCard = try #require(sheet.topViewController as? UIHostingController<AddCardView>)
            let method = try await addCard.rootView.actions.save(CardDetails(number: "4242")).get()
            addCard.rootView.actions.saved(method)
            addCard.rootView.actions.close(())
            await settled()
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController === payment)
            // The first answer counts: the card saved, not the second tap's nil.
            #expect(try await call.value?.name == "4242")
        }

        @Test func swipingTheCardSheetAwayAnswersAddCardWithNil() async throws {
            let cart = CartCoordinator(navigationController: navigation, work: MockCartWork())
            let payment = try checkout(cart)
            weak let checkout = cart.children.first as? CheckoutCoordinator
            let call = Task { try await payment.actions.addCard(()) }
            await settled()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            sheet.standInSwipeDown()
            await settled()
            #expect((checkout?.work as? MockCheckoutWork)?.cardSheetSwipesAsked == 1, "the work is asked")
            #expect(try await call.value == nil)
            #expect(navigation.presentedViewController == nil)
            #expect(checkout?.replies.isEmpty == true)
        }

        /// A `return` in a button of an alert that the card sheet shows (issue 31 §1b): "Keep" leaves
        /// the sheet and the waiting `addCard` alone; "Discard" answers it with nil and closes the sheet.
        @Test func discardingTheCardFromItsAlertAnswersAddCardWithNil() async throws {
            let cart = CartCoordinator(navigationController: navigation, work: MockCartWork())
            let payment = try checkout(cart)
            weak let checkout = cart.children.first as? CheckoutCoordinator
            let call = Task { try await payment.actions.addCard(()) }
            await settled()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let addCard = try #require(sheet.topViewController as? UIHostingController<AddCardView>)
            addCard.rootView.actions.cancel(())
            await settled()
            var alert = try #require(sheet.presentedViewController as? UIAlertController)
            #expect(alert.actions.map(\.title) == ["Discard", "Keep"])
            alert.standInTap("Keep")
            await settled()
            #expect(navigation.presentedViewController === sheet)
            #expect(checkout?.replies.count == 1)
            addCard.rootView.actions.cancel(())
            await settled()
            alert = try #require(sheet.presentedViewController as? UIAlertController)
            alert.standInTap("Discard")
            await settled()
            #expect(try await call.value == nil)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController === payment)
            #expect(checkout?.replies.isEmpty == true)
        }

        // MARK: - Named results: the address picker answers `picked` with its Address, or `unchanged`

        /// Checkout's review screen, with the address picker its `changeAddress` presented; the
        /// task is the action's call, waiting for the picker's answer.
        func pickAddress(
            _ cart: CartCoordinator
        ) async throws -> (call: Task<CheckoutReviewChangeAddressResult?, any Error>, sheet: UINavigationController) {
            cart.start()
            settle()
            try top(CartViewController.self).actions.checkout(Cart(items: []))
            settle()
            let review = try top(CheckoutReviewViewController.self)
            let call = Task { try await review.actions.changeAddress(Address(id: Address.ID(rawValue: "home"))) }
            await settled()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            #expect(sheet.topViewController is AddressListViewController)
            return (call, sheet)
        }

        @Test func theAddressPickedGoesBackToTheCheckoutActionThatAskedForIt() async throws {
            let cart = CartCoordinator(navigationController: navigation, work: MockCartWork())
            let (call, sheet) = try await pickAddress(cart)
            weak let checkout = cart.children.first as? CheckoutCoordinator
            weak let picker = checkout?.children.first as? AddressBookCoordinator
            #expect(picker != nil)
            try top(AddressListViewController.self, on: sheet).actions.select(Address(id: Address.ID(rawValue: "work")))
            await settled()
            guard case .picked(let address)? = try await call.value else {
                Issue.record("the picker's answer is not `picked`")
                return
            }
            #expect(address.id.rawValue == "work")
            #expect(picker == nil)
            #expect(checkout?.children.isEmpty == true)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController is CheckoutReviewViewController)
        }

        /// A swipe leaves the picker by its `back` outcome, `cancelled`, whose handler answers
        /// `unchanged`.
        @Test func swipingThePickerAwayAnswersTheCheckoutActionUnchanged() async throws {
            let cart = CartCoordinator(navigationController: navigation, work: MockCartWork())
            let (call, sheet) = try await pickAddress(cart)
            weak let checkout = cart.children.first as? CheckoutCoordinator
            weak let picker = checkout?.children.first as? AddressBookCoordinator
            sheet.standInSwipeDown()
            await settled()
            guard case .unchanged? = try await call.value else {
                Issue.record("the picker's answer is not `unchanged`")
                return
            }
            #expect(picker == nil)
            #expect(checkout?.children.isEmpty == true)
            #expect(navigation.presentedViewController == nil)
        }

        // MARK: - Made inputs: the search query made from the typed text

        @Test func theSearchQueryIsMadeByTheWorkAndABlankOneMovesNothing() throws {
            let work = MockSearchWork()
            let search = SearchCoordinator(navigationController: navigation, work: work)
            search.start()
            settle()
            let query = try top(SearchViewController.self)
            query.actions.submit("  ")
            settle()
            #expect(navigation.topViewController === query)
            query.actions.submit(" tea ")
            settle()
            #expect(try top(SearchResultsViewController.self).input.text == "tea")
            #expect(work.madeQueries == ["  ", " tea "])
        }

        // MARK: - Entry points: returns started at an order or at a draft

        /// The profile tab's order detail screen, reached by its own screens.
        func orderDetail(_ profile: ProfileCoordinator) throws -> OrderDetailViewController {
            profile.start()
            settle()
            try top(ProfileViewController.self).actions.showOrders(())
            settle()
            try top(OrderHistoryViewController.self).actions.openOrder(Order.ID(rawValue: "5"))
            settle()
            return try top(OrderDetailViewController.self)
        }

        @Test func returnsStartAtTheEntryTheOrderScreenNames() throws {
            let profile = ProfileCoordinator(navigationController: navigation, work: LiveProfileWork())
            let detail = try orderDetail(profile)
            detail.actions.returnItems(Order(id: Order.ID(rawValue: "5")))
            settle()
            #expect(try top(ReturnItemsViewController.self).input.id.rawValue == "5")
            weak let returns = profile.children.first as? ReturnsCoordinator
            try top(ReturnItemsViewController.self).actions.cancel(())
            settle()
            #expect(returns == nil)
            #expect(navigation.topViewController === detail)
        }

        @Test func aDraftReturnStartsAtItsReasonAndIsReleasedWhenLeft() throws {
            let profile = ProfileCoordinator(navigationController: navigation, work: LiveProfileWork())
            let detail = try orderDetail(profile)
            detail.actions.resumeReturn(ReturnDraft(items: [Cart.Item.ID(rawValue: "sock")]))
            settle()
            let reason = try top(ReturnReasonViewController.self)
            #expect(reason.input.items.map(\.rawValue) == ["sock"])
            weak let returns = profile.children.first as? ReturnsCoordinator
            #expect(returns != nil)
            navigation.standInTapBackButton()
            settle()
            #expect(returns == nil)
            #expect(profile.children.isEmpty)
            #expect(navigation.topViewController === detail)
        }

        // MARK: - Then: the variant picker closes, then the reviews

        @Test func readingReviewsFromTheVariantPickerClosesItThenPushesTheReviews() throws {
            let detail = ProductDetailCoordinator(navigationController: navigation, work: LiveProductDetailWork())
            detail.start(Product.ID(rawValue: "9"))
            settle()
            let product = try top(ProductViewController.self)
            product.actions.chooseVariant(Product(id: Product.ID(rawValue: "9")))
            settle()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let picker = try top(UIHostingController<VariantPickerView>.self, on: sheet)
            picker.rootView.actions.readReviews(Product.ID(rawValue: "9"))
            // The push waits for the dismissal: nothing is pushed under a sheet that is leaving.
            #expect(navigation.viewControllers.count == 1)
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(try top(ReviewsViewController.self).input.rawValue == "9")
            #expect(navigation.viewControllers.first === product)
            #expect(StandInMainLoop.violations.isEmpty, "\(StandInMainLoop.violations)")
        }

        @Test func aSecondStepWhoseScreenWentAwayIsDropped() throws {
            let detail = ProductDetailCoordinator(navigationController: navigation, work: LiveProductDetailWork())
            detail.start(Product.ID(rawValue: "9"))
            settle()
            try top(ProductViewController.self).actions.chooseVariant(Product(id: Product.ID(rawValue: "9")))
            settle()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let picker = try top(UIHostingController<VariantPickerView>.self, on: sheet)
            picker.rootView.actions.readReviews(Product.ID(rawValue: "9"))
            // While the sheet leaves, the product's stack changes under it: the landing is gone.
            navigation.setViewControllers([UIViewController()], animated: false)
            settle()
            #expect(navigation.viewControllers.count == 1)
            #expect(!(navigation.topViewController is ReviewsViewController))
        }

        // MARK: - External: the product page's share sheet

        @Test func sharingAProductPresentsTheShareSheetAsItIsAndAnswersWhetherItWasShared() async throws {
            StandInMainLoop.isRegularWidth = true
            let detail = ProductDetailCoordinator(navigationController: navigation, work: LiveProductDetailWork())
            detail.start(Product.ID(rawValue: "9"))
            settle()
            let product = try top(ProductViewController.self)
            let shared = Task { try await product.actions.share(Product(id: Product.ID(rawValue: "9"))) }
            await StandInMainLoop.settle()
            // The system's controller itself, a popover anchored to the product page on an iPad.
            let sheet = try #require(navigation.presentedViewController as? UIActivityViewController)
            #expect(sheet.standInActivityItems as? [String] == ["shop://product/9"])
            #expect(sheet.popoverPresentationController?.sourceView === product.view)
            // It dismisses itself, then its handler hands `done` whether it was shared.
            sheet.standInFinish(with: .copyToPasteboard)
            await StandInMainLoop.settle()
            #expect(try await shared.value == true)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController === product)
            #expect(StandInMainLoop.violations.isEmpty, "\(StandInMainLoop.violations)")
        }

        // MARK: - Triggers: what the app's notifications move

        @Test func anOrderShippedWhileItsDetailsAreShownPresentsItsTracking() throws {
            let profile = ProfileCoordinator(navigationController: navigation, work: LiveProfileWork())
            #expect(!profile.triggerOrderShipped(Order.ID(rawValue: "5")), "refused before the flow starts")
            let detail = try orderDetail(profile)
            navigation.popViewController(animated: false)
            settle()
            #expect(!profile.triggerOrderShipped(Order.ID(rawValue: "5")), "refused with the details gone")
            #expect(navigation.presentedViewController == nil)
            try top(OrderHistoryViewController.self).actions.openOrder(Order.ID(rawValue: "5"))
            settle()
            #expect(navigation.topViewController !== detail)
            #expect(profile.triggerOrderShipped(Order.ID(rawValue: "5")))
            settle()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let tracking = try top(UIHostingController<OrderTrackingView>.self, on: sheet)
            #expect(tracking.rootView.input.rawValue == "5")
            #expect(!profile.triggerOrderShipped(Order.ID(rawValue: "5")), "refused under the tracking sheet")
            #expect(StandInMainLoop.violations.isEmpty, "\(StandInMainLoop.violations)")
        }

        @Test func aRevokedSessionTearsTheShopDownToTheWelcomeScreen() async throws {
            let work = MockAppWork(session: User(name: "ada"), main: MockMainWork(cart: MockCartWork()))
            let app = AppCoordinator(navigationController: navigation, work: work)
            #expect(!app.triggerSessionRevoked(), "refused before the app starts")
            app.start()
            settle()
            try top(LaunchViewController.self).actions.sessionChecked(())
            settle()
            weak let main = app.children.first as? MainCoordinator
            let tabBar = try #require(main?.tabBarController)
            try top(ProfileViewController.self, on: tabBar.viewControllers?[3] as? UINavigationController)
                .actions.openSettings(())
            settle()
            #expect(tabBar.presentedViewController != nil)
            #expect(app.triggerSessionRevoked(), "a reset runs over whatever the app shows")
            await settled()
            #expect(main == nil)
            #expect(app.children.isEmpty)
            #expect(window.rootViewController === navigation)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController is UIHostingController<WelcomeView>)
            #expect(StandInMainLoop.violations.isEmpty, "\(StandInMainLoop.violations)")
        }

        // MARK: - Signing out: a reset of the entry flow

        @Test(
            "signing out from the settings sheet of the profile tab, with checkout running in the cart tab, releases every coordinator and shows the welcome screen on the window's root stack"
        )
        func signingOutTearsTheShopDown() async throws {
            let work = MockAppWork(session: User(name: "ada"), main: MockMainWork(cart: MockCartWork()))
            let app = AppCoordinator(navigationController: navigation, work: work)
            app.start()
            settle()
            try top(LaunchViewController.self).actions.sessionChecked(())
            settle()
            let tabBar = try #require((app.children.first as? MainCoordinator)?.tabBarController)
            weak let main = app.children.first as? MainCoordinator
            let tabs = try #require(tabBar.viewControllers as? [UINavigationController])
            // The cart tab: checkout on its stack.
            weak let cart = main?.children.compactMap { $0 as? CartCoordinator }.first
            try top(CartViewController.self, on: tabs[2]).actions.checkout(Cart(items: []))
            settle()
            weak let checkout = cart?.children.first as? CheckoutCoordinator
            try top(CheckoutReviewViewController.self, on: tabs[2]).actions.proceed(Cart(items: []))
            settle()
            #expect(checkout != nil)
            // The profile tab: its settings presented over the tab bar, then signing out there.
            weak let profile = main?.children.compactMap { $0 as? ProfileCoordinator }.first
            try top(ProfileViewController.self, on: tabs[3]).actions.openSettings(())
            settle()
            weak let settings =
                (tabBar.presentedViewController as? UINavigationController)?.topViewController
                as? SettingsViewController
            try #require(settings).actions.signedOut(())
            await settled()
            #expect(main == nil)
            #expect(cart == nil)
            #expect(checkout == nil)
            #expect(profile == nil)
            #expect(settings == nil)
            #expect(app.children.isEmpty)
            #expect(window.rootViewController === navigation)
            #expect(tabBar.presentedViewController == nil)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController is UIHostingController<WelcomeView>)
            #expect(navigation.standInLog.last == "set UIHostingController")
        }

        @Test func cancellingCheckoutByTheBackButtonReleasesIt() throws {
            let cart = CartCoordinator(navigationController: navigation, work: MockCartWork())
            cart.start()
            settle()
            try top(CartViewController.self).actions.checkout(Cart(items: []))
            settle()
            weak let checkout = cart.children.first as? CheckoutCoordinator
            navigation.standInTapBackButton()
            settle()
            #expect(checkout == nil)
            #expect(navigation.topViewController is CartViewController)
        }

        @Test func cancellingCheckoutFromItsReviewAsksFirstInAConfirmationDialog() throws {
            StandInMainLoop.isRegularWidth = true
            let cart = CartCoordinator(navigationController: navigation, work: MockCartWork())
            cart.start()
            settle()
            try top(CartViewController.self).actions.checkout(Cart(items: []))
            settle()
            weak let checkout = cart.children.first as? CheckoutCoordinator
            let review = try top(CheckoutReviewViewController.self)
            review.actions.cancel(())
            settle()
            var dialog = try #require(navigation.presentedViewController as? UIAlertController)
            #expect(dialog.preferredStyle == .actionSheet)
            #expect(dialog.popoverPresentationController?.sourceView === review.view)
            #expect(dialog.actions.map(\.title) == ["Leave", "Stay"])
            dialog.standInTap("Stay")
            settle()
            #expect(checkout != nil)
            #expect(navigation.topViewController === review)
            review.actions.cancel(())
            settle()
            dialog = try #require(navigation.presentedViewController as? UIAlertController)
            dialog.standInTap("Leave")
            settle()
            #expect(checkout == nil)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController is CartViewController)
        }
    }
}

// MARK: - Mock works

/// What the mocks were asked, shared down the tree as an app's services are.
@MainActor
final class ShopMocks {
    var checkoutsMade = 0
}

@MainActor
final class MockAppWork: AppWork {
    let session: User?
    let main: (any MainWork)?

    init(session: User?, main: (any MainWork)? = nil) {
        self.session = session
        self.main = main
    }

    func launchRestoreSession() async -> User? { session }

    func launchSessionChecked() -> AppCoordinator.LaunchSessionCheckedChoice {
        session == nil ? .replaceWelcome : .startMain
    }

    func makeLoginWork() -> any LoginWork { MockLoginWork() }

    func makeMainWork() -> any MainWork { main ?? LiveMainWork() }
}

@MainActor
final class MockMainWork: MainWork {
    let cart: MockCartWork

    init(cart: MockCartWork) {
        self.cart = cart
    }

    func tabBarItem(for tab: MainCoordinator.Tab) -> UITabBarItem {
        UITabBarItem(title: nil, image: nil, selectedImage: nil)
    }

    func makeHomeWork() -> any HomeWork { LiveHomeWork() }

    func makeSearchWork() -> any SearchWork { MockSearchWork() }

    func makeCartWork() -> any CartWork { cart }

    func makeProfileWork() -> any ProfileWork { MockProfileWork() }
}

/// The search tab's work: the query is made from the typed text (format 1.2's `make`), refused
/// when the text is blank, as an app's own would.
@MainActor
final class MockSearchWork: SearchWork {
    private(set) var madeQueries: [String] = []

    func querySuggest(_ input: String) async -> [String] { [] }

    func resultsLoadPage(_ input: Int) async -> [Product] { [] }

    func makeProductDetailWork() -> any ProductDetailWork { LiveProductDetailWork() }

    func querySubmitInput(_ input: String) -> SearchQuery? {
        madeQueries.append(input)
        let text = input.trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : SearchQuery(text: text)
    }
}

@MainActor
final class MockProfileWork: ProfileWork {
    func profileLoad() async -> User? { nil }

    func ordersLoadPage(_ input: Int) async -> [Order] { [] }

    func orderDetailLoad(_ input: Order.ID) async -> Order { Order(id: input) }

    func settingsToggleNotifications(_ input: Bool) {}

    func settingsSignOut() async -> Bool { true }

    func makeLoginWork() -> any LoginWork { MockLoginWork() }

    func makeReturnsWork() -> any ReturnsWork { LiveReturnsWork() }
}

@MainActor
final class MockLoginWork: LoginWork {
    func credentialsSignIn(_ input: Credentials) async -> Result<User, AuthError> { .success(User(name: input.email)) }

    func resetPasswordSendResetLink(_ input: String) async -> Bool { true }

    func registerCreateAccount(_ input: NewAccount) async -> Result<User, AuthError> {
        .success(User(name: input.email))
    }
}

@MainActor
final class MockCartWork: CartWork {
    let mocks = ShopMocks()
    let checkout = MockCheckoutWork()

    func cartLoad() async -> Cart { Cart(items: []) }

    func cartChangeQuantity(_ input: (Cart.Item.ID, Int)) async -> Cart { Cart(items: []) }

    func cartRemoveItem(_ input: Cart.Item.ID) async -> Cart { Cart(items: []) }

    func cartCheckout(_ input: Cart) -> CartCoordinator.CartCheckoutChoice { .startCheckout }

    func makeCheckoutWork() -> any CheckoutWork {
        mocks.checkoutsMade += 1
        return checkout
    }

    func makeLoginWork() -> any LoginWork { MockLoginWork() }
}

@MainActor
final class MockCheckoutWork: CheckoutWork {
    var needsAuthorization = false

    func reviewApplyCoupon(_ input: String) async -> Coupon? { nil }

    func shippingLoadOptions(_ input: Address) async -> [ShippingOption] { [] }

    func paymentPlaceOrder(_ input: PaymentRequest) async -> Result<Order, PaymentError> {
        .success(Order(id: Order.ID(rawValue: "1")))
    }

    func paymentOrderPlaced(_ input: Order) -> CheckoutCoordinator.PaymentOrderPlacedChoice {
        needsAuthorization ? .startPaymentAuthorization : .finishPlaced
    }

    func addCardSave(_ input: CardDetails) async -> Result<PaymentMethod, PaymentError> {
        .success(PaymentMethod(name: input.number))
    }

    func makeAddressBookWork() -> any AddressBookWork { LiveAddressBookWork() }

    func makePaymentAuthorizationWork() -> any PaymentAuthorizationWork { LivePaymentAuthorizationWork() }

    /// The card sheet says `swipeToDismiss: false`: a swipe asks here.
    var cardSheetSwipesAsked = 0

    func mayDismissAddCardScreenBySwipe() -> Bool {
        cardSheetSwipesAsked += 1
        return true
    }
}
