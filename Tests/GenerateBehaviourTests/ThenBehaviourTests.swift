import Testing
import UIKit

@testable import GenerateFixtureApp

/// The generated second steps of the Wharf fixture flow (format 1.2, `then`), run on the strict
/// stand-in UIKit: each runs once its closing step has ended, on the screen beneath, never while
/// the dismissal runs, and is dropped when that screen is no longer on top and active then.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct ThenBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let work = LiveWharfWork()
        let wharf: WharfCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            wharf = WharfCoordinator(navigationController: navigation, work: work)
        }

        func dock() throws -> DockViewController {
            wharf.start()
            settle()
            return try #require(navigation.topViewController as? DockViewController)
        }

        /// The scanner, presented over the root stack.
        func scanner() throws -> ScannerViewController {
            let presented = try #require(navigation.presentedViewController as? UINavigationController)
            return try #require(presented.topViewController as? ScannerViewController)
        }

        /// The berth on top of the root stack, and what it was made with.
        func berth() throws -> String {
            try #require(navigation.topViewController as? BerthViewController).input
        }

        @Test func theSecondStepRunsOnceTheDismissalHasEnded() throws {
            try dock().actions.scan(())
            settle()
            try scanner().actions.manual("A1")
            // While the sheet slides away, nothing moves beneath it.
            #expect(navigation.presentedViewController?.isBeingDismissed == true)
            #expect(navigation.viewControllers.count == 1)
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(try berth() == "A1")
            #expect(StandInMainLoop.violations.isEmpty)
        }

        @Test func aPresentAfterADismissalIsNotMadeWhileTheDismissalRuns() throws {
            try dock().actions.scan(())
            settle()
            let first = try scanner()
            work.chooseChoice = .dismissThenPresentScanner
            first.actions.choose("B2")
            settle()
            let second = try scanner()
            #expect(second !== first)
            #expect(StandInMainLoop.violations.isEmpty)
        }

        @Test func aChoiceCaseRunsBothSteps() throws {
            try dock().actions.scan(())
            settle()
            work.chooseChoice = .dismissThenPushBerth
            try scanner().actions.choose("B3")
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(try berth() == "B3")
        }

        @Test func theSecondStepIsDroppedWhenTheScreenBeneathWentAway() throws {
            let dock = try dock()
            dock.actions.walk(())
            settle()
            try #require(navigation.topViewController as? PierViewController).actions.scan(())
            settle()
            try scanner().actions.manual("C3")
            // While the sheet slides away, the app (or a route) takes the pier away beneath it.
            navigation.setViewControllers([dock], animated: false)
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.viewControllers == [dock])
            #expect(StandInMainLoop.violations.isEmpty)
        }

        @Test func theSecondStepIsDroppedWhenAnotherScreenCameOnTop() throws {
            let dock = try dock()
            dock.actions.scan(())
            settle()
            try scanner().actions.manual("C4")
            // While the sheet slides away, the app shows a screen of its own on the stack beneath.
            let other = UIViewController()
            navigation.pushViewController(other, animated: false)
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.viewControllers == [dock, other])
            #expect(StandInMainLoop.violations.isEmpty)
        }

        @Test func aMadeSecondStepAsksTheWorkAndNilDropsIt() throws {
            let dock = try dock()
            dock.actions.scan(())
            settle()
            try scanner().actions.code("")
            settle()
            #expect(work.asked == ["scannerCodeInput"])
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.viewControllers == [dock])
            dock.actions.scan(())
            settle()
            try scanner().actions.code("D4")
            settle()
            #expect(try berth() == "Berth D4")
            #expect(StandInMainLoop.violations.isEmpty)
        }

        @Test func aPopThenPresentsFromTheScreenBeneath() throws {
            let dock = try dock()
            dock.actions.walk(())
            settle()
            try #require(navigation.topViewController as? PierViewController).actions.turnBack(())
            settle()
            #expect(navigation.viewControllers == [dock])
            _ = try scanner()
            #expect(StandInMainLoop.violations.isEmpty)
        }

        @Test func popToRootThenPresentsFromTheFirstScreen() throws {
            let dock = try dock()
            dock.actions.walk(())
            settle()
            try #require(navigation.topViewController as? PierViewController).actions.scan(())
            settle()
            try scanner().actions.manual("E5")
            settle()
            #expect(navigation.viewControllers.count == 3)
            try #require(navigation.topViewController as? BerthViewController).actions.leave(())
            settle()
            #expect(navigation.viewControllers == [dock])
            _ = try scanner()
            #expect(StandInMainLoop.violations.isEmpty)
        }
    }
}
