import FlowModel
import Testing

/// The verb table: what each verb of the format means, as "Transitions" in Docs/flow-format.md
/// states it, a row a verb. Every verb of `Transition.Verb.allCases` is checked against its row,
/// so a new verb fails here until its row says what it means.
@Suite struct TransitionVerbTests {
    /// The yes-or-no answers of the verb table; a verb's row lists those that are yes.
    enum Answer: CaseIterable {
        case handsPayloadToTarget, startsChild, finishes, opensWhatReturnsAResult, returnsResult, isDrawnBackward
        case callsCoordinator
    }

    /// One verb's answers.
    struct Row {
        var target: Transition.TargetKind?
        var stack: Transition.StackEffect
        /// In a screen's action, where `return` dismisses its stack.
        var stackInAction: Transition.StackEffect?
        var answers: Set<Answer>

        init(
            _ target: Transition.TargetKind?, _ stack: Transition.StackEffect,
            inAction: Transition.StackEffect? = nil, _ answers: Set<Answer>
        ) {
            self.target = target
            self.stack = stack
            self.stackInAction = inAction
            self.answers = answers
        }
    }

    static let table: [Transition.Verb: Row] = [
        .push: Row(.screen, .push, [.handsPayloadToTarget, .callsCoordinator]),
        .present: Row(.screen, .present, [.handsPayloadToTarget, .opensWhatReturnsAResult, .callsCoordinator]),
        .replace: Row(.screen, .replace, [.handsPayloadToTarget, .callsCoordinator]),
        .pop: Row(nil, .pop, [.isDrawnBackward, .callsCoordinator]),
        .popToRoot: Row(nil, .popToRoot, [.isDrawnBackward, .callsCoordinator]),
        .dismiss: Row(nil, .dismiss, [.isDrawnBackward, .callsCoordinator]),
        .start: Row(.child, .none, [.handsPayloadToTarget, .startsChild, .opensWhatReturnsAResult, .callsCoordinator]),
        .finish: Row(.outcome, .none, [.handsPayloadToTarget, .finishes, .callsCoordinator]),
        // Does nothing: no call, drawn back to where it runs.
        .stay: Row(nil, .none, [.isDrawnBackward]),
        // The tab runs already: it is handed nothing.
        .select: Row(.tab, .none, [.callsCoordinator]),
        // An alert stands on no stack; its buttons' transitions move the stack it was shown over.
        .alert: Row(.alert, .none, [.handsPayloadToTarget, .callsCoordinator]),
        // Tears down the stack, then shows the screen or starts the child it names.
        .reset: Row(.screenOrChild, .reset, [.handsPayloadToTarget, .startsChild, .callsCoordinator]),
        .send: Row(.event, .none, [.handsPayloadToTarget, .callsCoordinator]),
        // In a handler the child's screens are gone already; a presented screen's `return`
        // dismisses its stack.
        .return: Row(nil, .none, inAction: .dismiss, [.returnsResult, .isDrawnBackward, .callsCoordinator]),
    ]

    static func answers(of verb: Transition.Verb) -> Set<Answer> {
        Set(
            Answer.allCases.filter { answer in
                switch answer {
                case .handsPayloadToTarget: return verb.handsPayloadToTarget
                case .startsChild: return verb.startsChild
                case .finishes: return verb.finishes
                case .opensWhatReturnsAResult: return verb.opensWhatReturnsAResult
                case .returnsResult: return verb.returnsResult
                case .isDrawnBackward: return verb.isDrawnBackward
                case .callsCoordinator: return verb.callsCoordinator
                }
            })
    }

    @Test(arguments: Transition.Verb.allCases)
    func eachVerbMeansWhatItsRowSays(_ verb: Transition.Verb) throws {
        let row = try #require(
            Self.table[verb],
            """
            verb '\(verb.rawValue)' has no row in TransitionVerbTests.table: add its answers there, and \
            its line to the verb table of Docs/flow-format.md (CONTRIBUTING.md, "A new transition verb")
            """)
        #expect(verb.targetKind == row.target, "target of '\(verb.rawValue)'")
        #expect(verb.stackEffect == row.stack, "stack effect of '\(verb.rawValue)'")
        #expect(verb.stackEffectInAction == (row.stackInAction ?? row.stack), "stack effect in an action")
        #expect(Self.answers(of: verb) == row.answers, "answers of '\(verb.rawValue)'")
    }

    @Test func stackVerbsAreTheOnesThatMoveTheStack() {
        // A `tabs` flow has no stack: these are the verbs it has no use for.
        for verb in Transition.Verb.allCases {
            #expect(verb.isStackVerb == (verb.stackEffect != .none), "\(verb.rawValue)")
        }
    }

    @Test func aVerbThatLeadsBackToAScreenHandsItNothing() {
        // A screen already shown was made with its input: a verb drawn back to it does not hand
        // it a value to check against that input (`type-mismatch`).
        for verb in Transition.Verb.allCases where verb.isDrawnBackward {
            #expect(!verb.handsPayloadToTarget, "\(verb.rawValue)")
        }
    }
}
