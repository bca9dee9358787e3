import SwiftUI

@testable import GenerateSwiftUIShopApp

// The shop's works as a test writes them: every answer a value the test sets, every child's work
// kept, so that a test can change what the next step chooses.

@MainActor
final class MockAppWork: AppWork {
    var sessionChecked = AppCoordinator.LaunchSessionCheckedChoice.startMain
    var main = MockMainWork()
    var login = MockLoginWork()
    var mainWorksMade = 0

    func launchRestoreSession() async -> User? { nil }
    func launchSessionChecked() -> AppCoordinator.LaunchSessionCheckedChoice { sessionChecked }
    func makeLoginWork() -> any LoginWork { login }

    func makeMainWork() -> any MainWork {
        mainWorksMade += 1
        return main
    }
}

@MainActor
final class MockMainWork: MainWork {
    var cart = MockCartWork()
    var profile = MockProfileWork()
    var home = MockHomeWork()

    func tabBarItem(for tab: MainCoordinator.Tab) -> UITabBarItem {
        UITabBarItem(title: "\(tab)", image: nil, selectedImage: nil)
    }

    func makeHomeWork() -> any HomeWork { home }
    func makeSearchWork() -> any SearchWork { MockSearchWork() }
    func makeCartWork() -> any CartWork { cart }
    func makeProfileWork() -> any ProfileWork { profile }
}

@MainActor
final class MockHomeWork: HomeWork {
    var productDetail = MockProductDetailWork()

    func feedRefresh() async -> [FeedSection] { [] }
    func categoryLoadPage(_ input: Int) async -> [Product] { [] }
    func makeProductDetailWork() -> any ProductDetailWork { productDetail }
}

@MainActor
final class MockSearchWork: SearchWork {
    func querySuggest(_ input: String) async -> [String] { [] }
    /// The query the typed text makes (a made step): none for a blank text.
    func querySubmitInput(_ input: String) -> SearchQuery? { SearchQuery(input) }
    func resultsLoadPage(_ input: Int) async -> [Product] { [] }
    func makeProductDetailWork() -> any ProductDetailWork { MockProductDetailWork() }
}

@MainActor
final class MockProductDetailWork: ProductDetailWork {
    /// The share sheets made, in order; none while `refusesToShare` (nothing to share with).
    var shareSheets: [UIActivityViewController] = []
    var refusesToShare = false

    func productLoad(_ input: Product.ID) async -> Product { Product(id: input) }
    func reviewsLoadPage(_ input: Int) async -> [Review] { [] }
    func writeReviewSubmit(_ input: ReviewDraft) async -> Result<Review, ReviewError> { .failure(.rejected) }

    func makeShareSheetScreen(_ input: Product, done: @escaping @MainActor (Bool) -> Void) -> UIViewController? {
        guard !refusesToShare else { return nil }
        let sheet = UIActivityViewController(
            activityItems: ["shop://product/" + input.id.rawValue], applicationActivities: nil)
        sheet.completionWithItemsHandler = { _, completed, _, _ in done(completed) }
        shareSheets.append(sheet)
        return sheet
    }
}

@MainActor
final class MockCartWork: CartWork {
    var checkoutChoice = CartCoordinator.CartCheckoutChoice.startCheckout
    var checkout = MockCheckoutWork()
    var checkoutsAsked = 0

    func cartLoad() async -> Cart { Cart(items: []) }
    func cartChangeQuantity(_ input: (Cart.Item.ID, Int)) async -> Cart { Cart(items: []) }
    func cartRemoveItem(_ input: Cart.Item.ID) async -> Cart { Cart(items: []) }

    func cartCheckout(_ input: Cart) -> CartCoordinator.CartCheckoutChoice {
        checkoutsAsked += 1
        return checkoutChoice
    }

    func makeCheckoutWork() -> any CheckoutWork { checkout }
    func makeLoginWork() -> any LoginWork { MockLoginWork() }
}

@MainActor
final class MockCheckoutWork: CheckoutWork {
    var orderPlaced = CheckoutCoordinator.PaymentOrderPlacedChoice.finishPlaced
    var mayDismissAddCard = false
    var addCardSwipesAsked = 0

    var couponsAsked = 0
    var couponCancelled: Bool?

    /// Waits as a server would, until its task is cancelled or two minutes have passed (a ceiling
    /// that a loaded machine's scheduling cannot reach, as a single ten-second sleep was); says
    /// whether it saw its task cancelled.
    func reviewApplyCoupon(_ input: String) async -> Coupon? {
        couponsAsked += 1
        for _ in 0..<12_000 where !Task.isCancelled { try? await Task.sleep(nanoseconds: 10_000_000) }
        couponCancelled = Task.isCancelled
        return Task.isCancelled ? nil : Coupon(code: input)
    }

    func shippingLoadOptions(_ input: Address) async -> [ShippingOption] { [] }
    func paymentPlaceOrder(_ input: PaymentRequest) async -> Result<Order, PaymentError> { .failure(.declined) }
    func paymentOrderPlaced(_ input: Order) -> CheckoutCoordinator.PaymentOrderPlacedChoice { orderPlaced }
    func addCardSave(_ input: CardDetails) async -> Result<PaymentMethod, PaymentError> { .failure(.declined) }
    func makeAddressBookWork() -> any AddressBookWork { MockAddressBookWork() }
    func makePaymentAuthorizationWork() -> any PaymentAuthorizationWork { MockPaymentAuthorizationWork() }

    func mayDismissAddCardScreenBySwipe() -> Bool {
        addCardSwipesAsked += 1
        return mayDismissAddCard
    }
}

@MainActor
final class MockAddressBookWork: AddressBookWork {
    func addressesLoad() async -> [Address] { [] }
    func newAddressSave(_ input: AddressDraft) async -> Result<Address, ValidationError> { .failure(.incomplete) }
    func editAddressSave(_ input: AddressDraft) async -> Result<Address, ValidationError> { .failure(.incomplete) }
    func editAddressDelete(_ input: Address.ID) async -> Bool { false }
}

@MainActor
final class MockPaymentAuthorizationWork: PaymentAuthorizationWork {}

@MainActor
final class MockLoginWork: LoginWork {
    func credentialsSignIn(_ input: Credentials) async -> Result<User, AuthError> { .failure(.invalidCredentials) }
    func resetPasswordSendResetLink(_ input: String) async -> Bool { true }
    func registerCreateAccount(_ input: NewAccount) async -> Result<User, AuthError> { .failure(.invalidCredentials) }
}

@MainActor
final class MockProfileWork: ProfileWork {
    var notifications: [Bool] = []
    var signOuts = 0

    func profileLoad() async -> User? { User(name: "Ada") }
    func ordersLoadPage(_ input: Int) async -> [Order] { [] }
    func orderDetailLoad(_ input: Order.ID) async -> Order { Order(id: input) }
    func settingsToggleNotifications(_ input: Bool) { notifications.append(input) }

    func settingsSignOut() async -> Bool {
        signOuts += 1
        return true
    }

    func makeLoginWork() -> any LoginWork { MockLoginWork() }
    func makeReturnsWork() -> any ReturnsWork { MockReturnsWork() }
}

@MainActor
final class MockReturnsWork: ReturnsWork {
    func reasonSubmit(_ input: ReturnDraft) async -> Result<ReturnRequest, ReturnError> { .failure(.notEligible) }
}
