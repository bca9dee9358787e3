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

/// The port's work: its tabs' labels and children's works.
@MainActor
final class MockPortWork: PortWork {
    func tabBarItem(for tab: PortCoordinator.Tab) -> UITabBarItem {
        UITabBarItem(title: "\(tab)", image: nil, selectedImage: nil)
    }

    func makeQuayWork() -> any QuayWork { MockQuayWork() }
    func makeTourWork() -> any TourWork { MockTourWork() }
    func makeHelpWork() -> any HelpWork { MockHelpWork() }
    func mayDismissHelpBySwipe() -> Bool { true }
}

@MainActor final class MockQuayWork: QuayWork {}
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

    @Test("without from: refused while an alert is shown over the top; a reset runs and takes it away")
    func refusedUnderAnAlert() throws {
        let inbox = startedInbox()
        let stack = inbox.navigationController
        try controller(stack.entries.first, InboxViewController.self).actions.clear(())
        #expect(stack.alert != nil)
        #expect(!inbox.triggerReceived(Item(title: "a")))
        #expect(!inbox.triggerAnnounce())
        #expect(names(stack) == ["inbox"])
        #expect(stack.presented == nil)
        #expect(inbox.triggerSignedOut())
        #expect(stack.alert == nil)
        #expect(inbox.triggerReceived(Item(title: "a")))
    }

    @Test("a tabs flow: a start runs on the selected tab's stack, refused while that child runs; select runs")
    func tabsFlow() throws {
        let port = PortCoordinator(navigationController: FlowcStack(isRoot: true), work: MockPortWork())
        #expect(!port.triggerHelp())
        #expect(!port.triggerShowTour())
        port.start()
        #expect(port.selectedTab == .quay)
        // Started by the app on the window's stack, its tabs take that stack's place: shown, acting.
        #expect(port.navigationController.replacement?.flow === port)
        #expect(port.tabStacks.map(\.isShown) == [true, false])
        try controller(port.tabStacks[0].entries.first, QuayViewController.self).actions.moor(())
        #expect(port.tabStacks[0].entries.count == 2)
        port.tabStacks[0].pathBinding.wrappedValue = []
        #expect(port.triggerHelp())
        let help = try child(port, HelpCoordinator.self)
        #expect(port.tabStacks[0].presented?.flow === help)
        #expect(port.tabStacks[1].presented == nil)
        // The help sheet is a child of the port, not a tab: another start is refused.
        #expect(!port.triggerHelp())
        #expect(port.children.count == 3)
        try swiftUIView(help.navigationController.entries.first, HelpTopicsView.self).actions.close(())
        #expect(port.children.count == 2)
        #expect(port.tabStacks[0].presented == nil)
        // A select runs whatever covers the flow.
        #expect(port.triggerHelp())
        #expect(port.triggerShowTour())
        #expect(port.selectedTab == .tour)
        #expect(port.tabStacks[0].presented?.flow is HelpCoordinator)
        // Swiped away (the work lets it): released.
        port.tabStacks[0].sheetBinding.wrappedValue = nil
        #expect(port.children.count == 2)
        // Now on the tour's tab: the next help is presented there.
        #expect(port.triggerHelp())
        #expect(port.tabStacks[1].presented?.flow is HelpCoordinator)
        #expect(port.tabStacks[0].presented == nil)
    }

    @Test("an entry tabs flow in the window's place is released once the app lets it go")
    func tabsFlowReleased() {
        weak var released: PortCoordinator?
        do {
            let port = PortCoordinator(navigationController: FlowcStack(isRoot: true), work: MockPortWork())
            port.start()
            released = port
            #expect(released?.navigationController.replacement != nil)
        }
        #expect(released == nil)
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
