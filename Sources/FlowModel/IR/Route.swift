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
    /// `fragment` (format 1.2): what the URL must have after `#`; nil when the route has none.
    public var fragment: RouteFragment?
    /// `entry` (format 1.2): the entry the way starts the route's flow at; nil for 1.1's `main`.
    public var entry: Located<String>?

    /// The pattern with its parameters' names left out: two routes of one shape match the same paths.
    public var shape: String { pathShape + linkShape }

    /// The path's part of `shape`: the segments, each parameter's name left out.
    public var pathShape: String {
        segments.map { segment in
            switch segment {
            case .literal(let text): return text
            case .parameter: return "{}"
            }
        }.joined(separator: "/")
    }

    public init(
        pattern: Located<String>, segments: [Segment], parameters: [RouteParameter], destination: Transition?,
        toPosition: SourcePosition, via: Located<String>? = nil, fragment: RouteFragment? = nil,
        entry: Located<String>? = nil
    ) {
        self.pattern = pattern
        self.segments = segments
        self.parameters = parameters
        self.destination = destination
        self.toPosition = toPosition
        self.via = via
        self.fragment = fragment
        self.entry = entry
    }
}

/// A route's path parameter and the type its segment is made into.
public struct RouteParameter: Sendable, Hashable {
    public var name: Located<String>
    public var type: TypeExpression
    /// Where the URL holds its value: the path (1.1), the fragment or the query (format 1.2).
    public var place: Place

    public init(name: Located<String>, type: TypeExpression, place: Place = .path) {
        self.name = name
        self.type = type
        self.place = place
    }
}

extension Route {
    /// Whether `name` may name a route parameter: an ASCII Swift identifier, as every name of the
    /// format is; `_` alone is Swift's wildcard, which names nothing the generated route could bind.
    public static func isParameterName(_ name: String) -> Bool {
        guard name != "_" else { return false }
        func isLetter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }
}
