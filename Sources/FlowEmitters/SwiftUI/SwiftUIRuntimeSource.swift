// The SwiftUI backend's runtime, written to FlowcSupport.swift by `flowc generate --backend swiftui`
// after its `import SwiftUI`. It is compiled, with warnings as errors, and driven in
// Tests/GenerateSwiftUIShopApp and GenerateSwiftUIBehaviourTests (Docs/design/swiftui-backend.md).
enum SwiftUIRuntimeSource {
    /// The whole runtime: `FlowcCoordinator` and its moves, `FlowcStack`, its entries,
    /// presentations and alerts, and the views that bind them.
    static let core = #"""

        /// What a screen can ask of its coordinator: typed closures the coordinator builds.
        enum FlowcAction<Input, Output> {
            /// Answered at once.
            typealias Sync = @MainActor (Input) -> Output
            /// Answered later: the screen awaits the answer. Every call answers or throws, none is
            /// dropped: `FlowcActionError` when the action cannot run now.
            typealias Async = @MainActor (Input) async throws -> Output
        }

        /// Why an asynchronous action did not run.
        enum FlowcActionError: Error, Equatable {
            /// Its flow has finished and its coordinator is gone.
            case flowFinished
            /// Its screen is not the active one: not on top, covered, or no longer shown.
            case inactive
            /// An earlier call that navigates is still waiting for its answer: a second tap on "pay".
            case busy
        }

        /// A coordinator of the SwiftUI backend: its navigation is data (`FlowcStack`), which SwiftUI
        /// binds and a test reads.
        @MainActor
        protocol FlowcCoordinator: AnyObject {
            var parentCoordinator: (any FlowcCoordinator)? { get set }
            var children: [any FlowcCoordinator] { get set }
            /// The stack the flow runs on (named as the UIKit backend names its navigation controller,
            /// so that both backends' transitions are written by the same code).
            var navigationController: FlowcStack { get }
            /// Leaves by the user (back, a swipe): finishes with the `back` outcome, or is released.
            func leave()
            /// The view of one of the flow's own entries.
            func flowcView(for entry: FlowcStackEntry) -> AnyView
            /// The stacks the flow shows beside `navigationController` (a tabs flow's tabs).
            var flowcOwnStacks: [FlowcStack] { get }
            /// Forgets the children the flow keeps (format 1.2's `keep`), once a `reset` released them.
            func flowcForgetKept()
        }

        extension FlowcCoordinator {
            var flowcOwnStacks: [FlowcStack] { [] }

            func flowcForgetKept() {}

            /// A child this flow started finished without an outcome handler of its own: it goes.
            func childDidFinish(_ child: any FlowcCoordinator) {
                release(child, on: child.navigationController)
            }

            /// Whether `child` is one of this flow's running children.
            func isRunning(_ child: any FlowcCoordinator) -> Bool { children.contains { $0 === child } }

            /// `entry`'s stack when the entry is active there: the top of its stack, nothing presented
            /// or alerted over it, the stack shown. An action moves only then.
            func activeStack(of entry: FlowcStackEntry) -> FlowcStack? {
                guard let stack = entry.stack, stack.isActive(entry) else { return nil }
                return stack
            }

            /// Starts `child`: it becomes one of this flow's children.
            func adopt(_ child: any FlowcCoordinator) {
                child.parentCoordinator = self
                children.append(child)
            }

            // MARK: Moves, named as TransitionCode writes them

            func push(_ entry: FlowcStackEntry, on stack: FlowcStack) {
                stack.append(entry)
            }

            /// Shows `entry` as the flow's first screen on its stack.
            func show(first entry: FlowcStackEntry) {
                navigationController.append(entry)
            }

            /// Presents `entry` as a sheet on a stack of its own.
            func present(_ entry: FlowcStackEntry, from stack: FlowcStack) {
                presentScreen(entry, from: stack, style: .sheet, detents: [], mayDismissBySwipe: { true })
            }

            /// Presents `entry` on a new stack in `style`; a swipe is let through when `mayDismissBySwipe`.
            func presentScreen(
                _ entry: FlowcStackEntry, from stack: FlowcStack, style: FlowcPresentation.Style,
                detents: Set<PresentationDetent>, mayDismissBySwipe: @escaping @MainActor () -> Bool
            ) {
                let presented = FlowcStack()
                presented.append(entry)
                stack.present(
                    FlowcPresentation(
                        style: style, detents: detents, mayDismissBySwipe: mayDismissBySwipe, stacks: [presented], flow: nil,
                        view: { AnyView(FlowcStackView(stack: presented)) },
                        onDismiss: { [weak self, presented] in
                            self?.releaseChildren(on: [presented])
                        }))
            }

            /// `present(_:from:)` for an action waiting for the screen's `result` (format 1.1): a `return`
            /// on the new stack answers `reply`; a dismissal however made answers nil.
            func present<Value>(_ entry: FlowcStackEntry, from stack: FlowcStack, reply: FlowcReply<Value>) {
                presentScreen(entry, from: stack, style: .sheet, detents: [], mayDismissBySwipe: { true }, reply: reply)
            }

            /// `presentScreen(_:from:style:detents:mayDismissBySwipe:)` for an action waiting for a `result`.
            func presentScreen<Value>(
                _ entry: FlowcStackEntry, from stack: FlowcStack, style: FlowcPresentation.Style,
                detents: Set<PresentationDetent>, mayDismissBySwipe: @escaping @MainActor () -> Bool,
                reply: FlowcReply<Value>
            ) {
                presentScreen(entry, from: stack, style: style, detents: detents, mayDismissBySwipe: mayDismissBySwipe)
                stack.presented?.stacks.first?.reply = { reply.answer($0 as? Value) }
            }

            /// `return` in a presented screen's action: answers the action that presented its stack,
            /// then dismisses the stack.
            func returnValue(_ value: Any?, on stack: FlowcStack) {
                let reply = stack.reply
                stack.reply = nil
                reply?(value)
                dismissScreen(on: stack)
            }

            /// This flow's entries on `stack` are replaced by `entry`, with the children above them.
            func replace(with entry: FlowcStackEntry, on stack: FlowcStack) {
                if let first = stack.entries.firstIndex(where: { $0.owner === self }) {
                    stack.remove(from: first, movedBy: self)
                }
                stack.append(entry)
            }

            func pop(on stack: FlowcStack) {
                guard stack.entries.count > 1 else { return }
                stack.remove(from: stack.entries.count - 1)
            }

            /// Back to this flow's first screen on `stack` (not the stack's first: a child sharing its
            /// parent's stack goes back to its own).
            func popToFirstScreen(on stack: FlowcStack) {
                guard let first = stack.entries.firstIndex(where: { $0.owner === self }) else { return }
                stack.remove(from: first + 1)
            }

            /// Takes away the presented stack `stack` stands on: its presenter's `presented`.
            func dismissScreen(on stack: FlowcStack) {
                stack.host?.dismissPresented()
            }

            // MARK: Releasing children

            /// Stops `child` and takes away what shows it (its entries on `stack`, or its presentation),
            /// without its handlers; nothing when it is not running (a handler runs once).
            func release(_ child: any FlowcCoordinator, on stack: FlowcStack) {
                guard let index = children.firstIndex(where: { $0 === child }) else { return }
                children.remove(at: index)
                child.releaseEverything()
                if let first = stack.entries.firstIndex(where: { $0.owner === child }) {
                    stack.remove(from: first)
                }
                stack.takeAway(child)
            }

            /// `release(_:on:)`, then `change` on the parent's stack, in one change of the state.
            func release(_ child: any FlowcCoordinator, then change: FlowcStackChange, on stack: FlowcStack) {
                guard isRunning(child) else { return }
                release(child, on: stack)
                switch change {
                case .push(let entry): push(entry, on: stack)
                case .replace(let entry): replace(with: entry, on: stack)
                case .pop: pop(on: stack)
                case .popToFirstScreen: popToFirstScreen(on: stack)
                }
            }

            /// `release(_:on:)`, then `next` (a move that is no change of the stack).
            func release(_ child: any FlowcCoordinator, on stack: FlowcStack, then next: () -> Void) {
                guard isRunning(child) else { return }
                release(child, on: stack)
                next()
            }

            /// Every child released, the deepest first, without their handlers; what this flow presents
            /// and alerts taken away.
            func releaseEverything() {
                let running = children
                children = []
                for child in running.reversed() {
                    child.releaseEverything()
                    for stack in [child.navigationController] + child.flowcOwnStacks {
                        stack.takeAway(child)
                    }
                }
                for stack in [navigationController] + flowcOwnStacks {
                    stack.clearPresented()
                    stack.alert = nil
                }
            }

            /// A tabs flow the app started on the window's stack (an entry flow): its tabs, shown by `view`,
            /// take that stack's place, so that their screens are shown and act. Nothing when a parent
            /// started it (the parent puts it in place) or it is in place already.
            func showInWindowPlace(_ view: @escaping @MainActor () -> AnyView) {
                let stack = navigationController
                guard parentCoordinator == nil, stack.isRoot, stack.replacement == nil else { return }
                stack.replace(
                    by: FlowcPresentation(
                        style: .fullScreenCover, detents: [], mayDismissBySwipe: { false }, stacks: flowcOwnStacks,
                        flow: self, view: view, onDismiss: {}))
            }

            /// Releases the children that run on `stacks` (a presentation taken away).
            func releaseChildren(on stacks: [FlowcStack]) {
                for child in children.reversed() where stacks.contains(where: { $0 === child.navigationController }) {
                    release(child, on: child.navigationController)
                }
            }

            /// `reset`: every child released, the deepest first, without its handler; what is presented
            /// taken away; this flow's entries become `make(self)`.
            func reset(to make: (Self) -> FlowcStackEntry) {
                releaseEverything()
                flowcForgetKept()
                let stack = navigationController
                stack.clearReplacement()
                if let first = stack.entries.firstIndex(where: { $0.owner === self }) {
                    stack.remove(from: first, movedBy: self)
                }
                stack.append(make(self))
            }

            /// `reset` to a child: as `reset(to:)`, the child started on the emptied stack.
            func reset(starting start: (Self) -> Void) {
                releaseEverything()
                flowcForgetKept()
                let stack = navigationController
                stack.clearReplacement()
                if let first = stack.entries.firstIndex(where: { $0.owner === self }) {
                    stack.remove(from: first, movedBy: self)
                }
                start(self)
            }

            /// An entry of this flow left its stack (popped by the user or a program, or released).
            func flowcEntryRemoved(_ entry: FlowcStackEntry) {
                // A child on its parent's stack whose screens are all gone leaves, as the back button
                // makes it leave in UIKit: its `back` handler runs once.
                guard let stack = entry.stack else { return }
                if !stack.entries.contains(where: { $0.owner === self }), parentCoordinator?.isRunning(self) == true {
                    leave()
                }
            }
        }

        /// A move of the parent's stack made together with a child's release.
        @MainActor
        enum FlowcStackChange {
            case push(FlowcStackEntry)
            case replace(FlowcStackEntry)
            case pop
            case popToFirstScreen
        }

        /// One screen on a stack: its owner's `Screen` value, hashed by identity (two pushes of one
        /// value are two entries, and an app's inputs need not be `Hashable`).
        struct FlowcStackEntry: Hashable, Identifiable {
            let id: Int
            /// The owning coordinator's `Screen`.
            let screen: Any
            weak var owner: (any FlowcCoordinator)?
            /// The stack it stands on, once it is placed.
            weak var stack: FlowcStack?
            /// The controller it shows when it is made by the app's work rather than by its owner's
            /// `flowcView(for:)` (an external screen, format 1.2): the entry keeps it while it stands.
            var controller: UIViewController?

            @MainActor
            init(owner: any FlowcCoordinator, screen: Any) {
                FlowcStack.entryCount += 1
                id = FlowcStack.entryCount
                self.owner = owner
                self.screen = screen
            }

            static func == (left: FlowcStackEntry, right: FlowcStackEntry) -> Bool { left.id == right.id }

            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }

        extension FlowcStackEntry {
            /// Runs the work of one of the entry's actions that does not navigate, cancelled when the
            /// entry leaves (`FlowcStack.run(for:navigates:_:)`).
            @MainActor
            func run<Output>(_ work: @escaping @MainActor () async -> Output) async throws -> Output {
                guard let stack else { return await work() }
                return try await stack.run(for: self, navigates: false, work)
            }
        }

        /// What a stack presents: a sheet or a full-screen cover showing stacks of its own.
        struct FlowcPresentation: Identifiable {
            enum Style: Equatable {
                case sheet
                case fullScreenCover
                /// Anchored to the presenting stack; a tap outside it is its swipe.
                case popover
            }

            let id: Int
            let style: Style
            let detents: Set<PresentationDetent>
            /// Whether a swipe may take it away: `interactiveDismissDisabled` is its negation.
            let mayDismissBySwipe: @MainActor () -> Bool
            /// The stacks it shows.
            let stacks: [FlowcStack]
            /// The child flow it shows, if it shows one.
            weak var flow: (any FlowcCoordinator)?
            let view: @MainActor () -> AnyView
            /// Called once it is gone by a swipe or a dismissal, not when its flow is released.
            let onDismiss: @MainActor () -> Void

            @MainActor
            init(
                style: Style, detents: Set<PresentationDetent>, mayDismissBySwipe: @escaping @MainActor () -> Bool,
                stacks: [FlowcStack], flow: (any FlowcCoordinator)?, view: @escaping @MainActor () -> AnyView,
                onDismiss: @escaping @MainActor () -> Void
            ) {
                FlowcStack.entryCount += 1
                id = FlowcStack.entryCount
                self.style = style
                self.detents = detents
                self.mayDismissBySwipe = mayDismissBySwipe
                self.stacks = stacks
                self.flow = flow
                self.view = view
                self.onDismiss = onDismiss
            }
        }

        /// An alert or a confirmation dialog shown over a stack.
        struct FlowcAlert: Identifiable {
            enum Style: Equatable {
                case alert
                case confirmationDialog
            }

            struct Button: Identifiable {
                let id: Int
                let title: String
                let role: ButtonRole?
                let action: @MainActor () -> Void
            }

            let id: Int
            let style: Style
            let title: String
            let message: String?
            let buttons: [Button]

            @MainActor
            init(style: Style, title: String, message: String?, buttons: [(String, ButtonRole?, @MainActor () -> Void)]) {
                FlowcStack.entryCount += 1
                id = FlowcStack.entryCount
                self.style = style
                self.title = title
                self.message = message
                self.buttons = buttons.enumerated().map {
                    Button(id: $0.offset, title: $0.element.0, role: $0.element.1, action: $0.element.2)
                }
            }
        }

        /// A navigation stack as data: its first screen and path (`entries`), what it presents, the
        /// alert over it, and a tabs flow that took its place. `FlowcStackView` binds it to SwiftUI;
        /// every change SwiftUI makes arrives through its bindings.
        @Observable @MainActor
        final class FlowcStack {
            static var entryCount = 0

            /// The first screen, then the path.
            private(set) var entries: [FlowcStackEntry] = []
            private(set) var presented: FlowcPresentation?
            var alert: FlowcAlert?
            /// A tabs flow shown in this stack's place (the window's root).
            private(set) var replacement: FlowcPresentation?
            /// The stack whose presentation or replacement shows this one; nil for the window's.
            @ObservationIgnored weak var host: FlowcStack?
            /// Whether it is the window's stack (the entry flow's).
            @ObservationIgnored let isRoot: Bool
            /// Whether its tab is the one selected (a tab's stack; others are always): a tab that is not
            /// shown is out of the window, as UIKit's tab bar keeps it.
            @ObservationIgnored var isSelected: @MainActor () -> Bool = { true }
            /// Where a `return` on this presented stack hands its value (format 1.1); answered nil when
            /// the stack is dismissed otherwise.
            @ObservationIgnored var reply: (@MainActor (Any?) -> Void)?
            /// The work its entries' actions wait for, by entry: cancelled when the entry leaves.
            @ObservationIgnored private var tasks: [Int: [Int: Task<Void, Never>]] = [:]
            /// The entries whose action that navigates waits for its work.
            @ObservationIgnored private var waitingEntries: Set<Int> = []
            @ObservationIgnored private var taskCount = 0
            /// What runs once an entry leaves (popped, its stack dismissed or replaced, its flow released),
            /// by entry: an external screen gone without `done`.
            @ObservationIgnored private var goneHandlers: [Int: @MainActor () -> Void] = [:]
            /// The presentation whose content SwiftUI showed (`onAppear`): taking it away starts a
            /// dismissal that runs until SwiftUI calls the modifier's `onDismiss`.
            @ObservationIgnored private var appearedPresentation: Int?
            /// Whether SwiftUI still dismisses what this stack presented: nothing may be presented in
            /// the window until it ends (a sheet presented while another dismisses is not shown).
            @ObservationIgnored private(set) var isDismissing = false
            /// What waits for the dismissal to end (`flowcWhenSettled`).
            @ObservationIgnored var whenDismissed: [@MainActor () -> Void] = []
            /// Whether it is a kept child's stack (format 1.2): taken away, it is hidden, not gone.
            @ObservationIgnored var isKept = false
            /// A kept child's stack: answers nil the action that started the child for a result, once
            /// it is hidden, where no handler answered first.
            @ObservationIgnored var unanswered: (@MainActor () -> Void)?

            init(isRoot: Bool = false) {
                self.isRoot = isRoot
            }

            /// The path SwiftUI's `NavigationStack` shows above the first screen.
            var path: [FlowcStackEntry] { Array(entries.dropFirst()) }

            /// Whether it is on screen: the window's, or shown by a stack that is.
            var isShown: Bool {
                guard isSelected() else { return false }
                if isRoot { return true }
                guard let host, host.isShown else { return false }
                return host.presented?.stacks.contains { $0 === self } == true
                    || host.replacement?.stacks.contains { $0 === self } == true
            }

            /// Whether `entry` is active: on top, nothing over it, shown.
            func isActive(_ entry: FlowcStackEntry) -> Bool {
                entries.last?.id == entry.id && presented == nil && alert == nil && replacement == nil && isShown
            }

            func append(_ entry: FlowcStackEntry) {
                var placed = entry
                placed.stack = self
                entries.append(placed)
            }

            /// Removes the entries from `index` on, deepest first telling their owners (but `mover`,
            /// the flow that moves: a `replace` or `reset` of its own screens).
            func remove(from index: Int, movedBy mover: (any FlowcCoordinator)? = nil) {
                let start = max(index, 0)
                guard start < entries.count else { return }
                let removed = entries[start...]
                entries.removeSubrange(start...)
                clearPresented()
                alert = nil
                for entry in removed { stopWork(of: entry) }
                for entry in removed.reversed() where entry.owner !== mover {
                    entry.owner?.flowcEntryRemoved(entry)
                }
            }

            /// Takes away the tabs flow shown in this stack's place.
            func clearReplacement() {
                guard let replaced = replacement else { return }
                replacement = nil
                for stack in replaced.stacks { stack.stopAllWork() }
            }

            /// Shows `presentation` (a tabs flow) in this stack's place.
            func replace(by presentation: FlowcPresentation) {
                for stack in presentation.stacks { stack.host = self }
                replacement = presentation
            }

            func present(_ presentation: FlowcPresentation) {
                // SwiftUI shows no sheet presented while another dismisses: this one waits for it, as an
                // answer that comes, or a trigger that runs, during a dismissal does.
                guard !isDismissing else {
                    whenDismissed.append { [weak self] in self?.present(presentation) }
                    return
                }
                for stack in presentation.stacks { stack.host = self }
                if let shown = presented { dismissing(shown) }
                presented = presentation
            }

            /// SwiftUI showed `presentation`'s content: from now on, taking it away is a dismissal
            /// that runs until `presentationDismissed()`.
            func presentationAppeared(_ presentation: FlowcPresentation) {
                if presented?.id == presentation.id { appearedPresentation = presentation.id }
            }

            /// SwiftUI's `onDismiss`: the dismissal has ended; what waited for it runs.
            func presentationDismissed() {
                isDismissing = false
                let waiting = whenDismissed
                whenDismissed = []
                for body in waiting { body() }
            }

            /// `presentation` leaves: a dismissal runs if SwiftUI had shown it.
            private func dismissing(_ presentation: FlowcPresentation) {
                if appearedPresentation == presentation.id { isDismissing = true }
                appearedPresentation = nil
            }

            /// This stack, the stacks shown in its place, and what they present, all the way up.
            var stacksInWindow: [FlowcStack] {
                [self] + ((presented?.stacks ?? []) + (replacement?.stacks ?? [])).flatMap(\.stacksInWindow)
            }

            /// This stack and the stacks shown in its place (a tabs flow's, at the window's root).
            var stacksInPlace: [FlowcStack] { [self] + (replacement?.stacks ?? []).flatMap(\.stacksInPlace) }

            /// Whether a stack presents this one (as a sheet or a full-screen cover).
            var isPresented: Bool { host?.presented?.stacks.contains { $0 === self } == true }

            /// Takes what is presented away, as a swipe or `dismiss` does: its `onDismiss` runs.
            func dismissPresented() {
                guard let presentation = presented else { return }
                dismissing(presentation)
                presented = nil
                for stack in presentation.stacks { stack.takenAway() }
                presentation.onDismiss()
            }

            /// Takes what is presented away without its `onDismiss` (a reset, a release).
            func clearPresented() {
                guard let presentation = presented else { return }
                dismissing(presentation)
                presented = nil
                for stack in presentation.stacks { stack.takenAway() }
            }

            /// Takes away what shows `flow` here: its presentation or its replacement.
            func takeAway(_ flow: any FlowcCoordinator) {
                if presented?.flow === flow { clearPresented() }
                if let replaced = replacement, replaced.flow === flow {
                    replacement = nil
                    for stack in replaced.stacks { stack.stopAllWork() }
                }
            }

            // MARK: Waiting work

            /// Whether an action of `entry` that navigates waits for its work: a second one is busy.
            func isWaiting(_ entry: FlowcStackEntry) -> Bool { waitingEntries.contains(entry.id) }

            /// Runs an action's work in a task of its own, cancelled when `entry` leaves (popped, its
            /// stack dismissed, its flow released): the work sees `Task.isCancelled`, and the caller's
            /// `await` throws `CancellationError`.
            func run<Output>(
                for entry: FlowcStackEntry, navigates: Bool, _ work: @escaping @MainActor () async -> Output
            ) async throws -> Output {
                if navigates { waitingEntries.insert(entry.id) }
                defer { if navigates { waitingEntries.remove(entry.id) } }
                let box = FlowcAnswer<Output>()
                let task = Task { box.value = await work() }
                let key = taskCount
                taskCount += 1
                tasks[entry.id, default: [:]][key] = task
                await withTaskCancellationHandler {
                    await task.value
                } onCancel: {
                    task.cancel()
                }
                tasks[entry.id]?[key] = nil
                guard !task.isCancelled, let value = box.value else { throw CancellationError() }
                return value
            }

            /// Cancels the work `entry`'s actions wait for.
            func stopWork(of entry: FlowcStackEntry) {
                for task in (tasks.removeValue(forKey: entry.id) ?? [:]).values { task.cancel() }
                goneHandlers.removeValue(forKey: entry.id)?()
            }

            /// Runs `body` once `entry` leaves this stack, or the stack is taken away.
            func whenGone(_ entry: FlowcStackEntry, _ body: @escaping @MainActor () -> Void) {
                goneHandlers[entry.id] = body
            }

            /// Cancels the work of every entry, and of what the stack presents or is replaced by; an
            /// action waiting for a `return` on it is answered nil.
            func stopAllWork() {
                let waitingReply = reply
                reply = nil
                waitingReply?(nil)
                let waiting = tasks
                tasks = [:]
                for task in waiting.values.flatMap(\.values) { task.cancel() }
                let gone = goneHandlers
                goneHandlers = [:]
                for body in gone.values { body() }
                for stack in (presented?.stacks ?? []) + (replacement?.stacks ?? []) { stack.stopAllWork() }
            }

            // MARK: Bindings, as SwiftUI writes them

            /// The path: a shorter one is the back button, its menu or an edge swipe.
            var pathBinding: Binding<[FlowcStackEntry]> {
                Binding(
                    get: { self.path },
                    set: { newPath in
                        var kept = 0
                        let path = self.path
                        while kept < min(newPath.count, path.count), newPath[kept] == path[kept] { kept += 1 }
                        self.remove(from: kept + 1)
                    })
            }

            /// The sheet: SwiftUI sets nil when it is swiped down or dismissed.
            var sheetBinding: Binding<FlowcPresentation?> { presentedBinding(.sheet) }

            /// The full-screen cover: SwiftUI sets nil when it is dismissed.
            var fullScreenCoverBinding: Binding<FlowcPresentation?> { presentedBinding(.fullScreenCover) }

            /// The popover: SwiftUI sets nil when it is tapped outside of or dismissed.
            var popoverBinding: Binding<FlowcPresentation?> { presentedBinding(.popover) }

            private func presentedBinding(_ style: FlowcPresentation.Style) -> Binding<FlowcPresentation?> {
                Binding(
                    get: { self.presented?.style == style ? self.presented : nil },
                    set: { newValue in
                        if newValue == nil, self.presented?.style == style { self.dismissPresented() }
                    })
            }

            /// Whether the alert (or dialog) of `style` shows: SwiftUI sets false once a button ran.
            func alertBinding(_ style: FlowcAlert.Style) -> Binding<Bool> {
                Binding(
                    get: { self.alert?.style == style },
                    set: { isPresented in
                        if !isPresented, self.alert?.style == style { self.alert = nil }
                    })
            }

            /// A button of the alert tapped: the alert goes, then its action runs.
            func tap(_ button: FlowcAlert.Button) {
                alert = nil
                button.action()
            }
        }

        /// A stack's one `NavigationStack`, with its one destination, presentation and alerts.
        struct FlowcStackView: View {
            let stack: FlowcStack

            var body: some View {
                if let replacement = stack.replacement {
                    replacement.view()
                } else {
                    NavigationStack(path: stack.pathBinding) {
                        root
                            .navigationDestination(for: FlowcStackEntry.self) { entry in
                                FlowcEntryView(entry: entry)
                            }
                    }
                    .sheet(item: stack.sheetBinding, onDismiss: { stack.presentationDismissed() }) { presentation in
                        presentation.view()
                            .presentationDetents(presentation.detents)
                            .interactiveDismissDisabled(!presentation.mayDismissBySwipe())
                            .onAppear { stack.presentationAppeared(presentation) }
                    }
                    .fullScreenCover(item: stack.fullScreenCoverBinding, onDismiss: { stack.presentationDismissed() }) {
                        presentation in
                        presentation.view()
                            .interactiveDismissDisabled(!presentation.mayDismissBySwipe())
                            .onAppear { stack.presentationAppeared(presentation) }
                    }
                    // `popover(item:)` has no `onDismiss`: its content leaving the window ends the dismissal.
                    // `interactiveDismissDisabled` keeps a tap outside it from taking it away.
                    .popover(item: stack.popoverBinding) { presentation in
                        presentation.view()
                            .interactiveDismissDisabled(!presentation.mayDismissBySwipe())
                            .onAppear { stack.presentationAppeared(presentation) }
                            .onDisappear { stack.presentationDismissed() }
                    }
                    .alert(
                        Text(stack.alert?.title ?? ""), isPresented: stack.alertBinding(.alert),
                        actions: { buttons }, message: { message }
                    )
                    .confirmationDialog(
                        Text(stack.alert?.title ?? ""), isPresented: stack.alertBinding(.confirmationDialog),
                        titleVisibility: .visible, actions: { buttons }, message: { message })
                }
            }

            private var root: some View {
                FlowcEntryView(entry: stack.entries.first)
            }

            private var buttons: some View {
                ForEach(stack.alert?.buttons ?? []) { button in
                    Button(button.title, role: button.role) { stack.tap(button) }
                }
            }

            private var message: some View {
                Text(stack.alert?.message ?? "")
            }
        }

        /// The view of one entry: its owner's screen.
        struct FlowcEntryView: View {
            let entry: FlowcStackEntry?

            var body: some View {
                if let entry, let owner = entry.owner {
                    owner.flowcView(for: entry)
                } else {
                    EmptyView()
                }
            }
        }

        /// Where the value an action waits for goes (format 1.1's `result`): answered once, by a
        /// `return` or with nil; released unanswered, it answers nil.
        @MainActor
        final class FlowcReply<Value> {
            private let box: FlowcAnswer<Value>
            private var continuation: CheckedContinuation<Void, Never>?

            init(_ box: FlowcAnswer<Value>, _ continuation: CheckedContinuation<Void, Never>) {
                self.box = box
                self.continuation = continuation
            }

            func answer(_ value: Value?) {
                guard let continuation else { return }
                self.continuation = nil
                box.value = value
                continuation.resume()
            }

            deinit { continuation?.resume() }
        }

        /// Runs `ask` with a reply and waits until it is answered (or released): the action's result.
        @MainActor
        func flowcAsk<Value>(_ ask: (FlowcReply<Value>) -> Void) async -> Value? {
            let box = FlowcAnswer<Value>()
            await withCheckedContinuation { continuation in ask(FlowcReply(box, continuation)) }
            return box.value
        }

        /// The answer of an action's work, handed from its task.
        @MainActor
        final class FlowcAnswer<Value> {
            var value: Value?
        }

        /// A UIKit screen (`swiftui` not set) shown in SwiftUI.
        struct FlowcControllerView<Controller: UIViewController>: UIViewControllerRepresentable {
            let make: () -> Controller

            func makeUIViewController(context: Context) -> Controller { make() }

            func updateUIViewController(_ uiViewController: Controller, context: Context) {}
        }

        /// `select`'s spelling in `TransitionCode`, `tabBarController.selectedIndex = n`: the `n`th tab.
        struct FlowcTabSelection<Tab: CaseIterable & Equatable> {
            var selected: Tab

            var selectedIndex: Int {
                get { Array(Tab.allCases).firstIndex(of: selected) ?? 0 }
                set {
                    let tabs = Array(Tab.allCases)
                    if tabs.indices.contains(newValue) { selected = tabs[newValue] }
                }
            }
        }

        /// A tab's label from the work's `UITabBarItem`.
        struct FlowcTabLabel: View {
            let item: UITabBarItem

            var body: some View {
                Text(item.title ?? "")
            }
        }

        """#

    /// Routes (written only when a flow has them): `openRoute`, which clears what is on screen for
    /// a deep link once no dismissal runs, and `flowcWhenSettled`.
    static let routes = #"""

        /// Runs `body` once no stack shown from `stacks` is dismissing what it presented: SwiftUI shows
        /// no sheet presented while another dismisses.
        @MainActor
        func flowcWhenSettled(_ stacks: [FlowcStack], _ body: @escaping @MainActor () -> Void) {
            guard let busy = stacks.flatMap(\.stacksInWindow).first(where: \.isDismissing) else { return body() }
            busy.whenDismissed.append { flowcWhenSettled(stacks, body) }
        }

        extension FlowcCoordinator {
            /// A deep link: once no dismissal runs, keeps the flows on `way` that run already, takes away
            /// (without handlers) everything presented and alerted over the last of them that is
            /// presented, or over the window's stacks; once that dismissal has ended, runs `steps`.
            func openRoute(keeping way: [any FlowcCoordinator.Type], _ steps: @escaping (Self) -> Void) {
                let window = [navigationController] + flowcOwnStacks
                flowcWhenSettled(window) { [weak self] in
                    guard let self else { return }
                    var kept: [any FlowcCoordinator] = []
                    var flow: any FlowcCoordinator = self
                    for flowType in way {
                        guard let next = flow.children.last(where: { type(of: $0) == flowType }) else { break }
                        kept.append(next)
                        flow = next
                    }
                    let anchor =
                        kept.last { $0.flowcStacks.contains(where: \.isPresented) }.map {
                            $0.flowcStacks.filter(\.isPresented)
                        } ?? window
                    let covered = anchor.flatMap(\.stacksInPlace)
                    let taken = covered.flatMap { $0.presented?.stacks ?? [] }.flatMap(\.stacksInWindow)
                    releaseFlows(shownIn: taken)
                    for stack in covered {
                        stack.clearPresented()
                        stack.alert = nil
                    }
                    flowcWhenSettled(window) { [weak self] in
                        guard let self else { return }
                        steps(self)
                    }
                }
            }

            /// The stack the flow runs on and those it shows beside it.
            var flowcStacks: [FlowcStack] { [navigationController] + flowcOwnStacks }

            /// Releases, deepest first, the flows shown on `stacks`, without a move or a handler: what
            /// shows them is taken away.
            func releaseFlows(shownIn stacks: [FlowcStack]) {
                for child in children {
                    child.releaseFlows(shownIn: stacks)
                    guard child.flowcStacks.contains(where: { stack in stacks.contains { $0 === stack } }) else {
                        continue
                    }
                    children.removeAll { $0 === child }
                    child.releaseEverything()
                }
            }
        }

        """#

    /// Named results (format 1.2, written only when an action names its answers): what
    /// `return NAME` hands back, the same type as the UIKit backend's.
    static let namedResults = #"""

        /// What `return NAME` hands back (format 1.2): the name of one of the answers the asking action
        /// declares in its `result`, and the payload it carries. The asking action turns it into a case
        /// of its own result enum.
        struct FlowcNamedAnswer {
            /// The answer's name, as the flow writes it.
            let name: String
            /// The answer's payload; nil when it carries none.
            let payload: Any?

            init(_ name: String, _ payload: Any? = nil) {
                self.name = name
                self.payload = payload
            }
        }

        """#

    /// Triggers (format 1.2, written only when a flow has them): where a trigger runs, the UIKit
    /// backend's `screensForTriggers` and `navigationForTriggers` in state terms.
    static let triggers = #"""

        /// The screens a flow's triggers run from (`from`, format 1.2), by screen id, while they are on a
        /// stack: a trigger with `from` runs as an action of the first of them that is active.
        @MainActor
        final class FlowcTriggerScreens {
            private var entries: [(id: String, entry: FlowcStackEntry)] = []

            /// Keeps `entry`, made for screen id `id`, to be found on its owner's stacks once placed.
            func keep(_ entry: FlowcStackEntry, as id: String) {
                entries.append((id, entry))
            }

            /// The stack of the first entry of `ids` that is active (on top, nothing presented or alerted
            /// over it, shown); nil when none is. Entries no longer on a stack are let go.
            func activeNavigation(among ids: [String]) -> FlowcStack? {
                var active: FlowcStack?
                entries.removeAll { kept in
                    guard let owner = kept.entry.owner,
                        let stack = owner.flowcStacksShown.first(where: { $0.entries.contains(kept.entry) })
                    else { return true }
                    if active == nil, ids.contains(kept.id), stack.isActive(kept.entry) { active = stack }
                    return false
                }
                return active
            }
        }

        extension FlowcCoordinator {
            /// Every stack the flow's entries may stand on: its own and what they present, all the way up.
            var flowcStacksShown: [FlowcStack] {
                ([navigationController] + flowcOwnStacks).flatMap(\.stacksInWindow)
            }

            /// Where a trigger without `from` that shows something runs (format 1.2): the top of what the
            /// flow shows (its stack or the last stack its own screens present; a tabs flow's selected
            /// tab) while nothing else stands over it (no child flow but its tabs runs, nothing is
            /// presented or alerted over it) and it is shown; nil otherwise, and the trigger answers
            /// false, as the UIKit backend's does. A kept child that is hidden covers nothing.
            var navigationForTriggers: FlowcStack? {
                let own = flowcOwnStacks
                guard
                    children.allSatisfy({ child in
                        own.contains { $0 === child.navigationController } || isHiddenKeptChild(child)
                    })
                else {
                    return nil
                }
                var stack = navigationController
                if !own.isEmpty {
                    guard let selected = own.first(where: { $0.isSelected() }) else { return nil }
                    stack = selected
                }
                // The flow's own presented screens are its top.
                while let presented = stack.presented, presented.flow == nil, let next = presented.stacks.first,
                    next.entries.first?.owner === self
                {
                    stack = next
                }
                guard stack.presented == nil, stack.alert == nil, stack.replacement == nil, stack.isShown else {
                    return nil
                }
                return stack
            }

            /// Whether `child` is a kept child (format 1.2) that is hidden: its stack is its own and not
            /// presented. It stays one of `children`, covering nothing.
            private func isHiddenKeptChild(_ child: any FlowcCoordinator) -> Bool {
                let stack = child.navigationController
                return !stack.isPresented && !flowcStacksShown.contains { $0 === stack }
            }
        }

        """#

    /// Second steps (format 1.2, §2, written only when a flow uses `then`): the closing moves with a
    /// second step, run from the screen they land on once SwiftUI has ended the first.
    static let then = #"""

        // Format 1.2, §2: `then`, a second step once a closing one has ended, as `TransitionCode` writes
        // it for both backends: `dismissScreen(on:then:)`, `pop(on:then:)`, `popToFirstScreen(on:then:)`.
        extension FlowcCoordinator {
            /// Takes away the presented stack `stack` stands on, then runs `then` with the stack beneath,
            /// once SwiftUI has dismissed the sheet, if the screen on top of it is still active then.
            func dismissScreen(on stack: FlowcStack, then: @escaping @MainActor (FlowcStack) -> Void) {
                guard stack.isPresented, let beneath = stack.host else { return }
                let landing = beneath.entries.last
                dismissScreen(on: stack)
                flowcRunThen(on: beneath, landing: landing, then)
            }

            /// Goes back one screen on `stack`, then runs `then` with it if the screen beneath is still
            /// active then (a child that left by the pop may have moved it).
            func pop(on stack: FlowcStack, then: @escaping @MainActor (FlowcStack) -> Void) {
                guard stack.entries.count > 1 else { return }
                let landing = stack.entries[stack.entries.count - 2]
                pop(on: stack)
                flowcRunThen(on: stack, landing: landing, then)
            }

            /// Goes back to this flow's first screen on `stack`, then runs `then` with it if that screen is
            /// active then; nothing when it was on top already.
            func popToFirstScreen(on stack: FlowcStack, then: @escaping @MainActor (FlowcStack) -> Void) {
                let before = stack.entries.last
                popToFirstScreen(on: stack)
                let landing = stack.entries.last == before ? nil : stack.entries.last
                flowcRunThen(on: stack, landing: landing, then)
            }
        }

        /// Runs `then` on `stack` if `landing` is active there (on top, nothing presented or alerted over
        /// it, shown), once SwiftUI has ended the dismissal the first step started, if any: a sheet is
        /// not presented while another slides away. Dropped otherwise, as a tap on an inactive screen is.
        @MainActor
        func flowcRunThen(
            on stack: FlowcStack, landing: FlowcStackEntry?, _ then: @escaping @MainActor (FlowcStack) -> Void
        ) {
            guard !stack.isDismissing else {
                stack.whenDismissed.append { flowcRunThen(on: stack, landing: landing, then) }
                return
            }
            guard let landing, stack.isActive(landing) else { return }
            then(stack)
        }

        """#

    /// Kept children (format 1.2, written only when a flow keeps a child): shown again as they were
    /// left, hidden when they finish.
    static let keep = #"""

        extension FlowcCoordinator {
            /// Shows the stack of a child this flow keeps (format 1.2) in `presentation`, presented from
            /// `stack`: the first time, or again as it was left; then runs `shown`. A stack still shown is
            /// not presented again, and only `shown` runs. The child is one of `children` again if a
            /// route took it away.
            func show(
                kept child: any FlowcCoordinator, in presentation: FlowcPresentation, from stack: FlowcStack,
                shown: (@MainActor () -> Void)? = nil
            ) {
                if !isRunning(child) { adopt(child) }
                child.navigationController.isKept = true
                if !child.navigationController.isPresented {
                    // Presented once a dismissal ends: `shown` runs after it, on the stack shown again.
                    let waits = stack.isDismissing
                    stack.present(presentation)
                    if waits {
                        stack.whenDismissed.append { shown?() }
                        return
                    }
                }
                shown?()
            }

            /// Hides a kept child that finished (format 1.2): takes its stack away, without its
            /// `onDismiss`, then runs `completion`, the parent's handler. The child stays one of
            /// `children`, with its screens and its own children, for its next start. Nothing runs when it
            /// is no longer a child: a route that took it away did so without its handler.
            func hide(kept child: any FlowcCoordinator, on stack: FlowcStack, completion: (@MainActor () -> Void)? = nil) {
                guard isRunning(child) else { return }
                let kept = child.navigationController
                if kept.isPresented { kept.host?.clearPresented() }
                completion?()
            }
        }

        extension FlowcCoordinator {
            /// Stops a kept child that this flow's `reset` let go (`flowcForgetKept`): its stacks are
            /// gone, not hidden, so what their entries wait for is let go (an external screen pushed on
            /// one answers nil, and its late `done` runs nothing).
            func stopWork(ofKept child: any FlowcCoordinator) {
                for stack in [child.navigationController] + child.flowcOwnStacks { stack.stopAllWork() }
            }
        }

        extension FlowcStack {
            /// This stack taken out of the window by a dismissal: a kept child's is hidden as it was left,
            /// any other's is gone, with its entries' work.
            func takenAway() {
                if isKept { hide() } else { stopAllWork() }
            }

            /// A kept child's stack out of the window, hidden as it was left, as the UIKit backend's
            /// navigation controller keeps its controllers: its entries stay, with what runs when one
            /// leaves (an external screen pushed here answers its `done` once shown again). Their work
            /// stops, an action waiting for a `return` on it is answered nil, and what it presents goes,
            /// as UIKit dismisses that with the stack. The action that started the child for a result is
            /// answered nil in the next turn (`unanswered`): after the handler that hid it, whose `return`
            /// answers first, as a reply answers once; a route hides it without one.
            func hide() {
                let waitingReply = reply
                reply = nil
                waitingReply?(nil)
                if let unanswered {
                    self.unanswered = nil
                    Task { @MainActor in unanswered() }
                }
                let waiting = tasks
                tasks = [:]
                for task in waiting.values.flatMap(\.values) { task.cancel() }
                guard let presentation = presented else { return }
                presented = nil
                appearedPresentation = nil
                for stack in presentation.stacks { stack.takenAway() }
                presentation.onDismiss()
            }
        }

        """#

    /// Storyboard screens (written only when a flow has one): the UIKit backend's
    /// `FlowcStoryboarded`, which the screens' skeletons adopt, so that one skeleton serves both.
    static let storyboards = #"""

        /// A view controller made from a storyboard by identifier, given its values in its initialiser.
        protocol FlowcStoryboarded: UIViewController {}

        extension FlowcStoryboarded {
            static func instantiate(
                storyboard name: String, identifier: String, creator: @escaping (NSCoder) -> Self?
            ) -> Self {
                UIStoryboard(name: name, bundle: nil).instantiateViewController(identifier: identifier, creator: creator)
            }
        }

        """#

    /// The names the runtime declares at its top level (`FlowcStack`, `FlowcStackView`, …), read
    /// from its text so that they cannot fall behind it: a root view given one of them would be
    /// declared twice.
    static let declaredNames: Set<String> = RuntimeDeclarations.topLevelNames(
        in: body(
            imports: SwiftImports(), routes: true, namedResults: true, triggers: true, then: true, keep: true,
            storyboards: true, external: true))

    /// The support file after its digest line.
    static func body(
        imports: SwiftImports, routes: Bool, namedResults: Bool, triggers: Bool, then: Bool, keep: Bool,
        storyboards: Bool = false, external: Bool = false
    ) -> String {
        "\nimport \(imports.swiftUI)\n" + (keep ? core : coreWithoutKeptStacks) + (routes ? self.routes : "")
            + (namedResults ? self.namedResults : "") + (triggers ? self.triggers : "") + (then ? self.then : "")
            + (keep ? self.keep : "") + (storyboards ? self.storyboards : "")
            + (external ? SwiftUIExternalRuntimeSource.external : "")
    }

    /// The revision of the `keep` part and of what the core does for kept stacks, in the digest of
    /// a support file that keeps a child, so that one an earlier flowc wrote is written again. 1: a
    /// kept child's stack taken away is hidden as it was left (an external screen pushed on it still
    /// answers), and what it presents goes with it. 2: a later start during a dismissal runs its
    /// trigger once the stack is shown again; a `reset` stops the kept children it forgets. 3: a
    /// hidden kept child answers nil the action that started it for a result (`unanswered`).
    static let revisionOfKeep = 3

    /// The lines of `core` that only kept stacks need, with what an app that keeps no child has in
    /// their place: its support file keeps the bytes it had.
    static let keptStackLines = [
        (
            kept: "    /// Whether it is a kept child's stack (format 1.2): taken away, it is hidden, not gone.\n"
                + "    @ObservationIgnored var isKept = false\n"
                + "    /// A kept child's stack: answers nil the action that started the child for a result, once\n"
                + "    /// it is hidden, where no handler answered first.\n"
                + "    @ObservationIgnored var unanswered: (@MainActor () -> Void)?\n",
            without: ""
        ),
        // In `dismissPresented` and `clearPresented`.
        (
            kept: "for stack in presentation.stacks { stack.takenAway() }",
            without: "for stack in presentation.stacks { stack.stopAllWork() }"
        ),
    ]

    /// The core for an app that keeps no child (`keptStackLines`).
    static let coreWithoutKeptStacks = keptStackLines.reduce(core) { $0.replacing($1.kept, with: $1.without) }
}
