/// What each verb means, one concern a property, each an exhaustive switch: a new verb is a case
/// of `Transition.Verb` and its answer here, and the compiler lists every other place that must
/// decide (the navigation analysis, the rules, the graph and the Swift emitters switch over these
/// answers or over the verb itself, never with a `default:`).
extension Transition {
    /// What a verb's target names.
    public enum TargetKind: String, Sendable, Hashable {
        case screen
        case child
        case outcome
        /// A tab of a tabs flow: a child the flow's `tabs` lists.
        case tab
        /// One of the flow's `alerts`.
        case alert
        /// A screen of the flow or, when no screen has the name, a child (as a `start` item).
        case screenOrChild
        /// An event of the flow, which its parent hears while the flow keeps running.
        case event
    }

    /// How a verb moves the navigation stack the transition runs on.
    public enum StackEffect: Sendable, Hashable {
        /// The target screen goes on top of the stack.
        case push
        /// The target screen is shown modally, at the bottom of a stack of its own.
        case present
        /// The target screen becomes the only one on the stack: one of the flow's first screens.
        case replace
        /// Back one screen.
        case pop
        /// Back to the first screen of the stack.
        case popToRoot
        /// Closes the presented stack the screen is on.
        case dismiss
        /// The stack stays as it is (a child flow's screens are the child's to move).
        case none
        /// Every child is released and the flow's stack torn down; the target screen becomes the
        /// flow's only screen, or the target child starts on the emptied stack.
        case reset
    }
}

extension Transition.Verb {
    /// What the verb's target names, or nil for verbs that take none.
    public var targetKind: Transition.TargetKind? {
        switch self {
        case .push, .present, .replace: return .screen
        case .start: return .child
        case .finish: return .outcome
        case .select: return .tab
        case .alert: return .alert
        case .pop, .popToRoot, .dismiss, .stay, .return: return nil
        case .reset: return .screenOrChild
        case .send: return .event
        }
    }

    /// How the verb moves the navigation stack it runs on: in an `on` handler, an alert's button or
    /// a route; a screen's action reads `stackEffectInAction`, which differs for `return` only.
    public var stackEffect: Transition.StackEffect {
        switch self {
        case .push: return .push
        case .present: return .present
        case .replace: return .replace
        case .pop: return .pop
        case .popToRoot: return .popToRoot
        case .dismiss: return .dismiss
        case .start, .finish, .stay, .select, .send, .return: return .none
        // An alert stands on no stack; its buttons' transitions move the stack it was shown over.
        case .alert: return .none
        case .reset: return .reset
        }
    }

    /// How the verb moves the stack when it runs in a screen's action, where it can differ from
    /// `stackEffect` (its effect in an `on` handler, where the child's screens are already gone):
    /// `return` from a presented screen dismisses that screen's stack.
    public var stackEffectInAction: Transition.StackEffect {
        switch self {
        case .return: return .dismiss
        case .push, .present, .replace, .pop, .popToRoot, .dismiss, .start, .finish, .stay, .select, .alert, .reset,
            .send:
            return stackEffect
        }
    }

    /// Whether the verb hands its payload back to the action that asked for a `result`.
    public var returnsResult: Bool {
        switch self {
        case .return: return true
        case .push, .present, .replace, .pop, .popToRoot, .dismiss, .start, .finish, .stay, .select, .alert, .reset,
            .send:
            return false
        }
    }

    /// Whether the verb hands the payload it carries to its target, which then takes the
    /// target's declared type (a screen's or child's `input`, an outcome's or event's payload, an
    /// alert's `input`): false for a verb without a target, for `select` (the tab runs already)
    /// and for a verb that leads back to a screen already shown.
    public var handsPayloadToTarget: Bool {
        switch self {
        case .push, .present, .replace, .start, .finish, .alert, .reset, .send: return true
        case .pop, .popToRoot, .dismiss, .stay, .select, .return: return false
        }
    }

    /// Whether the verb opens what can hand a value back with `return` (a child it starts, a
    /// screen it presents), so that an action with a `result` can wait on it.
    public var opensWhatReturnsAResult: Bool {
        switch self {
        case .start, .present: return true
        case .push, .replace, .pop, .popToRoot, .dismiss, .finish, .stay, .select, .alert, .reset, .send, .return:
            return false
        }
    }

    /// Verbs that move screens on a navigation stack, which a `tabs` flow does not have.
    public var isStackVerb: Bool { stackEffect != .none }

    /// Whether the verb starts a child flow (its target, when that names a child).
    public var startsChild: Bool {
        switch self {
        case .start, .reset: return true
        case .push, .present, .replace, .pop, .popToRoot, .dismiss, .finish, .stay, .select, .alert, .send, .return:
            return false
        }
    }

    /// Whether the verb finishes the flow (with its target outcome), so that its parent releases it.
    public var finishes: Bool {
        switch self {
        case .finish: return true
        case .push, .present, .replace, .pop, .popToRoot, .dismiss, .start, .stay, .select, .alert, .reset, .send,
            .return:
            return false
        }
    }

    /// Whether a drawing shows the verb going back, to a screen already shown (dashed or dotted,
    /// ending where the navigation analysis says the stack leads), rather than to its target.
    public var isDrawnBackward: Bool {
        switch self {
        case .pop, .popToRoot, .dismiss, .stay, .return: return true
        case .push, .present, .replace, .start, .finish, .select, .alert, .reset, .send: return false
        }
    }

    /// Whether the verb's Swift call goes through the coordinator (its screen factories, its
    /// children, its moves that wait for UIKit's transitions), rather than doing nothing.
    public var callsCoordinator: Bool {
        switch self {
        case .push, .present, .replace, .pop, .popToRoot, .dismiss, .start, .finish, .select, .alert, .reset, .send,
            .return:
            return true
        case .stay: return false
        }
    }
}
