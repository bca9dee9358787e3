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

    // Every rule copies flows, and a copy of a struct retains each of its references (some
    // fifteen here), atomically, on lines the other worker thread reads too: the fields live in
    // one reference instead, copied on write, so that a copy is one retain (Docs/speed.md).
    // Each accessor below reads in place (`_read`) and writes in place (`_modify`); they are
    // inlinable, so that the rules, in another module, read a field without a call.
    @usableFromInline var storage: Storage

    /// The `flow` value: the flow's name.
    @inlinable public var name: Located<String> {
        _read { yield storage.fields.name }
        _modify { yield &unique.name }
    }
    /// Where the flow's mapping starts (for findings about a missing key).
    @inlinable public var location: SourceLocation {
        _read { yield storage.fields.location }
        _modify { yield &unique.location }
    }
    /// The type the flow is started with.
    @inlinable public var input: TypeExpression? {
        _read { yield storage.fields.input }
        _modify { yield &unique.input }
    }
    /// The `start` alternatives (screen ids or child flow names); nil when `start` is absent or unreadable.
    @inlinable public var start: [Located<String>]? {
        _read { yield storage.fields.start }
        _modify { yield &unique.start }
    }
    @inlinable public var outcomes: [Outcome] {
        _read { yield storage.fields.outcomes }
        _modify { yield &unique.outcomes }
    }
    @inlinable public var back: Located<String>? {
        _read { yield storage.fields.back }
        _modify { yield &unique.back }
    }
    @inlinable public var screens: [Screen] {
        _read { yield storage.fields.screens }
        _modify { yield &unique.screens }
    }
    @inlinable public var children: [Child] {
        _read { yield storage.fields.children }
        _modify { yield &unique.children }
    }
    /// The `tabs` list; nil when the flow has none.
    @inlinable public var tabs: [Located<String>]? {
        _read { yield storage.fields.tabs }
        _modify { yield &unique.tabs }
    }
    /// What the flow tells its parent while it keeps running (`send`), each with its payload type.
    @inlinable public var events: [Outcome] {
        _read { yield storage.fields.events }
        _modify { yield &unique.events }
    }
    @inlinable public var isEntry: Bool {
        _read { yield storage.fields.isEntry }
        _modify { yield &unique.isEntry }
    }
    /// `entry` was written with a value that is not a boolean (a `schema` finding): read as no
    /// entry, but not also reported as a flow nothing starts (`unused-flow`).
    @inlinable public var hasUnreadableEntry: Bool {
        _read { yield storage.fields.hasUnreadableEntry }
        _modify { yield &unique.hasUnreadableEntry }
    }
    @inlinable public var root: Root {
        _read { yield storage.fields.root }
        _modify { yield &unique.root }
    }
    /// The `alerts` the flow's transitions can show (format 1.1).
    @inlinable public var alerts: [Alert] {
        _read { yield storage.fields.alerts }
        _modify { yield &unique.alerts }
    }
    /// The `routes`: deep links to this flow or its screens.
    @inlinable public var routes: [Route] {
        _read { yield storage.fields.routes }
        _modify { yield &unique.routes }
    }
    /// What the decoder left out with a finding, and what it names, which few flows have
    /// (`setRefused`): apart, nil for most.
    @inlinable var refused: Refused? {
        _read { yield storage.fields.refused }
        _modify { yield &unique.refused }
    }
    /// The `entries` (format 1.1); nil when the flow has none. Their `start`s are also the
    /// flow's `start` list, in order, each once, so that every analysis of first screens holds.
    @inlinable public var entries: [FlowEntry]? {
        _read { yield storage.fields.entries }
        _modify { yield &unique.entries }
    }
    /// The `triggers` (format 1.2): actions the app calls, in the order written.
    @inlinable public var triggers: [Trigger] {
        _read { yield storage.fields.triggers }
        _modify { yield &unique.triggers }
    }

    // The lookups below are inlinable so that the rules read a flow in place: called across
    // modules, a method takes a copy of the flow at each call.
    @inlinable public var file: String { location.file }

    /// `position`, one of this flow's values' places, in the flow's file.
    @inlinable public func location(of position: SourcePosition) -> SourceLocation {
        SourceLocation(file: location.sourceFile, position: position)
    }

    @inlinable public func screen(named id: String) -> Screen? { screens.first { $0.id.value == id } }
    @inlinable public func child(named name: String) -> Child? { children.first { $0.flow.value == name } }
    @inlinable public func outcome(named name: String) -> Outcome? { outcomes.first { $0.name.value == name } }
    @inlinable public func alert(named name: String) -> Alert? { alerts.first { $0.name.value == name } }
    @inlinable public func event(named name: String) -> Outcome? { events.first { $0.name.value == name } }

    public init(
        name: Located<String>, location: SourceLocation, isEntry: Bool = false, root: Root = .stack,
        input: TypeExpression? = nil, start: [Located<String>]? = nil, outcomes: [Outcome] = [],
        back: Located<String>? = nil, screens: [Screen] = [], children: [Child] = [], tabs: [Located<String>]? = nil,
        alerts: [Alert] = []
    ) {
        storage = Storage(
            Fields(
                name: name, location: location, input: input, start: start, outcomes: outcomes, back: back,
                screens: screens, children: children, tabs: tabs, isEntry: isEntry, root: root, alerts: alerts))
    }

    /// The fields, for a write: copied first when another flow shares them.
    @inlinable var unique: Fields {
        _read { yield storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    @inlinable public static func == (lhs: Flow, rhs: Flow) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    /// What a flow holds, shared by its copies until one is changed.
    @usableFromInline struct Fields: Sendable, Hashable {
        @usableFromInline var name: Located<String>
        @usableFromInline var location: SourceLocation
        @usableFromInline var input: TypeExpression?
        @usableFromInline var start: [Located<String>]?
        @usableFromInline var outcomes: [Outcome]
        @usableFromInline var back: Located<String>?
        @usableFromInline var screens: [Screen]
        @usableFromInline var children: [Child]
        @usableFromInline var tabs: [Located<String>]?
        @usableFromInline var events: [Outcome] = []
        @usableFromInline var isEntry: Bool
        @usableFromInline var hasUnreadableEntry = false
        @usableFromInline var root: Root
        @usableFromInline var alerts: [Alert]
        @usableFromInline var routes: [Route] = []
        @usableFromInline var refused: Refused?
        @usableFromInline var entries: [FlowEntry]?
        @usableFromInline var triggers: [Trigger] = []
    }

    /// The box of `Fields`. It is changed only through `unique`, where no other flow holds it,
    /// so a flow is as safe to send between threads as its fields are.
    @usableFromInline final class Storage: @unchecked Sendable {
        // Only ever accessed by one writer (`unique`) or by readers: nothing for the run-time
        // exclusivity checks to catch, and each is a call in and out of the runtime.
        @exclusivity(unchecked) @usableFromInline var fields: Fields

        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }
}

extension Flow {
    /// Second steps (`then`, format 1.2) left out with a `schema` finding (after `finish`, after a
    /// step that is not one that closes, after a first step that could not be read, a `reset` or a
    /// `return`), and the steps of an external screen's `to` left out likewise: the screen one
    /// names is not also reported unreachable, the child one starts unused, nor the answer one
    /// returns never returned (one mistake, one finding).
    @inlinable public var refusedSecondSteps: [Transition] { refused?.secondSteps ?? [] }

    /// The words after the verb of transitions that could not be read (a `schema` finding: a verb
    /// that is none, more than one target, a target after a verb that takes none): a screen one
    /// names is not also reported unreachable (one mistake, one finding).
    @inlinable public var wordsOfUnreadTransitions: [String] { refused?.words ?? [] }

    /// The names of events left out because an outcome of the flow has the name (a
    /// `duplicate-identifier` finding at the event): a `send` of one is not reported again.
    @inlinable public var eventsNamedAsOutcomes: [String] { refused?.eventsNamedAsOutcomes ?? [] }

    /// The `to` of each route left out because its pattern or a parameter could not be read (a
    /// `schema` finding): the navigation analysis still shows its screen, so that the one mistake
    /// does not also make that screen unreachable.
    @inlinable public var unreadRouteDestinations: [Transition] { refused?.routeDestinations ?? [] }

    /// Sets what the decoder left out: `refusedSecondSteps`, `wordsOfUnreadTransitions`,
    /// `eventsNamedAsOutcomes` and `unreadRouteDestinations`.
    public mutating func setRefused(
        secondSteps: [Transition], words: [String], eventsNamedAsOutcomes: [String], routeDestinations: [Transition]
    ) {
        let refused = Refused(
            secondSteps: secondSteps, words: words, eventsNamedAsOutcomes: eventsNamedAsOutcomes,
            routeDestinations: routeDestinations)
        self.refused = refused.isEmpty ? nil : refused
    }

    /// What `refused` holds, kept by value: set anew, never changed.
    @usableFromInline final class Refused: Sendable, Hashable {
        @usableFromInline let secondSteps: [Transition]
        @usableFromInline let words: [String]
        @usableFromInline let eventsNamedAsOutcomes: [String]
        @usableFromInline let routeDestinations: [Transition]

        init(
            secondSteps: [Transition], words: [String], eventsNamedAsOutcomes: [String],
            routeDestinations: [Transition]
        ) {
            self.secondSteps = secondSteps
            self.words = words
            self.eventsNamedAsOutcomes = eventsNamedAsOutcomes
            self.routeDestinations = routeDestinations
        }

        var isEmpty: Bool {
            secondSteps.isEmpty && words.isEmpty && eventsNamedAsOutcomes.isEmpty && routeDestinations.isEmpty
        }

        @usableFromInline static func == (lhs: Refused, rhs: Refused) -> Bool {
            lhs === rhs
                || (lhs.secondSteps == rhs.secondSteps && lhs.words == rhs.words
                    && lhs.eventsNamedAsOutcomes == rhs.eventsNamedAsOutcomes
                    && lhs.routeDestinations == rhs.routeDestinations)
        }

        @usableFromInline func hash(into hasher: inout Hasher) {
            hasher.combine(secondSteps)
            hasher.combine(words)
            hasher.combine(eventsNamedAsOutcomes)
            hasher.combine(routeDestinations)
        }
    }
}

/// One way a flow can finish, with the type of value it hands its parent.
public struct Outcome: Sendable, Hashable {
    public var name: Located<String>
    /// nil: no payload (null in the map form, or the list form).
    public var payload: TypeExpression?

    public init(name: Located<String>, payload: TypeExpression? = nil) {
        self.name = name
        self.payload = payload
    }
}

/// One screen of a stack flow.
public struct Screen: Sendable, Hashable {
    public var id: Located<String>
    /// The `view` type as written; nil for the default.
    public var view: String?
    public var storyboard: String?
    public var identifier: String?
    public var input: TypeExpression?
    public var actions: [Action]
    /// `presentation`: how the screen is shown when a transition presents it; nil for a sheet.
    public var presentation: Presentation?
    // After the presentation's last bytes, where it takes no room of its own: before `actions` it
    // padded a word, and every screen of a flow set holds one.
    public var isSwiftUI: Bool
    /// Format 1.2: what makes the screen external (`external: true`, with its `result` and `to`);
    /// nil for a screen of the app's own.
    public var external: ExternalScreen? = nil

    /// The view type: `view`, or UpperCamel(id) + "ViewController".
    public var viewType: String {
        if let view { return view }
        guard let first = id.value.first else { return "ViewController" }
        return first.uppercased() + id.value.dropFirst() + "ViewController"
    }
}

extension Screen {
    // Through the memberwise initializer, for the reason given at `Action`'s.
    public init(
        id: Located<String>, view: String? = nil, storyboard: String? = nil, identifier: String? = nil,
        isSwiftUI: Bool = false, input: TypeExpression? = nil, actions: [Action] = [],
        presentation: Presentation? = nil,
        external: ExternalScreen? = nil
    ) {
        self.init(
            id: id, view: view, storyboard: storyboard, identifier: identifier, input: input, actions: actions,
            presentation: presentation, isSwiftUI: isSwiftUI, external: external)
    }
}

/// One thing a screen can ask its coordinator to do.
public struct Action: Sendable, Hashable {
    public var name: Located<String>
    /// The payload the screen hands over.
    public var input: TypeExpression?
    /// The alternatives; empty when the action navigates nowhere.
    public var transitions: Transitions
    public var isAsync: Bool
    // What comes back to the screen, which few actions have: apart, in one reference, so that
    // every action takes 88 bytes rather than 120 (a large app holds hundreds of thousands, and
    // every rule walks them). Read in place by the rules (inlinable): a getter called across
    // modules would take a copy of the whole action.
    @usableFromInline var replies: Replies?

    /// What the coordinator answers; nil is Void.
    @inlinable public var output: TypeExpression? {
        get { replies?.output }
        set { replies = Replies.make(output: newValue, result: result, answers: answers) }
    }
    /// The type the action waits for from the child it starts or the screen it presents (`result`,
    /// handed back by `return`); nil when it waits for nothing.
    @inlinable public var result: TypeExpression? {
        get { replies?.result }
        set { replies = Replies.make(output: output, result: newValue, answers: answers) }
    }
    /// The names of the answers the action waits for (format 1.2: `result` as a list of names or
    /// a map from name to payload type, handed back by `return NAME`); nil when `result` is a
    /// type or absent.
    @inlinable public var answers: [Outcome]? {
        get { replies?.answers }
        set { replies = Replies.make(output: output, result: result, answers: newValue) }
    }

    /// An action's `output`, `result` and `answers`, kept by value: set anew, never changed.
    @usableFromInline final class Replies: Sendable, Hashable {
        @usableFromInline let output: TypeExpression?
        @usableFromInline let result: TypeExpression?
        @usableFromInline let answers: [Outcome]?

        /// nil when the action has none of them. Not a failable initializer, which would make
        /// the object before it could fail.
        @usableFromInline static func make(
            output: TypeExpression?, result: TypeExpression?, answers: [Outcome]?
        ) -> Replies? {
            guard output != nil || result != nil || answers != nil else { return nil }
            return Replies(output: output, result: result, answers: answers)
        }

        private init(output: TypeExpression?, result: TypeExpression?, answers: [Outcome]?) {
            self.output = output
            self.result = result
            self.answers = answers
        }

        @usableFromInline static func == (lhs: Replies, rhs: Replies) -> Bool {
            lhs === rhs || (lhs.output == rhs.output && lhs.result == rhs.result && lhs.answers == rhs.answers)
        }

        @usableFromInline func hash(into hasher: inout Hasher) {
            hasher.combine(output)
            hasher.combine(result)
            hasher.combine(answers)
        }
    }
}

extension Action {
    public init(
        name: Located<String>, input: TypeExpression? = nil, output: TypeExpression? = nil, isAsync: Bool = false,
        transitions: Transitions = [], result: TypeExpression? = nil, answers: [Outcome]? = nil
    ) {
        // Through the memberwise initializer, which Swift builds as one value. An initializer that
        // assigns each property in turn builds it in a stack slot and copies it out, with a retain
        // and a release of every reference in it (Swift 6.3, optimized): for every action read.
        self.init(
            name: name, input: input, transitions: transitions, isAsync: isAsync,
            replies: Replies.make(output: output, result: result, answers: answers))
    }
}

/// A child flow this flow may start, and what it does when the child finishes.
public struct Child: Sendable, Hashable {
    /// The child's key under `children`: the name of the flow it starts.
    public var flow: Located<String>
    public var handlers: [Handler]
    public var isPresented: Bool
    public var isPermanent: Bool
    /// The map `present` was given, if it was one (then `isPresented` is true); nil for `true`.
    public var presentation: Presentation?
    /// Format 1.2: how the child is kept for reuse (`keep`); nil when it is not kept (`keep:
    /// false`, no `keep`, or a `keep` the decoder reported).
    public var keep: ChildKeep?
    /// `keep` was written with a value that could not be read (a `schema` finding, `keep: yes`):
    /// read as not kept, but not also reported as never released (`unreleased-child`).
    public var hasUnreadableKeep = false

    public func handler(for outcome: String) -> Handler? { handlers.first { $0.outcome.value == outcome } }

    public init(
        flow: Located<String>, isPresented: Bool = false, isPermanent: Bool = false, handlers: [Handler] = [],
        presentation: Presentation? = nil
    ) {
        self.flow = flow
        self.presentation = presentation
        self.isPresented = isPresented
        self.isPermanent = isPermanent
        self.handlers = handlers
    }
}

/// An `on` entry: what the parent does when its child finishes with one outcome.
public struct Handler: Sendable, Hashable {
    public var outcome: Located<String>
    public var transitions: Transitions

    public init(outcome: Located<String>, transitions: Transitions) {
        self.outcome = outcome
        self.transitions = transitions
    }
}
