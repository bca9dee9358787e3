import FlowModel
import FlowRules

/// Which code `flowc generate` writes: UIKit coordinators (the default) or SwiftUI's, whose
/// navigation is data (Docs/design/swiftui-backend.md).
public enum GenerateBackend: String, Sendable, Hashable, CaseIterable {
    case uikit
    case swiftui
}

/// What the SwiftUI backend cannot generate: a flow set in which a flow's root view is named as
/// another type of the generated code, a screen's view or one of the flows' own types (every
/// construct of the format is generated).
public enum SwiftUIBackendSupport {
    /// Why `graph` cannot be generated for SwiftUI with root views named by `rootView`, one line per
    /// clash; nil when it can.
    public static func unsupported(in graph: FlowGraph, rootView: SwiftUIRootViewPattern = .standard) -> String? {
        var problems: [String] = []
        // The root views are types of the generated code: a screen's view of one of their names, in
        // any flow, would be declared twice; the setting that names them is the other way out.
        var rootViews: [String: String] = [:]
        for flow in graph.flows { rootViews[rootView.name(ofFlow: flow.name.value)] = flow.name.value }
        // Names the setting, with the pattern in use, as the way out that leaves the app's names alone.
        let setting =
            "name the root views otherwise in .flowc.yml (swiftui: {rootView: \"{flow}FlowView\"}; now \"\(rootView)\")"
        for flow in graph.flows {
            for screen in flow.screens {
                guard let owner = rootViews[screen.viewType] else { continue }
                problems.append(
                    "flow '\(flow.name.value)': screen '\(screen.id.value)' shows '\(screen.viewType)', the name of "
                        + "the generated root view of flow '\(owner)' in the SwiftUI backend; give the screen "
                        + "another 'view', or \(setting)")
            }
        }
        // A pattern such as `{flow}Coordinator` or `Live{flow}Work` names a root view as a type the
        // generated files (or the skeletons) declare for a flow or a screen. Each such type is looked
        // up among the root views and described only when it is one: a large app has a hundred
        // times more screens than flows, and this runs before every SwiftUI generate.
        var others: [String: String] = [:]
        func meet(_ type: String, _ what: @autoclosure () -> String) {
            if rootViews[type] != nil { others[type] = what() }
        }
        // An actions type ends in `Actions`, a root view in the pattern's suffix: they can be one name
        // only when one of the two ends the other (not with the default `View`).
        let actionsMayMeet = "Actions".hasSuffix(rootView.suffix) || rootView.suffix.hasSuffix("Actions")
        // The enums coordinators nest, which a parent's coordinator would take a child's root view for.
        for type in GeneratedNames.nestedTypes(in: graph) where rootViews[type] != nil {
            others[type] = "an enum a generated coordinator nests for a choice or named answers"
        }
        for flow in graph.flows {
            let name = flow.name.value
            for type in GeneratedNames.flowTypes(name) { meet(type, "a type of flow '\(name)'") }
            meet(GeneratedNames.liveWork(name), "the work skeleton of flow '\(name)'")
            guard actionsMayMeet else { continue }
            for screen in flow.screens {
                meet(
                    GeneratedNames.actionsType(flow: name, screen: screen.id.value),
                    "the actions of screen '\(screen.id.value)' of flow '\(name)'")
            }
        }
        for flow in graph.flows {
            let view = rootView.name(ofFlow: flow.name.value)
            // The runtime's own types too (a flow named `FlowcStack` would declare `FlowcStackView`),
            // and SwiftUI's that the generated code names (a flow named `Tab` would declare `TabView`,
            // which the module's code would then mean by `TabView`).
            let runtime = SwiftUIRuntimeSource.declaredNames.contains(view) ? "a type of flowc's SwiftUI runtime" : nil
            let swiftUI =
                GeneratedNames.typesTheCodeNames.contains(view)
                ? "a type the generated code names (from UIKit, SwiftUI or Swift)" : nil
            guard let other = others[view] ?? runtime ?? swiftUI else { continue }
            problems.append(
                "flow '\(flow.name.value)': its generated root view in the SwiftUI backend, '\(view)', is also "
                    + "\(other); \(setting)")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }
}
