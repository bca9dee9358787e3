import FlowDiagnostics
import FlowYAML

extension DecodingContext {
    /// `routes`: a map from path pattern to the route's parameter types and its `to` (and `via`).
    /// A route whose pattern cannot be read, or whose `to` is missing, is reported and left out;
    /// the `to` of one left out for its pattern or parameters goes to `unreadDestinations`.
    mutating func routes(_ node: Node, unreadDestinations: inout [Transition]) -> [Route] {
        guard let entries = entries(of: node, "'routes'") else { return [] }
        var routes: [Route] = []
        for entry in entries {
            if let route = route(entry, unreadDestinations: &unreadDestinations) { routes.append(route) }
        }
        return routes
    }

    private mutating func route(_ entry: MapEntry, unreadDestinations: inout [Transition]) -> Route? {
        let pattern = Located(entry.key, at: position(of: entry.keyNode))
        // An empty pattern is kept until the keys say whether the route has a `fragment` (format 1.2).
        var segments = routeSegments(entry.key, at: entry.keyNode)
        guard !isNull(entry.value) else {
            if segments?.isEmpty == true { emptyPattern(entry.key, at: entry.keyNode) }
            schema("route '\(entry.key)' needs 'to': 'start' (its flow) or 'push SCREEN'", at: entry.keyNode)
            return nil
        }
        guard let keys = self.entries(of: entry.value, "route '\(entry.key)'") else {
            if segments?.isEmpty == true { emptyPattern(entry.key, at: entry.keyNode) }
            return nil
        }
        var types: [(name: Located<String>, node: Node, type: TypeExpression?)] = []
        var destination: Transition??
        var toNode: Node?
        var via: Located<String>?
        var link = RouteLinkKeys()
        // A key that names a parameter of the pattern stays that parameter, as in format 1.1.
        let pathNames = Set((segments ?? []).compactMap(\.parameterName))
        for key in keys {
            if !pathNames.contains(key.key), readLinkKey(key, route: entry.key, into: &link) { continue }
            switch key.key {
            case "to":
                toNode = key.value
                destination = routeDestination(key.value, route: entry.key)
            case "via":
                via = located(key.value, "'via' of route '\(entry.key)'")
            default:
                types.append(
                    (
                        Located(key.key, at: position(of: key.keyNode)), key.keyNode,
                        type(key.value, "the type of parameter '\(key.key)'")
                    ))
            }
        }
        if segments?.isEmpty == true, link.fragmentNode == nil {
            emptyPattern(entry.key, at: entry.keyNode)
            segments = nil
        }
        let fragment = link.fragmentNode.flatMap { routeFragment($0, route: entry.key) }
        if link.fragmentNode != nil, fragment == nil { link.isComplete = false }
        let fragmentNames = (fragment?.segments ?? []).compactMap(\.parameterName)
        let query = link.queryNode.map { routeQuery($0, route: entry.key, pathNames: pathNames) } ?? []
        guard let segments else {
            if case .some(.some(let screen)) = destination { unreadDestinations.append(screen) }
            return nil
        }
        var parameters: [RouteParameter] = []
        var complete = link.isComplete
        for segment in segments {
            guard case .parameter(let name) = segment else { continue }
            guard let typed = types.first(where: { $0.name.value == name }) else {
                schema(
                    Self.untypedParameterMessage(name, of: "route '\(entry.key)'", keys: ["to", "via"]),
                    at: entry.keyNode)
                complete = false
                continue
            }
            if let type = typed.type { parameters.append(RouteParameter(name: typed.name, type: type)) }
        }
        if !fragmentParameters(
            fragmentNames, route: entry.key, at: link.fragmentNode, types: types, into: &parameters)
        {
            complete = false
        }
        // Keys a fragment left unread might have typed are not reported again.
        for typed in types
        where !segments.contains(.parameter(typed.name.value)) && !fragmentNames.contains(typed.name.value)
            && (link.fragmentNode == nil || fragment != nil)
        {
            schema(
                "route '\(entry.key)' has no parameter '{\(typed.name.value)}' in its pattern; a route's keys "
                    + "are its parameters, 'to', 'via', 'query', 'fragment' and 'entry'",
                at: typed.node)
        }
        if query.contains(where: { $0 == nil }) { complete = false }
        parameters += query.compactMap { $0 }
        guard let toNode else {
            schema("route '\(entry.key)' needs 'to': 'start' (its flow) or 'push SCREEN'", at: entry.value)
            return nil
        }
        guard complete, case .some(let destinationOrStart) = destination else {
            if case .some(.some(let screen)) = destination { unreadDestinations.append(screen) }
            return nil
        }
        return Route(
            pattern: pattern, segments: segments, parameters: parameters, destination: destinationOrStart,
            toPosition: position(of: toNode), via: via, fragment: fragment, entry: link.entry)
    }

    /// `start`, or `push SCREEN` / `present SCREEN`: `.some(nil)` for `start`, nil when unreadable.
    private mutating func routeDestination(_ node: Node, route: String) -> Transition?? {
        if tree.kind(node) == .scalar, !isNull(node), tree.text(node).trimmingBlanks == "start" {
            return .some(nil)
        }
        guard let transition = transition(node, "'to' of route '\(route)'") else { return nil }
        switch transition.verb {
        case .push, .present:
            return .some(transition)
        case .replace, .pop, .popToRoot, .dismiss, .start, .finish, .stay, .select, .alert, .reset, .send, .return:
            schema(
                "route '\(route)' leads to 'start' (its flow), 'push SCREEN' or 'present SCREEN', not "
                    + "'\(transition.verb.rawValue)'",
                at: node)
            return nil
        }
    }

    /// The pattern's segments; nil, having reported, when it is malformed. An empty pattern is no
    /// segments: the caller reports it unless the route has a `fragment` (`emptyPattern`).
    private mutating func routeSegments(_ pattern: String, at node: Node) -> [Route.Segment]? {
        var text = Substring(pattern)
        if text.hasPrefix("/") { text = text.dropFirst() }
        guard !text.isEmpty else { return [] }
        return segments(of: text, in: "route '\(pattern)'", at: node)
    }

    /// The `/`-separated segments of a pattern or a fragment (`text`, without its leading `/`);
    /// nil, having reported, when one is malformed. `what` names it in a finding: "route 'x'".
    mutating func segments(of text: Substring, in what: String, at node: Node) -> [Route.Segment]? {
        var segments: [Route.Segment] = []
        // By Unicode scalar, as the schema's pattern reads it: a brace or a slash followed by a
        // combining mark is still one.
        for scalars in text.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false) {
            let piece = Substring(scalars)
            let opening = scalars.filter { $0 == "{" }.count
            let closing = scalars.filter { $0 == "}" }.count
            if opening == 0 && closing == 0 {
                guard !piece.isEmpty else {
                    schema("\(what) has an empty segment ('//' or a '/' at its end)", at: node)
                    return nil
                }
                segments.append(.literal(String(piece)))
                continue
            }
            guard opening == 1, closing == 1, scalars.first == "{", scalars.last == "}" else {
                let problem =
                    opening != closing
                    ? "unbalanced braces in '\(piece)'"
                    : "'\(piece)', which is not a parameter: a parameter is a whole segment, '{name}'"
                schema("\(what) has \(problem)", at: node)
                return nil
            }
            let name = String(Substring(scalars.dropFirst().dropLast()))
            guard Route.isParameterName(name) else {
                schema(
                    "\(what) has a parameter '{\(name)}' whose name is not an ASCII identifier", at: node)
                return nil
            }
            guard !segments.contains(.parameter(name)) else {
                schema("\(what) has parameter '{\(name)}' twice", at: node)
                return nil
            }
            segments.append(.parameter(name))
        }
        return segments
    }
}

extension DecodingContext {
    /// The finding of a parameter that no key of the route types: one named like a key of the
    /// route that cannot be a parameter's (`{via}`: `via` names the flow to pass through) is to be
    /// renamed, not typed.
    static func untypedParameterMessage(_ name: String, of what: String, keys: Set<String>) -> String {
        guard keys.contains(name) else {
            return "parameter '\(name)' of \(what) has no type: write '\(name): TYPE' in the route"
        }
        return
            "parameter '\(name)' of \(what) has the name of the route's key '\(name)', which cannot type it as well: rename the parameter"
    }
}

extension String {
    fileprivate var trimmingBlanks: Substring {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
