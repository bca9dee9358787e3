import SwiftUI
import Testing

@testable import GenerateSwiftUIFormat12App

/// A document picker, as an app wraps one: it calls `done` with the file picked and leaves closing
/// it to the coordinator.
final class FilePickerController: UIViewController {
    private let done: @MainActor (String) -> Void

    init(done: @escaping @MainActor (String) -> Void) {
        self.done = done
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// The user picks `file`.
    func pick(_ file: String) { done(file) }
}

/// A preview of a file, pushed: it calls `done` with whether the file was read.
final class PreviewController: UIViewController {
    let file: String
    private let done: @MainActor (Bool) -> Void

    init(file: String, done: @escaping @MainActor (Bool) -> Void) {
        self.file = file
        self.done = done
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// The user closes the preview.
    func finish(read: Bool) { done(read) }
}

/// The Zine flow's work as a test writes it: the controllers it made, what it chose after the
/// picker, and its answers to a swipe (a tap outside a popover), counted.
@MainActor
final class MockZineWork: ZineWork {
    var pickerChoice = ZineCoordinator.PickerDoneChoice.pushProof
    var pickerMaySwipeAway = false
    var stampMayGo = false
    var stickerMayGo = false
    private(set) var pickers: [FilePickerController] = []
    private(set) var previews: [PreviewController] = []
    private(set) var shareSheets: [UIActivityViewController] = []
    /// The results the choice after the picker was asked with.
    private(set) var chosenAfter: [String] = []
    private(set) var stampSwipesAsked = 0
    private(set) var stickerSwipesAsked = 0

    func makeStickerWork() -> any StickerWork { MockStickerWork() }

    func mayDismissStickerBySwipe() -> Bool {
        stickerSwipesAsked += 1
        return stickerMayGo
    }

    func mayDismissStampScreenBySwipe() -> Bool {
        stampSwipesAsked += 1
        return stampMayGo
    }

    func mayDismissPickerScreenBySwipe() -> Bool { pickerMaySwipeAway }

    /// Whether the share sheet answers while it is made, as a work that finds at once there is
    /// nothing to share might.
    var sharesNothingAtOnce = false

    func makeShareSheetScreen(_ input: String, done: @escaping @MainActor (Bool) -> Void) -> UIViewController? {
        let sheet = UIActivityViewController(activityItems: [input], applicationActivities: nil)
        sheet.completionWithItemsHandler = { _, completed, _, _ in done(completed) }
        shareSheets.append(sheet)
        if sharesNothingAtOnce { done(false) }
        return sheet
    }

    func makePickerScreen(done: @escaping @MainActor (String) -> Void) -> UIViewController? {
        let picker = FilePickerController(done: done)
        pickers.append(picker)
        return picker
    }

    func pickerDone(_ payload: String) -> ZineCoordinator.PickerDoneChoice {
        chosenAfter.append(payload)
        return pickerChoice
    }

    func makePreviewScreen(_ input: String, done: @escaping @MainActor (Bool) -> Void) -> UIViewController? {
        let preview = PreviewController(file: input, done: done)
        previews.append(preview)
        return preview
    }

    /// The files published, in order; the one waiting is answered by `answerPublish(_:)`, or false
    /// when its task is cancelled.
    private(set) var published: [String] = []
    private(set) var publishCancelled = 0
    private var publishing: CheckedContinuation<Bool, Never>?
    var isPublishing: Bool { publishing != nil }

    func proofPublish(_ input: String) async -> Bool {
        published.append(input)
        // A second call while one waits (the coordinator lets none through): false at once, not a
        // second wait that no one answers.
        guard publishing == nil else { return false }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { publishing = $0 }
        } onCancel: {
            Task { @MainActor in
                self.publishCancelled += 1
                self.answerPublish(false)
            }
        }
    }

    func answerPublish(_ value: Bool) {
        publishing?.resume(returning: value)
        publishing = nil
    }
}

@MainActor final class MockStickerWork: StickerWork {}

/// The Zine flow's screens on `stack`, by name (with their inputs); presented ones are on their own.
@MainActor
func zineNames(_ stack: FlowcStack) -> [String] {
    stack.entries.map { entry in
        switch entry.screen as? ZineCoordinator.Screen {
        case .clipping?: "clipping"
        case .proof(let file)?: "proof(\(file))"
        case .tray?: "tray"
        case .stamp?: "stamp"
        case .shareSheet(let text)?: "shareSheet(\(text))"
        case .picker?: "picker"
        case .preview(let file)?: "preview(\(file))"
        case nil: "another flow's"
        }
    }
}

/// The controller an external screen's entry shows, as it is (no `NavigationStack` around it).
@MainActor
func externalController(_ entry: FlowcStackEntry?) throws -> UIViewController {
    let entry = try #require(entry)
    let owner = try #require(entry.owner)
    return try #require(owner.flowcView(for: entry).standInView as? FlowcExternalView).controller
}

/// A tap outside the popover on `stack` (a swipe of its sheet), as SwiftUI handles it: the root
/// view gives the presentation `interactiveDismissDisabled(!mayDismissBySwipe())`, so SwiftUI sets
/// the item to nil only when the work lets the tap through.
@MainActor
func tapOutside(_ stack: FlowcStack, binding: Binding<FlowcPresentation?>) throws {
    let shown = try #require(stack.presented)
    guard shown.mayDismissBySwipe() else { return }
    binding.wrappedValue = nil
}

// Format 1.2's external screens in the SwiftUI backend, driven as SwiftUI drives them: a pushed
// preview that the back button or its `done` takes away, a picker whose `done` runs the work's
// choice once SwiftUI has dismissed its sheet, and popovers whose tap outside the work decides.
// The tests call the screens' actions and the controllers' `done`, write the bindings, and report
// what SwiftUI reports (a sheet's content appeared, its `onDismiss`) through the same calls.
@MainActor
@Suite("SwiftUI external screens and popovers the work decides, as state", .timeLimit(.minutes(10)))
struct SwiftUIExternalScreenBehaviourTests {
    let work = MockZineWork()
    let zine: ZineCoordinator
    let stack = FlowcStack(isRoot: true)

    init() {
        zine = ZineCoordinator(navigationController: stack, work: work)
        zine.start()
    }

    func clipping() throws -> ClippingViewController {
        try controller(stack.entries.first, ClippingViewController.self)
    }

    /// The preview of `file` pushed for the clipping's action, which waits for whether it was read.
    func pushPreview(_ file: String) async throws -> (Task<Bool?, any Error>, PreviewController) {
        let clipping = try clipping()
        let call = Task { try await clipping.actions.preview(file) }
        while stack.path.isEmpty { await Task.yield() }
        return (call, try #require(work.previews.last))
    }

    @Test("a pushed external screen: an entry showing the work's controller; done pops it, answers, then runs its to")
    func pushedPreviewDone() async throws {
        let (call, preview) = try await pushPreview("cover.pdf")
        #expect(zineNames(stack) == ["clipping", "preview(cover.pdf)"])
        #expect(try externalController(stack.entries.last) === preview)
        #expect(preview.file == "cover.pdf")
        #expect(stack.presented == nil)
        // Covered by the preview, the clipping moves nothing.
        try clipping().actions.open("other.pdf")
        #expect(zineNames(stack) == ["clipping", "preview(cover.pdf)"])
        // Read: the preview is popped, the action gets true, and `to` pushes the tray on the clipping.
        preview.finish(read: true)
        #expect(zineNames(stack) == ["clipping", "tray"])
        #expect(try await call.value == true)
        // A second `done` answers nothing more and moves nothing.
        preview.finish(read: false)
        #expect(zineNames(stack) == ["clipping", "tray"])
    }

    @Test(
        "a pushed external screen left by the back button answers nil once and runs nothing; a late done moves nothing")
    func pushedPreviewBackButton() async throws {
        let (call, preview) = try await pushPreview("cover.pdf")
        // The back button: SwiftUI writes the shorter path.
        stack.pathBinding.wrappedValue = []
        #expect(zineNames(stack) == ["clipping"])
        #expect(try await call.value == nil)
        // Its `done`, called late: no pop of the clipping, no tray.
        preview.finish(read: true)
        #expect(zineNames(stack) == ["clipping"])
        #expect(zine.children.isEmpty)
        // The clipping is active again.
        try clipping().actions.open("cover.pdf")
        #expect(zineNames(stack) == ["clipping", "proof(cover.pdf)"])
    }

    @Test("done called while the work makes the controller answers, and the controller is not shown")
    func doneWhileMadeShowsNothing() async throws {
        work.sharesNothingAtOnce = true
        let clipping = try clipping()
        let call = Task { try await clipping.actions.share("draft") }
        #expect(try await call.value == false)
        #expect(work.shareSheets.count == 1)
        #expect(stack.presented == nil)
        #expect(zineNames(stack) == ["clipping"])
    }

    @Test("the external picker: done takes its sheet away, then, once SwiftUI has dismissed it, the work's choice runs")
    func pickerChoiceAfterTheDismissal() throws {
        try clipping().actions.pick(())
        let sheet = try #require(stack.presented)
        #expect(sheet.style == .sheet)
        let picker = try #require(work.pickers.last)
        #expect(try externalController(sheet.stacks.first?.entries.first) === picker)
        stack.presentationAppeared(sheet)
        work.pickerChoice = .pushProof
        picker.pick("report.pdf")
        // Nothing moves beneath the picker while it slides away.
        #expect(stack.presented == nil)
        #expect(stack.isDismissing)
        #expect(zineNames(stack) == ["clipping"])
        stack.presentationDismissed()
        #expect(zineNames(stack) == ["clipping", "proof(report.pdf)"])
        #expect(work.chosenAfter == ["report.pdf"])
        // Only the first `done` counts.
        picker.pick("other.pdf")
        #expect(zineNames(stack) == ["clipping", "proof(report.pdf)"])
        #expect(work.chosenAfter == ["report.pdf"])
    }

    @Test("the work chooses to stamp the file: the stamp's popover is presented only once the picker's sheet has gone")
    func pickerChoicePresentsAfterTheDismissal() throws {
        try clipping().actions.pick(())
        let sheet = try #require(stack.presented)
        stack.presentationAppeared(sheet)
        work.pickerChoice = .presentStamp
        try #require(work.pickers.last).pick("report.pdf")
        // No popover is presented while the sheet slides away: SwiftUI would not show it.
        #expect(stack.presented == nil)
        #expect(stack.isDismissing)
        stack.presentationDismissed()
        let stamp = try #require(stack.presented)
        #expect(stamp.style == .popover)
        #expect(stamp.id != sheet.id)
        #expect(zineNames(stack) == ["clipping"])

        // Stamped: its `return` answers no one and takes it away.
        try swiftUIView(stamp.stacks.first?.entries.first, StampView.self).actions.choose("inked")
        #expect(stack.presented == nil)

        // A sheet SwiftUI has not shown yet goes at once: the choice runs in the same turn.
        try clipping().actions.pick(())
        try #require(work.pickers.last).pick("notes.pdf")
        #expect(!stack.isDismissing)
        #expect(try #require(stack.presented).style == .popover)
        #expect(work.chosenAfter == ["report.pdf", "notes.pdf"])
        // And `stay` runs nothing.
        try swiftUIView(stack.presented?.stacks.first?.entries.first, StampView.self).actions.choose("inked")
        try clipping().actions.pick(())
        work.pickerChoice = .stay
        try #require(work.pickers.last).pick("draft.pdf")
        #expect(stack.presented == nil)
        #expect(zineNames(stack) == ["clipping"])
        #expect(work.chosenAfter == ["report.pdf", "notes.pdf", "draft.pdf"])
    }

    @Test("the asking action gets the picker's result, and its to runs from the asking screen")
    func pickerAnswersItsAskingAction() async throws {
        try clipping().actions.open("cover.pdf")
        let proof = try controller(stack.entries.last, ProofViewController.self)
        let call = Task { try await proof.actions.pick(()) }
        while stack.presented == nil { await Task.yield() }
        try #require(work.pickers.last).pick("notes.pdf")
        #expect(try await call.value == "notes.pdf")
        #expect(zineNames(stack) == ["clipping", "proof(cover.pdf)", "proof(notes.pdf)"])
    }

    @Test("the picker's swipe is the work's to allow: refused it stays; let through it answers nil and runs nothing")
    func pickerSwipedAway() async throws {
        try clipping().actions.open("cover.pdf")
        let proof = try controller(stack.entries.last, ProofViewController.self)
        let call = Task { try await proof.actions.pick(()) }
        while stack.presented == nil { await Task.yield() }
        let sheet = try #require(stack.presented)
        work.pickerMaySwipeAway = false
        try tapOutside(stack, binding: stack.sheetBinding)
        #expect(stack.presented?.id == sheet.id)
        work.pickerMaySwipeAway = true
        try tapOutside(stack, binding: stack.sheetBinding)
        #expect(stack.presented == nil)
        #expect(try await call.value == nil)
        #expect(work.chosenAfter.isEmpty)
        // A `done` after the swipe counts for nothing.
        try #require(work.pickers.last).pick("late.pdf")
        #expect(zineNames(stack) == ["clipping", "proof(cover.pdf)"])
        #expect(work.chosenAfter.isEmpty)
    }

    @Test("the picker's to is dropped when the asking screen left while the sheet slid away; the answer stands")
    func pickerToDroppedWhenTheScreenLeft() async throws {
        try clipping().actions.open("cover.pdf")
        let proof = try controller(stack.entries.last, ProofViewController.self)
        let call = Task { try await proof.actions.pick(()) }
        while stack.presented == nil { await Task.yield() }
        stack.presentationAppeared(try #require(stack.presented))
        try #require(work.pickers.last).pick("notes.pdf")
        // The back button while the sheet still slides: the proof is gone.
        stack.pathBinding.wrappedValue = []
        stack.presentationDismissed()
        #expect(zineNames(stack) == ["clipping"])
        #expect(work.chosenAfter.isEmpty)
        #expect(try await call.value == "notes.pdf")
    }

    @Test(
        "a popover screen whose tap outside the work decides: refused it stays unanswered; let through it answers nil")
    func stampPopoverTappedOutside() async throws {
        let clipping = try clipping()
        let refused = Task { try await clipping.actions.stamp(()) }
        while stack.presented == nil { await Task.yield() }
        let popover = try #require(stack.presented)
        #expect(popover.style == .popover)
        #expect(stack.popoverBinding.wrappedValue?.id == popover.id)
        #expect(stack.sheetBinding.wrappedValue == nil)
        // What `interactiveDismissDisabled` is given: the work is asked, and says no.
        try tapOutside(stack, binding: stack.popoverBinding)
        #expect(work.stampSwipesAsked == 1)
        #expect(stack.presented?.id == popover.id)
        // Covered by it, the clipping moves nothing.
        clipping.actions.open("cover.pdf")
        #expect(zineNames(stack) == ["clipping"])
        work.stampMayGo = true
        try tapOutside(stack, binding: stack.popoverBinding)
        #expect(stack.presented == nil)
        #expect(try await refused.value == nil)
        // A second write of nil (SwiftUI's `onDisappear` after the tap) answers nothing more.
        stack.popoverBinding.wrappedValue = nil
        #expect(stack.presented == nil)

        // Chosen: the stamp answers by `return`, and its popover goes.
        let chosen = Task { try await clipping.actions.stamp(()) }
        while stack.presented == nil { await Task.yield() }
        let stampStack = try #require(stack.presented?.stacks.first)
        let stamp = try swiftUIView(stampStack.entries.first, StampView.self)
        stamp.actions.choose("approved")
        #expect(stack.presented == nil)
        #expect(try await chosen.value == "approved")
        // Returned once: a second tap on the gone popover answers nothing more.
        stamp.actions.choose("again")
        #expect(stack.presented == nil)
        #expect(zineNames(stack) == ["clipping"])
    }

    @Test(
        "a child in a popover whose tap outside the work decides: refused it runs on; let through it leaves, its handler once"
    )
    func stickerPopoverTappedOutside() throws {
        try clipping().actions.sticker(())
        let sticker = try child(zine, StickerCoordinator.self)
        let popover = try #require(stack.presented)
        #expect(popover.style == .popover)
        #expect(popover.flow === sticker)
        #expect(sticker.navigationController.isShown)
        try tapOutside(stack, binding: stack.popoverBinding)
        #expect(work.stickerSwipesAsked == 1)
        #expect(stack.presented?.id == popover.id)
        #expect(zine.children.count == 1)
        #expect(zineNames(stack) == ["clipping"])
        // Let through: the child leaves by `cancelled`, whose handler pushes the tray, once.
        work.stickerMayGo = true
        try tapOutside(stack, binding: stack.popoverBinding)
        #expect(stack.presented == nil)
        #expect(zine.children.isEmpty)
        #expect(!sticker.navigationController.isShown)
        #expect(zineNames(stack) == ["clipping", "tray"])
        stack.popoverBinding.wrappedValue = nil
        #expect(zineNames(stack) == ["clipping", "tray"])
        // Its screen, gone with it, moves nothing.
        let stickers = try controller(sticker.navigationController.entries.first, StickersViewController.self)
        stickers.actions.place("star")
        #expect(zineNames(stack) == ["clipping", "tray"])

        // Placed, another time: the child finishes and the proof of its sticker is pushed.
        try controller(stack.entries.last, TrayViewController.self).actions.close(())
        try clipping().actions.sticker(())
        let second = try child(zine, StickerCoordinator.self)
        #expect(second !== sticker)
        try controller(second.navigationController.entries.first, StickersViewController.self).actions.place("moon")
        #expect(stack.presented == nil)
        #expect(zine.children.isEmpty)
        #expect(zineNames(stack) == ["clipping", "proof(moon)"])
    }
}
