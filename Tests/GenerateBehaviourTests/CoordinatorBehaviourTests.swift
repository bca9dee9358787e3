import SwiftUI
import Testing
import UIKit

@testable import GenerateFixtureApp

/// The generated coordinators of the fixture flows, run on the stand-in UIKit: what they show,
/// with which inputs, how outcomes reach parents, and that children they release are gone.
@MainActor
@Suite(.serialized)
struct CoordinatorBehaviourTests {
    let navigation = UINavigationController()
    /// Held as the app's scene delegate holds its entry coordinator.
    let root: RootCoordinator

    init() {
        RootAnswers.reset()
        root = RootCoordinator(navigationController: navigation)
    }

    @discardableResult
    func startRoot() -> RootCoordinator {
        root.start()
        return root
    }

    func top<T>(_ type: T.Type, on navigation: UINavigationController? = nil) throws -> T {
        try #require((navigation ?? self.navigation).topViewController as? T)
    }

    func home() throws -> HomeViewController {
        try #require(navigation.viewControllers.first as? HomeViewController)
    }

    /// Calls an asynchronous action and waits for its answer (navigation follows it at once).
    func answer<I, O: Sendable>(_ action: Action<I, O>.Async, _ input: I) async -> O {
        await withCheckedContinuation { continuation in
            action(input) { continuation.resume(returning: $0) }
        }
    }

    @Test func startShowsTheFirstScreenAndWatchesTheStack() throws {
        let root = startRoot()
        #expect(navigation.viewControllers.count == 1)
        _ = try home()
        #expect(navigation.delegate === root)
        #expect(root.children.isEmpty)
    }

    @Test func startChoiceStartsAChildThatReplacesItselfWithHome() throws {
        RootAnswers.startsWithTour = true
        let root = startRoot()
        weak let tour = root.children.first as? TourCoordinator
        #expect(tour != nil)
        let page = try top(TourPageViewController.self)
        page.actions.next(())
        #expect(tour == nil)
        #expect(root.children.isEmpty)
        #expect(navigation.viewControllers.count == 1)
        _ = try home()
    }

    @Test func pushCarriesTheActionsInput() throws {
        startRoot()
        try home().actions.open(Item(name: "lamp"))
        #expect(try top(DetailViewController.self).input == Item(name: "lamp"))
    }

    @Test func aSecondTapDuringTheTransitionDoesNotPushTwice() throws {
        startRoot()
        let home = try home()
        home.actions.open(Item(name: "one"))
        home.actions.open(Item(name: "two"))
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.standInLog == ["push HomeViewController", "push DetailViewController"])
        #expect(try top(DetailViewController.self).input == Item(name: "one"))
    }

    @Test func theAppChoosesAmongAlternatives() throws {
        startRoot()
        try home().actions.choose(Item(name: "a"))
        #expect(navigation.topViewController is DetailViewController)

        navigation.popViewController(animated: false)
        RootAnswers.choosesAbout = true
        try home().actions.choose(Item(name: "b"))
        let sheet = try #require(navigation.presentedViewController as? UINavigationController)
        let about = try #require(sheet.topViewController as? UIHostingController<AboutView>)
        about.rootView.actions.close(())
        #expect(navigation.presentedViewController == nil)
    }

    @Test func storyboardScreensAreInstantiatedByIdentifier() throws {
        startRoot()
        try home().actions.notes(())
        let note = try top(NoteViewController.self)
        #expect(note.standInStoryboardSource?.storyboard == "Notes")
        #expect(note.standInStoryboardSource?.identifier == "NoteScreen")
        note.actions.done(())
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func workWithAnOutputAnswersTheScreen() async throws {
        startRoot()
        let home = try home()
        #expect(home.actions.format(7) == "#7")
        home.actions.log("hello")
        #expect(RootAnswers.logged == ["hello"])
        #expect(await answer(home.actions.refresh, ()) == [Item(name: "fresh")])
    }

    @Test func popToRootGoesBackToTheFirstScreen() throws {
        startRoot()
        try home().actions.open(Item(name: "a"))
        try top(DetailViewController.self).actions.top(())
        #expect(navigation.viewControllers.count == 1)
    }

    // MARK: - Children on the same stack

    func startEditor(_ root: RootCoordinator) throws -> EditorViewController {
        try home().actions.open(Item(name: "lamp"))
        try top(DetailViewController.self).actions.edit(Item(name: "lamp"))
        return try top(EditorViewController.self)
    }

    @Test func aChildsOutcomeReachesTheParentsHandler() async throws {
        let root = startRoot()
        let form = try startEditor(root)
        weak let editor = root.children.first as? EditorCoordinator
        #expect(editor != nil)
        #expect(form.input == Item(name: "lamp"))
        #expect(editor?.parentCoordinator === root)

        let accepted = await answer(form.actions.save, Item(name: "lamp, blue"))
        #expect(accepted)
        #expect(editor == nil)
        #expect(root.children.isEmpty)
        // The handler's choice: show the saved item, above the detail the editor was started from.
        #expect(navigation.viewControllers.count == 3)
        #expect(try top(DetailViewController.self).input == Item(name: "lamp, blue"))
    }

    @Test func aHandlerMayChooseToStay() async throws {
        RootAnswers.showsSavedItem = false
        let root = startRoot()
        let form = try startEditor(root)
        _ = await answer(form.actions.save, Item(name: "x"))
        #expect(root.children.isEmpty)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func theBackButtonReleasesAChildSharingTheStack() throws {
        let root = startRoot()
        _ = try startEditor(root)
        weak let editor = root.children.first as? EditorCoordinator
        navigation.standInTapBackButton()
        #expect(editor == nil)
        #expect(root.children.isEmpty)
        #expect(navigation.topViewController is DetailViewController)
    }

    @Test func aChildOfAChildIsReleasedByTheBackButtonAndByFinishing() throws {
        let root = startRoot()
        let form = try startEditor(root)
        weak let editor = root.children.first as? EditorCoordinator
        form.actions.pickColor(())
        weak let picker = editor?.children.first as? ColorPickerCoordinator
        #expect(picker != nil)
        #expect(picker?.parentCoordinator === editor)

        navigation.standInTapBackButton()
        #expect(picker == nil)
        #expect(editor != nil)
        #expect(navigation.topViewController === form)

        form.actions.pickColor(())
        weak let second = editor?.children.first as? ColorPickerCoordinator
        try top(PaletteViewController.self).actions.pick("blue")
        #expect(second == nil)
        #expect(editor?.children.isEmpty == true)
        #expect(navigation.topViewController === form)

        // Back twice: the picker, then the editor.
        form.actions.pickColor(())
        navigation.standInTapBackButton()
        navigation.standInTapBackButton()
        #expect(editor == nil)
        #expect(root.children.isEmpty)
    }

    @Test func finishingAChildTakesItsScreensAway() throws {
        let root = startRoot()
        let form = try startEditor(root)
        form.actions.pickColor(())
        weak let editor = root.children.first as? EditorCoordinator
        form.actions.cancel(())
        // The form is not on top (the palette is): the tap is ignored, as a tap on a hidden screen.
        #expect(editor != nil)
        navigation.standInTapBackButton()
        form.actions.cancel(())
        #expect(editor == nil)
        #expect(navigation.topViewController is DetailViewController)
    }

    // MARK: - Presented children

    @Test func aPresentedChildFinishesAndTheParentHandlesItsPayload() async throws {
        let root = startRoot()
        try home().actions.signIn(())
        weak let signIn = root.children.first as? SignInCoordinator
        let sheet = try #require(navigation.presentedViewController as? UINavigationController)
        #expect(sheet === signIn?.navigationController)
        #expect(!sheet.isModalInPresentation)
        let credentials = try top(CredentialsViewController.self, on: sheet)

        let result = await answer(credentials.actions.submit, Credentials(name: "ada"))
        let user = try result.get()
        credentials.actions.signedIn(user)
        #expect(signIn == nil)
        #expect(navigation.presentedViewController == nil)
        #expect(try top(AccountViewController.self).input == User(name: "ada"))
    }

    @Test func swipingASheetAwayReleasesThePresentedChild() throws {
        let root = startRoot()
        try home().actions.signIn(())
        weak let signIn = root.children.first as? SignInCoordinator
        #expect(signIn != nil)
        let sheet = try #require(navigation.presentedViewController)
        sheet.standInSwipeDown()
        #expect(signIn == nil)
        #expect(root.children.isEmpty)
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aPresentedChildWithoutBackCannotBeSwipedAway() throws {
        let root = startRoot()
        try home().actions.signIn(())
        weak let signIn = root.children.first as? SignInCoordinator
        let sheet = try #require(navigation.presentedViewController as? UINavigationController)
        try top(CredentialsViewController.self, on: sheet).actions.help(())
        weak let help = signIn?.children.first as? HelpCoordinator
        let helpSheet = try #require(sheet.presentedViewController as? UINavigationController)
        #expect(helpSheet.isModalInPresentation)
        helpSheet.standInSwipeDown()
        #expect(help != nil)

        let topics = try #require(helpSheet.topViewController as? UIHostingController<HelpView>)
        topics.rootView.actions.close(())
        #expect(help == nil)
        #expect(sheet.presentedViewController == nil)
        #expect(signIn != nil)

        // Swiping the sign-in sheet away now releases it.
        sheet.standInSwipeDown()
        #expect(signIn == nil)
    }

    // MARK: - Tabs

    @Test func aTabsFlowRunsEachTabOnItsOwnStack() throws {
        let root = startRoot()
        try home().actions.shop(())
        let shop = try #require(root.children.first as? ShopCoordinator)
        #expect(navigation.topViewController === shop.tabBarController)
        #expect(navigation.isNavigationBarHidden)
        let tabs = try #require(shop.tabBarController.viewControllers as? [UINavigationController])
        #expect(tabs.map(\.tabBarItem.title) == ["Catalog", "Basket"])
        #expect(shop.children.count == 2)

        let list = try top(CatalogViewController.self, on: tabs[0])
        list.actions.open(Item(name: "chair"))
        let item = try #require(tabs[0].topViewController as? UIHostingController<ItemView>)
        #expect(item.rootView.input == Item(name: "chair"))
        item.rootView.actions.close(())
        #expect(tabs[0].viewControllers.count == 1)
    }

    @Test func aTabsOutcomeRunsTheTabsFlowsHandler() throws {
        let root = startRoot()
        try home().actions.shop(())
        let shop = try #require(root.children.first as? ShopCoordinator)
        let tabs = try #require(shop.tabBarController.viewControllers as? [UINavigationController])
        let order = Order(number: 42)
        try top(BasketViewController.self, on: tabs[1]).actions.checkout(order)

        weak let receipt = shop.children.last as? ReceiptCoordinator
        #expect(receipt != nil)
        #expect(shop.children.count == 3)
        let sheet = try #require(navigation.presentedViewController as? UINavigationController)
        let screen = try top(ReceiptViewController.self, on: sheet)
        #expect(screen.input === order)
        #expect(screen.standInStoryboardSource?.storyboard == "Receipt")
        #expect(screen.standInStoryboardSource?.identifier == "ReceiptViewController")
        screen.actions.close(())
        #expect(receipt == nil)
        // Tabs live as long as their tabs flow.
        #expect(shop.children.count == 2)
    }

    // MARK: - Memory

    @Test func noRetainCycles() throws {
        weak var weakRoot: RootCoordinator?
        weak var weakEditor: EditorCoordinator?
        weak var weakShop: ShopCoordinator?
        weak var weakScreen: UIViewController?
        do {
            let navigation = UINavigationController()
            let root = RootCoordinator(navigationController: navigation)
            root.start()
            let home = try #require(navigation.topViewController as? HomeViewController)
            home.actions.open(Item(name: "a"))
            let detail = try #require(navigation.topViewController as? DetailViewController)
            detail.actions.edit(Item(name: "a"))
            weakEditor = root.children.first as? EditorCoordinator
            weakScreen = navigation.topViewController
            weakRoot = root
            #expect(weakEditor != nil)
        }
        #expect(weakRoot == nil)
        #expect(weakEditor == nil)
        #expect(weakScreen == nil)
        do {
            let navigation = UINavigationController()
            let root = RootCoordinator(navigationController: navigation)
            root.start()
            try #require(navigation.topViewController as? HomeViewController).actions.shop(())
            weakShop = root.children.first as? ShopCoordinator
            #expect(weakShop != nil)
        }
        #expect(weakShop == nil)
    }
}
