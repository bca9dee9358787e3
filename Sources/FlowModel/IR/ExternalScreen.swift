import FlowDiagnostics

/// Format 1.2, §6: `external: true`, a screen the app does not own (a share sheet, a document
/// picker, Safari, Quick Look). The work makes its controller; the coordinator pushes or presents
/// it; it closes by itself and hands back its `result`, and `to` runs next from the screen it was
/// shown over, as a `then` step.
public struct ExternalScreen: Sendable, Hashable {
    /// Where `external` is written.
    public var position: SourcePosition
    /// What the controller hands back when it is done: it answers the action that showed it, as a
    /// `return` would. nil: nothing.
    public var result: TypeExpression?
    /// What runs next, from the screen the external one was shown over: one step or alternatives
    /// (`stay` among them meaning nothing more); empty: nothing.
    public var transitions: Transitions

    public init(position: SourcePosition, result: TypeExpression? = nil, transitions: Transitions = []) {
        self.position = position
        self.result = result
        self.transitions = transitions
    }
}

extension Screen {
    /// Whether the screen is external (format 1.2, §6).
    public var isExternal: Bool { external != nil }
}

extension Flow {
    /// Whether any screen of the flow is external (format 1.2, §6).
    public var hasExternalScreens: Bool {
        // By index: a `Screen` taken out of the array whole is a copy.
        screens.indices.contains { screens[$0].external != nil }
    }
}
