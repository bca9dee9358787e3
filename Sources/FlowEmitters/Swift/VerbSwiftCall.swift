import FlowModel

extension Transition.Verb {
    /// The coordinator's members that the verb's Swift call (`TransitionCode`) names unqualified,
    /// the same for every target: a screen factory keeps an action's closure under another local
    /// name than these (`ScreenFactoryEmitter.localName`), or the call would find the closure.
    /// Names made from the target (`start<Child>Flow`, `show<Alert>Alert`) are not listed here.
    var coordinatorMembersCalled: [String] {
        switch self {
        case .push: return ["push"]
        case .present: return ["present"]
        case .replace: return ["replace"]
        case .pop: return ["pop"]
        // Back to the flow's own first screen on the stack, which on a stack shared with the
        // parent is not the navigation controller's root (UIKit's `popToRootViewController`).
        case .popToRoot: return ["popToFirstScreen"]
        // The screen's presented stack, not the coordinator (a child's `dismiss` is its own).
        case .dismiss: return ["dismissScreen"]
        case .finish: return ["finish"]
        case .select: return ["tabBarController"]
        case .reset: return ["reset"]
        case .send: return ["onEvent"]
        // `return` is Swift's keyword: the call and the choice case are `returnValue`.
        case .return: return ["returnValue"]
        case .start, .stay, .alert: return []
        }
    }
}
