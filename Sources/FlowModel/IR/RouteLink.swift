import FlowDiagnostics

/// Format 1.2's route keys beside the pattern: `query`, `fragment` and `entry` (issue 33 §5).
extension RouteParameter {
    /// Where a route parameter's value stands in the URL.
    public enum Place: Sendable, Hashable {
        /// A segment of the path, `{name}` in the pattern.
        case path
        /// A segment of the fragment, `{name}` in the route's `fragment`.
        case fragment
        /// An item of the query, `name` in the route's `query`; an optional one may be missing.
        case query
    }
}

/// A route's `fragment`: the segments of what follows `#`, matched as the path's are.
public struct RouteFragment: Sendable, Hashable {
    /// The fragment as written (`/{roomID}`), where it is written.
    public var text: Located<String>
    /// Whether the fragment starts with `/` (matrix.to's `#/!room:server`): the URL's must too.
    public var leadingSlash: Bool
    /// The `/`-separated pieces after the leading `/`.
    public var segments: [Route.Segment]

    public init(text: Located<String>, leadingSlash: Bool, segments: [Route.Segment]) {
        self.text = text
        self.leadingSlash = leadingSlash
        self.segments = segments
    }

    /// The fragment with its parameters' names left out.
    public var shape: String {
        (leadingSlash ? "/" : "")
            + segments.map { segment in
                switch segment {
                case .literal(let text): return text
                case .parameter: return "{}"
                }
            }.joined(separator: "/")
    }
}

extension Route.Segment {
    /// The name of a `{name}` segment; nil for a literal.
    public var parameterName: String? {
        guard case .parameter(let name) = self else { return nil }
        return name
    }
}

extension Route {
    /// The query items, in the order written.
    public var queryItems: [RouteParameter] { parameters.filter { $0.place == .query } }

    /// Whether the route uses a key of format 1.2 that its matching reads (`query` items or a
    /// `fragment`): only such routes read the URL's components in the generated code.
    public var readsComponents: Bool { fragment != nil || parameters.contains { $0.place == .query } }

    /// What `shape` adds for format 1.2: the fragment's shape after `#` and the names of the query
    /// items that must be there after `?`, sorted. Empty for a 1.1 route.
    var linkShape: String {
        var text = ""
        if let fragment { text += "#" + fragment.shape }
        let required = requiredQueryItems
        if !required.isEmpty { text += "?" + required.sorted().joined(separator: "&") }
        return text
    }

    /// The names of the query items a URL must have for the route to match: those not of an
    /// optional type.
    var requiredQueryItems: [String] {
        queryItems.filter { !($0.type.canonical ?? $0.type.text).hasSuffix("?") }.map(\.name.value)
    }

    /// Whether this route matches every URL `other` matches, parameter types aside as `shape`
    /// reads them: the same path, no fragment or the same one, and no query item, required or
    /// not, that `other` does not require too (an optional item that is there but rejected makes
    /// the URL match nothing). Declared first, it leaves `other` nothing to open.
    public func matchesEveryLink(of other: Route) -> Bool {
        guard pathShape == other.pathShape else { return false }
        if let fragment, fragment.shape != other.fragment?.shape { return false }
        return Set(queryItems.map(\.name.value)).isSubset(of: other.requiredQueryItems)
    }

    /// The route as a tag shows it: the pattern, then `#` and the fragment as written, then `?` and
    /// the query items' names, in order (`search?q&page`, `/#/{roomID}`).
    public var linkText: String {
        var text = pattern.value
        if let fragment { text += "#" + fragment.text.value }
        let items = queryItems.map(\.name.value)
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        return text
    }
}
