/// One node of a flow's cluster: a screen, the flow's start point, an outcome, or a stand-in for
/// something a transition names that the flows do not declare.
public struct GraphNode: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Where the flow begins, before any screen is shown; edges from it mark the start.
        case start
        /// A screen created in code, a UIKit view controller.
        case uikitScreen
        /// A screen whose view is SwiftUI, hosted in UIKit.
        case swiftUIScreen
        /// A screen created from a storyboard.
        case storyboardScreen
        /// One way the flow finishes; `finish` edges go to it, the parent's handlers leave from it.
        case outcome
        /// Leaving the flow without an outcome (a `pop` or `dismiss` with nothing of the flow beneath).
        case exit
        /// A screen, child or flow that a transition names but nothing declares.
        case missing
        /// An alert or confirmation dialog (format 1.1): `alert` edges go to it, its buttons'
        /// transitions leave from it.
        case alert
        /// A route: a deep link that enters the flow at its start or at one of its screens.
        case route
        /// A trigger without `from` (format 1.2): an action the app calls, over whatever the flow
        /// shows; its transitions leave from it.
        case trigger
        /// Format 1.2: a kept flow hidden, not finished (a `dismiss` on its first screen): a small
        /// circle, not the exit's bull's-eye.
        case hidden
        /// Format 1.2: an external screen, whose controller the work makes: a box with a dashed
        /// double border.
        case externalScreen
    }

    // Constants, as `GraphEdge`'s are, for the same reason.
    /// The node's identifier in the drawing, unique across the whole graph and safe in DOT and Mermaid.
    public let id: String
    public let kind: Kind
    /// The first line of the label: the screen id, the outcome name.
    public let title: String
    /// The second line of the label (the view type), or empty.
    public let subtitle: String
    /// Text for the tooltip (without the findings, which are added when drawn).
    public let detail: GraphNodeDetail
    /// A first screen of the flow: a `start` screen or the target of `replace`.
    public let isFirst: Bool
    public let findings: [GraphFinding]

    public init(
        id: String, kind: Kind, title: String, subtitle: String = "", detail: GraphNodeDetail = .text(""),
        isFirst: Bool = false,
        findings: [GraphFinding] = []
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.isFirst = isFirst
        self.findings = findings
    }

    public var isScreen: Bool {
        switch kind {
        case .uikitScreen, .swiftUIScreen, .storyboardScreen, .externalScreen: return true
        case .start, .outcome, .exit, .missing, .alert, .route, .trigger, .hidden: return false
        }
    }
}
