import FlowModel
import FlowRules

/// Which code `flowc generate` writes: UIKit coordinators (the default) or SwiftUI's, whose
/// navigation is data (Docs/design/swiftui-backend.md).
public enum GenerateBackend: String, Sendable, Hashable, CaseIterable {
    case uikit
    case swiftui
}

/// What the SwiftUI backend cannot generate yet: a construct it refuses, named with its flow,
/// rather than code that would do the wrong thing.
public enum SwiftUIBackendSupport {
    /// Why `graph` cannot be generated for SwiftUI yet, one line per flow and construct; nil
    /// when it can.
    public static func unsupported(in graph: FlowGraph) -> String? {
        var problems: [String] = []
        for flow in graph.flows {
            let name = flow.name.value
            func refuse(_ construct: String) {
                problems.append("flow '\(name)' uses \(construct), which the SwiftUI backend does not generate yet")
            }
            let screens = flow.screens
            if screens.contains(where: { $0.storyboard != nil }) { refuse("storyboard screens") }
            // Their UIKit code (the work's controller, shown unwrapped) is another branch's; SwiftUI's
            // would host it, and is not written yet.
            if let external = screens.first(where: \.isExternal) {
                refuse("external screen '\(external.id.value)' (format 1.2)")
            }
        }
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
