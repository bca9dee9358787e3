import Testing
import UIKit

@testable import GenerateFixtureApp

/// The generated external screens of the Zine fixture flow (format 1.2, §6), run on the strict
/// stand-in UIKit: the work's controller is presented as it is, in the screen's style, or pushed;
/// its `done` closes it unless it has gone already (a share sheet dismisses itself), answers the
/// action that showed it, then runs `to` from the screen beneath, dropped when that screen is no
/// longer active; a swipe answers nil and runs nothing; nil from the work shows nothing.
extension StandInUIKitSuites {
    @MainActor
    // An answer that never comes fails the test rather than hanging the run.
    @Suite(.serialized, .timeLimit(.minutes(1)))
    struct ExternalBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        /// The app's own screen, which presents the flow's stack: a dismissal too many would take
        /// that stack away.
        let host = UINavigationController(rootViewController: UIViewController())
        let navigation = UINavigationController()
        let work = LiveZineWork()
        let zine: ZineCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = host
            host.present(navigation, animated: false)
            zine = ZineCoordinator(navigationController: navigation, work: work)
        }

        func clipping() throws -> ClippingViewController {
            zine.start()
            settle()
            return try #require(navigation.topViewController as? ClippingViewController)
        }

        /// The proof on top of the flow's stack, and what it was made with.
        func proof() throws -> ProofViewController {
            try #require(navigation.topViewController as? ProofViewController)
        }

        @Test func theShareSheetIsPresentedAsItIsInItsStyle() async throws {
            StandInMainLoop.isRegularWidth = true
            let clipping = try clipping()
            let call = Task { try await clipping.actions.share("draft") }
            await settled()
            let sheet = try #require(work.shareSheets.last)
            // The work's controller itself, not inside a navigation controller of flowc's.
            #expect(navigation.presentedViewController === sheet)
            #expect(sheet.standInActivityItems as? [String] == ["draft"])
            // A popover on an iPad, anchored to the screen that presented it.
            #expect(sheet.modalPresentationStyle == .popover)
            #expect(sheet.popoverPresentationController?.sourceView === clipping.view)
            sheet.standInFinish(with: .mail)
            await settled()
            #expect(try await call.value == true)
        }

        @Test func doneAfterTheSheetDismissedItselfDismissesNothingMore() async throws {
            let clipping = try clipping()
            let call = Task { try await clipping.actions.share("draft") }
            await settled()
            let sheet = try #require(work.shareSheets.last)
            // The share sheet dismisses itself, and its handler calls `done` once it is gone.
            sheet.standInFinish(with: nil)
            #expect(sheet.isBeingDismissed)
            await settled()
            #expect(try await call.value == false)
            #expect(navigation.presentedViewController == nil)
            // A second dismissal would have taken the flow's own stack away from the app's screen.
            #expect(host.presentedViewController === navigation)
            #expect(navigation.topViewController === clipping)
        }

        /// `done` called while the work makes the controller answers, and the controller is not shown.
        @Test func doneWhileMadeAnswersAndShowsNothing() async throws {
            work.sharesNothingAtOnce = true
            let clipping = try clipping()
            let call = Task { try await clipping.actions.share("draft") }
            await settled()
            #expect(try await call.value == false)
            #expect(work.shareSheets.count == 1)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController === clipping)
        }

        @Test func doneWhileShownDismissesItOnceThenRunsTo() async throws {
            let clipping = try clipping()
            clipping.actions.pick(())
            settle()
            let picker = try #require(work.pickers.last)
            #expect(navigation.presentedViewController === picker)
            #expect(picker.modalPresentationStyle == .formSheet)
            work.pickerChoice = .pushProof
            picker.pick("report.pdf")
            // Nothing moves beneath the picker while it slides away.
            #expect(picker.isBeingDismissed)
            #expect(navigation.viewControllers == [clipping])
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(try proof().input == "report.pdf")
            #expect(work.chosenAfter == ["report.pdf"])
            #expect(host.presentedViewController === navigation)
            // Only the first `done` counts.
            picker.pick("other.pdf")
            settle()
            #expect(navigation.viewControllers.count == 2)
        }

        @Test func theWorksChoiceMayRunNothingMore() async throws {
            let clipping = try clipping()
            clipping.actions.pick(())
            settle()
            work.pickerChoice = .stay
            try #require(work.pickers.last).pick("report.pdf")
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.viewControllers == [clipping])
            #expect(work.chosenAfter == ["report.pdf"])
        }

        @Test func theAskingActionGetsTheResultAndToRunsFromItsScreen() async throws {
            try clipping().actions.open("cover.pdf")
            settle()
            let asking = try proof()
            let call = Task { try await asking.actions.pick(()) }
            await settled()
            try #require(work.pickers.last).pick("notes.pdf")
            await settled()
            #expect(try await call.value == "notes.pdf")
            #expect(try proof().input == "notes.pdf")
            #expect(navigation.viewControllers.count == 3)
        }

        @Test func aSwipeAnswersNilAndRunsNothing() async throws {
            try clipping().actions.open("cover.pdf")
            settle()
            let asking = try proof()
            let call = Task { try await asking.actions.pick(()) }
            await settled()
            let picker = try #require(work.pickers.last)
            // The picker's `presentation` turns the swipe off: the work is asked, and says no.
            work.pickerMaySwipeAway = false
            picker.standInSwipeDown()
            await settled()
            #expect(navigation.presentedViewController === picker)
            work.pickerMaySwipeAway = true
            picker.standInSwipeDown()
            await settled()
            #expect(try await call.value == nil)
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController === asking)
            #expect(work.chosenAfter.isEmpty)
            // A `done` after the swipe counts for nothing.
            picker.pick("late.pdf")
            settle()
            #expect(navigation.topViewController === asking)
        }

        @Test func aSwipedShareSheetAnswersWhatItsHandlerHandsDone() async throws {
            let clipping = try clipping()
            let call = Task { try await clipping.actions.share("draft") }
            await settled()
            // UIKit calls a share sheet's handler after a swipe too, where the app calls `done`.
            try #require(work.shareSheets.last).standInSwipeDown()
            await settled()
            #expect(try await call.value == false)
            #expect(navigation.presentedViewController == nil)
        }

        @Test func toIsDroppedWhenTheScreenBeneathWentAway() async throws {
            let clipping = try clipping()
            clipping.actions.open("cover.pdf")
            settle()
            let proof = try proof()
            let call = Task { try await proof.actions.pick(()) }
            await settled()
            try #require(work.pickers.last).pick("notes.pdf")
            // While the picker slides away, the app (or a route) takes the proof away beneath it.
            navigation.setViewControllers([clipping], animated: false)
            await settled()
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.viewControllers == [clipping])
            #expect(work.chosenAfter.isEmpty)
            // The asking action has its answer all the same.
            #expect(try await call.value == "notes.pdf")
        }

        @Test func nilFromTheWorkShowsNothingAndAnswersNil() async throws {
            let clipping = try clipping()
            // Nothing to share: the work makes no share sheet.
            let call = Task { try await clipping.actions.share("") }
            await settled()
            #expect(navigation.presentedViewController == nil)
            #expect(work.shareSheets.isEmpty)
            #expect(try await call.value == nil)
        }

        @Test func aPushedExternalScreenIsPoppedByDone() async throws {
            let clipping = try clipping()
            let call = Task { try await clipping.actions.preview("cover.pdf") }
            await settled()
            let preview = try #require(navigation.topViewController as? PreviewController)
            #expect(preview.file == "cover.pdf")
            preview.finish(read: true)
            #expect(navigation.viewControllers == [clipping])
            await settled()
            #expect(try await call.value == true)
            #expect(navigation.viewControllers == [clipping])
            #expect(host.presentedViewController === navigation)
        }

        @Test func aPushedExternalScreenLeftByTheBackButtonAnswersNil() async throws {
            let clipping = try clipping()
            let call = Task { try await clipping.actions.preview("cover.pdf") }
            await settled()
            let preview = try #require(navigation.topViewController as? PreviewController)
            navigation.standInTapBackButton()
            await settled()
            #expect(try await call.value == nil)
            // Its `done`, called late, pops nothing more.
            preview.finish(read: true)
            settle()
            #expect(navigation.viewControllers == [clipping])
        }
    }
}
