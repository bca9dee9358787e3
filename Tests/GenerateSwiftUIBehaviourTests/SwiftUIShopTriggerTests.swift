import SwiftUI
import Testing

@testable import GenerateSwiftUIShopApp

// The shop's triggers (format 1.2) in the SwiftUI backend: the app's push notifications, methods
// it calls on a coordinator, answering whether they ran, and the state after each.

@MainActor
@Suite("The SwiftUI shop's triggers: what the app calls for, as state")
struct SwiftUIShopTriggerTests {
    /// The profile tab selected, its order 7's details pushed.
    func orderDetailShown() throws -> (AppCoordinator, MainCoordinator, ProfileCoordinator) {
        let (app, main) = try shopInTabs()
        main.selectedTab = .profile
        let profile = try child(main, ProfileCoordinator.self)
        let stack = profile.navigationController
        try controller(stack.entries.first, ProfileViewController.self).actions.showOrders(())
        try controller(stack.entries.last, OrderHistoryViewController.self).actions.openOrder(Order.ID(rawValue: "7"))
        return (app, main, profile)
    }

    @Test("orderShipped runs from the order's details only while they are active, presenting the tracking")
    func orderShippedFromTheOrderDetail() throws {
        let (app, main, profile) = try orderDetailShown()
        let stack = profile.navigationController
        let shipped = Order.ID(rawValue: "7")
        // Another tab selected: the details are out of the window.
        main.selectedTab = .home
        #expect(!profile.triggerOrderShipped(shipped))
        #expect(stack.presented == nil)
        main.selectedTab = .profile
        #expect(profile.triggerOrderShipped(shipped))
        let tracking = try #require(stack.presented?.stacks.first)
        #expect(try swiftUIView(tracking.entries.first, OrderTrackingView.self).input == shipped)
        // Covered by the tracking it presented: a second notification moves nothing.
        #expect(!profile.triggerOrderShipped(shipped))
        #expect(stack.presented?.stacks.first === tracking)
        // Swiped away, the details are active again.
        stack.sheetBinding.wrappedValue = nil
        #expect(profile.triggerOrderShipped(shipped))
        #expect(stack.presented != nil)
        stack.sheetBinding.wrappedValue = nil
        // Popped by the back button: the details are gone, and the trigger with them.
        stack.pathBinding.wrappedValue = Array(stack.path.dropLast())
        #expect(!profile.triggerOrderShipped(shipped))
        #expect(stack.presented == nil)
        _ = app
    }

    @Test("orderShipped does nothing under a screen pushed over the details, and runs once it is popped")
    func orderShippedUnderAPushedScreen() throws {
        let (app, _, profile) = try orderDetailShown()
        let stack = profile.navigationController
        try controller(stack.entries.last, OrderDetailViewController.self).actions.resumeReturn(ReturnDraft(items: []))
        #expect(profile.children.count == 1)
        #expect(!profile.triggerOrderShipped(Order.ID(rawValue: "7")))
        stack.pathBinding.wrappedValue = Array(stack.path.dropLast())
        #expect(profile.children.isEmpty)
        #expect(profile.triggerOrderShipped(Order.ID(rawValue: "7")))
        _ = app
    }

    @Test("sessionRevoked resets the app to the welcome screen from anywhere, but not before it starts")
    func sessionRevokedResets() throws {
        let unstarted = AppCoordinator(navigationController: FlowcStack(isRoot: true), work: MockAppWork())
        #expect(!unstarted.triggerSessionRevoked())
        #expect(unstarted.navigationController.entries.isEmpty)

        weak var releasedMain: MainCoordinator?
        weak var releasedProfile: ProfileCoordinator?
        let app: AppCoordinator
        do {
            let (shown, main, profile) = try orderDetailShown()
            app = shown
            #expect(profile.triggerOrderShipped(Order.ID(rawValue: "7")))
            releasedMain = main
            releasedProfile = profile
        }
        // A sheet up in a tab: a reset runs all the same.
        #expect(app.triggerSessionRevoked())
        #expect(app.children.isEmpty)
        #expect(app.navigationController.replacement == nil)
        #expect(app.navigationController.entries.count == 1)
        _ = try swiftUIView(app.navigationController.entries.first, WelcomeView.self)
        #expect(releasedMain == nil)
        #expect(releasedProfile == nil)
        // Again on the welcome screen: nothing more to take away, the welcome screen stays.
        #expect(app.triggerSessionRevoked())
        #expect(app.navigationController.entries.count == 1)
    }
}
