import FlowModel
import FlowRules

// Format 1.2, §2: `then`, a second step once a closing one has ended. The closing moves take a
// completion with the navigation controller they land on (`FlowcThen.swift` of the runtime,
// written only when a flow uses `then`), which runs the second step there unless that screen is
// no longer active.
extension TransitionCode {
    /// `dismissScreen(on:then:)`, `pop(on:then:)` or `popToFirstScreen(on:then:)`, running
    /// `second` on the navigation controller it lands on, `beneath`.
    func writeThen(
        _ first: ResolvedTransition, _ second: ResolvedTransition, payload: String?, navigation: String,
        reply: String?, into writer: inout SwiftWriter
    ) {
        let move: String
        switch first.verb {
        case .pop: move = "pop"
        case .popToRoot: move = "popToFirstScreen"
        case .dismiss: move = "dismissScreen"
        case .push, .present, .replace, .start, .finish, .stay, .select, .alert, .reset, .send, .return:
            // The decoder keeps `then` only after a closing step, and `write` asks only for those.
            return
        }
        writer.block(move, "(on: ", navigation, ") { [weak self] beneath in") { writer in
            writer.line("guard let self else { return }")
            if !write(second, payload: payload, navigation: "beneath", reply: reply, into: &writer) {
                writer.line("_ = beneath")
            }
        }
    }
}

extension FlowPlan {
    /// The second step of `transition` (`then`, format 1.2), when it has one.
    func secondStep(of transition: ResolvedTransition) -> ResolvedTransition? {
        guard !secondSteps.isEmpty else { return nil }
        if case .then = transition.place { return nil }
        return secondSteps[MadeStep(place: transition.place, alternative: transition.alternative)].map {
            resolved.transitions[$0]
        }
    }
}

extension FlowGraph {
    /// Whether any flow uses `then` (format 1.2): the support file then carries the closing moves
    /// with a second step.
    var usesThen: Bool { resolved.contains { !$0.thenSteps.isEmpty } }
}
