import Testing
import UIKit

@testable import GenerateFixtureApp

/// Format 1.2: the fixture's Inbox flow's triggers, methods the app calls on the coordinator, run
/// on the strict stand-in UIKit: refused (false, nothing moved) before the flow starts, after it
/// is left, under a sheet that is not the flow's own, and from a `from` screen that is not active;
/// run after a transition that is running; a made step run with what the work makes.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct TriggerBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let inbox: InboxCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            inbox = InboxCoordinator(navigationController: navigation, work: LiveInboxWork())
        }

        func start() {
            inbox.start()
            settle()
        }

        func first() throws -> InboxViewController {
            try #require(navigation.viewControllers.first as? InboxViewController)
        }

        func message(_ controller: UIViewController?) -> Item? { (controller as? MessageViewController)?.input }

        @Test func aTriggerBeforeTheFlowStartsOrAfterItIsLeftAnswersFalse() throws {
            #expect(!inbox.triggerReceived(Item(name: "a")))
            #expect(!inbox.triggerSignedOut())
            #expect(!inbox.triggerAnnounce())
            settle()
            #expect(navigation.viewControllers.isEmpty)
            start()
            inbox.leave()
            #expect(!inbox.triggerReceived(Item(name: "a")))
            #expect(!inbox.triggerSignedOut())
            settle()
            #expect(navigation.viewControllers.count == 1)
        }

        @Test func aTriggerPushesOnWhatTheFlowShows() throws {
            start()
            #expect(inbox.triggerReceived(Item(name: "a")))
            settle()
            #expect(message(navigation.topViewController) == Item(name: "a"))
            #expect(navigation.standInLog == ["push InboxViewController", "push MessageViewController"])
        }

        @Test func aTriggerDuringAPushRunsAfterIt() throws {
            start()
            try first().actions.open(Item(name: "a"))
            // The push runs: the trigger is not refused, it waits.
            #expect(inbox.triggerReceived(Item(name: "b")))
            settle()
            #expect(navigation.viewControllers.count == 3)
            #expect(message(navigation.viewControllers[1]) == Item(name: "a"))
            #expect(message(navigation.topViewController) == Item(name: "b"))
        }

        @Test func aTriggerUnderAChildsSheetAnswersFalseAndMovesNothing() throws {
            start()
            try first().actions.help(())
            settle()
            let sheet = try #require(navigation.presentedViewController)
            let log = navigation.standInLog
            #expect(!inbox.triggerReceived(Item(name: "a")))
            // The work chooses to present the draft: that shows something, refused too.
            #expect(!inbox.triggerAnnounce())
            settle()
            #expect(navigation.standInLog == log)
            #expect(navigation.presentedViewController === sheet)
            // What needs no screen still runs: a reset tears the child down.
            #expect(inbox.triggerSignedOut())
            settle()
            #expect(inbox.children.isEmpty)
            #expect(navigation.presentedViewController == nil)
        }

        @Test func aTriggerWhileAChildRunsOnTheFlowsStackAnswersFalse() throws {
            start()
            try first().actions.tour(())
            settle()
            #expect(navigation.topViewController is TourPageViewController)
            let log = navigation.standInLog
            #expect(!inbox.triggerReceived(Item(name: "a")))
            settle()
            #expect(navigation.standInLog == log)
            // Once the child has finished, the flow's own screen is on top again.
            try #require(navigation.topViewController as? TourPageViewController).actions.next(())
            settle()
            #expect(inbox.children.isEmpty)
            #expect(inbox.triggerReceived(Item(name: "a")))
            settle()
            #expect(message(navigation.topViewController) == Item(name: "a"))
        }

        @Test func aTriggerUnderASheetTheAppPresentedAnswersFalse() throws {
            start()
            navigation.present(UIViewController(), animated: true)
            settle()
            #expect(!inbox.triggerReceived(Item(name: "a")))
            settle()
            #expect(navigation.viewControllers.count == 1)
        }

        @Test func aTriggerOverTheFlowsOwnSheetPushesOnIt() throws {
            start()
            #expect(inbox.triggerAnnounce())
            settle()
            let draft = try #require(navigation.presentedViewController as? UINavigationController)
            #expect(draft.topViewController is DraftViewController)
            #expect(inbox.triggerReceived(Item(name: "a")))
            settle()
            #expect(message(draft.topViewController) == Item(name: "a"))
            #expect(navigation.viewControllers.count == 1)
        }

        @Test func aTriggerFromAScreenRunsOnlyWhileThatScreenIsActive() throws {
            start()
            // Not shown yet.
            #expect(!inbox.triggerDeleted())
            try first().actions.open(Item(name: "a"))
            // Being pushed: not active yet, as its action would not be.
            #expect(!inbox.triggerDeleted())
            settle()
            // Under the draft sheet: inactive.
            #expect(inbox.triggerAnnounce())
            settle()
            let draft = try #require(navigation.presentedViewController as? UINavigationController)
            #expect(!inbox.triggerDeleted())
            settle()
            #expect(navigation.viewControllers.count == 2)
            try #require(draft.topViewController as? DraftViewController).actions.close(())
            settle()
            #expect(navigation.presentedViewController == nil)
            // Active again: the trigger runs as the screen's action, and pops it.
            #expect(inbox.triggerDeleted())
            settle()
            #expect(navigation.viewControllers.count == 1)
            #expect(!inbox.triggerDeleted())
        }

        /// Format 1.2: a trigger's made step asks the work for its target's input, as an action's
        /// does; nil refuses and moves nothing, and the trigger still ran (true), as after `stay`.
        @Test func aTriggersMadeStepPushesWhatTheWorkMakes() throws {
            #expect(!inbox.triggerForwarded("a"))
            start()
            #expect(inbox.triggerForwarded("a"))
            settle()
            #expect(message(navigation.topViewController) == Item(name: "a", note: "forwarded"))
            let log = navigation.standInLog
            #expect(inbox.triggerForwarded(""))
            settle()
            #expect(navigation.standInLog == log)
            #expect(navigation.viewControllers.count == 2)
            // Under a sheet the app presented it is refused, as every trigger is.
            navigation.present(UIViewController(), animated: true)
            settle()
            #expect(!inbox.triggerForwarded("b"))
            settle()
            #expect(navigation.viewControllers.count == 2)
        }

        @Test func aResetTriggerMakesAFreshInboxTheOnlyScreen() throws {
            start()
            let old = try first()
            #expect(inbox.triggerReceived(Item(name: "a")))
            settle()
            #expect(inbox.triggerSignedOut())
            settle()
            #expect(navigation.viewControllers.count == 1)
            #expect(try first() !== old)
        }
    }
}
