import Testing
import UIKit

@testable import GenerateFixtureApp

/// The generated alerts of the Places fixture flow (format 1.1), run on the strict stand-in
/// UIKit: a button runs its transition for the screen that showed the alert, a cancel button
/// only closes it, and a button whose screen has gone does nothing.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct AlertBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let places: PlacesCoordinator
        /// The outcomes the flow finished with, in order.
        let outcomes = OutcomeLog()

        @MainActor
        final class OutcomeLog {
            var names: [String] = []
        }

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            places = PlacesCoordinator(navigationController: navigation, work: LivePlacesWork())
            places.onFinish = { [outcomes] outcome in
                switch outcome {
                case .deleted(let item): outcomes.names.append("deleted \(item.name)")
                case .left: outcomes.names.append("left")
                }
            }
        }

        /// Starts the flow and opens the address of `item`.
        func openAddress(_ item: Item = Item(name: "home")) throws -> AddressViewController {
            places.start()
            settle()
            try #require(navigation.topViewController as? AddressesViewController).actions.open(item)
            settle()
            return try #require(navigation.topViewController as? AddressViewController)
        }

        func shownAlert() throws -> UIAlertController {
            try #require(navigation.presentedViewController as? UIAlertController)
        }

        @Test func aConfirmationDialogIsAnActionSheetWithItsTextsAndButtonsInOrder() throws {
            try openAddress().actions.delete(Item(name: "home"))
            settle()
            let alert = try shownAlert()
            #expect(alert.preferredStyle == .actionSheet)
            #expect(alert.title == "Delete home?")
            // `note` is nil: an optional field shows nothing, not "Optional(…)" or "nil".
            #expect(alert.message == "")
            #expect(alert.actions.map(\.title) == ["Delete", "Keep"])
            #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        }

        @Test func anOptionalFieldShowsItsValue() throws {
            try openAddress().actions.delete(Item(name: "home", note: "the door code is 42"))
            settle()
            #expect(try shownAlert().message == "the door code is 42")
        }

        @Test func aTwiceOptionalFieldShowsItsValueOrNothingAtEitherLevel() throws {
            let address = try openAddress()
            address.actions.delete(Item(name: "home", label: .some("blue door")))
            settle()
            #expect(try shownAlert().message == "blue door")
            try shownAlert().standInTap("Keep")
            settle()
            address.actions.delete(Item(name: "home", label: .some(nil)))
            settle()
            #expect(try shownAlert().message == "")
        }

        @Test func aButtonRunsItsTransitionWithTheAlertsInput() throws {
            try openAddress().actions.delete(Item(name: "home"))
            settle()
            try shownAlert().standInTap("Delete")
            settle()
            #expect(outcomes.names == ["deleted home"])
            #expect(navigation.presentedViewController == nil)
        }

        @Test func aButtonsStackMoveRunsOnTheStackOfTheScreenThatShowedIt() throws {
            try openAddress().actions.leave(())
            settle()
            let alert = try shownAlert()
            #expect(alert.preferredStyle == .alert)
            #expect(alert.title == "Leave the \"addresses\"?")
            #expect(alert.actions.map(\.title) == ["Stay", "places.leave", "Back"])
            alert.standInTap("Back")
            settle()
            #expect(navigation.topViewController is AddressesViewController)
            #expect(outcomes.names.isEmpty)
        }

        @Test func theCancelButtonOnlyClosesTheAlert() throws {
            let address = try openAddress()
            address.actions.delete(Item(name: "home"))
            settle()
            try shownAlert().standInTap("Keep")
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController === address)
            #expect(outcomes.names.isEmpty)
            // The screen is active again: it can show the alert a second time.
            address.actions.delete(Item(name: "home"))
            settle()
            #expect(navigation.presentedViewController is UIAlertController)
        }

        @Test func aButtonWhoseScreenHasGoneDoesNothing() throws {
            // Held, as a screen may be by the app: gone from the stack, it is still not on top.
            let address = try openAddress()
            address.actions.leave(())
            settle()
            let alert = try shownAlert()
            // The app takes the screen away beneath the alert.
            navigation.popViewController(animated: false)
            alert.standInTap("places.leave")
            settle()
            #expect(outcomes.names.isEmpty)
            #expect(navigation.topViewController is AddressesViewController)
        }

        @Test func aSecondTapWhileTheAlertIsShownDoesNotShowAnother() throws {
            let address = try openAddress()
            address.actions.delete(Item(name: "home"))
            address.actions.delete(Item(name: "home"))
            address.actions.leave(())
            settle()
            #expect(try shownAlert().title == "Delete home?")
        }

        @Test func onAnIPadTheActionSheetIsAnchoredToTheScreenThatShowedIt() throws {
            StandInMainLoop.isRegularWidth = true
            let address = try openAddress()
            address.actions.delete(Item(name: "home"))
            settle()
            let alert = try shownAlert()
            #expect(alert.popoverPresentationController?.sourceView === address.view)
            alert.standInTap("Delete")
            settle()
            #expect(outcomes.names == ["deleted home"])
        }
    }
}
