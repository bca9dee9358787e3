/// A name that go to definition, find references and rename follow: what it names and the scope
/// it is unique in, so that a same-named thing of another kind or another flow is another key.
public enum SymbolKey: Sendable, Hashable {
    /// A flow: its `flow` value, and in every flow that names it its key under `children`, its
    /// `start` items, tabs, `select`, `start` and `reset` targets (`Child`, `Child.entry`) and
    /// routes' `via`.
    case flow(String)
    /// A screen of a flow: its id under `screens`, and every transition, `start` item, entry's
    /// `start` and trigger `from` of that flow that names it.
    case screen(flow: String, id: String)
    /// An action of a screen: only its key (nothing else in the format names an action).
    case action(flow: String, screen: String, name: String)
    /// An outcome of a flow: under `outcomes`, in its `finish`es, `back`, entries' `outcomes`, and
    /// as a key of the `on` of every parent's child of that flow.
    case outcome(flow: String, name: String)
    /// An event of a flow: under `events`, in its `send`s, and as an `on` key in every parent.
    case event(flow: String, name: String)
    /// An alert of a flow: under `alerts`, and in its `alert NAME` transitions.
    case alert(flow: String, name: String)
    /// A button of an alert: only its key.
    case button(flow: String, alert: String, name: String)
    /// An entry of a flow: under `entries`, in `start Flow.entry` of every parent, and in the
    /// flow's routes' `entry`.
    case entry(flow: String, name: String)
    /// A trigger of a flow: under `triggers`, and in `keep: {reopen: NAME}` of every parent.
    case trigger(flow: String, name: String)
    /// A named answer of an action's `result` (format 1.2), and every `return NAME` that answers it.
    case answer(flow: String, screen: String, action: String, name: String)
    /// A parameter of a route: `{name}` in its pattern or fragment, its typing key, or its
    /// `query` item.
    case routeParameter(flow: String, route: String, name: String)

    /// The name as written.
    public var name: String {
        switch self {
        case .flow(let name): return name
        case .screen(_, let id): return id
        case .action(_, _, let name), .outcome(_, let name), .event(_, let name), .alert(_, let name),
            .button(_, _, let name), .entry(_, let name), .trigger(_, let name), .answer(_, _, _, let name),
            .routeParameter(_, _, let name):
            return name
        }
    }

    /// The flow whose names are searched for the key's places: every flow for a name that other
    /// flows write (a flow, an outcome, an event, an entry, a trigger), else the flow it belongs to.
    var declaringFlow: String {
        switch self {
        case .flow(let name): return name
        case .screen(let flow, _), .action(let flow, _, _), .outcome(let flow, _), .event(let flow, _),
            .alert(let flow, _), .button(let flow, _, _), .entry(let flow, _), .trigger(let flow, _),
            .answer(let flow, _, _, _), .routeParameter(let flow, _, _):
            return flow
        }
    }

    /// Whether other flows than the declaring one write the name.
    var isWrittenByOtherFlows: Bool {
        switch self {
        case .flow, .outcome, .event, .entry, .trigger: return true
        case .screen, .action, .alert, .button, .answer, .routeParameter: return false
        }
    }

    /// What the name is, in the words of a message: "screen", "route parameter".
    var kindWords: String {
        switch self {
        case .flow: return "flow"
        case .screen: return "screen"
        case .action: return "action"
        case .outcome: return "outcome"
        case .event: return "event"
        case .alert: return "alert"
        case .button: return "button"
        case .entry: return "entry"
        case .trigger: return "trigger"
        case .answer: return "answer"
        case .routeParameter: return "route parameter"
        }
    }
}
