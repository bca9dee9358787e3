import SwiftUI
import Testing

@testable import GenerateSwiftUIFormat12App

// An asynchronous action that navigates (the Zine's proof's `publish`: the work publishes, then
// the tray is pushed) in the SwiftUI backend: a second call while the first waits is busy; the move
// runs once the work has answered, only if its screen is active then; the work is cancelled when
// its screen leaves.
@MainActor
@Suite("SwiftUI: an asynchronous action that navigates, as state", .timeLimit(.minutes(10)))
struct SwiftUIAsyncNavigationTests {
    let work = MockZineWork()
    let zine: ZineCoordinator
    let stack = FlowcStack(isRoot: true)

    init() {
        zine = ZineCoordinator(navigationController: stack, work: work)
        zine.start()
    }

    /// The proof of `file` pushed on the clipping, its publish called and waiting for the work.
    func publishing(_ file: String) async throws -> (ProofViewController, Task<Bool, any Error>) {
        try controller(stack.entries.first, ClippingViewController.self).actions.open(file)
        let proof = try controller(stack.entries.last, ProofViewController.self)
        let call = Task { try await proof.actions.publish(file) }
        while !work.isPublishing { await Task.yield() }
        return (proof, call)
    }

    @Test("the move runs once the work answers; a second call while it waits is busy and asks nothing")
    func navigatesAfterTheWork() async throws {
        let (proof, call) = try await publishing("cover.pdf")
        #expect(zineNames(stack) == ["clipping", "proof(cover.pdf)"], "nothing moves while the work runs")
        await #expect(throws: FlowcActionError.busy) { try await proof.actions.publish("cover.pdf") }
        #expect(work.published == ["cover.pdf"])
        work.answerPublish(true)
        #expect(try await call.value == true)
        #expect(zineNames(stack) == ["clipping", "proof(cover.pdf)", "tray"])
        // Covered by the tray now: the proof's action does not run.
        await #expect(throws: FlowcActionError.inactive) { try await proof.actions.publish("cover.pdf") }
        #expect(work.published == ["cover.pdf"])
    }

    @Test("covered by a sheet when the work answers: the answer comes, the move does not run")
    func coveredWhenTheWorkAnswers() async throws {
        let (proof, call) = try await publishing("cover.pdf")
        // While the work runs, the proof presents the picker (its own action, not busy).
        let picked = Task { try await proof.actions.pick(()) }
        while stack.presented == nil { await Task.yield() }
        work.answerPublish(true)
        #expect(try await call.value == true)
        #expect(zineNames(stack) == ["clipping", "proof(cover.pdf)"])
        #expect(stack.presented != nil)
        stack.sheetBinding.wrappedValue = nil
        #expect(try await picked.value == nil)
        #expect(zineNames(stack) == ["clipping", "proof(cover.pdf)"])
    }

    @Test("the back button while the work runs: the work is cancelled, the call throws, nothing is pushed")
    func cancelledWhenTheScreenLeaves() async throws {
        let (_, call) = try await publishing("cover.pdf")
        stack.pathBinding.wrappedValue = []
        let result = await call.result
        #expect(throws: CancellationError.self) { try result.get() }
        while work.isPublishing { await Task.yield() }
        #expect(work.publishCancelled == 1)
        #expect(zineNames(stack) == ["clipping"])
    }
}
