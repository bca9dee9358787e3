import SwiftUI
import Testing
import UIKit

@testable import GenerateFixtureApp

/// Named results (format 1.2) of the Devices fixture flow, run on the strict stand-in UIKit: a
/// sheet asked by two screens answers each with its own enum's case, a swipe answers nil, and a
/// child's handlers answer with the case they name, one with the outcome's payload.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct NamedResultBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let devices: DevicesCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            devices = DevicesCoordinator(navigationController: navigation, work: LiveDevicesWork())
        }

        func deviceList() throws -> DeviceListViewController {
            devices.start()
            settle()
            return try #require(navigation.topViewController as? DeviceListViewController)
        }

        /// The confirm sheet on top of the presented stack.
        func confirm() throws -> (sheet: UINavigationController, view: ConfirmView) {
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            let hosting = try #require(sheet.topViewController as? UIHostingController<ConfirmView>)
            return (sheet, hosting.rootView)
        }

        @Test func theSheetAnswersTheListScreenWithTheCaseItsReturnNames() async throws {
            let list = try deviceList()
            let call = Task { try await list.actions.removeDevice(()) }
            await settled()
            try confirm().view.actions.remove(())
            await settled()
            #expect(try await call.value == .removed)
            #expect(navigation.presentedViewController == nil)
        }

        @Test func theSameSheetAnswersTheDeviceScreenWithItsOwnEnum() async throws {
            try deviceList().actions.openDevice(Item(name: "phone"))
            settle()
            let device = try #require(navigation.topViewController as? DeviceViewController)
            let call = Task { try await device.actions.unlink(()) }
            await settled()
            try confirm().view.actions.keep(())
            await settled()
            let answer: DevicesDeviceUnlinkResult? = try await call.value
            #expect(answer == .kept)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController === device)
        }

        @Test func swipingTheSheetAwayAnswersNil() async throws {
            let list = try deviceList()
            let call = Task { try await list.actions.removeDevice(()) }
            await settled()
            try confirm().sheet.standInSwipeDown()
            await settled()
            #expect(try await call.value == nil)
            #expect(navigation.presentedViewController == nil)
        }

        @Test func theChildsHandlerAnswersWithTheCaseAndTheOutcomesPayload() async throws {
            let list = try deviceList()
            let call = Task { try await list.actions.pickColor(()) }
            await settled()
            weak let picker = devices.children.first as? ColorPickerCoordinator
            try #require(navigation.topViewController as? PaletteViewController).actions.pick("teal")
            await settled()
            guard case .chosen(let color)? = try await call.value else {
                Issue.record("the picker's choice did not come back as .chosen")
                return
            }
            #expect(color == "teal")
            #expect(picker == nil)
            #expect(navigation.topViewController === list)
        }

        @Test func theChildsOtherOutcomeAnswersTheCaseWithoutAPayload() async throws {
            let list = try deviceList()
            let call = Task { try await list.actions.pickColor(()) }
            await settled()
            #expect(navigation.topViewController is PaletteViewController)
            navigation.standInTapBackButton()
            await settled()
            guard case .unchanged? = try await call.value else {
                Issue.record("the back button did not answer .unchanged")
                return
            }
            #expect(navigation.topViewController === list)
        }
    }
}
