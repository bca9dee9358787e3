import FlowModel
import FlowRules

/// Screens that share one view type, by `view` or by the default name (`home` in two flows is
/// `HomeViewController` twice), share one type of the app's: its skeleton gets an initialiser for
/// each screen. A type cannot be both a SwiftUI view and a view controller, so screens that share
/// one must agree on `swiftui`; where they do not, the generated code could not compile, and
/// generate writes nothing.
public enum SharedViewTypes {
    /// Why the screens of `graph` cannot share their view types, or nil when they can: the first
    /// view controller (in load order) whose type a SwiftUI screen shows too, and the first such
    /// SwiftUI screen, each with where it is declared.
    public static func conflict(in graph: FlowGraph, source: (String) -> String) -> String? {
        // SwiftUI screens are the few: the first to show each type, and nothing more to do
        // without any.
        var swiftUIScreens: [String: (flow: Flow, screen: Screen)] = [:]
        for flow in graph.flows {
            for screen in flow.screens where screen.isSwiftUI && swiftUIScreens[screen.viewType] == nil {
                swiftUIScreens[screen.viewType] = (flow, screen)
            }
        }
        guard !swiftUIScreens.isEmpty else { return nil }
        for flow in graph.flows {
            // An external screen has no view of its own (format 1.2, §6).
            for screen in flow.screens where !screen.isSwiftUI && !screen.isExternal {
                guard let swiftUI = swiftUIScreens[screen.viewType] else { continue }
                return "view type '\(screen.viewType)' is a SwiftUI view for \(describe(swiftUI, source)) and a "
                    + "view controller for \(describe((flow, screen), source)); give one of them a 'view' of its own"
            }
        }
        return nil
    }

    private static func describe(_ use: (flow: Flow, screen: Screen), _ source: (String) -> String) -> String {
        let location = use.flow.location(of: use.screen.id.position)
        return "screen '\(use.screen.id.value)' of flow '\(use.flow.name.value)' "
            + "(\(source(location.file)):\(location.line):\(location.column))"
    }
}
