import FlowModel
import FlowRules

/// Format 1.2's route keys in generated Swift (issue 33 §5): a route with `query` items or a
/// `fragment` reads them from the URL's components, percent-decoded and made by
/// `LosslessStringConvertible` as segments are; a route with an `entry` starts its flow there.
/// A 1.1 route generates none of this, so its code is as it was.
extension RoutePlan {
    /// The entry the step at `position` of a route's way starts its flow at: the route's `entry`
    /// for the last step, which starts the route's flow (not a tab or a running permanent flow).
    static func entry(of route: Route, at position: Int, in way: [RouteStep]) -> String? {
        guard let entry = route.entry, position == way.count - 1, !way[position].isTab, !way[position].isPermanent
        else { return nil }
        return entry.value
    }

    /// Raised when the code of routes with format 1.2's keys changes for the same flows, so that
    /// only the files that hold such routes are rewritten (`SwiftEmitter.outputRevision` would
    /// change every file's digest).
    static let codeRevision = 1

    /// What the inputs digest adds for format 1.2's keys; empty for a 1.1 route.
    static func linkDigest(_ route: Route) -> String {
        guard route.readsComponents || route.entry != nil else { return "" }
        var text = " link r\(codeRevision) \(route.linkText)"
        if let entry = route.entry { text += " at \(entry.value)" }
        for parameter in route.parameters { text += " \(parameter.place)" }
        return text
    }
}

extension RouteEmitter {
    /// Whether `type` is optional: a query item that may be missing.
    static func isOptional(_ type: TypeExpression) -> Bool { (type.canonical ?? type.text).hasSuffix("?") }

    /// The conditions after the path's that match a route's fragment and query items, one a line.
    static func linkConditions(_ route: Route) -> [String] {
        var lines: [String] = []
        if let fragment = route.fragment {
            let pieces = (fragment.leadingSlash ? [Route.Segment.literal("")] : []) + fragment.segments
            lines.append("let fragment = Self.fragment(of: url)")
            lines.append("fragment.count == \(pieces.count)")
            for (position, piece) in pieces.enumerated() {
                switch piece {
                case .literal(let text):
                    lines.append("fragment[\(position)] == \(SwiftStringLiteral.quoted(text))")
                case .parameter(let name):
                    guard
                        let parameter = route.parameters.first(where: { $0.name.value == name && $0.place == .fragment }
                        )
                    else { continue }
                    lines.append(
                        "let \(identifier(name)): \(parameter.type.text) = Self.parameter(fragment[\(position)])")
                }
            }
        }
        for item in route.queryItems {
            let name = item.name.value
            let helper = isOptional(item.type) ? "optionalQueryItem" : "queryItem"
            lines.append(
                "let \(identifier(name)): \(item.type.text) = Self.\(helper)(\(SwiftStringLiteral.quoted(name)), of: url)"
            )
        }
        return lines
    }

    /// What `init?(url:)`'s documentation adds when a route reads the query or the fragment.
    static func linkMatchingDoc(_ cases: [RoutePlan.Case]) -> String {
        guard cases.contains(where: { $0.route.readsComponents }) else { return "" }
        return " A route with query items or a fragment matches them too: each value is percent-decoded "
            + "and made as a segment is; an optional item may be missing (nil), and one there but rejected, "
            + "as any item or segment rejected, makes the route match nothing."
    }

    /// The helpers the matching of query items and fragments calls, each written only when a route uses it.
    static func emitLinkHelpers(_ cases: [RoutePlan.Case], into writer: inout SwiftWriter) {
        let routes = cases.map(\.route)
        let items = routes.flatMap(\.queryItems)
        if items.contains(where: { !isOptional($0.type) }) {
            writer.line()
            writer.doc(
                "The value of the URL's first query item `name`, percent-decoded; nil when it is missing or "
                    + "rejected.")
            writer.block(
                "private static func queryItem<Value: LosslessStringConvertible>(_ name: String, of url: URL) -> Value? {"
            ) { writer in
                writer.line(
                    "guard let item = queryItems(of: url).first(where: { $0.name == name }) else { return nil }")
                writer.line("return Value(item.value ?? \"\")")
            }
        }
        if items.contains(where: { isOptional($0.type) }) {
            writer.line()
            writer.doc(
                "The value of the URL's first query item `name`, percent-decoded: `.some(nil)` when it is "
                    + "missing, nil when it is there but rejected.")
            writer.block(
                "private static func optionalQueryItem<Value: LosslessStringConvertible>(_ name: String, of url: URL) "
                    + "-> Value?? {"
            ) { writer in
                writer.line(
                    "guard let item = queryItems(of: url).first(where: { $0.name == name }) else { return .some(nil) }")
                writer.line("return Value(item.value ?? \"\").map { .some($0) }")
            }
        }
        if !items.isEmpty {
            writer.line()
            writer.block("private static func queryItems(of url: URL) -> [URLQueryItem] {") { writer in
                writer.line("URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []")
            }
        }
        if routes.contains(where: { $0.fragment != nil }) {
            writer.line()
            writer.doc(
                "The URL's fragment, what follows `#`, in `/`-separated segments, each percent-decoded; nil "
                    + "without a fragment or with a malformed escape.")
            writer.block("private static func fragment(of url: URL) -> [String]? {") { writer in
                writer.line("let components = URLComponents(url: url, resolvingAgainstBaseURL: false)")
                writer.line("guard let text = components?.percentEncodedFragment else { return nil }")
                writer.line("var segments: [String] = []")
                writer.block("for piece in text.split(separator: \"/\", omittingEmptySubsequences: false) {") {
                    writer in
                    writer.line("guard let segment = String(piece).removingPercentEncoding else { return nil }")
                    writer.line("segments.append(segment)")
                }
                writer.line("return segments")
            }
        }
    }

    /// A step that starts the route's flow at the route's `entry` (format 1.2): always anew, as a
    /// `start Child.entry` does, with the entry's input.
    static func emitEntryStep(
        _ plan: FlowPlan, _ step: RoutePlan.Step, child: String, entry: String, method: String,
        into writer: inout SwiftWriter
    ) {
        writer.doc("Starts the \(child) flow at its `\(entry)` entry on a route's way, and hands it on.")
        writer.line("@discardableResult")
        let coordinator = SwiftNames.coordinator(child)
        let parameter = step.input.map { "_ input: " + $0.parameterText } ?? ""
        writer.block("func ", method, "(", parameter, ") -> " + coordinator, "? {") { writer in
            let again = KeepEmitter.againArgument(
                plan, child: plan.graph.names[plan.index].children[child],
                argument: step.input == nil ? nil : "input")
            writer.line(
                "start", child, "Flow(on: navigationController" + again + ") { $0.", SwiftNames.entryStart(entry), "(",
                step.input == nil ? "" : "input", ") }")
            writer.line("return ", RouteEmitter.keptChild(plan, child) ?? "children.last as? " + coordinator)
        }
    }
}
