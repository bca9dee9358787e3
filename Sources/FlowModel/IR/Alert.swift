import FlowDiagnostics

/// An alert or a confirmation dialog a flow declares under `alerts`, shown by `alert NAME` over
/// the screen whose action (or the handler run there) names it. It is not a screen: it stands on
/// no stack, and its buttons' transitions run where the screen that showed it is.
public struct Alert: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A centred alert.
        case alert
        /// An action sheet: on iPad it needs an anchor, the screen that shows it.
        case confirmationDialog
    }

    public var name: Located<String>
    public var style: Style
    /// The value `alert NAME` hands over: its fields fill the texts' `{field}`s and the buttons'
    /// transitions carry it on.
    public var input: TypeExpression?
    public var title: AlertText?
    public var message: AlertText?
    public var buttons: [AlertButton]

    public func button(named name: String) -> AlertButton? { buttons.first { $0.name.value == name } }

    public init(
        name: Located<String>, style: Style = .alert, input: TypeExpression? = nil, title: AlertText? = nil,
        message: AlertText? = nil, buttons: [AlertButton] = []
    ) {
        self.name = name
        self.style = style
        self.input = input
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// An alert's title or message: text with `{field}`s of the alert's input, or a localisation key.
public enum AlertText: Sendable, Hashable {
    /// Literal text and the input's fields between, in order.
    case text([AlertTextPart])
    /// A key of the app's localised strings (`{key: address.delete.title}`).
    case key(String)
}

/// A piece of an alert's text.
public enum AlertTextPart: Sendable, Hashable {
    case literal(String)
    /// `{field}`: a property of the alert's input.
    case field(String)
}

/// One button of an alert: its title (its name when none is given), its role how the system shows it, and its
/// transition (none: it just closes the alert) what the flow does when it is tapped.
public struct AlertButton: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case cancel
        case destructive
        case `default`
    }

    public var name: Located<String>
    /// nil: the name, as words (`keepAddress` shows "Keep address").
    public var title: AlertText?
    public var role: Role
    /// Empty when the button only closes the alert; otherwise its one transition.
    public var transitions: Transitions

    public init(name: Located<String>, title: AlertText? = nil, role: Role = .default, transitions: Transitions = []) {
        self.name = name
        self.title = title
        self.role = role
        self.transitions = transitions
    }
}
