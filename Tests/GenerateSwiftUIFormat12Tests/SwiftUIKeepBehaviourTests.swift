import Foundation
import SwiftUI
import Testing

@testable import GenerateSwiftUIFormat12App

/// The desk's work as a test writes it: one work each for its kept children, made once.
@MainActor
final class MockDeskWork: DeskWork {
    var shelfWorksMade = 0

    func makeShelfWork() -> any ShelfWork {
        shelfWorksMade += 1
        return MockShelfWork()
    }

    let lensWork = MockLensWork()
    func makeLensWork() -> any LensWork { lensWork }
    func mayDismissLensBySwipe() -> Bool { true }

    func makeDrawerWork() -> any DrawerWork { MockDrawerWork() }
}

@MainActor final class MockShelfWork: ShelfWork {}
@MainActor final class MockDrawerWork: DrawerWork {}

/// The Lens flow's work: the `done` of each external screen it made, in order.
@MainActor
final class MockLensWork: LensWork {
    private(set) var scanners: [@MainActor (String) -> Void] = []
    private(set) var sharers: [@MainActor (String) -> Void] = []

    func makeScannerScreen(done: @escaping @MainActor (String) -> Void) -> UIViewController? {
        scanners.append(done)
        return UIViewController()
    }

    func makeSharerScreen(done: @escaping @MainActor (String) -> Void) -> UIViewController? {
        sharers.append(done)
        return UIViewController()
    }
}

/// The lens's screens on its stack, by name (with their inputs).
@MainActor
func lensNames(_ stack: FlowcStack?) -> [String] {
    (stack?.entries ?? []).map { entry in
        switch entry.screen as? LensCoordinator.Screen {
        case .lens?: "lens"
        case .jot(let text)?: "jot(\(text))"
        case .scanner?: "scanner"
        case .sharer?: "sharer"
        case nil: "another flow's"
        }
    }
}

/// The shelf's screens on its stack, by name (with their inputs).
@MainActor
func shelfNames(_ stack: FlowcStack?) -> [String] {
    (stack?.entries ?? []).map { entry in
        switch entry.screen as? ShelfCoordinator.Screen {
        case .shelf(let text)?: "shelf(\(text))"
        case .volume?: "volume"
        case .leaf(let text)?: "leaf(\(text))"
        case nil: "another flow's"
        }
    }
}

// Format 1.2's kept children in the SwiftUI backend: made once, hidden (not released) when they
// finish or their sheet goes, shown again as they were left, released by the parent's reset, and
// taken out of `children` by a route without their handlers, then adopted again.
@MainActor
@Suite("SwiftUI kept children: hidden and shown again as they were left, as state")
struct SwiftUIKeepBehaviourTests {
    let work = MockDeskWork()
    let desk: DeskCoordinator
    let stack = FlowcStack(isRoot: true)

    init() {
        desk = DeskCoordinator(navigationController: stack, work: work)
        desk.start()
    }

    func deskScreen() throws -> DeskViewController { try controller(stack.entries.first, DeskViewController.self) }

    /// Starts the Shelf flow from the desk screen: its coordinator and stack.
    func startShelf(_ text: String) throws -> (ShelfCoordinator, FlowcStack) {
        try deskScreen().actions.shelf(text)
        let shelf = try child(desk, ShelfCoordinator.self)
        #expect(stack.presented?.flow === shelf)
        return (shelf, shelf.navigationController)
    }

    /// The memo on the desk's stack, by its input; nil when the desk's top is not a memo.
    func memo() -> String? {
        guard case .memo(let text)? = stack.entries.last?.screen as? DeskCoordinator.Screen else { return nil }
        return text
    }

    @Test("a second start presents the same child and stack, with its pushed screens, then its trigger")
    func secondStartShowsItAsItWasLeft() throws {
        let (shelf, shelfStack) = try startShelf("a")
        let firstSheet = try #require(stack.presented?.id)
        #expect(shelfNames(shelfStack) == ["shelf(a)"])
        try controller(shelfStack.entries.last, ShelfViewController.self).actions.open(())
        #expect(shelfNames(shelfStack) == ["shelf(a)", "volume"])
        // Finishing hides it: its sheet goes, then the handler pushes the memo.
        try controller(shelfStack.entries.last, VolumeViewController.self).actions.done("note")
        #expect(stack.presented == nil)
        #expect(memo() == "note")
        // Hidden, not released: still the desk's child, its screens kept.
        #expect(desk.children.count == 1 && desk.children.first === shelf)
        #expect(shelfNames(shelfStack) == ["shelf(a)", "volume"])
        try controller(stack.entries.last, MemoViewController.self).actions.close(())
        // The second start shows the same stack as it was left, and hands its input to `show`.
        let (again, shown) = try startShelf("b")
        #expect(again === shelf)
        #expect(shown === shelfStack)
        #expect(stack.presented?.id != firstSheet, "a new sheet item")
        #expect(shelfNames(shelfStack) == ["shelf(a)", "volume", "leaf(b)"])
        #expect(desk.children.count == 1)
        #expect(work.shelfWorksMade == 1)
        // It finishes again, as often as it is shown.
        try controller(shelfStack.entries.last, LeafViewController.self).actions.close(())
        try controller(shelfStack.entries.last, VolumeViewController.self).actions.done("again")
        #expect(stack.presented == nil)
        #expect(memo() == "again")
        #expect(desk.children.first === shelf)
    }

    @Test("a dismiss on its first screen hides a child without outcomes; the next start shows it again")
    func dismissHidesIt() throws {
        try deskScreen().actions.lens(())
        let lens = try child(desk, LensCoordinator.self)
        let presentation = try #require(stack.presented)
        #expect(presentation.style == .fullScreenCover)
        let lensStack = lens.navigationController
        let entry = try #require(lensStack.entries.first)
        try controller(entry, LensViewController.self).actions.close(())
        #expect(stack.presented == nil)
        #expect(desk.children.count == 1 && desk.children.first === lens)
        try deskScreen().actions.lens(())
        #expect(stack.presented?.stacks.first === lensStack)
        #expect(lensStack.entries.first == entry, "the same screen, as it was left")
        #expect(desk.children.count == 1 && desk.children.first === lens)
    }

    @Test("a hidden kept child covers nothing: the desk's trigger without from runs beside it")
    func aTriggerRunsBesideAHiddenKeptChild() throws {
        try deskScreen().actions.lens(())
        let lens = try child(desk, LensCoordinator.self)
        try controller(lens.navigationController.entries.first, LensViewController.self).actions.close(())
        #expect(stack.presented == nil)
        #expect(desk.children.first === lens)
        #expect(desk.triggerNote("one"))
        #expect(memo() == "one")
        try controller(stack.entries.last, MemoViewController.self).actions.close(())
        // Shown again, it covers the desk: the trigger is refused.
        try deskScreen().actions.lens(())
        #expect(stack.presented?.stacks.first === lens.navigationController)
        #expect(!desk.triggerNote("two"))
    }

    @Test("a sheet presented while another dismisses waits for the dismissal's end")
    func aSheetWaitsForTheDismissalOfAnother() throws {
        try deskScreen().actions.read("first")
        let first = try #require(stack.presented)
        stack.presentationAppeared(first)
        // The user swipes it away: SwiftUI's dismissal runs until its `onDismiss`.
        stack.sheetBinding.wrappedValue = nil
        #expect(stack.isDismissing)
        try deskScreen().actions.read("second")
        #expect(stack.presented == nil, "no sheet is presented while another slides away")
        stack.presentationDismissed()
        let second = try #require(stack.presented)
        #expect(second.id != first.id)
        guard case .memo(let text)? = second.stacks.first?.entries.first?.screen as? DeskCoordinator.Screen else {
            Issue.record("the second sheet shows no memo")
            return
        }
        #expect(text == "second")
    }

    @Test("swiped away, a child with back leaves by it: its handler's reset releases and forgets it")
    func swipeLeavesByBack() throws {
        weak var released: ShelfCoordinator?
        do {
            let (shelf, _) = try startShelf("a")
            released = shelf
        }
        stack.sheetBinding.wrappedValue = nil
        #expect(stack.presented == nil)
        #expect(desk.children.isEmpty)
        #expect(released == nil)
        // A start after the reset makes a new child.
        let (fresh, freshStack) = try startShelf("c")
        #expect(shelfNames(freshStack) == ["shelf(c)"])
        #expect(work.shelfWorksMade == 2)
        _ = fresh
    }

    @Test("the parent's reset releases its kept children, hidden or shown")
    func resetReleasesThem() throws {
        weak var releasedShelf: ShelfCoordinator?
        weak var releasedLens: LensCoordinator?
        do {
            let (shelf, shelfStack) = try startShelf("a")
            releasedShelf = shelf
            try controller(shelfStack.entries.first, ShelfViewController.self).actions.done("x")
            try controller(stack.entries.last, MemoViewController.self).actions.close(())
            try deskScreen().actions.lens(())
            releasedLens = try child(desk, LensCoordinator.self)
            try controller(releasedLens?.navigationController.entries.first, LensViewController.self).actions.close(())
        }
        #expect(desk.children.count == 2)
        try deskScreen().actions.clear(())
        #expect(desk.children.isEmpty)
        #expect(releasedShelf == nil)
        #expect(releasedLens == nil)
        let (_, freshStack) = try startShelf("c")
        #expect(shelfNames(freshStack) == ["shelf(c)"])
    }

    @Test("a route over a kept child hides it without its handler; the next start adopts it again")
    func routeHidesIt() throws {
        let (shelf, shelfStack) = try startShelf("a")
        #expect(desk.open(try #require(URL(string: "app://memo/linked"))))
        #expect(stack.presented == nil)
        #expect(desk.children.isEmpty)
        // The route's memo, and no handler's.
        #expect(stack.entries.count == 2)
        #expect(memo() == "linked")
        try controller(stack.entries.last, MemoViewController.self).actions.close(())
        let (again, shown) = try startShelf("b")
        #expect(again === shelf)
        #expect(shown === shelfStack)
        #expect(shelfNames(shelfStack) == ["shelf(a)", "leaf(b)"])
        #expect(desk.children.count == 1 && desk.children.first === shelf)
        // Its parent's child again, it finishes and hides as before.
        try controller(shelfStack.entries.last, LeafViewController.self).actions.close(())
        try controller(shelfStack.entries.first, ShelfViewController.self).actions.done("after")
        #expect(stack.presented == nil)
        #expect(memo() == "after")
    }

    @Test("a route through a hidden kept child shows it again, the same child, and goes on through it")
    func routeShowsAHiddenChildAgain() throws {
        try deskScreen().actions.lens(())
        let lens = try child(desk, LensCoordinator.self)
        let lensStack = lens.navigationController
        try controller(lensStack.entries.first, LensViewController.self).actions.close(())
        #expect(stack.presented == nil)
        #expect(desk.open(try #require(URL(string: "app://lens/first"))))
        #expect(stack.presented?.stacks.first === lensStack)
        #expect(desk.children.count == 1 && desk.children.first === lens)
        guard case .jot(let first)? = lensStack.entries.last?.screen as? LensCoordinator.Screen else {
            Issue.record("the route's screen is not on the kept child's stack: \(lensStack.entries)")
            return
        }
        #expect(first == "first" && lensStack.entries.count == 2)
        // Shown, it is on the way as it is.
        #expect(desk.open(try #require(URL(string: "app://lens/second"))))
        #expect(stack.presented?.stacks.first === lensStack)
        #expect(lensStack.entries.count == 3)
    }

    @Test("a route through a hidden kept child started before another goes on through the kept child")
    func routeGoesOnThroughAKeptChildThatIsNotTheLast() throws {
        let (shelf, shelfStack) = try startShelf("a")
        try controller(shelfStack.entries.first, ShelfViewController.self).actions.done("x")
        try controller(stack.entries.last, MemoViewController.self).actions.close(())
        try deskScreen().actions.lens(())
        let lens = try child(desk, LensCoordinator.self)
        try controller(lens.navigationController.entries.first, LensViewController.self).actions.close(())
        #expect(desk.children.last === lens)
        #expect(desk.open(try #require(URL(string: "app://shelf/b/volume"))))
        #expect(stack.presented?.stacks.first === shelfStack)
        #expect(desk.children.contains { $0 === shelf })
        #expect(shelfNames(shelfStack).last == "volume")
    }

    /// The lens shown, with its scanner pushed: its stack and the scanner's `done`.
    func scanInLens() throws -> (FlowcStack, @MainActor (String) -> Void) {
        try deskScreen().actions.lens(())
        let lensStack = try child(desk, LensCoordinator.self).navigationController
        try controller(lensStack.entries.first, LensViewController.self).actions.scan(())
        #expect(lensNames(lensStack) == ["lens", "scanner"])
        return (lensStack, try #require(work.lensWork.scanners.last))
    }

    @Test("an external screen pushed on a kept child stays while it is hidden, and answers once it is shown again")
    func aPushedExternalScreenAnswersOnceShownAgain() async throws {
        let (lensStack, done) = try scanInLens()
        // Dismissed (SwiftUI writes nil to the cover's binding): hidden, the scanner on its stack.
        stack.fullScreenCoverBinding.wrappedValue = nil
        #expect(stack.presented == nil)
        #expect(lensNames(lensStack) == ["lens", "scanner"])
        // Turns go by while it is hidden: the scanner has not gone, and is not forgotten.
        for _ in 0..<5 { await Task.yield() }
        try deskScreen().actions.lens(())
        #expect(stack.presented?.stacks.first === lensStack)
        // Its `done` still counts: the scanner goes, and its `to` pushes the jot on the lens.
        done("scanned")
        #expect(lensNames(lensStack) == ["lens", "jot(scanned)"])
    }

    @Test("a route over a kept child keeps the external screen pushed on it, which answers once it is shown again")
    func aRouteKeepsThePushedExternalScreen() async throws {
        let (lensStack, done) = try scanInLens()
        #expect(desk.open(try #require(URL(string: "app://memo/linked"))))
        #expect(stack.presented == nil)
        for _ in 0..<5 { await Task.yield() }
        #expect(memo() == "linked")
        try controller(stack.entries.last, MemoViewController.self).actions.close(())
        try deskScreen().actions.lens(())
        #expect(lensNames(lensStack) == ["lens", "scanner"])
        done("scanned")
        #expect(lensNames(lensStack) == ["lens", "jot(scanned)"])
    }

    @Test(
        "what a kept child presented goes when it is hidden: shown again, nothing covers it, and a late done moves nothing"
    )
    func aPresentedExternalScreenGoesWithTheHiddenChild() async throws {
        try deskScreen().actions.lens(())
        let lensStack = try child(desk, LensCoordinator.self).navigationController
        try controller(lensStack.entries.first, LensViewController.self).actions.share(())
        #expect(lensStack.presented != nil)
        let done = try #require(work.lensWork.sharers.last)
        stack.fullScreenCoverBinding.wrappedValue = nil
        #expect(lensStack.presented == nil, "dismissed with the stack that presented it, as UIKit does")
        // Gone without `done`: forgotten in the next turn.
        for _ in 0..<5 { await Task.yield() }
        try deskScreen().actions.lens(())
        #expect(stack.presented?.stacks.first === lensStack)
        #expect(lensStack.presented == nil)
        done("late")
        #expect(lensNames(lensStack) == ["lens"])
        // The lens is active: its own actions run.
        try controller(lensStack.entries.first, LensViewController.self).actions.scan(())
        #expect(lensNames(lensStack) == ["lens", "scanner"])
    }

    @Test(
        "the reset that forgets a kept child stops its stack: a late done of its pushed external screen moves nothing")
    func aResetStopsAHiddenKeptChildsExternalScreen() async throws {
        let (lensStack, done) = try scanInLens()
        stack.fullScreenCoverBinding.wrappedValue = nil
        try deskScreen().actions.clear(())
        #expect(desk.children.isEmpty)
        // Gone, not hidden: the scanner is let go in the next turn.
        for _ in 0..<5 { await Task.yield() }
        done("late")
        #expect(lensNames(lensStack) == ["lens", "scanner"], "no pop, and no jot on a stack no one shows")
    }

    @Test("a later start while a dismissal runs hands its input to the trigger once the stack is shown again")
    func aLaterStartDuringADismissalRunsItsTriggerAfterIt() throws {
        let (_, shelfStack) = try startShelf("a")
        let sheet = try #require(stack.presented)
        stack.presentationAppeared(sheet)
        // Finished, it is hidden: its sheet slides away, and the handler pushes the memo.
        try controller(shelfStack.entries.last, ShelfViewController.self).actions.done("note")
        #expect(stack.isDismissing)
        try controller(stack.entries.last, MemoViewController.self).actions.close(())
        try deskScreen().actions.shelf("b")
        #expect(stack.presented == nil, "presented once the dismissal ends")
        stack.presentationDismissed()
        #expect(stack.presented?.stacks.first === shelfStack)
        #expect(shelfNames(shelfStack) == ["shelf(a)", "leaf(b)"])
    }

    /// Starts the Drawer flow for its result: the waiting task and the drawer's stack.
    func startDrawer() async throws -> (Task<String?, any Error>, FlowcStack) {
        let screen = try deskScreen()
        let asking = Task { try await screen.actions.drawer(()) }
        for _ in 0..<5 { await Task.yield() }
        return (asking, try child(desk, DrawerCoordinator.self).navigationController)
    }

    /// Whether `task` has come back after a few turns, with its value.
    func waitForAnswer(of task: Task<String?, any Error>) async -> (isAnswered: Bool, value: String?) {
        final class Answer { var value: String??? }
        let answer = Answer()
        let waiting = Task { @MainActor in answer.value = .some(try? await task.value) }
        for _ in 0..<10 { await Task.yield() }
        guard let value = answer.value else { return (false, nil) }
        await waiting.value
        return (true, value ?? nil)
    }

    @Test("a kept child started for a result answers with its return, and is hidden, not released")
    func aKeptChildsReturnAnswers() async throws {
        let (asking, drawerStack) = try await startDrawer()
        try controller(drawerStack.entries.first, DrawerViewController.self).actions.take("cup")
        let answer = await waitForAnswer(of: asking)
        #expect(answer.isAnswered && answer.value == "cup")
        #expect(stack.presented == nil)
        #expect(desk.children.count == 1)
    }

    @Test(
        "hidden without a return (another outcome, a dismiss, a swipe, a route), a kept child answers nil then",
        arguments: ["skip", "dismiss", "swipe", "route"])
    func aKeptChildHiddenWithoutAReturnAnswersNil(_ way: String) async throws {
        let (asking, drawerStack) = try await startDrawer()
        let drawer = try controller(drawerStack.entries.first, DrawerViewController.self)
        switch way {
        case "skip": drawer.actions.skip(())
        case "dismiss": drawer.actions.close(())
        case "swipe": stack.sheetBinding.wrappedValue = nil
        default: #expect(desk.open(try #require(URL(string: "app://memo/over"))))
        }
        #expect(stack.presented == nil)
        let answer = await waitForAnswer(of: asking)
        #expect(answer.isAnswered, "answered as the child is hidden, not at its next start")
        #expect(answer.value == nil)
        #expect(desk.children.contains { $0 is DrawerCoordinator } == (way != "route"))
        if way == "route" { try controller(stack.entries.last, MemoViewController.self).actions.close(()) }
        // Started again, the same stack answers the new action with its `return`.
        let (again, shown) = try await startDrawer()
        #expect(shown === drawerStack)
        try controller(shown.entries.first, DrawerViewController.self).actions.take("plate")
        let second = await waitForAnswer(of: again)
        #expect(second.isAnswered && second.value == "plate")
    }
}
