import Testing
import UIKit

/// The stand-in UIKit is as strict as UIKit where coordinators go wrong: the behaviour tests pass
/// only if the generated code does not lean on a lenient stand-in.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct StandInStrictnessTests {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
        }

        @Test func animatedTransitionsFinishLaterAndRunTheirCompletionsThen() {
            var presented = false
            navigation.present(UINavigationController(), animated: true) { presented = true }
            #expect(!presented)
            #expect(navigation.presentedViewController?.isBeingPresented == true)
            StandInMainLoop.finishAnimations()
            #expect(presented)

            let delegate = RecordingDelegate()
            navigation.delegate = delegate
            navigation.dismiss(animated: false)
            navigation.pushViewController(UIViewController(), animated: true)
            #expect(navigation.transitionCoordinator != nil)
            #expect(delegate.shown.isEmpty)
            StandInMainLoop.finishAnimations()
            #expect(delegate.shown.count == 1)
            #expect(navigation.transitionCoordinator == nil)
        }

        @Test func presentingWhileAPresentationRunsOrOverAPresentedControllerIsDroppedAndRecorded() {
            navigation.present(UINavigationController(), animated: true)
            navigation.present(UINavigationController(), animated: true)
            StandInMainLoop.finishAnimations()
            navigation.present(UINavigationController(), animated: false)
            #expect(
                StandInMainLoop.violations == [
                    "present UINavigationController while a presentation or dismissal is in progress",
                    "present UINavigationController while already presenting",
                ])
        }

        @Test func presentingFromAControllerOutOfTheWindowIsDroppedAndRecorded() {
            let offScreen = UINavigationController(rootViewController: UIViewController())
            var presented = false
            offScreen.present(UINavigationController(), animated: true) { presented = true }
            StandInMainLoop.finishAnimations()
            #expect(!presented)
            #expect(offScreen.presentedViewController == nil)
            #expect(
                StandInMainLoop.violations == [
                    "present UINavigationController on UINavigationController, whose view is not in the window hierarchy"
                ])
        }

        @Test func aNewRootLeavesWhatTheOldOnePresentsOnScreenUntilItIsDismissed() {
            let sheet = UINavigationController(rootViewController: UIViewController())
            navigation.present(sheet, animated: false)
            let tabBar = UITabBarController()
            window.rootViewController = tabBar
            #expect(navigation.view.window == nil)
            #expect(sheet.view.window === window)
            #expect(window.standInLeftOnScreen.map { $0 === sheet } == [true])
            // The old root can no longer present; what it left on screen still can be dismissed.
            navigation.dismiss(animated: true)
            StandInMainLoop.finishAnimations()
            #expect(window.standInLeftOnScreen.isEmpty)
            #expect(sheet.view.window == nil)
            #expect(StandInMainLoop.violations.isEmpty)
        }

        @Test func anActionSheetOnAnIPadWithoutAnAnchorIsRefusedAndRecorded() {
            StandInMainLoop.isRegularWidth = true
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            navigation.present(sheet, animated: false)
            #expect(navigation.presentedViewController == nil)
            #expect(
                StandInMainLoop.violations == [
                    "present UIAlertController as a popover without a sourceView"
                ])
            // Anchored, it is presented; an alert and an iPhone's action sheet need no anchor.
            sheet.popoverPresentationController?.sourceView = navigation.view
            navigation.present(sheet, animated: false)
            #expect(navigation.presentedViewController === sheet)
            #expect(
                UIAlertController(title: nil, message: nil, preferredStyle: .alert).popoverPresentationController == nil
            )
            StandInMainLoop.isRegularWidth = false
            #expect(
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).popoverPresentationController
                    == nil)
        }

        @Test func anAlertsButtonDismissesItThenRunsItsHandlerAndASecondCancelIsRefused() {
            let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
            var tapped: [String] = []
            alert.addAction(UIAlertAction(title: "ok", style: .default) { _ in tapped.append("ok") })
            alert.addAction(UIAlertAction(title: "no", style: .cancel))
            alert.addAction(UIAlertAction(title: "never", style: .cancel))
            #expect(alert.actions.map(\.title) == ["ok", "no"])
            #expect(StandInMainLoop.violations == ["a second cancel action in an alert (UIKit raises)"])
            navigation.present(alert, animated: true)
            alert.standInTap("ok")  // still appearing: nothing
            StandInMainLoop.finishAnimations()
            alert.standInTap("ok")
            #expect(tapped.isEmpty)
            #expect(alert.isBeingDismissed)
            StandInMainLoop.finishAnimations()
            #expect(tapped == ["ok"])
            #expect(navigation.presentedViewController == nil)
        }

        @Test func anAlertPresentedWhileAnotherPresentationRunsIsDroppedAndRecorded() {
            navigation.present(UINavigationController(), animated: true)
            navigation.present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
            StandInMainLoop.finishAnimations()
            #expect(navigation.presentedViewController is UINavigationController)
            #expect(
                StandInMainLoop.violations == [
                    "present UIAlertController while a presentation or dismissal is in progress"
                ])
        }

        @Test func dismissingTwiceOrPresentingDuringADismissalIsDroppedAndRecorded() {
            navigation.present(UINavigationController(), animated: false)
            var completions = 0
            navigation.dismiss(animated: true) { completions += 1 }
            navigation.dismiss(animated: true) { completions += 1 }
            navigation.present(UINavigationController(), animated: true)
            StandInMainLoop.finishAnimations()
            #expect(completions == 1)
            #expect(StandInMainLoop.violations.count == 2)
        }

        @Test func changingTheStackDuringATransitionIsDroppedAndRecorded() {
            navigation.pushViewController(UIViewController(), animated: true)
            navigation.setViewControllers([UIViewController()], animated: true)
            StandInMainLoop.finishAnimations()
            #expect(navigation.viewControllers.count == 2)
            #expect(StandInMainLoop.violations == ["set while a navigation transition is in progress"])
        }

        @Test func onlyAnInteractiveSwipeTellsThePresentationDelegateOfTheDismissal() {
            let delegate = PresentationDelegate()
            let sheet = UINavigationController()
            sheet.presentationController?.delegate = delegate
            navigation.present(sheet, animated: false)
            sheet.dismiss(animated: true)
            StandInMainLoop.finishAnimations()
            #expect(delegate.dismissals == 0)

            navigation.present(sheet, animated: false)
            sheet.standInSwipeDown()
            StandInMainLoop.finishAnimations()
            #expect(delegate.dismissals == 1)

            navigation.present(sheet, animated: false)
            sheet.isModalInPresentation = true
            sheet.standInSwipeDown()
            StandInMainLoop.finishAnimations()
            #expect(delegate.attempts == 1)
            #expect(sheet.presentingViewController === navigation)
        }

        @Test func aCancelledInteractivePopBringsTheSameControllerBack() {
            let top = UIViewController()
            navigation.pushViewController(top, animated: false)
            let delegate = RecordingDelegate()
            navigation.delegate = delegate
            navigation.standInSwipeBack(cancelled: true)
            #expect(navigation.topViewController !== top)
            StandInMainLoop.finishAnimations()
            #expect(navigation.topViewController === top)
            #expect(delegate.shown.last === top)
        }

        @Test func theBackMenuPopsSeveralScreens() {
            let root = navigation.viewControllers[0]
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.standInBackMenu(select: root)
            StandInMainLoop.finishAnimations()
            #expect(navigation.viewControllers.count == 1)
            #expect(StandInMainLoop.violations.isEmpty)
        }
    }
}

@MainActor
private final class RecordingDelegate: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(viewController)
    }
}

@MainActor
private final class PresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var dismissals = 0
    var attempts = 0

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissals += 1
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        attempts += 1
    }
}
