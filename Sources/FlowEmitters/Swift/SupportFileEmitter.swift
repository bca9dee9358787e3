/// The runtime every generated coordinator shares, emitted once per output directory: the
/// `FlowcCoordinator` protocol with its child bookkeeping (parent, children, release on finish,
/// on the back button, on a dismissal however made) and its moves, each waiting for the
/// transition before it; `FlowcAction<Input, Output>` for screens' typed closures;
/// `FlowcStoryboarded`; the navigation and tab bar controllers it presents; and the screen
/// through which actions find their controller and run their work. Every name starts with
/// `Flowc`, so that an app's own `Coordinator`, `Storyboarded` or `Action` does not clash.
///
/// The runtime is real Swift in Sources/FlowcRuntime/, compiled and tested as a module of its
/// own; `RuntimeSource` carries its text (Scripts/embed-runtime writes it).
enum SupportFileEmitter {
    static let fileName = "FlowcSupport.swift"

    /// The file after its digest line; with `results`, the runtime of format 1.1's results too,
    /// emitted only when a flow uses them, so that other apps' support files stay as they were.
    static func body(imports: SwiftImports, results: Bool = false) -> String {
        "\nimport \(imports.uiKit)\n" + RuntimeSource.core + (results ? RuntimeSource.results : "")
    }
}
