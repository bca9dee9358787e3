import UIKit

/// Where a value handed back by `return` goes: the action that asked for it with `result`
/// awaits it. It answers once: with the value returned, or with nil when what was asked ends
/// another way (another outcome, a swipe, the back button) and the reply is released unanswered.
@MainActor
final class FlowcReply<Value> {
    private let box: FlowcAnswer<Value>
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ box: FlowcAnswer<Value>, _ continuation: CheckedContinuation<Void, Never>) {
        self.box = box
        self.continuation = continuation
    }

    /// Hands `value` to the action waiting; only the first answer counts.
    func answer(_ value: Value?) {
        guard let continuation else { return }
        self.continuation = nil
        box.value = value
        continuation.resume()
    }

    deinit { continuation?.resume() }
}

/// Runs `ask` with a reply and waits for its answer: nil when none comes.
@MainActor
func flowcAsk<Value>(_ ask: (FlowcReply<Value>) -> Void) async -> Value? {
    let box = FlowcAnswer<Value>()
    await withCheckedContinuation { continuation in ask(FlowcReply(box, continuation)) }
    return box.value
}

/// A stack presented for a result, and how a `return` on it answers.
@MainActor
struct FlowcPresentedReply {
    weak var stack: UINavigationController?
    let answer: (Any?) -> Void
}

/// A coordinator that presents screens for a result: it keeps their replies until they answer
/// or their stacks are dismissed.
@MainActor
protocol FlowcReplying: FlowcCoordinator {
    var replies: [FlowcPresentedReply] { get set }
}

extension FlowcReplying {
    /// Presents `controller` as `present(_:from:)` does, for an action waiting for a result: a
    /// `return` on the stack answers `reply`; a dismissal however made releases it, unanswered.
    func present<Value>(
        _ controller: UIViewController, from navigation: UINavigationController, reply: FlowcReply<Value>
    ) {
        let stack = FlowcNavigationController(rootViewController: controller)
        stack.delegate = self
        stack.presentationController?.delegate = stack
        replies.append(FlowcPresentedReply(stack: stack, answer: { reply.answer($0 as? Value) }))
        stack.onDismiss = { [weak self, weak stack] in
            guard let self else { return }
            stopWorkOfScreensGone()
            replies.removeAll { $0.stack == nil || $0.stack === stack }
        }
        // Refused by UIKit, the stack is never shown: its reply goes unanswered, so nil.
        flowcPresent(stack, from: navigation) { [weak self, weak stack] in
            self?.replies.removeAll { $0.stack == nil || $0.stack === stack }
        }
    }

    /// A presented screen's `return`: answers the action that presented its stack with `value`,
    /// then dismisses the stack.
    func returnValue(_ value: Any?, on navigation: UINavigationController) {
        if let index = replies.firstIndex(where: { $0.stack === navigation }) {
            replies.remove(at: index).answer(value)
        }
        dismissScreen(on: navigation)
    }
}
