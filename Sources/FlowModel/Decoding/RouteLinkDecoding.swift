import FlowDiagnostics
import FlowYAML

/// Format 1.2's route keys (issue 33 §5): `query`, `fragment` and `entry`, read beside a route's
/// parameters, `to` and `via`. A key that names a parameter of the pattern stays that parameter.
struct RouteLinkKeys {
    var queryNode: DecodingContext.Node?
    var fragmentNode: DecodingContext.Node?
    var entry: Located<String>?
    /// False when a key was written but could not be read: the route is left out, as for an
    /// unreadable parameter.
    var isComplete = true
}

extension DecodingContext {
    /// Reads `key` into `link` when it is one of format 1.2's route keys; false for any other key.
    mutating func readLinkKey(_ key: MapEntry, route: String, into link: inout RouteLinkKeys) -> Bool {
        switch key.key {
        case "query":
            link.queryNode = key.value
        case "fragment":
            link.fragmentNode = key.value
        case "entry":
            link.entry = located(key.value, "'entry' of route '\(route)'")
            if link.entry == nil { link.isComplete = false }
        default:
            return false
        }
        return true
    }

    /// A route whose pattern has no segment and that has no `fragment`.
    mutating func emptyPattern(_ pattern: String, at node: Node) {
        schema(
            "route '\(pattern)' has an empty pattern; a route matches an empty path only with a 'fragment'", at: node)
    }

    /// `fragment`: what follows `#`, a pattern of segments and `{name}`s; nil, having reported,
    /// when it is not text or is malformed.
    mutating func routeFragment(_ node: Node, route: String) -> RouteFragment? {
        guard let text = located(node, "'fragment' of route '\(route)'") else { return nil }
        var rest = Substring(text.value)
        let leadingSlash = rest.hasPrefix("/")
        if leadingSlash { rest = rest.dropFirst() }
        guard !rest.isEmpty else {
            schema(
                "fragment '\(text.value)' of route '\(route)' is empty: write what follows '#', as '/{roomID}'",
                at: node)
            return nil
        }
        guard let segments = segments(of: rest, in: "fragment '\(text.value)' of route '\(route)'", at: node) else {
            return nil
        }
        return RouteFragment(text: text, leadingSlash: leadingSlash, segments: segments)
    }

    /// The fragment's parameters, typed by the route's keys as the path's are, appended to
    /// `parameters` after the path's; false, having reported, when one has no type.
    mutating func fragmentParameters(
        _ names: [String], route: String, at node: Node?,
        types: [(name: Located<String>, node: Node, type: TypeExpression?)], into parameters: inout [RouteParameter]
    ) -> Bool {
        guard let node else { return true }
        var complete = true
        for name in names {
            guard let typed = types.first(where: { $0.name.value == name }) else {
                schema(
                    Self.untypedParameterMessage(
                        name, of: "the fragment of route '\(route)'", keys: ["to", "via", "query", "fragment", "entry"]),
                    at: node)
                complete = false
                continue
            }
            if let type = typed.type {
                parameters.append(RouteParameter(name: typed.name, type: type, place: .fragment))
            }
        }
        return complete
    }

    /// `query`: a map from item name to type, in the order written; nil for an item that could
    /// not be read (reported), a single nil for a value that is not a map. An empty map is
    /// reported and read as no `query`, as other empty maps of format 1.2 are: the route stays.
    mutating func routeQuery(_ node: Node, route: String, pathNames: Set<String>) -> [RouteParameter?] {
        guard let items = entries(of: node, "'query' of route '\(route)'") else { return [nil] }
        guard !items.isEmpty else {
            schema(
                "'query' of route '\(route)' must name at least one item; a route that reads no query leaves it out",
                at: node)
            return []
        }
        return items.map { item in
            guard Route.isParameterName(item.key) else {
                schema(
                    "query item '\(item.key)' of route '\(route)' is not an ASCII identifier, which names its "
                        + "parameter",
                    at: item.keyNode)
                return nil
            }
            guard !pathNames.contains(item.key) else {
                schema(
                    "query item '\(item.key)' of route '\(route)' has the name of a parameter of its pattern",
                    at: item.keyNode)
                return nil
            }
            guard let type = type(item.value, "the type of query item '\(item.key)'") else { return nil }
            return RouteParameter(name: Located(item.key, at: position(of: item.keyNode)), type: type, place: .query)
        }
    }
}
