import Testing

@testable import FlowcRuntime

/// The runtime's answer to an action that waits for a `result`, tested on the runtime's own
/// source (Sources/FlowcRuntime) rather than on a generated copy of it.
@MainActor
struct FlowcReplyTests {
    @Test func theFirstAnswerIsTheOneTheActionGets() async {
        let value: Int? = await flowcAsk { (reply: FlowcReply<Int>) in
            reply.answer(1)
            reply.answer(2)
        }
        #expect(value == 1)
    }

    @Test func aReplyReleasedUnansweredAnswersNil() async {
        var kept: FlowcReply<String>?
        let value: String? = await flowcAsk { (reply: FlowcReply<String>) in
            kept = reply
            Task { @MainActor in kept = nil }
        }
        #expect(value == nil)
        #expect(kept == nil)
    }

    @Test func anAnswerGivenLaterIsAwaited() async {
        let value: String? = await flowcAsk { (reply: FlowcReply<String>) in
            Task { @MainActor in reply.answer("card") }
        }
        #expect(value == "card")
    }
}
