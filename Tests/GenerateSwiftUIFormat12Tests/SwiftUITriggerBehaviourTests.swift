import SwiftUI
import Testing

@testable import GenerateSwiftUIFormat12App

/// The inbox's work as a test writes it: each answer a value the test sets.
@MainActor
final class MockInboxWork: InboxWork {
    var announce = InboxCoordinator.TriggerAnnounceChoice.presentDraft
    var forwarded: Item?
    var helpSwipesAllowed = false

    func triggerAnnounce() -> InboxCoordinator.TriggerAnnounceChoice { announce }
    func triggerForwardedInput(_ input: String) -> Item? { forwarded }
    func makeHelpWork() -> any HelpWork { MockHelpWork() }
    func makeTourWork() -> any TourWork { MockTourWork() }
    func mayDismissHelpBySwipe() -> Bool { helpSwipesAllowed }
}

@MainActor final class MockHelpWork: HelpWork {}
@MainActor final class MockTourWork: TourWork {}

/// The inbox's screens on a stack, by name (a message with its item's title).
@MainActor
func names(_ stack: FlowcStack?) -> [String] {
    (stack?.entries ?? []).map { entry in
        switch entry.screen as? InboxCoordinator.Screen {
        case .inbox?: "inbox"
        case .message(let item)?: "message(\(item.title))"
        case .draft?: "draft"
        case nil: "another flow's"
        }
    }
}

// Format 1.2's triggers in the SwiftUI backend: `trigger<Name>(_:)`, the UIKit backend's methods,
// answering whether they ran, read as the state after each call.
@MainActor
@Suite("SwiftUI triggers: what the app calls for, refused or run, as state")
struct SwiftUITriggerBehaviourTests {
    func startedInbox(_ work: MockInboxWork = MockInboxWork()) -> InboxCoordinator {
        let inbox = InboxCoordinator(navigationController: FlowcStack(isRoot: true), work: work)
        inbox.start()
        return inbox
    }

    @Test("before the flow starts, every trigger answers false and moves nothing")
    func beforeStart() {
        let inbox = InboxCoordinator(navigationController: FlowcStack(isRoot: true), work: MockInboxWork())
        #expect(!inbox.triggerReceived(Item(title: "a")))
        #expect(!inbox.triggerSignedOut())
        #expect(!inbox.triggerDeleted())
        #expect(!inbox.triggerAnnounce())
        #expect(!inbox.triggerForwarded("a"))
        #expect(inbox.navigationController.entries.isEmpty)
    }

    @Test("without from: pushes on the top of what the flow shows, its own sheet included")
    func pushesOnTheTop() throws {
        let inbox = startedInbox()
        let stack = inbox.navigationController
        #expect(inbox.triggerReceived(Item(title: "a")))
        #expect(names(stack) == ["inbox", "message(a)"])
        #expect(inbox.triggerReceived(Item(title: "b")))
        #expect(names(stack) == ["inbox", "message(a)", "message(b)"])
        // The flow's own presented screen is its top: the next message goes onto the sheet.
        #expect(inbox.triggerAnnounce())
        let sheet = try #require(stack.presented?.stacks.first)
        #expect(names(sheet) == ["draft"])
        #expect(inbox.triggerReceived(Item(title: "c")))
        #expect(names(sheet) == ["draft", "message(c)"])
        #expect(names(stack) == ["inbox", "message(a)", "message(b)"])
    }

    @Test("without from: refused while a child's sheet or screen covers the flow")
    func refusedWhileCovered() throws {
        let inbox = startedInbox()
        let stack = inbox.navigationController
        try controller(stack.entries.first, InboxViewController.self).actions.help(())
        #expect(stack.presented?.flow != nil)
        #expect(!inbox.triggerReceived(Item(title: "a")))
        #expect(!inbox.triggerAnnounce())
        #expect(names(stack) == ["inbox"])
        // The help sheet taken away by its own finish: the inbox is the top again.
        let help = try child(inbox, HelpCoordinator.self)
        try swiftUIView(help.navigationController.entries.first, HelpTopicsView.self).actions.close(())
        #expect(inbox.children.isEmpty)
        #expect(inbox.triggerReceived(Item(title: "a")))
        stack.pathBinding.wrappedValue = []
        // A child on the inbox's own stack covers it too.
        try controller(stack.entries.first, InboxViewController.self).actions.tour(())
        #expect(!inbox.triggerReceived(Item(title: "b")))
        #expect(stack.entries.count == 2)
        // Its screen popped by the back button: it leaves, and the inbox runs triggers again.
        stack.pathBinding.wrappedValue = []
        #expect(inbox.children.isEmpty)
        #expect(inbox.triggerReceived(Item(title: "b")))
        #expect(names(stack) == ["inbox", "message(b)"])
    }

    @Test("from a screen: runs only while that screen is active (on top, nothing over it)")
    func fromAScreen() throws {
        let work = MockInboxWork()
        let inbox = startedInbox(work)
        let stack = inbox.navigationController
        #expect(!inbox.triggerDeleted())
        try controller(stack.entries.first, InboxViewController.self).actions.open(Item(title: "a"))
        try controller(stack.entries.last, MessageViewController.self).actions.close(())
        #expect(names(stack) == ["inbox"])
        // Its message was popped: nothing to delete.
        #expect(!inbox.triggerDeleted())
        #expect(inbox.triggerReceived(Item(title: "b")))
        #expect(inbox.triggerReceived(Item(title: "c")))
        // The message on top is active: it is popped; then the one beneath is.
        #expect(inbox.triggerDeleted())
        #expect(names(stack) == ["inbox", "message(b)"])
        // Covered by a sheet: refused.
        #expect(inbox.triggerAnnounce())
        #expect(!inbox.triggerDeleted())
        #expect(names(stack) == ["inbox", "message(b)"])
        stack.sheetBinding.wrappedValue = nil
        #expect(inbox.triggerDeleted())
        #expect(names(stack) == ["inbox"])
        #expect(!inbox.triggerDeleted())
    }

    @Test("alternatives: the work chooses; stay moves nothing and the trigger ran")
    func alternatives() {
        let work = MockInboxWork()
        let inbox = startedInbox(work)
        work.announce = .stay
        #expect(inbox.triggerAnnounce())
        #expect(inbox.navigationController.presented == nil)
        work.announce = .presentDraft
        #expect(inbox.triggerAnnounce())
        #expect(names(inbox.navigationController.presented?.stacks.first) == ["draft"])
    }

    @Test("a made step: the work makes the item; nil moves nothing, and the trigger ran")
    func madeStep() {
        let work = MockInboxWork()
        let inbox = startedInbox(work)
        #expect(inbox.triggerForwarded("fwd"))
        #expect(names(inbox.navigationController) == ["inbox"])
        work.forwarded = Item(title: "made")
        #expect(inbox.triggerForwarded("fwd"))
        #expect(names(inbox.navigationController) == ["inbox", "message(made)"])
    }

    @Test("reset runs whatever covers the flow: children and sheets released, the inbox alone")
    func resetRunsAnywhere() throws {
        let inbox = startedInbox()
        let stack = inbox.navigationController
        #expect(inbox.triggerReceived(Item(title: "a")))
        try controller(stack.entries.first, InboxViewController.self).actions.help(())
        #expect(stack.entries.count == 2)
        stack.pathBinding.wrappedValue = []
        try controller(stack.entries.first, InboxViewController.self).actions.help(())
        weak let help = try child(inbox, HelpCoordinator.self)
        #expect(inbox.triggerSignedOut())
        #expect(help == nil)
        #expect(inbox.children.isEmpty)
        #expect(stack.presented == nil)
        #expect(names(stack) == ["inbox"])
        #expect(inbox.triggerReceived(Item(title: "b")))
    }
}
