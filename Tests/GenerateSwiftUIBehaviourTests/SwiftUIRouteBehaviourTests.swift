import Foundation
import SwiftUI
import Testing

@testable import GenerateSwiftUIShopApp

// The SwiftUI shop's deep links, opened through `AppCoordinator.open` and the root view's
// `onOpenURL`, in every state a link can find the app in: before the first scene, with a sheet up,
// with a sheet SwiftUI has not shown yet or is still dismissing, over an alert, while an action
// waits. What SwiftUI reports through the stack view's modifiers (a sheet's content appeared, its
// `onDismiss`) the tests report through the same calls.

/// The link `view`'s `onOpenURL` hands to the app.
@MainActor
func openURLAction(of view: AppView) throws -> (URL) -> Void {
    let modified = try #require(view.body as? StandInModified<FlowcStackView>)
    #expect(modified.standInModifier == "onOpenURL")
    return try #require(modified.standInValue as? (URL) -> Void)
}

@MainActor
func link(_ text: String) throws -> URL { try #require(URL(string: text)) }

/// An app work whose session restore waits until the test answers it.
@MainActor
final class WaitingAppWork: AppWork {
    private var waiting: CheckedContinuation<User?, Never>?
    var isWaiting: Bool { waiting != nil }

    func launchRestoreSession() async -> User? {
        await withCheckedContinuation { waiting = $0 }
    }

    func answer() {
        waiting?.resume(returning: nil)
        waiting = nil
    }

    func launchSessionChecked() -> AppCoordinator.LaunchSessionCheckedChoice { .startMain }
    func makeLoginWork() -> any LoginWork { MockLoginWork() }
    func makeMainWork() -> any MainWork { MockMainWork() }
}

// The two tests that await an action carry a time limit that only a hang reaches: a full run's
// other main-actor suites can hold the main actor for more than a minute.
@MainActor
@Suite("The SwiftUI shop's routes, opened in every state")
struct SwiftUIRouteBehaviourTests {
    /// The product route's end: one shop in the window's place, the home tab selected, nothing
    /// presented or alerted over any tab, the product `id` on top of the home tab's stack.
    func showsProduct(_ app: AppCoordinator, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let main = try #require(app.children.first as? MainCoordinator, sourceLocation: sourceLocation)
        #expect(app.children.count == 1, "one shop", sourceLocation: sourceLocation)
        #expect(app.navigationController.replacement?.flow === main, sourceLocation: sourceLocation)
        #expect(app.navigationController.presented == nil, sourceLocation: sourceLocation)
        #expect(main.selectedTab == .home, sourceLocation: sourceLocation)
        for stack in main.tabStacks {
            #expect(stack.presented == nil && stack.alert == nil, sourceLocation: sourceLocation)
        }
        let home = main.tabStacks[0]
        #expect(home.isShown, sourceLocation: sourceLocation)
        let product = try controller(home.entries.last, ProductViewController.self)
        #expect(product.input.rawValue == id, sourceLocation: sourceLocation)
    }

    /// The launch, then the welcome screen (no session), its sign-in sheet presented.
    func signInSheetUp() throws -> (AppCoordinator, WelcomeView) {
        let work = MockAppWork()
        work.sessionChecked = .replaceWelcome
        let app = launchedApp(work)
        try controller(app.navigationController.entries.first, LaunchViewController.self).actions.sessionChecked(())
        let welcome = try swiftUIView(app.navigationController.entries.first, WelcomeView.self)
        welcome.actions.signIn(())
        #expect(app.navigationController.presented?.flow is LoginCoordinator)
        return (app, welcome)
    }

    @Test("a link before the first scene: the root view's onOpenURL keeps it, start opens it after the first screen")
    func aLinkAtLaunchOpensOnceTheFlowStarts() throws {
        let work = MockAppWork()
        let app = AppCoordinator(navigationController: FlowcStack(isRoot: true), work: work)
        let openURL = try openURLAction(of: AppView(coordinator: app))
        openURL(try link("shop://product/42"))
        // Not started: nothing is shown yet, nothing is lost.
        #expect(app.navigationController.entries.isEmpty)
        #expect(app.children.isEmpty)
        app.start()
        try showsProduct(app, "42")
        let home = try child(try child(app, MainCoordinator.self), HomeCoordinator.self)
        #expect(home.children.count == 1, "the product's flow runs as a child of the home tab's")
        #expect(app.navigationController.entries.count == 1, "the launch screen stays beneath the tabs")
        // The launch screen, out of the window, starts no second shop when it answers.
        try controller(app.navigationController.entries.first, LaunchViewController.self).actions.sessionChecked(())
        #expect(work.mainWorksMade == 1)
        try showsProduct(app, "42")
    }

    @Test("a reviews link from deep in another tab selects home and pushes both screens; the other tab stays")
    func aReviewsLinkFromAnotherTab() throws {
        let (app, main) = try shopInTabs()
        main.selectedTab = .search
        let search = main.tabStacks[1]
        try controller(search.entries.last, SearchViewController.self).actions.submit("tea")
        try controller(search.entries.last, SearchResultsViewController.self).actions.openProduct(
            Product.ID(rawValue: "1"))
        let searchEntries = search.entries
        #expect(searchEntries.count == 3)

        app.open(.productReviews(id: Product.ID(rawValue: "7")))
        #expect(main.selectedTab == .home)
        let home = main.tabStacks[0]
        #expect(home.entries.count == 3)
        #expect(try controller(home.entries[1], ProductViewController.self).input.rawValue == "7")
        #expect(try controller(home.entries[2], ReviewsViewController.self).input.rawValue == "7")
        #expect(search.entries == searchEntries, "the other tab is left as it was")
        #expect(app.children.count == 1, "the running tabs are kept")
    }

    @Test("a link into a presented flow pushes onto its sheet; a second link keeps the running flow")
    func aLinkIntoAPresentedFlow() throws {
        let (app, main) = try shopInTabs()
        #expect(app.open(try link("shop://register")))
        #expect(main.selectedTab == .cart)
        let cart = try child(main, CartCoordinator.self)
        let login = try child(cart, LoginCoordinator.self)
        #expect(main.tabStacks[2].presented?.flow === login)
        _ = try controller(login.navigationController.entries.first, SignInViewController.self)
        _ = try controller(login.navigationController.entries.last, RegisterViewController.self)
        #expect(login.navigationController.entries.count == 2)
        #expect(app.open(try link("shop://register")))
        #expect(cart.children.count == 1)
        #expect(try child(cart, LoginCoordinator.self) === login)
        #expect(login.navigationController.entries.count == 3)
    }

    @Test("a web link matches its path; a link no route matches opens nothing")
    func webAndUnknownLinks() throws {
        let (app, main) = try shopInTabs()
        let home = main.tabStacks[0]
        for unknown in ["shop://product", "shop://product/9/reviews/2", "shop://basket/9", "https://shop.example/"] {
            #expect(!app.open(try link(unknown)), "\(unknown)")
        }
        #expect(home.entries.count == 1)
        #expect(app.open(try link("https://shop.example/product/9/reviews")))
        #expect(try controller(home.entries.last, ReviewsViewController.self).input.rawValue == "9")
    }

    @Test("a link with a sheet up: the sheet goes unheard, and the route waits until SwiftUI ends its dismissal")
    func aLinkUnderAShownSheetWaitsForItsDismissal() throws {
        let (app, welcome) = try signInSheetUp()
        weak let released = app.children.first as? LoginCoordinator
        let stack = app.navigationController
        stack.presentationAppeared(try #require(stack.presented))  // SwiftUI showed the sheet's content
        let signIn = try controller(released?.navigationController.entries.first, SignInViewController.self)
        #expect(app.open(try link("shop://product/42")))
        // The sheet is taken away, its flow released without its `cancelled` handler...
        #expect(stack.presented == nil)
        #expect(app.children.isEmpty)
        #expect(stack.isDismissing)
        // ...and nothing is shown until SwiftUI calls the sheet's onDismiss.
        #expect(stack.replacement == nil, "the tabs wait for the sheet to go")
        stack.presentationDismissed()
        #expect(!stack.isDismissing)
        try showsProduct(app, "42")
        #expect(released == nil)
        // The sheet's screen and the welcome screen, out of the window now, move nothing.
        signIn.actions.signedIn(User(name: "Ada"))
        welcome.actions.browseAsGuest(())
        welcome.actions.signIn(())
        try showsProduct(app, "42")
    }

    @Test("a link while a sheet SwiftUI has not shown yet is up: it is taken away and the route runs at once")
    func aLinkDuringAPresentationRunsAtOnce() throws {
        let (app, _) = try signInSheetUp()
        weak let released = app.children.first as? LoginCoordinator
        #expect(released != nil)
        #expect(app.open(try link("shop://product/5")))
        #expect(released == nil)
        #expect(!app.navigationController.isDismissing)
        try showsProduct(app, "5")
    }

    @Test("a link while a swiped sheet slides away waits for its onDismiss; two such links run in order")
    func aLinkDuringADismissalWaitsForIt() throws {
        let (app, _) = try signInSheetUp()
        let stack = app.navigationController
        stack.presentationAppeared(try #require(stack.presented))
        stack.sheetBinding.wrappedValue = nil  // the swipe: the sign-in leaves with `cancelled`, which stays
        #expect(app.children.isEmpty)
        #expect(stack.isDismissing)
        app.open(.product(id: Product.ID(rawValue: "1")))
        app.open(.productReviews(id: Product.ID(rawValue: "2")))
        #expect(app.children.isEmpty, "nothing moves while the sheet slides away")
        stack.presentationDismissed()
        let main = try child(app, MainCoordinator.self)
        let home = main.tabStacks[0]
        #expect(try controller(home.entries[1], ProductViewController.self).input.rawValue == "1")
        #expect(try controller(home.entries.last, ReviewsViewController.self).input.rawValue == "2")
        #expect(app.children.count == 1)
    }

    @Test("a link over checkout's confirmation dialog in another tab: the dialog goes unanswered, checkout stays")
    func aLinkTakesAnAlertAwayUnanswered() throws {
        let (app, _, cart, stack) = try checkoutFromTheCart()
        let checkout = try child(cart, CheckoutCoordinator.self)
        let review = try controller(stack.entries.last, CheckoutReviewViewController.self)
        review.actions.cancel(())
        let dialog = try #require(stack.alert)
        app.open(.product(id: Product.ID(rawValue: "3")))
        try showsProduct(app, "3")
        #expect(stack.alert == nil)
        #expect(cart.children.first === checkout, "no button ran")
        #expect(stack.entries.count == 2)
        // The dialog's button, tapped late, runs nothing: its screen is not active.
        dialog.buttons[0].action()
        #expect(cart.children.first === checkout)
    }

    @Test(
        "a link while checkout waits for an address from the picker: the picker is released, the action answers nil",
        .timeLimit(.minutes(10)))
    func aLinkAnswersAWaitingActionWithNil() async throws {
        let (app, _, cart, stack) = try checkoutFromTheCart()
        let checkout = try child(cart, CheckoutCoordinator.self)
        let review = try controller(stack.entries.last, CheckoutReviewViewController.self)
        let call = Task { try await review.actions.changeAddress(Address(id: Address.ID(rawValue: "home"))) }
        while stack.presented == nil { await Task.yield() }
        weak let picker = try child(checkout, AddressBookCoordinator.self)
        #expect(picker != nil)
        app.open(.product(id: Product.ID(rawValue: "4")))
        #expect(picker == nil)
        #expect(try await call.value == nil)
        #expect(checkout.children.isEmpty)
        try showsProduct(app, "4")
    }

    @Test(
        "a link while the launch screen restores the session: the late answer starts no second shop",
        .timeLimit(.minutes(10)))
    func aLinkWhileTheLaunchActionWaits() async throws {
        let work = WaitingAppWork()
        let app = AppCoordinator(navigationController: FlowcStack(isRoot: true), work: work)
        app.start()
        let launch = try controller(app.navigationController.entries.first, LaunchViewController.self)
        let launching = Task {
            _ = try await launch.actions.restoreSession(())
            launch.actions.sessionChecked(())
        }
        while !work.isWaiting { await Task.yield() }
        #expect(app.open(try link("shop://product/42")))
        try showsProduct(app, "42")
        let main = try child(app, MainCoordinator.self)
        work.answer()
        try await launching.value
        try showsProduct(app, "42")
        #expect(try child(app, MainCoordinator.self) === main)
    }

    @Test("format 1.2's query: a search link opens the results of its item on the search tab")
    func aSearchLinkReadsItsQuery() throws {
        let (app, main) = try shopInTabs()
        #expect(!app.open(try link("shop://search?q=%20")), "a blank query makes no route")
        #expect(!app.open(try link("shop://search")), "nor does a missing one")
        #expect(main.selectedTab == .home)
        #expect(app.open(try link("https://shop.example/search?page=2&q=green%20tea")))
        #expect(main.selectedTab == .search)
        let search = main.tabStacks[1]
        #expect(search.entries.count == 2)
        #expect(try controller(search.entries.last, SearchResultsViewController.self).input.text == "green tea")
    }

    @Test("format 1.2's fragment and entry: a returns link starts Returns at its order entry on the profile tab")
    func aReturnsLinkStartsItsEntry() throws {
        let (app, main) = try shopInTabs()
        for unknown in ["shop://returns", "shop://returns#/order/", "shop://returns#order/A1", "shop://returns#/x/A1"] {
            #expect(!app.open(try link(unknown)), "\(unknown)")
        }
        #expect(app.open(try link("shop://returns#/order/A1")))
        #expect(main.selectedTab == .profile)
        let profile = try child(main, ProfileCoordinator.self)
        let returns = try child(profile, ReturnsCoordinator.self)
        let stack = main.tabStacks[3]
        #expect(stack.entries.count == 2)
        #expect(stack.entries.last?.owner === returns)
        #expect(try controller(stack.entries.last, ReturnItemsViewController.self).input.id.rawValue == "A1")
        // Under https too; a route with an entry starts its flow anew, over the running one, as the UIKit
        // backend's does.
        #expect(app.open(try link("https://shop.example/returns#/order/B2")))
        #expect(profile.children.count == 2)
        #expect(stack.entries.count == 3)
        #expect(try controller(stack.entries.last, ReturnItemsViewController.self).input.id.rawValue == "B2")
    }
}
