import FlowModel
import FlowRules

/// Which code `flowc generate` writes: UIKit coordinators (the default) or SwiftUI's, whose
/// navigation is data (Docs/design/swiftui-backend.md).
public enum GenerateBackend: String, Sendable, Hashable, CaseIterable {
    case uikit
    case swiftui
}

/// What the SwiftUI backend cannot generate: a flow set whose screens show a view named as a
/// flow's generated view (every construct of the format is generated).
public enum SwiftUIBackendSupport {
    /// Why `graph` cannot be generated for SwiftUI, one line per clash; nil when it can.
    public static func unsupported(in graph: FlowGraph) -> String? {
        var problems: [String] = []
        // `<Flow>View` is a type of the generated code: a screen's view of that name, in any flow,
        // would be declared twice.
        let views = Set(graph.flows.map { SwiftUICoordinatorEmitter.viewName($0.name.value) })
        for flow in graph.flows {
            for screen in flow.screens where views.contains(screen.viewType) {
                problems.append(
                    "flow '\(flow.name.value)': screen '\(screen.id.value)' shows '\(screen.viewType)', the name of a "
                        + "flow's generated view in the SwiftUI backend; give the screen another 'view'")
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }
}
