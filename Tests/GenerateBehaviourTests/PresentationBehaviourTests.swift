import SwiftUI
import Testing
import UIKit

@testable import GenerateFixtureApp
@testable import GenerateShopApp

/// Presentation styles (`presentation` on a screen, `present` as a map on a child) as the
/// generated code applies them, run on the strict stand-in UIKit: the style, the detents, the
/// popover's anchor, and the work asked before a swipe the flow turned off.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct PresentationBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let services = FixtureServices()
        let root: RootCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            root = RootCoordinator(navigationController: navigation, work: LiveRootWork(services: services))
        }

        func home() throws -> GenerateFixtureApp.HomeViewController {
            try #require(navigation.viewControllers.first as? GenerateFixtureApp.HomeViewController)
        }

        /// The fixture's about screen, a popover that a tap outside does not simply dismiss.
        func presentAbout() throws -> UINavigationController {
            root.start()
            settle()
            services.choosesAbout = true
            try home().actions.choose(Item(name: "a"))
            settle()
            return try #require(navigation.presentedViewController as? UINavigationController)
        }

        @Test func aPopoverIsAnchoredToThePresentingScreenWhereItShowsAsOne() throws {
            StandInMainLoop.isRegularWidth = true
            let popover = try presentAbout()
            #expect(popover.modalPresentationStyle == .popover)
            #expect(popover.popoverPresentationController?.sourceView === (try home()).view)
            #expect(popover.topViewController is UIHostingController<AboutView>)
        }

        @Test func theStandInRefusesAPopoverWithoutAnAnchorInARegularWidth() {
            StandInMainLoop.isRegularWidth = true
            let presenter = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = presenter
            let popover = UINavigationController(rootViewController: UIViewController())
            popover.modalPresentationStyle = .popover
            presenter.present(popover, animated: true)
            StandInMainLoop.finishAnimations()
            #expect(presenter.presentedViewController == nil)
            #expect(StandInMainLoop.violations == ["present UINavigationController as a popover without a sourceView"])
        }

        @Test func theStandInKeepsTheStyleTheSheetWasMadeForAndRefusesNoDetents() {
            let sheet = UINavigationController(rootViewController: UIViewController())
            #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large])
            sheet.sheetPresentationController?.detents = []
            #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large])
            sheet.modalPresentationStyle = .fullScreen
            #expect(
                StandInMainLoop.violations == [
                    "a sheet's detents set to none",
                    "modalPresentationStyle of UINavigationController set after its presentation controller was made",
                ])
            let cover = UINavigationController(rootViewController: UIViewController())
            cover.modalPresentationStyle = .fullScreen
            #expect(cover.sheetPresentationController == nil && cover.popoverPresentationController == nil)
        }

        @Test func aTapOutsideAPopoverWhoseSwipeIsOffAsksTheWork() throws {
            let popover = try presentAbout()
            popover.standInSwipeDown()
            settle()
            #expect(navigation.presentedViewController === popover)

            services.mayDismissAbout = true
            popover.standInSwipeDown()
            settle()
            #expect(navigation.presentedViewController == nil)
        }

        @Test func aChildsFormSheetHasItsDetentsAndAFixedHeight() throws {
            root.start()
            settle()
            try home().actions.signIn(())
            settle()
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            try #require(sheet.topViewController as? CredentialsViewController).actions.help(())
            settle()
            let help = try #require(sheet.presentedViewController as? UINavigationController)
            #expect(help.modalPresentationStyle == .formSheet)
            let detents = try #require(help.sheetPresentationController?.detents)
            #expect(detents.count == 2)
            #expect(detents.first?.identifier == .medium)
            #expect(detents.last?.standInHeight(maximum: 800) == 320)
        }

        /// The shop's results screen, with the filter sheet its `editFilters` presented; the task
        /// is the action's call, waiting for the filters applied.
        func editFilters() async throws -> (
            call: Task<SearchFilters?, any Error>, sheet: UINavigationController,
            filters: UIHostingController<SearchFiltersView>
        ) {
            let search = SearchCoordinator(navigationController: navigation, work: MockSearchWork())
            search.start()
            await StandInMainLoop.settle()
            let query = try #require(navigation.topViewController as? SearchViewController)
            query.actions.submit("tea")
            await StandInMainLoop.settle()
            let results = try #require(navigation.topViewController as? SearchResultsViewController)
            let call = Task { try await results.actions.editFilters(SearchFilters(tags: ["green"])) }
            await StandInMainLoop.settle()
            #expect(StandInMainLoop.violations == [])
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let filters = try #require(sheet.topViewController as? UIHostingController<SearchFiltersView>)
            return (call, sheet, filters)
        }

        @Test func theShopsFilterSheetOpensAtHalfHeightAndASwipeClosesItAnsweringNil() async throws {
            let (call, sheet, filters) = try await editFilters()
            #expect(sheet.modalPresentationStyle == .pageSheet)
            #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
            #expect(filters.rootView.input.tags == ["green"])
            sheet.standInSwipeDown()
            await StandInMainLoop.settle()
            #expect(StandInMainLoop.violations == [])
            #expect(navigation.presentedViewController == nil)
            #expect(try await call.value == nil)
        }

        /// A screen with a `presentation` that an action waits for: its style, and the value back.
        @Test func theShopsFilterSheetHandsTheAppliedFiltersBack() async throws {
            let (call, sheet, filters) = try await editFilters()
            #expect(sheet.modalPresentationStyle == .pageSheet)
            filters.rootView.actions.apply(SearchFilters(tags: ["green", "loose"]))
            await StandInMainLoop.settle()
            #expect(StandInMainLoop.violations == [])
            #expect(navigation.presentedViewController == nil)
            #expect(try await call.value?.tags == ["green", "loose"])
        }
    }
}
