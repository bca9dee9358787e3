import Testing
import UIKit

@testable import GenerateFixtureApp

/// Format 1.2: the fixture's Desk flow keeps its children (`keep`), run on the strict stand-in
/// UIKit: a second start presents the same coordinator and stack, with the screens pushed on it,
/// and hands its input, at an entry too, to the `reopen` trigger; finishing or a `dismiss` on the first screen hides a kept child without releasing it; the
/// flow's `reset` releases it; a route that dismisses what is presented hides it without its
/// handler. No violation of UIKit's rules on the way (`settle`).
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct KeepBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let work = LiveDeskWork()
        let desk: DeskCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            desk = DeskCoordinator(navigationController: navigation, work: work)
            desk.start()
            settle()
        }

        func deskScreen() throws -> DeskViewController {
            try #require(navigation.viewControllers.first as? DeskViewController)
        }

        /// Starts the Shelf flow from the desk screen and returns its coordinator and stack.
        func startShelf(_ text: String) throws -> (ShelfCoordinator, UINavigationController) {
            try deskScreen().actions.shelf(text)
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            let shelf = try #require(desk.children.compactMap { $0 as? ShelfCoordinator }.first)
            return (shelf, stack)
        }

        @Test func aSecondStartPresentsTheSameChildWithItsPushedScreens() throws {
            let (shelf, stack) = try startShelf("a")
            #expect((stack.viewControllers.first as? ShelfViewController)?.input == "a")
            try #require(stack.topViewController as? ShelfViewController).actions.open(())
            settle()
            #expect(stack.topViewController is VolumeViewController)
            // Finishing hides it: its stack is dismissed, then the handler pushes the memo.
            try #require(stack.topViewController as? VolumeViewController).actions.done("note")
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect((navigation.topViewController as? MemoViewController)?.input == "note")
            // Hidden, not released: still the desk's child, its screens kept.
            #expect(desk.children.count == 1 && desk.children.first === shelf)
            #expect(stack.viewControllers.count == 2)
            try #require(navigation.topViewController as? MemoViewController).actions.close(())
            settle()
            // The second start shows the same stack as it was left, and hands its input to `show`.
            let (again, shown) = try startShelf("b")
            #expect(again === shelf)
            #expect(shown === stack)
            #expect(stack.viewControllers.count == 3)
            #expect(stack.viewControllers[1] is VolumeViewController)
            #expect((stack.topViewController as? LeafViewController)?.input == "b")
            #expect(desk.children.count == 1)
            // It finishes again, as often as it is shown.
            try #require(stack.topViewController as? LeafViewController).actions.close(())
            settle()
            try #require(stack.topViewController as? VolumeViewController).actions.done("again")
            settle()
            #expect((navigation.topViewController as? MemoViewController)?.input == "again")
            #expect(desk.children.first === shelf)
        }

        @Test func aDismissOnTheFirstScreenHidesTheChild() throws {
            try deskScreen().actions.lens(())
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            let lens = try #require(desk.children.first as? LensCoordinator)
            let screen = try #require(stack.topViewController as? LensViewController)
            screen.actions.close(())
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(desk.children.count == 1 && desk.children.first === lens)
            try deskScreen().actions.lens(())
            settle()
            #expect(navigation.presentedViewController === stack)
            #expect(stack.topViewController === screen)
            #expect(desk.children.count == 1 && desk.children.first === lens)
        }

        @Test func theParentsResetReleasesItsKeptChildren() throws {
            weak var released: ShelfCoordinator?
            weak var releasedStack: UINavigationController?
            do {
                let (shelf, stack) = try startShelf("a")
                released = shelf
                releasedStack = stack
                try #require(stack.viewControllers.first as? ShelfViewController).actions.done("x")
                settle()
            }
            try #require(navigation.topViewController as? MemoViewController).actions.close(())
            settle()
            try deskScreen().actions.clear(())
            settle()
            #expect(desk.children.isEmpty)
            #expect(released == nil)
            #expect(releasedStack == nil)
            // A start after the reset makes a new child.
            let (fresh, _) = try startShelf("c")
            #expect(fresh.navigationController.viewControllers.count == 1)
        }

        @Test func aRouteOverAKeptChildHidesItWithoutItsHandler() throws {
            let (shelf, stack) = try startShelf("a")
            let link = try #require(URL(string: "app://memo/linked"))
            #expect(desk.open(link))
            settle()
            #expect(navigation.presentedViewController == nil)
            // The route's memo, and no handler's.
            #expect(navigation.viewControllers.count == 2)
            #expect((navigation.topViewController as? MemoViewController)?.input == "linked")
            try #require(navigation.topViewController as? MemoViewController).actions.close(())
            settle()
            let (again, shown) = try startShelf("b")
            #expect(again === shelf)
            #expect(shown === stack)
            #expect((stack.topViewController as? LeafViewController)?.input == "b")
            // Its parent's child again, it finishes and hides as before.
            #expect(desk.children.count == 1 && desk.children.first === shelf)
            try #require(stack.topViewController as? LeafViewController).actions.close(())
            settle()
            try #require(stack.viewControllers.first as? ShelfViewController).actions.done("after")
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect((navigation.topViewController as? MemoViewController)?.input == "after")
        }

        /// A route through a kept child that a `dismiss` hid: the child is one of Desk's children
        /// still, but not on screen, so the route shows its stack again (the same coordinator,
        /// not a new one) and pushes its screen there; shown, the route goes on through it.
        @Test func aRouteThroughAHiddenKeptChildShowsItAgain() throws {
            try deskScreen().actions.lens(())
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            let lens = try #require(desk.children.first as? LensCoordinator)
            try #require(stack.topViewController as? LensViewController).actions.close(())
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(desk.open(try #require(URL(string: "app://lens/first"))))
            settle()
            #expect(navigation.presentedViewController === stack)
            #expect(desk.children.count == 1 && desk.children.first === lens)
            #expect(stack.viewControllers.count == 2)
            #expect((stack.topViewController as? JotViewController)?.input == "first")
            // Shown, it is on the way as it is.
            #expect(desk.open(try #require(URL(string: "app://lens/second"))))
            settle()
            #expect(navigation.presentedViewController === stack)
            #expect(stack.viewControllers.count == 3)
            #expect((stack.topViewController as? JotViewController)?.input == "second")
        }

        /// A route through a kept child that is hidden and no longer the last of Desk's children
        /// (another was started after it): the route goes on through the kept child, shown again.
        @Test func aRouteThroughAKeptChildStartedBeforeAnotherGoesOnThroughIt() throws {
            let (shelf, stack) = try startShelf("a")
            try #require(stack.viewControllers.first as? ShelfViewController).actions.done("x")
            settle()
            try #require(navigation.topViewController as? MemoViewController).actions.close(())
            settle()
            try deskScreen().actions.lens(())
            settle()
            let lensStack = try #require(navigation.presentedViewController as? UINavigationController)
            try #require(lensStack.topViewController as? LensViewController).actions.close(())
            settle()
            #expect(desk.children.last is LensCoordinator)
            #expect(desk.open(try #require(URL(string: "app://shelf/b/volume"))))
            settle()
            #expect(navigation.presentedViewController === stack)
            #expect(desk.children.contains { $0 === shelf })
            #expect(stack.topViewController is VolumeViewController)
        }

        /// A kept child with entries: a later start at the entry that takes an input hands it to
        /// the `reopen` trigger (`again`), which pushes on the stack as it was left; a start at the
        /// entry without one shows the same child again and runs nothing.
        @Test func aLaterStartAtAnEntryHandsItsInputToTheTrigger() throws {
            try deskScreen().actions.pin("first")
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            let atlas = try #require(desk.children.first as? AtlasCoordinator)
            let pin = try #require(stack.topViewController as? PinViewController)
            #expect(pin.input == "first")
            pin.actions.close(())
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(desk.children.count == 1 && desk.children.first === atlas)

            try deskScreen().actions.pin("second")
            settle()
            #expect(navigation.presentedViewController === stack)
            #expect(desk.children.count == 1 && desk.children.first === atlas)
            #expect(stack.viewControllers.count == 2 && stack.viewControllers.first === pin)
            #expect((stack.topViewController as? SpotViewController)?.input == "second")
            try #require(stack.topViewController as? SpotViewController).actions.close(())
            settle()
            pin.actions.close(())
            settle()

            // The main entry takes nothing: the child is shown as it was, and nothing is pushed.
            try deskScreen().actions.globe(())
            settle()
            #expect(navigation.presentedViewController === stack)
            #expect(stack.viewControllers.count == 1 && stack.topViewController === pin)
            #expect(desk.children.count == 1 && desk.children.first === atlas)
        }

        /// A hidden kept child shows nothing: the parent's trigger without `from` runs beside it,
        /// as long as the parent lives, and so does a later start of the child.
        @Test func aTriggerRunsBesideAHiddenKeptChild() throws {
            try deskScreen().actions.lens(())
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            try #require(stack.topViewController as? LensViewController).actions.close(())
            settle()
            #expect(desk.children.first is LensCoordinator)
            #expect(desk.triggerNote("one"))
            settle()
            #expect((navigation.topViewController as? MemoViewController)?.input == "one")
            try #require(navigation.topViewController as? MemoViewController).actions.close(())
            settle()
            #expect(desk.triggerNote("two"))
            settle()
            #expect((navigation.topViewController as? MemoViewController)?.input == "two")
            // Shown again, the child covers the desk: the trigger is refused.
            try #require(navigation.topViewController as? MemoViewController).actions.close(())
            settle()
            try deskScreen().actions.lens(())
            settle()
            #expect(navigation.presentedViewController === stack)
            #expect(!desk.triggerNote("three"))
        }

        /// A trigger without `from` waits for the dismissal of the flow's own sheet, as for any
        /// running transition, and then runs.
        @Test func aTriggerWaitsForTheDismissalOfTheFlowsOwnSheet() throws {
            try deskScreen().actions.read("sheet")
            settle()
            #expect(navigation.presentedViewController != nil)
            navigation.dismiss(animated: true)
            #expect(desk.triggerNote("after"))
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect((navigation.topViewController as? MemoViewController)?.input == "after")
        }

        /// A kept stack presented again shows its screens: a push over one leaves its work running.
        @Test func aKeptStackShownAgainKeepsItsScreensWorkRunning() async throws {
            try deskScreen().actions.lens(())
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            let lens = try #require(stack.topViewController as? LensViewController)
            lens.actions.close(())
            settle()
            try deskScreen().actions.lens(())
            settle()
            #expect(navigation.presentedViewController === stack && stack.topViewController === lens)
            work.lens.holdsFetch = true
            let fetch = Task { try await lens.actions.fetch(()) }
            await Task.yield()
            lens.actions.write("over")
            settle()
            #expect((stack.topViewController as? JotViewController)?.input == "over")
            work.lens.holdsFetch = false
            #expect(try await fetch.value == 42)
            #expect(work.lens.cancelledFetches == 0)
        }

        /// A kept child's screens are watched however often it is hidden and shown: once the desk
        /// moves, a hidden child's screens stop their work, the second time as the first.
        @Test func aKeptChildHiddenAgainStopsItsScreensWorkAgain() async throws {
            try deskScreen().actions.lens(())
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            let lens = try #require(stack.topViewController as? LensViewController)
            lens.actions.close(())
            settle()
            // The desk pushes and pops while the lens is hidden: its screens' work stops.
            #expect(desk.triggerNote("one"))
            settle()
            try #require(navigation.topViewController as? MemoViewController).actions.close(())
            settle()
            try deskScreen().actions.lens(())
            settle()
            #expect(navigation.presentedViewController === stack && stack.topViewController === lens)
            work.lens.holdsFetch = true
            let fetch = Task { try await lens.actions.fetch(()) }
            await Task.yield()
            lens.actions.close(())
            settle()
            #expect(desk.triggerNote("two"))
            settle()
            // Hidden again: the desk's push stops the fetch, which its task hears.
            for _ in 0..<10 { await Task.yield() }
            #expect(work.lens.cancelledFetches == 1)
            work.lens.holdsFetch = false
            #expect((try? await fetch.value) == nil, "a cancelled action answers nothing")
        }
        /// Hidden, a kept child's screens stop their work at once: the answer of an action that
        /// navigates, come after it is shown again, moves nothing.
        @Test func aKeptChildHiddenStopsItsScreensWorkAtOnce() async throws {
            try deskScreen().actions.lens(())
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            let lens = try #require(stack.topViewController as? LensViewController)
            work.lens.holdsFetch = true
            let fetch = Task { try await lens.actions.fetch(()) }
            await Task.yield()
            lens.actions.close(())
            settle()
            for _ in 0..<10 { await Task.yield() }
            #expect(work.lens.cancelledFetches == 1, "cancelled as it was hidden, the desk moving nothing")
            work.lens.holdsFetch = false
            #expect((try? await fetch.value) == nil)
        }
        /// The reset that forgets a kept child lets go of the external screen pushed on it: the
        /// action waiting for it gets nil (the waiting action holds the child, so nothing else
        /// would answer it), and a late `done` moves nothing.
        @Test func aResetLetsGoOfAKeptChildsExternalScreen() async throws {
            try deskScreen().actions.lens(())
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            let lens = try #require(stack.topViewController as? LensViewController)
            let answered = AnsweredFlag()
            let scan = Task {
                let value = try await lens.actions.scan(())
                answered.isSet = true
                return value
            }
            for _ in 0..<5 { await Task.yield() }
            settle()
            #expect(stack.viewControllers.count == 2, "the scanner pushed on the lens")
            let done = try #require(work.lens.scanners.last)
            // A route over the lens hides it without its handler; the desk's reset then lets it go.
            #expect(desk.open(try #require(URL(string: "app://memo/x"))))
            settle()
            try #require(navigation.topViewController as? MemoViewController).actions.close(())
            settle()
            try deskScreen().actions.clear(())
            settle()
            for _ in 0..<5 { await Task.yield() }
            #expect(answered.isSet, "the action waiting for the scanner is answered")
            if answered.isSet { #expect(try await scan.value == nil) }
            done("late")
            settle()
            #expect(stack.viewControllers.count == 2, "a late done pops nothing")
        }

        /// Starts the Drawer flow for its result and returns the waiting task, the stack and the drawer.
        func startDrawer() async throws -> (Task<String?, any Error>, UINavigationController, DrawerViewController) {
            let desk = try deskScreen()
            let asking = Task { try await desk.actions.drawer(()) }
            for _ in 0..<5 { await Task.yield() }
            settle()
            let stack = try #require(navigation.presentedViewController as? UINavigationController)
            return (asking, stack, try #require(stack.viewControllers.first as? DrawerViewController))
        }

        /// Waits a few turns for `task` and tells whether it came back, with its value.
        func waitForAnswer(of task: Task<String?, any Error>) async -> (isAnswered: Bool, value: String?) {
            let answered = AnsweredFlag()
            let value = Task { @MainActor in
                defer { answered.isSet = true }
                return try? await task.value
            }
            for _ in 0..<10 { await Task.yield() }
            settle()
            for _ in 0..<10 { await Task.yield() }
            guard answered.isSet else { return (false, nil) }
            return (true, await value.value ?? nil)
        }

        /// A kept child started for a result answers with its `return`, as any child does.
        @Test func aKeptChildsReturnAnswersTheActionThatStartedIt() async throws {
            let (asking, _, drawer) = try await startDrawer()
            drawer.actions.take("cup")
            settle()
            let answer = await waitForAnswer(of: asking)
            #expect(answer.isAnswered && answer.value == "cup")
            #expect(navigation.presentedViewController == nil)
            #expect(desk.children.count == 1, "hidden, not released")
        }

        /// Hidden by an outcome whose handler does not `return`, by a `dismiss` or a swipe (which
        /// leave by `back`) or by a route (without a handler), the kept child answers the action
        /// that started it nil then, not at its next start: it stays, and so would its reply.
        @Test(arguments: ["skip", "dismiss", "swipe", "route"])
        func aKeptChildHiddenWithoutAReturnAnswersNil(_ way: String) async throws {
            let (asking, stack, drawer) = try await startDrawer()
            switch way {
            case "skip": drawer.actions.skip(())
            case "dismiss": drawer.actions.close(())
            case "swipe": stack.standInSwipeDown()
            default: #expect(desk.open(try #require(URL(string: "app://memo/over"))))
            }
            settle()
            #expect(navigation.presentedViewController == nil)
            let answer = await waitForAnswer(of: asking)
            #expect(answer.isAnswered, "answered as the child is hidden")
            #expect(answer.value == nil)
            #expect(desk.children.contains { $0 is DrawerCoordinator } == (way != "route"))
            // Started again, the same child answers the new action with its `return`.
            if way == "route" {
                try #require(navigation.topViewController as? MemoViewController).actions.close(())
                settle()
            }
            let (again, shown, sameDrawer) = try await startDrawer()
            #expect(shown === stack && sameDrawer === drawer)
            let slip = try #require(stack.topViewController as? SlipViewController, "the later start ran `refill`")
            slip.actions.close(())
            settle()
            sameDrawer.actions.take("plate")
            settle()
            let second = await waitForAnswer(of: again)
            #expect(second.isAnswered && second.value == "plate")
        }
    }
}

/// Whether an action's task has come back, read by a test while the task may still wait.
@MainActor
final class AnsweredFlag {
    var isSet = false
}
