import SwiftUI
import Testing
import UIKit

@testable import GenerateFixtureApp

/// The generated coordinators of the fixture flows, run on the strict stand-in UIKit: animated
/// transitions finish only when the test lets the main loop run, and a present, dismiss or stack
/// change that UIKit would drop is recorded as a violation, on which every test fails.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct CoordinatorBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let services = FixtureServices()
        /// Held as the app's scene delegate holds its entry coordinator.
        let root: RootCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            root = RootCoordinator(navigationController: navigation, work: LiveRootWork(services: services))
        }

        /// Starts the entry flow and lets its first screen appear.
        func startRoot() {
            root.start()
            settle()
        }

        func top<T>(_ type: T.Type, on navigation: UINavigationController? = nil) throws -> T {
            try #require((navigation ?? self.navigation).topViewController as? T)
        }

        func home() throws -> HomeViewController {
            try #require(navigation.viewControllers.first as? HomeViewController)
        }

        @Test func startShowsTheFirstScreenAndWatchesTheStack() throws {
            startRoot()
            #expect(navigation.viewControllers.count == 1)
            _ = try home()
            #expect(navigation.delegate === root)
            #expect(root.children.isEmpty)
        }

        @Test func anAppsNavigationDelegateKeepsHearingEverything() throws {
            let appDelegate = AppNavigationDelegate()
            navigation.delegate = appDelegate
            startRoot()
            #expect(navigation.delegate === root)
            try home().actions.open(Item(name: "a"))
            settle()
            #expect(appDelegate.shown.last is DetailViewController)
            #expect(navigation.standInCustomAnimations == 1)
            // The coordinator still does its own work: the back button releases a child.
            try top(DetailViewController.self).actions.edit(Item(name: "a"))
            settle()
            weak let editor = root.children.first as? EditorCoordinator
            navigation.standInTapBackButton()
            settle()
            #expect(editor == nil)
            #expect(appDelegate.shown.last is DetailViewController)
        }

        @Test func aStartChoiceStartsAChildThatIsReplacedByHomeInOneChange() throws {
            services.startsWithTour = true
            startRoot()
            weak let tour = root.children.first as? TourCoordinator
            #expect(tour != nil)
            try top(TourPageViewController.self).actions.next(())
            settle()
            #expect(tour == nil)
            #expect(root.children.isEmpty)
            #expect(navigation.standInLog == ["push TourPageViewController", "set HomeViewController"])
            _ = try home()
        }

        @Test func aResetMakesAFreshFirstScreenTheOnlyOneInOneChange() throws {
            startRoot()
            let first = try home()
            first.actions.open(Item(name: "lamp"))
            settle()
            try top(DetailViewController.self).actions.startOver(())
            settle()
            #expect(navigation.viewControllers.count == 1)
            let fresh = try home()
            #expect(fresh !== first)
            #expect(navigation.standInLog.last == "set HomeViewController")
            // The fresh screen's actions work: the flow runs on.
            fresh.actions.open(Item(name: "desk"))
            settle()
            #expect(try top(DetailViewController.self).input == Item(name: "desk"))
        }

        @Test func pushCarriesTheActionsInput() throws {
            startRoot()
            try home().actions.open(Item(name: "lamp"))
            settle()
            #expect(try top(DetailViewController.self).input == Item(name: "lamp"))
        }

        @Test func aSecondTapDuringTheAnimationDoesNothing() throws {
            startRoot()
            let home = try home()
            home.actions.open(Item(name: "one"))
            home.actions.open(Item(name: "two"))
            settle()
            #expect(navigation.standInLog == ["push HomeViewController", "push DetailViewController"])
            #expect(try top(DetailViewController.self).input == Item(name: "one"))

            // The same on the pushed screen: the editor's form slides in, and a tap on close comes.
            let detail = try top(DetailViewController.self)
            detail.actions.edit(Item(name: "one"))
            detail.actions.close(())
            settle()
            #expect(navigation.topViewController is EditorViewController)
        }

        @Test func theAppChoosesAmongAlternatives() throws {
            startRoot()
            try home().actions.choose(Item(name: "a"))
            settle()
            #expect(navigation.topViewController is DetailViewController)

            navigation.standInTapBackButton()
            settle()
            services.choosesAbout = true
            try home().actions.choose(Item(name: "b"))
            settle()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let about = try #require(sheet.topViewController as? UIHostingController<AboutView>)
            // A double tap on the sheet's close: the second comes while the sheet slides away.
            about.rootView.actions.close(())
            about.rootView.actions.close(())
            settle()
            #expect(navigation.presentedViewController == nil)
        }

        @Test func storyboardScreensAreInstantiatedByIdentifier() throws {
            startRoot()
            try home().actions.notes(())
            settle()
            let note = try top(NoteViewController.self)
            #expect(note.standInStoryboardSource?.storyboard == "Notes")
            #expect(note.standInStoryboardSource?.identifier == "NoteScreen")
            note.actions.done(())
            settle()
            #expect(navigation.viewControllers.count == 1)
        }

        @Test func workWithAnOutputAnswersTheScreen() async throws {
            startRoot()
            let home = try home()
            #expect(home.actions.format(7) == "#7")
            home.actions.log("hello")
            #expect(services.logged == ["hello"])
            #expect(try await home.actions.refresh(()) == [Item(name: "fresh")])
        }

        @Test func popToRootGoesBackToTheFirstScreen() throws {
            startRoot()
            try home().actions.open(Item(name: "a"))
            settle()
            try top(DetailViewController.self).actions.top(())
            settle()
            #expect(navigation.viewControllers.count == 1)
        }

        // MARK: - Children on the same stack

        func startEditor() throws -> EditorViewController {
            try home().actions.open(Item(name: "lamp"))
            settle()
            try top(DetailViewController.self).actions.edit(Item(name: "lamp"))
            settle()
            return try top(EditorViewController.self)
        }

        @Test func aChildsOutcomeReachesTheParentsHandlerInOneStackChange() async throws {
            startRoot()
            let form = try startEditor()
            weak let editor = root.children.first as? EditorCoordinator
            #expect(editor != nil)
            #expect(form.input == Item(name: "lamp"))
            #expect(editor?.parentCoordinator === root)

            let accepted = try await form.actions.save(Item(name: "lamp, blue"))
            #expect(accepted)
            await settled()
            #expect(editor == nil)
            #expect(root.children.isEmpty)
            // Released and the saved item shown above the detail it was started from: one change.
            #expect(navigation.standInLog.last == "set HomeViewController, DetailViewController, DetailViewController")
            #expect(try top(DetailViewController.self).input == Item(name: "lamp, blue"))
        }

        @Test func aHandlerMayChooseToStay() async throws {
            services.showsSavedItem = false
            startRoot()
            let form = try startEditor()
            _ = try await form.actions.save(Item(name: "x"))
            await settled()
            #expect(root.children.isEmpty)
            #expect(navigation.viewControllers.count == 2)
        }

        @Test func theBackButtonReleasesAChildSharingTheStack() throws {
            startRoot()
            _ = try startEditor()
            weak let editor = root.children.first as? EditorCoordinator
            navigation.standInTapBackButton()
            settle()
            #expect(editor == nil)
            #expect(root.children.isEmpty)
            #expect(navigation.topViewController is DetailViewController)
        }

        @Test func aCancelledSwipeBackKeepsTheChildAndACompletedOneReleasesIt() throws {
            startRoot()
            let form = try startEditor()
            weak let editor = root.children.first as? EditorCoordinator
            navigation.standInSwipeBack(cancelled: true)
            settle()
            #expect(editor != nil)
            #expect(navigation.topViewController === form)

            navigation.standInSwipeBack(cancelled: false)
            settle()
            #expect(editor == nil)
            #expect(navigation.topViewController is DetailViewController)
        }

        @Test func theBackMenuPopsSeveralScreensAndReleasesEveryChildOnThem() throws {
            startRoot()
            let form = try startEditor()
            weak let editor = root.children.first as? EditorCoordinator
            form.actions.pickColor(())
            settle()
            weak let picker = editor?.children.first as? ColorPickerCoordinator
            #expect(picker != nil)
            navigation.standInBackMenu(select: try home())
            settle()
            #expect(picker == nil)
            #expect(editor == nil)
            #expect(root.children.isEmpty)
            #expect(navigation.viewControllers.count == 1)
        }

        @Test func aChildOfAChildIsReleasedByTheBackButtonAndByFinishing() throws {
            startRoot()
            let form = try startEditor()
            weak let editor = root.children.first as? EditorCoordinator
            form.actions.pickColor(())
            settle()
            weak let picker = editor?.children.first as? ColorPickerCoordinator
            #expect(picker?.parentCoordinator === editor)

            navigation.standInTapBackButton()
            settle()
            #expect(picker == nil)
            #expect(editor != nil)
            #expect(navigation.topViewController === form)

            form.actions.pickColor(())
            settle()
            weak let second = editor?.children.first as? ColorPickerCoordinator
            try top(PaletteViewController.self).actions.pick("blue")
            settle()
            #expect(second == nil)
            #expect(editor?.children.isEmpty == true)
            #expect(navigation.topViewController === form)

            // Back twice, one after the other: the picker, then the editor.
            form.actions.pickColor(())
            settle()
            navigation.standInTapBackButton()
            settle()
            navigation.standInTapBackButton()
            settle()
            #expect(editor == nil)
            #expect(root.children.isEmpty)
        }

        @Test func finishingAChildTakesItsScreensAway() throws {
            startRoot()
            let form = try startEditor()
            form.actions.pickColor(())
            settle()
            weak let editor = root.children.first as? EditorCoordinator
            form.actions.cancel(())
            // The form is not on top (the palette is): the tap is ignored, as a tap on a hidden screen.
            settle()
            #expect(editor != nil)
            navigation.standInTapBackButton()
            settle()
            form.actions.cancel(())
            settle()
            #expect(editor == nil)
            #expect(navigation.topViewController is DetailViewController)
        }

        // MARK: - Asynchronous actions

        @Test func aSecondTapWhileTheFirstWaitsIsRefusedNotDropped() async throws {
            startRoot()
            let form = try startEditor()
            weak let editor = root.children.first as? EditorCoordinator
            services.holdsWork = true
            let first = Task { try await form.actions.save(Item(name: "pay")) }
            await Task.yield()
            // Not awaited while the work is held: with the guard broken, the second call would wait too.
            let second = Task { try await form.actions.save(Item(name: "pay")) }
            await Task.yield()
            services.holdsWork = false
            #expect(try await first.value)
            await #expect(throws: FlowcActionError.busy) { try await second.value }
            await settled()
            #expect(services.saves == [Item(name: "pay")])
            #expect(editor == nil)
            #expect(navigation.viewControllers.count == 3)
        }

        @Test func waitingWorkIsCancelledWhenItsScreenLeaves() async throws {
            startRoot()
            let form = try startEditor()
            services.holdsWork = true
            let save = Task { try await form.actions.save(Item(name: "slow")) }
            await Task.yield()
            navigation.standInTapBackButton()
            settle()
            await #expect(throws: CancellationError.self) { try await save.value }
            #expect(services.cancelledWork == 1)
            await settled()
            #expect(root.children.isEmpty)
            #expect(navigation.topViewController is DetailViewController)
        }

        @Test func actionsCalledAfterTheirFlowFinishedDoNothingAndSaySo() async throws {
            startRoot()
            let form = try startEditor()
            form.actions.cancel(())
            settle()
            #expect(root.children.isEmpty)
            form.actions.cancel(())
            form.actions.pickColor(())
            await #expect(throws: FlowcActionError.flowFinished) { try await form.actions.save(Item(name: "late")) }
            settle()
            #expect(navigation.topViewController is DetailViewController)
            #expect(services.saves.isEmpty)
        }

        // MARK: - Presented children

        /// Presents the sign-in flow; its coordinator is reached through `root.children`, held weakly.
        func signIn() throws -> UINavigationController {
            try home().actions.signIn(())
            settle()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            #expect(sheet === (root.children.first as? SignInCoordinator)?.navigationController)
            return sheet
        }

        @Test func aPresentedChildFinishesThenTheParentPushesAfterTheSheetIsGone() async throws {
            startRoot()
            let sheet = try signIn()
            weak let signIn = root.children.first as? SignInCoordinator
            let credentials = try top(CredentialsViewController.self, on: sheet)
            let user = try await credentials.actions.submit(Credentials(name: "ada")).get()
            credentials.actions.signedIn(user)
            // The sheet slides away first; the push waits for it.
            #expect(navigation.topViewController is HomeViewController)
            await settled()
            #expect(signIn == nil)
            #expect(navigation.presentedViewController == nil)
            #expect(try top(AccountViewController.self).input == User(name: "ada"))
            #expect(services.signInsCancelled == 0)
        }

        @Test func swipingASheetAwayReleasesThePresentedChildOnce() throws {
            startRoot()
            let sheet = try signIn()
            weak let signIn = root.children.first as? SignInCoordinator
            sheet.standInSwipeDown()
            settle()
            #expect(signIn == nil)
            #expect(root.children.isEmpty)
            #expect(navigation.presentedViewController == nil)
            #expect(services.signInsCancelled == 1)
        }

        @Test("dismissed by the app, not by a swipe, a presented child is released and handled once")
        func aProgrammaticDismissalReleasesThePresentedChild() throws {
            startRoot()
            let sheet = try signIn()
            weak let signIn = root.children.first as? SignInCoordinator
            let credentials = try top(CredentialsViewController.self, on: sheet)
            // As SwiftUI's `dismiss` or a view controller's own `dismiss(animated:)` does.
            credentials.dismiss(animated: true)
            settle()
            #expect(signIn == nil)
            #expect(root.children.isEmpty)
            #expect(services.signInsCancelled == 1)
        }

        @Test func aFinishingSheetDoubleTappedIsDismissedOnce() throws {
            startRoot()
            let sheet = try signIn()
            weak let signIn = root.children.first as? SignInCoordinator
            let credentials = try top(CredentialsViewController.self, on: sheet)
            credentials.actions.cancel(())
            credentials.actions.cancel(())
            settle()
            #expect(signIn == nil)
            #expect(services.signInsCancelled == 1)
        }

        @Test func waitingWorkOfASheetSwipedAwayIsCancelled() async throws {
            startRoot()
            let sheet = try signIn()
            let credentials = try top(CredentialsViewController.self, on: sheet)
            services.holdsWork = true
            let submit = Task { try await credentials.actions.submit(Credentials(name: "ada")) }
            await Task.yield()
            sheet.standInSwipeDown()
            settle()
            await #expect(throws: CancellationError.self) { try await submit.value }
            #expect(services.cancelledWork == 1)
        }

        func help() throws -> (UINavigationController, UINavigationController) {
            let sheet = try signIn()
            try top(CredentialsViewController.self, on: sheet).actions.help(())
            settle()
            let helpSheet = try #require(sheet.presentedViewController as? UINavigationController)
            #expect((root.children.first as? SignInCoordinator)?.children.first is HelpCoordinator)
            return (sheet, helpSheet)
        }

        @Test func aChildWithoutBackIsSwipedAwayOnlyWhenItsParentsWorkSaysSo() throws {
            startRoot()
            let (_, helpSheet) = try help()
            let signIn = try #require(root.children.first as? SignInCoordinator)
            weak let help = signIn.children.first as? HelpCoordinator
            helpSheet.standInSwipeDown()
            settle()
            #expect(help != nil)
            #expect(helpSheet.presentingViewController != nil)

            services.mayDismissHelp = true
            helpSheet.standInSwipeDown()
            settle()
            #expect(help == nil)
            #expect(signIn.children.isEmpty)
        }

        @Test func aChildWithoutBackDismissedByTheAppIsReleased() throws {
            startRoot()
            let (sheet, helpSheet) = try help()
            let signIn = try #require(root.children.first as? SignInCoordinator)
            weak let help = signIn.children.first as? HelpCoordinator
            let topics = try #require(helpSheet.topViewController as? UIHostingController<HelpView>)
            topics.dismiss(animated: true)
            settle()
            #expect(help == nil)
            #expect(signIn.children.isEmpty)
            #expect(sheet.presentedViewController == nil)
        }

        @Test func aChildWithoutBackFinishesAndThenItsParentToo() throws {
            startRoot()
            let (sheet, helpSheet) = try help()
            weak let signIn = root.children.first as? SignInCoordinator
            weak let help = signIn?.children.first as? HelpCoordinator
            let topics = try #require(helpSheet.topViewController as? UIHostingController<HelpView>)
            topics.rootView.actions.close(())
            settle()
            #expect(help == nil)
            #expect(sheet.presentedViewController == nil)
            #expect(signIn != nil)

            // Swiping the sign-in sheet away now releases it.
            sheet.standInSwipeDown()
            settle()
            #expect(signIn == nil)
        }

        // MARK: - Tabs

        func shop() throws -> (ShopCoordinator, [UINavigationController]) {
            try home().actions.shop(())
            settle()
            let shop = try #require(root.children.first as? ShopCoordinator)
            let tabs = try #require(shop.tabBarController.viewControllers as? [UINavigationController])
            return (shop, tabs)
        }

        @Test func aTabsFlowBecomesTheWindowsRootWithEachTabOnItsOwnStack() throws {
            startRoot()
            let (shop, tabs) = try shop()
            #expect(window.rootViewController === shop.tabBarController)
            #expect(tabs.map(\.tabBarItem.title) == ["Catalog", "Basket"])
            #expect(shop.children.count == 2)

            let list = try top(CatalogViewController.self, on: tabs[0])
            list.actions.open(Item(name: "chair"))
            settle()
            let item = try #require(tabs[0].topViewController as? UIHostingController<ItemView>)
            #expect(item.rootView.input == Item(name: "chair"))
            item.rootView.actions.close(())
            settle()
            #expect(tabs[0].viewControllers.count == 1)
        }

        @Test func aTabsFlowFinishesAgainAndAgain() throws {
            startRoot()
            let (shop, tabs) = try shop()
            let basket = try top(BasketViewController.self, on: tabs[1])
            for number in [42, 43] {
                let order = Order(number: number)
                basket.actions.checkout(order)
                settle()
                weak let receipt = shop.children.last as? ReceiptCoordinator
                #expect(receipt != nil)
                #expect(shop.children.count == 3)
                let sheet = try #require(shop.tabBarController.presentedViewController as? UINavigationController)
                let screen = try top(ReceiptViewController.self, on: sheet)
                #expect(screen.input === order)
                #expect(screen.standInStoryboardSource?.storyboard == "Receipt")
                screen.actions.close(())
                settle()
                #expect(receipt == nil)
                // Tabs live as long as their tabs flow.
                #expect(shop.children.count == 2)
            }
        }

        @Test(
            "signing out from a sheet presented over the tab bar: the event goes up two flows, and the entry flow's reset releases every coordinator and shows a fresh home on the window's root stack"
        )
        func aResetAnsweringADeepEventTearsEverythingDown() throws {
            startRoot()
            let tabBar: FlowcTabBarController
            weak let shopFlow: ShopCoordinator?
            weak let catalog: CatalogCoordinator?
            weak let basket: BasketCoordinator?
            weak let receipt: ReceiptCoordinator?
            weak let receiptScreen: ReceiptViewController?
            do {
                let (started, tabs) = try shop()
                tabBar = started.tabBarController
                shopFlow = started
                catalog = started.children.compactMap { $0 as? CatalogCoordinator }.first
                basket = started.children.compactMap { $0 as? BasketCoordinator }.first
                try top(CatalogViewController.self, on: tabs[0]).actions.open(Item(name: "chair"))
                try top(BasketViewController.self, on: tabs[1]).actions.checkout(Order(number: 9))
                settle()
                receipt = started.children.last as? ReceiptCoordinator
                let sheet = try #require(tabBar.presentedViewController as? UINavigationController)
                receiptScreen = sheet.topViewController as? ReceiptViewController
            }
            #expect(receipt != nil && catalog != nil && basket != nil)
            try #require(receiptScreen).actions.signOut(())
            settle()
            #expect(shopFlow == nil)
            #expect(catalog == nil)
            #expect(basket == nil)
            #expect(receipt == nil)
            #expect(receiptScreen == nil)
            #expect(root.children.isEmpty)
            #expect(tabBar.presentedViewController == nil)
            #expect(window.rootViewController === navigation)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController is HomeViewController)
        }

        @Test("a tab's event reaches the tabs flow's handler while the tab keeps running")
        func aTabsEventPresentsAChildAndTheTabRunsOn() throws {
            startRoot()
            let (shop, tabs) = try shop()
            weak let basketFlow = shop.children.compactMap { $0 as? BasketCoordinator }.first
            let basket = try top(BasketViewController.self, on: tabs[1])
            let order = Order(number: 7)
            basket.actions.showOrder(order)
            settle()
            // The tab was not released nor its stack moved; the handler presented the receipt.
            #expect(basketFlow != nil)
            #expect(shop.children.count == 3)
            #expect(tabs[1].viewControllers == [basket])
            let sheet = try #require(shop.tabBarController.presentedViewController as? UINavigationController)
            let screen = try top(ReceiptViewController.self, on: sheet)
            #expect(screen.input === order)
            weak let receipt = shop.children.last as? ReceiptCoordinator
            screen.actions.close(())
            settle()
            #expect(receipt == nil)
            #expect(basketFlow != nil)
            // The tab still answers: its outcome finishes it as before.
            basket.actions.checkout(Order(number: 8))
            settle()
            #expect(shop.tabBarController.presentedViewController != nil)
        }

        // MARK: - Memory

        @Test func noRetainCycles() throws {
            weak var weakRoot: RootCoordinator?
            weak var weakEditor: EditorCoordinator?
            weak var weakShop: ShopCoordinator?
            weak var weakScreen: UIViewController?
            do {
                // A window of its own, released with the rest: actions move only screens in a window.
                let window = UIWindow()
                let navigation = UINavigationController()
                window.rootViewController = navigation
                let root = RootCoordinator(navigationController: navigation, work: LiveRootWork(services: services))
                root.start()
                settle()
                let home = try #require(navigation.topViewController as? HomeViewController)
                home.actions.open(Item(name: "a"))
                settle()
                let detail = try #require(navigation.topViewController as? DetailViewController)
                detail.actions.edit(Item(name: "a"))
                settle()
                weakEditor = root.children.first as? EditorCoordinator
                weakScreen = navigation.topViewController
                weakRoot = root
                #expect(weakEditor != nil)
            }
            #expect(weakRoot == nil)
            #expect(weakEditor == nil)
            #expect(weakScreen == nil)
            do {
                let window = UIWindow()
                let navigation = UINavigationController()
                window.rootViewController = navigation
                let root = RootCoordinator(navigationController: navigation, work: LiveRootWork(services: services))
                root.start()
                settle()
                try #require(navigation.topViewController as? HomeViewController).actions.shop(())
                settle()
                weakShop = root.children.first as? ShopCoordinator
                #expect(weakShop != nil)
            }
            #expect(weakShop == nil)
        }
    }
}

/// A navigation delegate an app sets for its own reasons: custom transitions.
@MainActor
final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var shown: [UIViewController] = []

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(viewController)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? SlideAnimation() : nil
    }
}

@MainActor
final class SlideAnimation: NSObject, UIViewControllerAnimatedTransitioning {}
