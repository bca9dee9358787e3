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

    /// The file after its digest line. Format 1.1's parts are emitted only when a flow uses them,
    /// so that other apps' support files stay as they were: with `results`, what an action that
    /// waits for a `result` and the `return` that answers it run on; with `routes`, what an entry
    /// flow's `open(_:)` runs before a route's way (what is on screen and not on the way goes
    /// first, as a `NavigationStack` path or XCoordinator's deep link replaces what was shown).
    /// Format 1.2: with `namedResults`, `FlowcNamedAnswer`, what `return NAME` hands back; with
    /// `triggers`, where a flow's triggers find the screen they run on; with `keep`, how a kept
    /// child is shown again and hidden; with `then`, the closing moves that run a second step once
    /// they have ended; with `external`, what shows external screens, and the parts of results and
    /// `then` it runs on.
    static func body(
        imports: SwiftImports, results: Bool = false, routes: Bool = false, namedResults: Bool = false,
        triggers: Bool = false, keep: Bool = false, then: Bool = false, external: Bool = false
    ) -> String {
        let core = keep ? RuntimeSource.core : coreWithoutKeptStacks
        return "\nimport \(imports.uiKit)\n" + core + (results || external ? RuntimeSource.results : "")
            + (routes ? RuntimeSource.routes : "") + (namedResults ? RuntimeSource.namedResults : "")
            + (triggers ? RuntimeSource.triggers : "") + (keep ? RuntimeSource.keep : "")
            + (then || external ? RuntimeSource.then : "") + (external ? RuntimeSource.external : "")
    }

    /// The revision of the parts format 1.2 added (`triggers`, `keep`, `external`), in the digest
    /// of a support file that has one, so that one an earlier flowc wrote is written again. 1:
    /// triggers run beside a hidden kept child and wait for a dismissal, a kept stack presented
    /// again shows its screens, an external screen done while it was made is not shown. 2: a kept
    /// child's screens stop their work when it is hidden, and a `reset` that forgets it lets go of
    /// its external screens (`forgetExternalScreens`).
    static let revisionOfParts = 2

    /// `FlowcScreen.isShown` as it reads where a stack is never presented again, the stacks of kept
    /// children aside (format 1.2): an app that keeps no child keeps the support file it had.
    static let shownWithoutKeptStacks = """
            /// Whether the screen is still on a stack that is still shown.
            var isShown: Bool {
                guard let controller, let navigation = controller.navigationController else { return false }
                return !((navigation as? FlowcNavigationController)?.wasDismissed ?? false)
            }
        """

    /// The runtime's `isShown`, which a kept stack presented again makes shown again.
    static let shownWithKeptStacks = """
            /// Whether the screen is still on a stack that is still shown: a stack flowc presented is gone
            /// once dismissed (from the end of its dismissal), until it is presented again (a kept
            /// child's, format 1.2).
            var isShown: Bool {
                guard let controller, let navigation = controller.navigationController else { return false }
                guard let stack = navigation as? FlowcNavigationController, stack.wasDismissed else { return true }
                return stack.presentingViewController != nil && !stack.isBeingDismissed
            }
        """

    /// The end of `stopWorkOfScreensGone`'s check of a screen that left, where no stack is
    /// presented again: the screen is forgotten.
    static let screenGoneWithoutKeptStacks = "            screen.stopWork()\n            return true\n"

    /// The runtime's: a hidden kept child's screen stops its work and is watched on.
    static let screenGoneWithKeptStacks = "            screen.stopWork()\n            return !screen.mayBeShownAgain\n"

    /// The revision of the `keep` part and of what the core does for kept stacks, in the digest of
    /// a support file that keeps a child, so that one an earlier flowc wrote is written again. 1: a
    /// hidden kept child's screens are watched on, and stop their work each time it is hidden. 2:
    /// `show(kept:)` takes `unanswered`, run when the child is hidden without its parent's handler.
    static let revisionOfKeep = 2

    /// The core for an app that keeps no child (`shownWithoutKeptStacks`, `screenGoneWithoutKeptStacks`).
    static let coreWithoutKeptStacks = RuntimeSource.core.replacing(shownWithKeptStacks, with: shownWithoutKeptStacks)
        .replacing(screenGoneWithKeptStacks, with: screenGoneWithoutKeptStacks)
}
