import FlowModel
import Testing

/// The verb table: what each verb of the format means, as "Transitions" in Docs/flow-format.md
/// states it.
@Suite struct TransitionVerbTests {
    @Test func targets() {
        let targets = Transition.Verb.allCases.map { "\($0.rawValue) \($0.targetKind?.rawValue ?? "-")" }
        #expect(
            targets == [
                "push screen", "present screen", "replace screen", "pop -", "popToRoot -", "dismiss -",
                "start child", "finish outcome", "stay -", "select tab", "alert alert",
                "reset screenOrChild", "send event", "return -",
            ])
    }

    @Test func stackVerbsAreTheOnesATabsFlowHasNoUseFor() {
        #expect(
            Transition.Verb.allCases.filter(\.isStackVerb) == [
                .push, .present, .replace, .pop, .popToRoot, .dismiss,
                .reset,
            ])
        #expect(
            Transition.Verb.allCases.filter { $0.stackEffect == .none } == [
                .start, .finish, .stay, .select, .alert, .send, .return,
            ])
        #expect(Transition.Verb.push.stackEffect == .push && Transition.Verb.replace.stackEffect == .replace)
    }

    @Test func startingFinishingAndDrawing() {
        #expect(Transition.Verb.allCases.filter(\.startsChild) == [.start, .reset])
        #expect(Transition.Verb.allCases.filter(\.finishes) == [.finish])
        #expect(Transition.Verb.allCases.filter(\.isDrawnBackward) == [.pop, .popToRoot, .dismiss, .stay, .return])
        // Every move waits for UIKit's transitions through the coordinator; `stay` does nothing.
        #expect(Transition.Verb.allCases.filter { !$0.callsCoordinator } == [.stay])
    }

    @Test func returningAResult() {
        #expect(Transition.Verb.allCases.filter(\.returnsResult) == [.return])
        // In a handler the child's screens are gone already; a presented screen's `return`
        // dismisses its stack.
        #expect(Transition.Verb.return.stackEffect == .none && Transition.Verb.return.actionStackEffect == .dismiss)
        #expect(Transition.Verb.allCases.filter { $0.actionStackEffect != $0.stackEffect } == [.return])
    }
}

extension TransitionVerbTests {
    @Test func resetTearsDownTheStackAndStartsAChildWhenItNamesOne() {
        #expect(Transition.Verb.reset.stackEffect == .reset)
        #expect(!Transition.Verb.reset.isDrawnBackward && !Transition.Verb.reset.finishes)
    }
}
