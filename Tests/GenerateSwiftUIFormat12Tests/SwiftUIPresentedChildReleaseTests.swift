import SwiftUI
import Testing

@testable import GenerateSwiftUIFormat12App

// A presented child without `back` (the inbox's Help) in the SwiftUI backend: a swipe is the work's
// to allow (`interactiveDismissDisabled(!mayDismissHelpBySwipe())`), and the app's own dismissal
// (SwiftUI's `dismiss` in the sheet, which no `interactiveDismissDisabled` stops) releases it as the
// swipe does: once, no handler of its parent run.
@MainActor
@Suite("SwiftUI: a presented child without back, swiped or dismissed by the app, as state")
struct SwiftUIPresentedChildReleaseTests {
    let work = MockInboxWork()
    let inbox: InboxCoordinator

    init() {
        inbox = InboxCoordinator(navigationController: FlowcStack(isRoot: true), work: work)
        inbox.start()
    }

    /// The help sheet presented from the inbox: its coordinator.
    func helpShown() throws -> HelpCoordinator {
        let stack = inbox.navigationController
        try controller(stack.entries.first, InboxViewController.self).actions.help(())
        let help = try child(inbox, HelpCoordinator.self)
        #expect(stack.presented?.flow === help)
        #expect(help.navigationController.isShown)
        return help
    }

    @Test("a swipe the work refuses keeps the sheet; one it lets through releases the child, once")
    func swipeTheWorkDecides() throws {
        let stack = inbox.navigationController
        weak let help = try helpShown()
        // What `interactiveDismissDisabled` is given: refused, SwiftUI keeps the sheet up.
        work.helpSwipesAllowed = false
        #expect(stack.presented?.mayDismissBySwipe() == false)
        #expect(inbox.children.count == 1)
        work.helpSwipesAllowed = true
        #expect(stack.presented?.mayDismissBySwipe() == true)
        stack.sheetBinding.wrappedValue = nil
        #expect(stack.presented == nil)
        #expect(inbox.children.isEmpty)
        #expect(help == nil)
        #expect(names(stack) == ["inbox"])
        // The inbox is active again: its own sheet shows.
        try controller(stack.entries.first, InboxViewController.self).actions.compose(())
        #expect(stack.presented?.flow == nil)
        #expect(stack.presented != nil)
    }

    @Test("dismissed by the app while the swipe is refused: released once, the inbox active again")
    func dismissedByTheApp() throws {
        let stack = inbox.navigationController
        let help = try helpShown()
        let topics = try swiftUIView(help.navigationController.entries.first, HelpTopicsView.self)
        work.helpSwipesAllowed = false
        // SwiftUI's `dismiss`, called in the sheet: it writes the item nil whatever the swipe may do.
        stack.sheetBinding.wrappedValue = nil
        #expect(stack.presented == nil)
        #expect(inbox.children.isEmpty)
        #expect(!help.navigationController.isShown)
        // A second write, and the gone screen's own action, run nothing more.
        stack.sheetBinding.wrappedValue = nil
        topics.actions.close(())
        #expect(inbox.children.isEmpty)
        #expect(names(stack) == ["inbox"])
        #expect(inbox.triggerReceived(Item(title: "a")))
        #expect(names(stack) == ["inbox", "message(a)"])
    }
}
