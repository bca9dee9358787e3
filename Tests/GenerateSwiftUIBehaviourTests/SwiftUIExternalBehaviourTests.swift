import Foundation
import SwiftUI
import Testing

@testable import GenerateSwiftUIShopApp

// UIKit-made screens in the SwiftUI shop: the product page's share sheet, an external screen
// (format 1.2) the work makes, presented as it is in a popover; and the storyboard screens. What
// the user does to the popover (a tap outside it) the tests write through `popoverBinding`, as
// SwiftUI writes it.

/// The controller an external screen's entry shows, as it is (no `NavigationStack` around it).
@MainActor
func externalController(_ presentation: FlowcPresentation?) throws -> UIViewController {
    let presentation = try #require(presentation)
    let content = try #require(presentation.view().standInView as? FlowcEntryView)
    let entry = try #require(content.entry)
    let owner = try #require(entry.owner)
    return try #require(owner.flowcView(for: entry).standInView as? FlowcExternalView).controller
}

@MainActor
@Suite("The SwiftUI shop's UIKit-made screens: an external share sheet in a popover, storyboards")
struct SwiftUIExternalBehaviourTests {
    /// The home tab's stack with product 9's page on top, and the work its flow was given.
    func productPage() throws -> (AppCoordinator, FlowcStack, ProductViewController, MockProductDetailWork) {
        let (app, main) = try shopInTabs()
        let home = try child(main, HomeCoordinator.self)
        let work = try #require(home.work as? MockHomeWork).productDetail
        let stack = home.navigationController
        try controller(stack.entries.first, HomeFeedViewController.self).actions.openProduct(Product.ID(rawValue: "9"))
        return (app, stack, try controller(stack.entries.last, ProductViewController.self), work)
    }

    let product = Product(id: Product.ID(rawValue: "9"))

    @Test("the work's share sheet, shown as it is in a popover; its handler's done answers, and it goes")
    func shareSheetInAPopover() async throws {
        let (_, stack, page, work) = try productPage()
        let shared = Task { try await page.actions.share(product) }
        while stack.presented == nil { await Task.yield() }
        let popover = try #require(stack.presented)
        // A popover, not a sheet: `.popover(item:)` shows it, anchored to the product page's stack.
        #expect(popover.style == .popover)
        #expect(stack.popoverBinding.wrappedValue?.id == popover.id)
        #expect(stack.sheetBinding.wrappedValue == nil)
        #expect(stack.fullScreenCoverBinding.wrappedValue == nil)
        #expect(popover.detents.isEmpty)
        // A tap outside it needs no one's leave, as in UIKit.
        #expect(popover.mayDismissBySwipe())
        let sheet = try #require(work.shareSheets.last)
        #expect(sheet.standInActivityItems as? [String] == ["shop://product/9"])
        #expect(try externalController(popover) === sheet)
        // Covered by it, the product page moves nothing.
        await #expect(throws: FlowcActionError.inactive) { try await page.actions.share(product) }
        #expect(work.shareSheets.count == 1)
        // Shared: the handler hands `done` true; the popover goes and the action gets true.
        sheet.completionWithItemsHandler?(.copyToPasteboard, true, nil, nil)
        #expect(stack.presented == nil)
        #expect(try await shared.value == true)
        // A second call of its handler answers nothing more and moves nothing.
        sheet.completionWithItemsHandler?(.mail, true, nil, nil)
        #expect(stack.presented == nil)
        #expect(stack.path.count == 1)
    }

    @Test("a tap outside the popover: the action gets nil, unless done comes in the same turn")
    func tapOutsideThePopover() async throws {
        let (_, stack, page, work) = try productPage()
        let tapped = Task { try await page.actions.share(product) }
        while stack.presented == nil { await Task.yield() }
        stack.popoverBinding.wrappedValue = nil
        // Required before the wait: a popover still up would never answer.
        try #require(stack.presented == nil)
        #expect(try await tapped.value == nil)
        // Its handler, late: nothing more.
        try #require(work.shareSheets.last).completionWithItemsHandler?(nil, false, nil, nil)
        #expect(stack.presented == nil)

        // A share sheet calls its handler once it has gone: in the same turn, `done` still counts.
        let handled = Task { try await page.actions.share(product) }
        while stack.presented == nil { await Task.yield() }
        stack.popoverBinding.wrappedValue = nil
        try #require(stack.presented == nil)
        try #require(work.shareSheets.last).completionWithItemsHandler?(.mail, true, nil, nil)
        #expect(try await handled.value == true)
        #expect(stack.presented == nil)
        // The page is active again.
        let again = Task { try await page.actions.share(product) }
        while stack.presented == nil { await Task.yield() }
        #expect(work.shareSheets.count == 3)
        try #require(work.shareSheets.last).completionWithItemsHandler?(nil, false, nil, nil)
        #expect(try await again.value == false)
    }

    @Test("nil from the work shows nothing, and the action gets nil")
    func refusedByTheWork() async throws {
        let (_, stack, page, work) = try productPage()
        work.refusesToShare = true
        #expect(try await page.actions.share(product) == nil)
        #expect(stack.presented == nil)
        #expect(work.shareSheets.isEmpty)
    }

    @Test("a link opened while the popover is up takes it away: the action gets nil")
    func aLinkTakesThePopoverAway() async throws {
        let (app, stack, page, _) = try productPage()
        let shared = Task { try await page.actions.share(product) }
        while stack.presented == nil { await Task.yield() }
        #expect(app.open(try link("shop://product/5")))
        try #require(stack.presented == nil)
        #expect(try await shared.value == nil)
        #expect(try controller(stack.entries.last, ProductViewController.self).input.rawValue == "5")
    }

    @Test("storyboard screens are made from their storyboard by identifier, given their values")
    func storyboardScreens() throws {
        let (app, main) = try shopInTabs()
        let launch = try controller(app.navigationController.entries.first, LaunchViewController.self)
        #expect(launch.standInStoryboardSource?.storyboard == "LaunchScreen")
        #expect(launch.standInStoryboardSource?.identifier == "Launch")
        main.selectedTab = .profile
        let profile = try child(main, ProfileCoordinator.self)
        try controller(profile.navigationController.entries.first, ProfileViewController.self).actions.openSettings(())
        let settingsStack = try #require(profile.navigationController.presented?.stacks.first)
        let settings = try controller(settingsStack.entries.first, SettingsViewController.self)
        #expect(settings.standInStoryboardSource?.storyboard == "Settings")
        #expect(settings.standInStoryboardSource?.identifier == "SettingsScreen")
        // Its actions are the coordinator's, as for any screen.
        settings.actions.toggleNotifications(true)
        #expect(try #require(main.work as? MockMainWork).profile.notifications == [true])
    }
}
