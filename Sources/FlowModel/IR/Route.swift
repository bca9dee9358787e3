import FlowDiagnostics

/// A deep link into the app: a path pattern with typed parameters, leading to the flow that
/// declares it (`to: start`) or to one of its screens (`to: push SCREEN`, `to: present SCREEN`).
///
/// The way there, from an entry flow through tabs and started children, is found when the flows
/// are linked (`RouteWays`).
public struct Route: Sendable, Hashable {
    /// One `/`-separated piece of the pattern.
    public enum Segment: Sendable, Hashable {
        /// Text the path must have there.
        case literal(String)
        /// `{name}`: any one path segment, made into the parameter's type.
        case parameter(String)
    }

    /// The pattern as written: the route's key.
    public var pattern: Located<String>
    public var segments: [Segment]
    /// The typed parameters, in the pattern's order.
    public var parameters: [RouteParameter]
    /// The screen the route pushes or presents in its flow; nil for `to: start`, the flow itself.
    public var destination: Transition?
    /// Where the `to` value stands.
    public var toPosition: SourcePosition
    /// `via`: a flow the way must pass through, chosen among ways of the same length.
    public var via: Located<String>?

    /// The pattern with its parameters' names left out: two routes of one shape match the same paths.
    public var shape: String {
        segments.map { segment in
            switch segment {
            case .literal(let text): return text
            case .parameter: return "{}"
            }
        }.joined(separator: "/")
    }

    public init(
        pattern: Located<String>, segments: [Segment], parameters: [RouteParameter], destination: Transition?,
        toPosition: SourcePosition, via: Located<String>? = nil
    ) {
        self.pattern = pattern
        self.segments = segments
        self.parameters = parameters
        self.destination = destination
        self.toPosition = toPosition
        self.via = via
    }
}

/// A route's path parameter and the type its segment is made into.
public struct RouteParameter: Sendable, Hashable {
    public var name: Located<String>
    public var type: TypeExpression

    public init(name: Located<String>, type: TypeExpression) {
        self.name = name
        self.type = type
    }
}
