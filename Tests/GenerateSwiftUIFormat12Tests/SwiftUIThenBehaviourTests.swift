import SwiftUI
import Testing

@testable import GenerateSwiftUIFormat12App

/// The wharf's work as a test writes it: each answer a value the test sets.
@MainActor
final class MockWharfWork: WharfWork {
    var code: String?
    var choice = WharfCoordinator.ScannerChooseChoice.dismissThenPushBerth

    func scannerCodeInput(_ input: String) -> String? { code }
    func scannerChoose(_ input: String) -> WharfCoordinator.ScannerChooseChoice { choice }
    func makeCrewWork() -> any CrewWork { MockCrewWork() }
    func mayDismissCrewBySwipe() -> Bool { true }
}

@MainActor final class MockCrewWork: CrewWork {}

/// The wharf's screens on a stack, by name (a berth with its input).
@MainActor
func wharfNames(_ stack: FlowcStack?) -> [String] {
    (stack?.entries ?? []).map { entry in
        switch entry.screen as? WharfCoordinator.Screen {
        case .dock?: "dock"
        case .pier?: "pier"
        case .scanner?: "scanner"
        case .berth(let berth)?: "berth(\(berth))"
        case nil: "another flow's"
        }
    }
}

// Format 1.2's `then` in the SwiftUI backend: the closing step, then the second from the screen it
// lands on, once SwiftUI has dismissed a sheet it showed; dropped when that screen is not active.
@MainActor
@Suite("SwiftUI second steps: the first step's state, then the second, or nothing")
struct SwiftUIThenBehaviourTests {
    let work = MockWharfWork()
    let wharf: WharfCoordinator
    let stack = FlowcStack(isRoot: true)

    init() {
        wharf = WharfCoordinator(navigationController: stack, work: work)
        wharf.start()
    }

    /// The scanner presented over the dock; `shown`: SwiftUI showed its sheet.
    func scanner(shown: Bool = false) throws -> ScannerViewController {
        try controller(stack.entries.last, DockViewController.self).actions.scan(())
        let presentation = try #require(stack.presented)
        if shown { stack.presentationAppeared(presentation) }
        return try controller(presentation.stacks.first?.entries.first, ScannerViewController.self)
    }

    @Test("dismiss, then push: the payload carried on to the screen beneath")
    func dismissThenPush() throws {
        try scanner().actions.manual("A1")
        #expect(stack.presented == nil)
        #expect(wharfNames(stack) == ["dock", "berth(A1)"])
    }

    @Test("dismiss of a sheet SwiftUI showed: the push waits for its onDismiss")
    func dismissThenPushWaitsForTheDismissal() throws {
        try scanner(shown: true).actions.manual("A1")
        #expect(stack.presented == nil)
        #expect(wharfNames(stack) == ["dock"])
        stack.presentationDismissed()
        #expect(wharfNames(stack) == ["dock", "berth(A1)"])
    }

    @Test("dismiss, then present: no sheet is presented while the first slides away")
    func dismissThenPresentAgain() throws {
        work.choice = .dismissThenPresentScanner
        let first = try scanner(shown: true)
        let firstSheet = stack.presented?.id
        first.actions.choose("x")
        #expect(stack.presented == nil)
        stack.presentationDismissed()
        let second = try #require(stack.presented)
        #expect(second.id != firstSheet)
        #expect(wharfNames(second.stacks.first) == ["scanner"])
        // Stay: nothing closes, nothing moves.
        work.choice = .stay
        try controller(second.stacks.first?.entries.first, ScannerViewController.self).actions.choose("y")
        #expect(stack.presented?.id == second.id)
    }

    @Test("a made second step: the work's nil closes the sheet and moves nothing more")
    func madeSecondStep() throws {
        try scanner().actions.code("QR")
        #expect(stack.presented == nil)
        #expect(wharfNames(stack) == ["dock"])
        work.code = "B7"
        try scanner().actions.code("QR")
        #expect(wharfNames(stack) == ["dock", "berth(B7)"])
    }

    @Test("dropped: the dock is covered by a screen pushed while the sheet slides away")
    func droppedWhenTheLandingIsCovered() throws {
        try scanner(shown: true).actions.manual("A1")
        try controller(stack.entries.last, DockViewController.self).actions.walk(())
        stack.presentationDismissed()
        #expect(wharfNames(stack) == ["dock", "pier"])
        #expect(stack.presented == nil)
    }

    @Test("pop, then present; popToRoot, then present")
    func popsThenPresent() throws {
        try controller(stack.entries.last, DockViewController.self).actions.walk(())
        try controller(stack.entries.last, PierViewController.self).actions.turnBack(())
        #expect(wharfNames(stack) == ["dock"])
        #expect(wharfNames(stack.presented?.stacks.first) == ["scanner"])
        try controller(stack.presented?.stacks.first?.entries.first, ScannerViewController.self).actions.manual("C3")
        try controller(stack.entries.last, BerthViewController.self).actions.leave(())
        #expect(wharfNames(stack) == ["dock"])
        #expect(wharfNames(stack.presented?.stacks.first) == ["scanner"])
    }

    @Test("a handler's two steps: the child released, the pier popped, then the berth pushed on the dock")
    func handlerThen() throws {
        try controller(stack.entries.last, DockViewController.self).actions.walk(())
        try controller(stack.entries.last, PierViewController.self).actions.crew(())
        let crew = try child(wharf, CrewCoordinator.self)
        let presentation = try #require(stack.presented)
        #expect(presentation.flow === crew)
        stack.presentationAppeared(presentation)
        try controller(crew.navigationController.entries.first, RosterViewController.self).actions.assign("D4")
        #expect(wharf.children.isEmpty)
        #expect(stack.presented == nil)
        #expect(wharfNames(stack) == ["dock"], "the pier goes at once; the berth waits for the sheet")
        stack.presentationDismissed()
        #expect(wharfNames(stack) == ["dock", "berth(D4)"])
    }
}
