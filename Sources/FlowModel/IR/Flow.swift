import FlowDiagnostics

/// One flow: one coordinator, as a flow document declares it.
///
/// Values keep the position (line and column) of what they were read from, and the flow keeps
/// the file, so that every later stage can report at the right place (`location(of:)`). Anything
/// the decoder could not read is left out (and already reported), so the rules see only
/// well-formed parts.
public struct Flow: Sendable, Hashable {
    public enum Root: String, Sendable, Hashable, CaseIterable {
        case stack
        case tabs
    }

    /// The `flow` value: the flow's name.
    public var name: Located<String>
    /// Where the flow's mapping starts (for findings about a missing key).
    public var location: SourceLocation
    /// The type the flow is started with.
    public var input: Optional<TypeExpression>
    /// The `start` alternatives (screen ids or child flow names); nil when `start` is absent or unreadable.
    public var start: Optional<[Located<String>]>
    public var outcomes: [Outcome]
    public var back: Optional<Located<String>>
    public var screens: [Screen]
    public var children: [Child]
    /// The `tabs` list; nil when the flow has none.
    public var tabs: Optional<[Located<String>]>
    public var isEntry: Bool
    public var root: Root

    public var file: String { location.file }

    /// `position`, one of this flow's values' places, in the flow's file.
    public func location(of position: SourcePosition) -> SourceLocation {
        SourceLocation(file: location.sourceFile, position: position)
    }

    public func screen(named id: String) -> Screen? { screens.first { $0.id.value == id } }
    public func child(named name: String) -> Child? { children.first { $0.flow.value == name } }
    public func outcome(named name: String) -> Outcome? { outcomes.first { $0.name.value == name } }
}

// The IR's initializers live in extensions and hand their arguments to the memberwise
// initializer, whose stored properties are ordered so that its labels differ, and whose optional
// properties are spelled `Optional<T>` so that it has no defaults (`T?` would give it `= nil`
// ones, and `Action(name:)` would match both). An initializer that assigns `self.x = x` one by
// one made the optimizer keep a second copy of the whole value (a retain and a release of every
// reference in it, for each action the decoder builds); the memberwise one builds it in place.
extension Flow {
    public init(
        name: Located<String>, location: SourceLocation, isEntry: Bool = false, root: Root = .stack,
        input: TypeExpression? = nil, start: [Located<String>]? = nil, outcomes: [Outcome] = [],
        back: Located<String>? = nil, screens: [Screen] = [], children: [Child] = [], tabs: [Located<String>]? = nil
    ) {
        self.init(
            name: name, location: location, input: input, start: start, outcomes: outcomes, back: back,
            screens: screens, children: children, tabs: tabs, isEntry: isEntry, root: root)
    }
}

/// One way a flow can finish, with the type of value it hands its parent.
public struct Outcome: Sendable, Hashable {
    /// nil: no payload (null in the map form, or the list form).
    public var payload: Optional<TypeExpression>
    public var name: Located<String>
}

extension Outcome {
    public init(name: Located<String>, payload: TypeExpression? = nil) {
        self.init(payload: payload, name: name)
    }
}

/// One screen of a stack flow.
public struct Screen: Sendable, Hashable {
    public var id: Located<String>
    /// The `view` type as written; nil for the default.
    public var view: Optional<String>
    public var storyboard: Optional<String>
    public var identifier: Optional<String>
    public var input: Optional<TypeExpression>
    public var isSwiftUI: Bool
    public var actions: [Action]

    /// The view type: `view`, or UpperCamel(id) + "ViewController".
    public var viewType: String {
        if let view { return view }
        guard let first = id.value.first else { return "ViewController" }
        return first.uppercased() + id.value.dropFirst() + "ViewController"
    }
}

extension Screen {
    public init(
        id: Located<String>, view: String? = nil, storyboard: String? = nil, identifier: String? = nil,
        isSwiftUI: Bool = false, input: TypeExpression? = nil, actions: [Action] = []
    ) {
        self.init(
            id: id, view: view, storyboard: storyboard, identifier: identifier, input: input, isSwiftUI: isSwiftUI,
            actions: actions)
    }
}

/// One thing a screen can ask its coordinator to do.
public struct Action: Sendable, Hashable {
    public var name: Located<String>
    /// The payload the screen hands over.
    public var input: Optional<TypeExpression>
    /// What the coordinator answers; nil is Void.
    public var output: Optional<TypeExpression>
    /// The alternatives; empty when the action navigates nowhere.
    public var transitions: Transitions
    public var isAsync: Bool
}

extension Action {
    public init(
        name: Located<String>, input: TypeExpression? = nil, output: TypeExpression? = nil, isAsync: Bool = false,
        transitions: Transitions = []
    ) {
        self.init(name: name, input: input, output: output, transitions: transitions, isAsync: isAsync)
    }
}

/// A child flow this flow may start, and what it does when the child finishes.
public struct Child: Sendable, Hashable {
    /// The child's key under `children`: the name of the flow it starts.
    public var flow: Located<String>
    public var handlers: [Handler]
    public var isPresented: Bool
    public var isPermanent: Bool

    public func handler(for outcome: String) -> Handler? { handlers.first { $0.outcome.value == outcome } }
}

extension Child {
    public init(flow: Located<String>, isPresented: Bool = false, isPermanent: Bool = false, handlers: [Handler] = []) {
        self.init(flow: flow, handlers: handlers, isPresented: isPresented, isPermanent: isPermanent)
    }
}

/// An `on` entry: what the parent does when its child finishes with one outcome.
public struct Handler: Sendable, Hashable {
    public var transitions: Transitions
    public var outcome: Located<String>
}

extension Handler {
    public init(outcome: Located<String>, transitions: Transitions) {
        self.init(transitions: transitions, outcome: outcome)
    }
}
