import FlowDiagnostics

/// Format 1.2, §6: `external: true`, a screen the app does not own (a share sheet, a document
/// picker, Safari, Quick Look). The work makes its controller; the coordinator pushes or presents
/// it; it closes by itself and hands back its `result`, and `to` runs next from the screen it was
/// shown over, as a `then` step.
public struct ExternalScreen: Sendable, Hashable {
    // One reference in the screen, its values in a box of their own: every screen of a flow set
    // holds this, few are external, and in place it took 58 of a screen's 200 bytes (the memory
    // the IR fills is what `lint` pays for most, Docs/speed.md).
    private final class Values: Sendable {
        let position: SourcePosition
        let result: TypeExpression?
        let transitions: Transitions

        init(position: SourcePosition, result: TypeExpression?, transitions: Transitions) {
            self.position = position
            self.result = result
            self.transitions = transitions
        }
    }

    private var values: Values

    /// Where `external` is written.
    public var position: SourcePosition {
        get { values.position }
        set { values = Values(position: newValue, result: result, transitions: transitions) }
    }

    /// What the controller hands back when it is done: it answers the action that showed it, as a
    /// `return` would. nil: nothing.
    public var result: TypeExpression? {
        get { values.result }
        set { values = Values(position: position, result: newValue, transitions: transitions) }
    }

    /// What runs next, from the screen the external one was shown over: one step or alternatives
    /// (`stay` among them meaning nothing more); empty: nothing.
    public var transitions: Transitions {
        get { values.transitions }
        set { values = Values(position: position, result: result, transitions: newValue) }
    }

    public init(position: SourcePosition, result: TypeExpression? = nil, transitions: Transitions = []) {
        values = Values(position: position, result: result, transitions: transitions)
    }

    public static func == (lhs: ExternalScreen, rhs: ExternalScreen) -> Bool {
        lhs.values === rhs.values
            || (lhs.position == rhs.position && lhs.result == rhs.result && lhs.transitions == rhs.transitions)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        hasher.combine(result)
        hasher.combine(transitions)
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
