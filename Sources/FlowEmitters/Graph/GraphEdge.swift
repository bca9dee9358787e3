import FlowDiagnostics
import FlowModel

/// One arrow: a transition from where it runs to where it leads, or one of the few arrows that
/// show structure (the start of a flow, a tab, a child that is never started).
public struct GraphEdge: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case push
        case present
        case replace
        case pop
        case popToRoot
        case dismiss
        case start
        case finish
        case stay
        /// A `reset`: to the screen that becomes the flow's only one, or the child started in its place.
        case reset
        /// A `send`: to the event its parent hears.
        case send
        /// From a flow's start point to a first screen (or child) its `start` names.
        case entry
        /// From a `tabs` flow's start point to one of its tabs.
        case tab
        /// From a flow's start point to a child it declares but never starts.
        case unusedChild
        /// Format 1.1: a tabs flow selects one of its tabs.
        case select
        /// From a screen to the alert it shows (format 1.1).
        case alert
        /// From a route's entry point to where it opens the flow.
        case route
        /// A `return`: a value handed back to the screen whose action asked for it.
        case `return`
        /// Format 1.2: a `start` of a child its parent keeps (`keep`), drawn double: a later start
        /// shows the same child again.
        case keptStart

        /// Whether the edge is drawn going back, to a screen already shown: its verb's answer
        /// (`Transition.Verb.isDrawnBackward`); no structural edge is.
        public var isDrawnBackward: Bool { verb?.isDrawnBackward ?? false }

        /// The verb of the transition the edge draws; nil for the edges that show structure.
        public var verb: Transition.Verb? {
            switch self {
            case .push: return .push
            case .present: return .present
            case .replace: return .replace
            case .pop: return .pop
            case .popToRoot: return .popToRoot
            case .dismiss: return .dismiss
            case .start: return .start
            case .finish: return .finish
            case .stay: return .stay
            case .select: return .select
            case .alert: return .alert
            case .reset: return .reset
            case .send: return .send
            case .return: return .return
            case .keptStart: return .start
            case .entry, .tab, .unusedChild, .route: return nil
            }
        }

        public init(_ verb: Transition.Verb) {
            switch verb {
            case .push: self = .push
            case .present: self = .present
            case .replace: self = .replace
            case .pop: self = .pop
            case .popToRoot: self = .popToRoot
            case .dismiss: self = .dismiss
            case .start: self = .start
            case .finish: self = .finish
            case .stay: self = .stay
            case .select: self = .select
            case .alert: self = .alert
            case .reset: self = .reset
            case .send: self = .send
            case .return: self = .return
            }
        }
    }

    // Constants: an edge is drawn once and written out. An initializer that assigns `var`s of a
    // struct this size is compiled into a copy of the value, a retain and a release of each
    // reference in it, for every edge (see `Action`'s initializer).
    public let from: String
    public let to: String
    public let kind: Kind
    /// The action's name, or the outcome's name for a handler's transition.
    public let label: String
    /// What the tooltip says (before the findings).
    public let detail: GraphEdgeDetail
    /// The cluster the head is drawn at the border of (an edge into a child flow).
    public let headCluster: String?
    /// The cluster the tail is drawn at the border of (a handler of an outcome the child lacks).
    public let tailCluster: String?
    /// Where the transition that the edge draws is written; nil for structural edges.
    public let origin: SourceLocation?
    public let findings: [GraphFinding]

    public init(
        from: String, to: String, kind: Kind, label: String, detail: GraphEdgeDetail = .text(""),
        headCluster: String? = nil,
        tailCluster: String? = nil, origin: SourceLocation? = nil, findings: [GraphFinding] = []
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.label = label
        self.detail = detail
        self.headCluster = headCluster
        self.tailCluster = tailCluster
        self.origin = origin
        self.findings = findings
    }
}
