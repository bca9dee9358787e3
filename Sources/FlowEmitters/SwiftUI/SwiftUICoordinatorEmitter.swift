import FlowModel
import FlowRules

/// A flow's file for the SwiftUI backend: the types both backends share (outcomes, events, the
/// actions structs, the work protocol), then `@Observable @MainActor final class
/// <Flow>Coordinator`, whose navigation is data (`FlowcStack`), and `struct <Flow>View`, which
/// binds it. Each verb's statement is `TransitionCode`'s, the same as the UIKit backend's; the
/// SwiftUI runtime (`SwiftUIRuntimeSource`) gives its calls their SwiftUI meaning.
enum SwiftUICoordinatorEmitter {
    /// The SwiftUI backend's output revision, as `SwiftEmitter.outputRevision` is UIKit's: part of
    /// its files' input digests only, so that raising it leaves the UIKit backend's bytes alone.
    /// (2: a coordinator's `screens`; 3: asynchronous work cancelled when its screen leaves; 4: a
    /// tab that is not selected is not shown; 5: results; 6: routes; 7: made steps, named results;
    /// 8: a named answer's `return` on its own line; 9: triggers, entries that choose, `then`, `keep`;
    /// 10: an entry tabs flow shown in the window stack's place; 11: popovers, storyboard and
    /// external screens; 12: swift-format's layouts of an alert's only button, and of lines too long
    /// for one line: an action's closure, a kept child's `??`, a child's view; 13: an external
    /// screen's `to` waits for its sheet's dismissal; 14: a sheet presented while another dismisses
    /// waits for it, triggers run beside a hidden kept child, an external screen done while it was
    /// made is not shown.)
    static let outputRevision = 14

    /// A flow's file; `rootView` names each flow's root view (its own, and its children's).
    static func emitBody(
        _ plan: FlowPlan, imports: SwiftImports, rootView: SwiftUIRootViewPattern, into writer: inout SwiftWriter
    ) {
        writer.line()
        for module in [imports.swiftUI, imports.uiKit].sorted() { writer.line("import ", module) }
        OutcomeEmitter.emit(plan, into: &writer)
        EventEmitter.emit(plan, into: &writer)
        ScreenActionsEmitter.emit(plan, into: &writer)
        WorkProtocolEmitter.emit(plan, into: &writer)
        emitCoordinator(plan, rootView: rootView, into: &writer)
        RouteEmitter.emitEnum(plan, into: &writer)
        emitView(plan, rootView: rootView, into: &writer)
        AlertEmitter.emitFieldText(plan, into: &writer)
    }

    // MARK: - The coordinator

    private static func emitCoordinator(
        _ plan: FlowPlan, rootView: SwiftUIRootViewPattern, into writer: inout SwiftWriter
    ) {
        let view = rootView.name(ofFlow: plan.name)
        writer.separate()
        if plan.isTabs {
            writer.doc(
                "Runs the \(plan.name) flow: a tab view whose tabs each run their own flow and stack. ",
                "`\(view)` shows it.")
        } else {
            writer.doc(
                "Runs the \(plan.name) flow on a `FlowcStack`: its screens are entries of the stack's path, what it ",
                "presents and alerts is the stack's, and `\(view)` shows it.")
        }
        writer.line("@Observable @MainActor")
        writer.block("final class ", plan.coordinator, ": FlowcCoordinator {") { writer in
            nestedTypes(plan, into: &writer)
            properties(plan, into: &writer)
            start(plan, rootView: rootView, into: &writer)
            leaveAndFinish(plan, into: &writer)
            KeepEmitter.emitReopen(plan, into: &writer)
            SwiftUIKeepEmitter.emitForget(plan, into: &writer)
            screens(plan, into: &writer)
            presenters(plan, into: &writer)
            children(plan, rootView: rootView, into: &writer)
            alerts(plan, into: &writer)
            RouteEmitter.emitMethods(plan, heldUntilStart: opensRoutes(plan), backend: .swiftui, into: &writer)
            TriggerEmitter.emit(plan, into: &writer)
        }
    }

    /// Whether the flow is an entry flow that opens routes (`open(_:)`, `onOpenURL`).
    private static func opensRoutes(_ plan: FlowPlan) -> Bool { !plan.routes.cases.isEmpty }

    /// Whether the flow has triggers (format 1.2): `TriggerEmitter`'s methods, the UIKit backend's,
    /// on the runtime's `screensForTriggers` and `navigationForTriggers`.
    private static func hasTriggers(_ plan: FlowPlan) -> Bool { !plan.flow.triggers.isEmpty }

    /// In `start`: the flow's triggers may run from now on. A flow that opens routes marks itself
    /// started in `openRoutesBeforeStart`, at the end of `start`.
    private static func startsTriggers(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        if hasTriggers(plan), !opensRoutes(plan) { writer.line("hasStarted = true") }
    }

    private static func nestedTypes(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let screens = plan.flow.screens
        if !screens.isEmpty {
            writer.doc("The flow's screens, each with its input: what an entry of the stack shows.")
            writer.block("enum Screen {") { writer in
                for screen in screens {
                    let name = RouteEmitter.identifier(screen.id.value)
                    if let input = screen.input {
                        writer.line("case ", name, "(", input.text, ")")
                    } else {
                        writer.line("case ", name)
                    }
                }
            }
        }
        if plan.isTabs, let tabs = plan.flow.tabs, !tabs.isEmpty {
            writer.separate()
            writer.doc("The tabs, in the tab view's order.")
            writer.block("enum Tab: ", plan.runtimeName("CaseIterable"), " {") { writer in
                for tab in tabs { writer.line("case \(SwiftNames.tabCase(tab.value))") }
            }
        }
        for choice in plan.choices {
            writer.separate()
            writer.doc(choice.summary)
            writer.block("enum ", choice.typeName, " {") { writer in
                for alternative in choice.alternatives { writer.line("case ", alternative.caseName) }
            }
        }
    }

    private static func properties(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        writer.separate()
        writer.line("@ObservationIgnored weak var parentCoordinator: (any FlowcCoordinator)?")
        writer.doc("The child flows running.")
        writer.line("var children: [any FlowcCoordinator] = []")
        writer.doc(
            plan.isTabs
                ? "The stack the tab view is shown from: in its place at the window's root, or over it."
                : "The stack the flow's screens stand on.")
        writer.line("let navigationController: FlowcStack")
        writer.doc("The app's work for this flow, given at `init`.")
        writer.line("@ObservationIgnored let work: any ", plan.workProtocol)
        if let tabs = plan.flow.tabs, plan.isTabs, let first = tabs.first {
            writer.doc("The tab shown.")
            writer.line("var selectedTab = Tab.", SwiftNames.tabCase(first.value))
            writer.doc("Each tab's stack, in `Tab.allCases`' order.")
            writer.line(
                "let tabStacks: [FlowcStack] = [",
                Array(repeating: "FlowcStack()", count: tabs.count).joined(separator: ", "),
                "]")
        }
        writer.doc("Whether the flow is a tab of a tabs flow, which keeps it: it may finish again.")
        writer.line("@ObservationIgnored var isTab = false")
        if let outcome = plan.outcomeType {
            writer.doc(
                "Called when the flow finishes: once a run, and a flow that runs again (a tab) may finish again.")
            writer.line("@ObservationIgnored var onFinish: ((", outcome, ") -> Void)?")
        }
        if let event = plan.eventType {
            writer.doc("Called for each event the flow sends; the flow keeps running.")
            writer.line("@ObservationIgnored var onEvent: ((", event, ") -> Void)?")
        }
        writer.line("@ObservationIgnored private var hasFinished = false")
        if opensRoutes(plan) {
            writer.doc("Whether `start` ran: a route opened before waits for it in `routesBeforeStart`.")
            writer.line("@ObservationIgnored private var hasStarted = false")
            writer.line("@ObservationIgnored private var routesBeforeStart: [", RouteEmitter.routeType(plan), "] = []")
        } else if hasTriggers(plan) {
            writer.doc("Whether `start` ran: a trigger before it does nothing.")
            writer.line("@ObservationIgnored private var hasStarted = false")
        }
        if plan.resolved.triggerScreens.contains(where: { $0 != nil }) {
            writer.doc("The screens the flow's triggers run from, while they are on a stack.")
            writer.line("private let screensForTriggers = FlowcTriggerScreens()")
        }
        KeepEmitter.emitProperties(plan, attributes: "@ObservationIgnored ", into: &writer)
        writer.line()
        writer.doc(
            plan.isTabs
                ? "Creates the coordinator; `start` shows the tabs."
                : "Creates the coordinator; `start` shows the flow on `navigationController`.")
        writer.block("init(navigationController: FlowcStack, work: any ", plan.workProtocol, ") {") { writer in
            writer.line("self.navigationController = navigationController")
            writer.line("self.work = work")
            if plan.isTabs, !(plan.flow.tabs ?? []).isEmpty {
                writer.line("// A tab that is not selected is out of the window: its screens' actions move nothing.")
                writer.block("for (position, stack) in tabStacks.enumerated() {") { writer in
                    writer.line(
                        "stack.isSelected = { [weak self] in self?.tabBarController.selectedIndex == position }")
                }
            }
        }
        if !plan.flow.screens.isEmpty {
            writer.line()
            writer.doc(
                "The flow's screens on its stack, in order (a test reads them; presented ones are on their own).")
            writer.block("var screens: [Screen] {") { writer in
                writer.line(
                    "navigationController.entries.compactMap { $0.owner === self ? $0.screen as? Screen : nil }")
            }
        }
        if plan.isTabs {
            writer.line()
            writer.line("var flowcOwnStacks: [FlowcStack] { tabStacks }")
            writer.line()
            writer.doc("`select`, as `TransitionCode` writes it: the tab at a position of `Tab.allCases`.")
            writer.block("private var tabBarController: FlowcTabSelection<Tab> {") { writer in
                writer.line("get { FlowcTabSelection(selected: selectedTab) }")
                writer.line("set { selectedTab = newValue.selected }")
            }
        }
    }

    private static func start(_ plan: FlowPlan, rootView: SwiftUIRootViewPattern, into writer: inout SwiftWriter) {
        let code = TransitionCode(plan: plan)
        let flow = plan.flow
        /// A start item: its screen shown as the flow's first, or its child started.
        func run(_ item: ResolvedTransition, input: String?, into writer: inout SwiftWriter) {
            if let screen = item.target.screen {
                writer.start()
                writer.add("show(first: ")
                code.addMakeScreen(plan.targetName(item), flow.screens[screen].input == nil ? nil : input, to: &writer)
                writer.add(")")
                writer.end()
                return
            }
            code.write(item, payload: input, navigation: "navigationController", into: &writer)
        }
        if let entries = flow.entries {
            for entry in entries {
                let positions = plan.startPositions(of: entry)
                guard let position = positions.first else { continue }
                let item = plan.resolved.transitions[position]
                let input = entry.input == nil ? nil : "input"
                // Format 1.2: an entry whose `start` is a list asks the work which it starts with, by
                // the UIKit backend's requirement.
                let requirement = positions.count > 1 ? plan.entryStartRequirements[entry.name.value] : nil
                writer.line()
                if requirement != nil {
                    writer.doc(
                        "Starts the flow at its `\(entry.name.value)` entry: shows what the work chooses of its ",
                        "first screens and children.")
                } else {
                    writer.doc(
                        "Starts the flow at its `\(entry.name.value)` entry: shows ",
                        item.target.screen != nil ? "its first screen." : "its first child.")
                }
                let parameter = entry.input.map { "_ input: \($0.parameterText)" } ?? ""
                writer.block("func \(SwiftNames.entryStart(entry.name.value))(\(parameter)) {") { writer in
                    writer.line("hasFinished = false")
                    startsTriggers(plan, into: &writer)
                    if let requirement, let choice = requirement.choice {
                        writer.line("switch work.", requirement.name, "(", input ?? "", ") {")
                        for alternative in choice.alternatives {
                            writer.line("case .", alternative.caseName, ":")
                            writer.indented { run(alternative.transition, input: input, into: &$0) }
                        }
                        writer.line("}")
                    } else {
                        run(item, input: input, into: &writer)
                    }
                    if opensRoutes(plan) { writer.line("openRoutesBeforeStart()") }
                }
            }
            return
        }
        writer.line()
        writer.doc("Starts the flow: shows its first screen\(plan.isTabs ? ", the tabs" : "").")
        let parameter = flow.input.map { "_ input: \($0.parameterText)" } ?? ""
        writer.block("func start(\(parameter)) {") { writer in
            writer.line("hasFinished = false")
            startsTriggers(plan, into: &writer)
            if plan.isTabs {
                for tab in flow.tabs ?? [] {
                    let input = ChildFlowEmitter.tabTakesInput(plan, tab: tab.value) ? "input" : ""
                    writer.line(ChildFlowEmitter.startTab(tab.value), "(", input, ")")
                }
                // Started by the app on the window's stack, the tabs are what the window shows: their
                // screens act (a parent that starts the flow puts it in place itself).
                if flow.isEntry {
                    writer.block("showInWindowPlace { [weak self] in") { writer in
                        let anyView = plan.runtimeName("AnyView")
                        let root = anyView + "(" + rootView.name(ofFlow: plan.name) + "(coordinator: $0))"
                        writer.line(
                            "self.map { ", root, " } ?? ", anyView, "(", plan.runtimeName("EmptyView"), "())")
                    }
                }
                if opensRoutes(plan) { writer.line("openRoutesBeforeStart()") }
                return
            }
            let items = plan.resolved.entries
            let input = flow.input == nil ? nil : "input"
            if items.count == 1 {
                run(plan.resolved.transitions[items.lowerBound], input: input, into: &writer)
            } else if let choice = plan.startRequirement?.choice {
                writer.line("switch work.chooseStart(", input ?? "", ") {")
                for alternative in choice.alternatives {
                    writer.line("case .", alternative.caseName, ":")
                    writer.indented { run(alternative.transition, input: input, into: &$0) }
                }
                writer.line("}")
            }
            if opensRoutes(plan) { writer.line("openRoutesBeforeStart()") }
        }
    }

    private static func leaveAndFinish(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        writer.line()
        if let back = plan.backOutcome {
            writer.doc(
                "Leaves the flow by the back button or a swiped sheet (its screens left the path, its item was ",
                "cleared): it finishes with `\(back.name.value)`.")
            writer.block("func leave() {") { writer in
                writer.line("finish(.", back.name.value, ")")
            }
        } else {
            writer.doc(
                "Leaves the flow by the back button or a swiped sheet (its screens left the path, its item was ",
                "cleared): its parent releases it.")
            writer.block("func leave() {") { writer in
                writer.line("guard !hasFinished else { return }")
                writer.line("hasFinished = true")
                writer.line("parentCoordinator?.childDidFinish(self)")
            }
        }
        guard let outcome = plan.outcomeType else { return }
        writer.line()
        writer.doc("Finishes the flow once; a tab's flow, which its tabs flow keeps, may then finish again.")
        writer.block("private func finish(_ outcome: ", outcome, ") {") { writer in
            writer.line("guard !hasFinished else { return }")
            writer.line("hasFinished = true")
            writer.line("onFinish?(outcome)")
            writer.line("if isTab { hasFinished = false }")
        }
    }

    // MARK: - Screens

    private static func screens(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let screens = plan.flow.screens
        let anyView = plan.runtimeName("AnyView")
        let emptyView = anyView + "(" + plan.runtimeName("EmptyView") + "())"
        guard !screens.isEmpty else {
            writer.line()
            writer.line("func flowcView(for entry: FlowcStackEntry) -> ", anyView, " { ", emptyView, " }")
            return
        }
        writer.line()
        writer.line("// MARK: - Screens")
        writer.line()
        writer.doc("The view of one of the flow's entries: its screen, with its actions.")
        writer.block("func flowcView(for entry: FlowcStackEntry) -> ", anyView, " {") { writer in
            writer.line("guard let screen = entry.screen as? Screen else { return ", emptyView, " }")
            writer.line("switch screen {")
            for screen in screens {
                let name = RouteEmitter.identifier(screen.id.value)
                // An external screen's controller is the work's, kept by its entry (format 1.2, §6).
                guard !screen.isExternal else {
                    writer.line("case .", name, ":")
                    writer.indented { $0.line("return entry.externalView") }
                    continue
                }
                let hasInput = screen.input != nil
                writer.line("case .", name, hasInput ? "(let input):" : ":")
                writer.indented { writer in
                    writer.line(
                        "let actions = ", actionsFactory(screen), "(", hasInput ? "input, " : "", "entry: entry)")
                    let arguments = hasInput ? "input: input, actions: actions" : "actions: actions"
                    if screen.isSwiftUI {
                        writer.line("return ", anyView, "(", screen.viewType, "(", arguments, "))")
                    } else if let storyboard = screen.storyboard {
                        // Made from its storyboard as the UIKit backend makes it, given its values.
                        writer.line("return ", anyView, "(")
                        writer.indented { writer in
                            writer.block("FlowcControllerView {", closing: "})") { writer in
                                writer.line(screen.viewType, ".instantiate(")
                                writer.indented { writer in
                                    writer.line(
                                        "storyboard: ", SwiftStringLiteral.quoted(storyboard), ", identifier: ",
                                        SwiftStringLiteral.quoted(screen.identifier ?? screen.viewType))
                                }
                                writer.block(") { coder in") { writer in
                                    writer.line(screen.viewType, "(coder: coder, ", arguments, ")")
                                }
                            }
                        }
                    } else {
                        writer.line(
                            "return ", anyView, "(FlowcControllerView { ", screen.viewType, "(", arguments, ") })")
                    }
                }
            }
            writer.line("}")
        }
        for (index, screen) in screens.enumerated() where !screen.isExternal {
            writer.line()
            let name = RouteEmitter.identifier(screen.id.value)
            let parameter = screen.input.map { "_ input: " + $0.parameterText } ?? ""
            writer.block(
                "private func make", SwiftNames.upperFirst(screen.id.value), "Screen(", parameter,
                ") -> FlowcStackEntry {"
            ) { writer in
                let value = "Screen." + name + (screen.input == nil ? "" : "(input)")
                let entry = "FlowcStackEntry(owner: self, screen: " + value + ")"
                // A screen a trigger runs from (format 1.2) is kept for it.
                guard plan.resolved.triggerScreens.contains(where: { $0?.contains(index) == true }) else {
                    writer.line(entry)
                    return
                }
                writer.line("let entry = ", entry)
                writer.line(
                    "screensForTriggers.keep(entry, as: ", SwiftStringLiteral.quoted(screen.id.value), ")")
                writer.line("return entry")
            }
            writer.line()
            actionsFactory(plan, screen: index, into: &writer)
        }
        SwiftUIExternalEmitter.emit(plan, into: &writer)
    }

    private static func actionsFactory(_ screen: Screen) -> String {
        "make" + SwiftNames.upperFirst(screen.id.value) + "Actions"
    }

    /// `make<Screen>Actions(_ input:entry:)`: the screen's closures, each moving only while the
    /// entry is active.
    private static func actionsFactory(_ plan: FlowPlan, screen index: Int, into writer: inout SwiftWriter) {
        let screen = plan.flow.screens[index]
        let parameter = screen.input.map { "_: " + $0.parameterText + ", " } ?? ""
        var type = SwiftWriter()
        plan.addActionsType(screenID: screen.id.value, to: &type)
        let actionsType = String(decoding: type.written, as: UTF8.self)
        writer.block(
            "private func ", actionsFactory(screen), "(", parameter + "entry: FlowcStackEntry) -> ", actionsType, " {"
        ) { writer in
            if screen.actions.isEmpty {
                writer.line(actionsType, "()")
                return
            }
            writer.line(actionsType, "(")
            writer.indented { writer in
                for (position, action) in screen.actions.enumerated() {
                    let suffix = position == screen.actions.count - 1 ? "" : ","
                    closure(
                        plan, screen: index, action: position, prefix: action.name.value + ": ", suffix: suffix,
                        into: &writer)
                }
            }
            writer.line(")")
        }
    }

    /// One action's closure.
    private static func closure(
        _ plan: FlowPlan, screen index: Int, action position: Int, prefix: String, suffix: String,
        into writer: inout SwiftWriter
    ) {
        let code = TransitionCode(plan: plan)
        let screen = plan.flow.screens[index]
        let action = screen.actions[position]
        let transitions = plan.resolved.alternatives(ofAction: position, onScreen: index)
        let requirement = plan.requirement(screen: screen.id.value, action: action.name.value)
        let moves = code.moves(transitions) || transitions.count > 1
        let usesInput =
            action.input != nil && (requirement?.parameter != nil || (moves && code.usesPayload(transitions)))
        let parameter = usesInput ? "input" : "_"
        let workCall = requirement.map { "work." + $0.name + ($0.parameter == nil ? "()" : "(input)") }
        // Asynchronous work runs in a task that is cancelled when the screen leaves.
        let call = workCall.map { action.isAsync ? "try await entry.run { await " + $0 + " }" : $0 }
        guard moves else {
            let captures = requirement != nil ? "[work] " : ""
            if writer.fits(prefix, "{ ", captures, parameter, " in ", call ?? "", " }", suffix) {
                writer.line(prefix, "{ ", captures, parameter, " in ", call ?? "", " }", suffix)
                return
            }
            // Too long for one line: swift-format's layout, the body on lines of its own.
            writer.line(prefix, "{ ", captures, parameter, " in")
            writer.indented { writer in
                if action.isAsync, let workCall {
                    writer.block("try await entry.run {") { $0.line("await ", workCall) }
                } else {
                    writer.line(call ?? "")
                }
            }
            writer.line("}", suffix)
            return
        }
        if action.asksForResult {
            // Waits for the value the child or the presented screen hands back (format 1.1), or for
            // one of its named answers (format 1.2), as the UIKit backend's action does.
            writer.line(prefix, "{ [weak self", requirement != nil ? ", work" : "", "] ", parameter, " in")
            writer.indented { writer in
                writer.line("guard let self else { throw FlowcActionError.flowFinished }")
                writer.line("guard let navigation = activeStack(of: entry) else { throw FlowcActionError.inactive }")
                if let workCall { writer.line("let next = ", action.isAsync ? "await " : "", workCall) }
                let ask = { (writer: inout SwiftWriter) in
                    code.run(
                        transitions, choice: "next", payload: usesInput ? "input" : nil, navigation: "navigation",
                        reply: "reply", into: &writer)
                }
                if let answers = action.answers {
                    let resultType = GeneratedNames.resultType(
                        flow: plan.name, screen: screen.id.value, action: action.name.value)
                    NamedResultEmitter.writeAsk(
                        answers, resultType: resultType, returnsOnTheirOwnLines: true, into: &writer, ask: ask)
                } else {
                    writer.block("return await flowcAsk { reply in") { ask(&$0) }
                }
            }
            writer.line("}", suffix)
            return
        }
        let hasOutput = action.output != nil
        let choice = requirement?.choice == nil ? "" : (hasOutput ? "answer.next" : "answer")
        let returned = hasOutput ? (requirement?.choice == nil ? "answer" : "answer.output") : ""
        let returnStatement = returned.isEmpty ? "return" : "return " + returned
        // A move that needs no stack (`finish`, `send`, a reset) still waits for the screen to be active.
        let active =
            code.needsNavigation(transitions)
            ? "let navigation = activeStack(of: entry)" : "activeStack(of: entry) != nil"
        writer.line(prefix, "{ [weak self", requirement != nil ? ", work" : "", "] ", parameter, " in")
        writer.indented { writer in
            if action.isAsync {
                writer.line("guard let self else { throw FlowcActionError.flowFinished }")
                if let workCall {
                    writer.line("guard let stack = activeStack(of: entry) else { throw FlowcActionError.inactive }")
                    writer.line("guard !stack.isWaiting(entry) else { throw FlowcActionError.busy }")
                    writer.line(
                        "let answer = try await stack.run(for: entry, navigates: true) { await ", workCall, " }")
                } else {
                    writer.line("guard activeStack(of: entry) != nil else { throw FlowcActionError.inactive }")
                }
                writer.line("guard ", active, " else { ", returnStatement, " }")
            } else {
                if let call { writer.line("let answer = ", call) }
                writer.line("guard let self, ", active, " else { ", returnStatement, " }")
            }
            code.run(
                transitions, choice: choice, payload: usesInput ? "input" : nil, navigation: "navigation", into: &writer
            )
            if !returned.isEmpty { writer.line(returnStatement) }
        }
        writer.line("}", suffix)
    }

    // MARK: - Presented screens

    private static func presenters(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let screens = plan.flow.screens
        // An external screen's style is set on its `FlowcExternalScreen` (`SwiftUIExternalEmitter`).
        for index in PresentationEmitter.presentedScreens(plan) where !screens[index].isExternal {
            guard let presentation = screens[index].presentation else { continue }
            let screenID = screens[index].id.value
            writer.line()
            writer.doc("Presents the \(screenID) screen in its `presentation`'s style.")
            writer.block(
                "private func ", PresentationEmitter.presenterName(screenID),
                "(_ entry: FlowcStackEntry, from navigation: FlowcStack) {"
            ) { writer in
                writer.line("presentScreen(")
                writer.indented { writer in
                    writer.line(
                        "entry, from: navigation, style: ", style(presentation), ", detents: ", detents(presentation),
                        ",")
                    writer.line("mayDismissBySwipe: ", swipe(presentation, screenID: screenID), ")")
                }
            }
            guard plan.presentsForResult(screen: index) else { continue }
            writer.line()
            writer.doc(
                "Presents the \(screenID) screen in its style for an action waiting for its result: a `return` on its ",
                "stack answers `reply`; a dismissal however made answers nil.")
            writer.block(
                "private func ", PresentationEmitter.presenterName(screenID),
                "<Value>(_ entry: FlowcStackEntry, from navigation: FlowcStack, reply: FlowcReply<Value>) {"
            ) { writer in
                writer.line("presentScreen(")
                writer.indented { writer in
                    writer.line(
                        "entry, from: navigation, style: ", style(presentation), ", detents: ", detents(presentation),
                        ",")
                    writer.line("mayDismissBySwipe: ", swipe(presentation, screenID: screenID), ", reply: reply)")
                }
            }
        }
    }

    static func swipe(_ presentation: Presentation, screenID: String) -> String {
        presentation.swipeToDismiss == false
            ? "{ [weak self] in self?.work." + GeneratedNames.screenSwipeRequirement(screenID) + "() ?? false }"
            : (presentation.effectiveStyle.canBeSwipedAway ? "{ true }" : "{ false }")
    }

    static func style(_ presentation: Presentation?) -> String {
        switch presentation?.effectiveStyle ?? .sheet {
        case .fullScreen: return ".fullScreenCover"
        case .popover: return ".popover"
        case .sheet, .pageSheet, .formSheet: return ".sheet"
        }
    }

    static func detents(_ presentation: Presentation?) -> String {
        guard let presentation, presentation.effectiveStyle.isSheet, let detents = presentation.detents else {
            return "[]"
        }
        let list = detents.map { detent -> String in
            switch detent {
            case .medium: return ".medium"
            case .large: return ".large"
            case .height(let height): return ".height(" + PresentationEmitter.points(height) + ")"
            }
        }
        return "[" + list.joined(separator: ", ") + "]"
    }

    // MARK: - Child flows

    private static func children(_ plan: FlowPlan, rootView: SwiftUIRootViewPattern, into writer: inout SwiftWriter) {
        let started = plan.startedChildren
        guard !started.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Child flows")
        for (position, tab) in (plan.isTabs ? plan.flow.tabs ?? [] : []).enumerated() {
            guard let child = plan.flow.children.firstIndex(where: { $0.flow.value == tab.value }) else { continue }
            writer.line()
            emitTab(plan, child: child, position: position, into: &writer)
        }
        let children = plan.flow.children
        for child in children.indices
        where started.contains(children[child].flow.value) && !plan.isTab(children[child].flow.value) {
            writer.line()
            emitStart(plan, child: child, rootView: rootView, into: &writer)
        }
    }

    private static func emitTab(_ plan: FlowPlan, child childIndex: Int, position: Int, into writer: inout SwiftWriter)
    {
        let name = plan.flow.children[childIndex].flow.value
        guard let childFlowIndex = plan.childFlow(childIndex) else { return }
        let childFlow = plan.graph.flows[childFlowIndex]
        let parameter =
            ChildFlowEmitter.tabTakesInput(plan, tab: name) ? "_ input: " + (plan.flow.input?.parameterText ?? "") : ""
        writer.block("private func ", ChildFlowEmitter.startTab(name), "(", parameter, ") {") { writer in
            writer.line("let navigation = tabStacks[", String(position), "]")
            writer.line(
                "let child = ", SwiftNames.coordinator(name), "(navigationController: navigation, work: work.",
                GeneratedNames.childWorkRequirement(name), "())")
            writer.line("child.isTab = true")
            ChildFlowEmitter.onFinish(
                plan, child: childIndex, childFlow: childFlow, releases: false, navigation: "navigation", into: &writer)
            ChildFlowEmitter.onEvent(
                plan, child: childIndex, childFlow: childFlow, navigation: "navigation", into: &writer)
            writer.line("adopt(child)")
            let startInput = childFlow.entries == nil ? childFlow.input : childFlow.startInput(atEntry: nil)
            let input = startInput != nil && plan.flow.input != nil ? "input" : ""
            let start = childFlow.entries == nil ? "start" : SwiftNames.entryStart(Flow.mainEntry)
            writer.line("child.", start, "(", input, ")")
        }
    }

    private static func emitStart(
        _ plan: FlowPlan, child childIndex: Int, rootView: SwiftUIRootViewPattern, into writer: inout SwiftWriter
    ) {
        let child = plan.flow.children[childIndex]
        let name = child.flow.value
        guard let childFlowIndex = plan.childFlow(childIndex) else { return }
        let childFlow = plan.graph.flows[childFlowIndex]
        let coordinator = SwiftNames.coordinator(name)
        let isTabs = childFlow.root == .tabs
        let isPresented = (child.isPresented || plan.isTabs) && !isTabs
        let input = childFlow.input.map { "_ input: " + $0.parameterText + ", " } ?? ""
        // An action that waits for the child's value hands on where it goes (format 1.1).
        let reply = plan.replyType(ofChild: childIndex).map { ", reply: FlowcReply<" + $0 + ">? = nil" } ?? ""
        var entry = childFlow.entries != nil ? ", at entry: (" + coordinator + ") -> Void" : ""
        // A kept child whose `reopen` trigger takes its entries' input is handed it again by the caller.
        if KeepEmitter.reopensWithEntryInput(plan, child: childIndex) != nil {
            entry = ", again: @escaping (" + coordinator + ") -> Void" + entry
        }
        writer.block("private func start", name, "Flow(", input, "on navigation: FlowcStack" + reply + entry + ") {") {
            writer in
            // Format 1.2: a kept child is made once, then shown again as it was left.
            if KeepEmitter.isGeneratedKept(plan, child: childIndex) {
                SwiftUIKeepEmitter.emitStart(
                    plan, child: childIndex, childFlow: childFlowIndex, rootView: rootView, into: &writer)
                return
            }
            if isPresented { writer.line("let stack = FlowcStack()") }
            let stack = isPresented ? "stack" : "navigation"
            writer.line(
                "let child = ", coordinator, "(navigationController: ", stack, ", work: work.",
                GeneratedNames.childWorkRequirement(name), "())")
            ChildFlowEmitter.onFinish(
                plan, child: childIndex, childFlow: childFlow, releases: true, navigation: "navigation", into: &writer)
            ChildFlowEmitter.onEvent(
                plan, child: childIndex, childFlow: childFlow, navigation: "navigation", into: &writer)
            writer.line("adopt(child)")
            if childFlow.entries != nil {
                writer.line("entry(child)")
            } else {
                writer.line(childFlow.input == nil ? "child.start()" : "child.start(input)")
            }
            guard isPresented || isTabs else { return }
            let swipe = isTabs ? "{ false }" : childSwipe(plan, child: childIndex, childFlow: childFlowIndex)
            writer.line("let presentation = FlowcPresentation(")
            writer.indented { writer in
                writer.line(
                    "style: ", isTabs ? ".fullScreenCover" : style(child.presentation), ", detents: ",
                    isTabs ? "[]" : detents(child.presentation), ",")
                writer.line("mayDismissBySwipe: ", swipe, ",")
                stacksAndView(
                    isTabs ? "child.tabStacks" : "[stack]", view: rootView.name(ofFlow: name),
                    anyView: plan.runtimeName("AnyView"), into: &writer)
                writer.line("onDismiss: { [weak self, weak child] in")
                writer.indented { writer in
                    writer.line("guard let self, let child, isRunning(child) else { return }")
                    writer.line("child.leave()")
                }
                writer.line("})")
            }
            if isTabs {
                writer.line("// A tabs flow takes the window's stack's place, or covers the stack it starts from.")
                writer.block("if navigation.isRoot {", closing: "} else {") { writer in
                    writer.line("navigation.replace(by: presentation)")
                }
                writer.indented { writer in writer.line("navigation.present(presentation)") }
                writer.line("}")
            } else {
                writer.line("navigation.present(presentation)")
            }
        }
    }

    /// The `stacks`, `flow` and `view` arguments of a child's `FlowcPresentation`: on one line, or,
    /// where that is too long, the view's closure on a line of its own, or on lines of its own.
    static func stacksAndView(_ stacks: String, view: String, anyView: String, into writer: inout SwiftWriter) {
        let closure = "view: { " + anyView + "(" + view + "(coordinator: child)) },"
        if writer.fits("stacks: ", stacks, ", flow: child, ", closure) {
            writer.line("stacks: ", stacks, ", flow: child, ", closure)
            return
        }
        writer.line("stacks: ", stacks, ", flow: child,")
        if writer.fits(closure) {
            writer.line(closure)
            return
        }
        writer.block("view: {", closing: "},") { $0.line(anyView, "(", view, "(coordinator: child))") }
    }

    /// Whether a swipe may take a presented child's sheet away: the work's answer for a child without
    /// `back` or with `swipeToDismiss: false`, else its style's.
    static func childSwipe(_ plan: FlowPlan, child childIndex: Int, childFlow: Int) -> String {
        let child = plan.flow.children[childIndex]
        if !plan.hasBack(childFlow) || child.presentation?.swipeToDismiss == false {
            return "{ [weak self] in self?.work." + GeneratedNames.childSwipeRequirement(child.flow.value)
                + "() ?? false }"
        }
        return (child.presentation?.effectiveStyle ?? .sheet).canBeSwipedAway ? "{ true }" : "{ false }"
    }

    // MARK: - Alerts

    private static func alerts(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let alerts = plan.flow.alerts
        guard !alerts.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Alerts")
        let code = TransitionCode(plan: plan)
        for index in AlertEmitter.shownAlerts(plan) {
            let alert = alerts[index]
            writer.line()
            let input = alert.input.map { "_ input: " + $0.parameterText + ", " } ?? ""
            writer.block(
                "private func ", AlertEmitter.showMethod(alert.name.value), "(", input, "on navigation: FlowcStack) {"
            ) { writer in
                let moves = alert.buttons.indices.contains { button in
                    code.moves(plan.resolved.alternatives(ofButton: button, ofAlert: index))
                }
                if moves {
                    writer.line("// The screen it is shown over, where its buttons act.")
                    writer.line("let screen = navigation.entries.last")
                }
                writer.line("navigation.alert = FlowcAlert(")
                writer.indented { writer in
                    writer.line(
                        "style: ", alert.style == .confirmationDialog ? ".confirmationDialog" : ".alert", ", title: ",
                        alert.title.map { AlertEmitter.expression($0, of: alert) } ?? "\"\"", ",")
                    writer.line("message: ", alert.message.map { AlertEmitter.expression($0, of: alert) } ?? "nil", ",")
                    writer.line("buttons: [")
                    // swift-format takes a trailing comma after the last of several elements, not after
                    // the only one.
                    let comma = alert.buttons.count == 1 ? "" : ","
                    writer.indented { writer in
                        for button in alert.buttons.indices {
                            let transitions = plan.resolved.alternatives(ofButton: button, ofAlert: index)
                            let title =
                                alert.buttons[button].title.map { AlertEmitter.expression($0, of: alert) }
                                ?? SwiftStringLiteral.quoted(AlertEmitter.words(alert.buttons[button].name.value))
                            let role: String
                            switch alert.buttons[button].role.rawValue {
                            case "destructive": role = ".destructive"
                            case "cancel": role = ".cancel"
                            default: role = "nil"
                            }
                            guard code.moves(transitions) else {
                                writer.line("(", title, ", ", role, ", {})", comma)
                                continue
                            }
                            writer.line("(")
                            writer.indented { writer in
                                writer.line(title, ", ", role, ",")
                                writer.line("{ [weak self, weak navigation] in")
                                writer.indented { writer in
                                    writer.line(
                                        "guard let self, let navigation, let screen, navigation.isActive(screen) else { return }"
                                    )
                                    code.run(
                                        transitions, choice: "", payload: alert.input == nil ? nil : "input",
                                        navigation: "navigation", into: &writer)
                                }
                                writer.line("}")
                            }
                            writer.line(")", comma)
                        }
                    }
                    writer.line("])")
                }
            }
        }
    }

    // MARK: - The view

    private static func emitView(_ plan: FlowPlan, rootView: SwiftUIRootViewPattern, into writer: inout SwiftWriter) {
        let view = rootView.name(ofFlow: plan.name)
        writer.separate()
        writer.doc(
            "Shows the \(plan.name) flow: binds its coordinator's state to SwiftUI. Every change the user makes (a ",
            "swipe back, a sheet swiped down) arrives as a change of that state.")
        writer.block("struct ", view, ": ", plan.runtimeName("View"), " {") { writer in
            writer.line("let coordinator: ", plan.coordinator)
            writer.line()
            writer.block("var body: some ", plan.runtimeName("View"), " {") { writer in
                // The entry flow's links come to its view, which is there from the first scene on.
                let openURL = opensRoutes(plan) ? ".onOpenURL { _ = coordinator.open($0) }" : nil
                guard plan.isTabs, let tabs = plan.flow.tabs, !tabs.isEmpty else {
                    writer.line("FlowcStackView(stack: coordinator.navigationController)")
                    if let openURL { writer.indented { $0.line(openURL) } }
                    return
                }
                writer.line(
                    plan.runtimeName("TabView"), "(selection: ", plan.runtimeName("Binding"),
                    "(get: { coordinator.selectedTab }, set: { coordinator.selectedTab = $0 })) {")
                writer.indented { writer in
                    for (position, tab) in tabs.enumerated() {
                        let tabCase = SwiftNames.tabCase(tab.value)
                        writer.line("FlowcStackView(stack: coordinator.tabStacks[", String(position), "])")
                        writer.indented { writer in
                            writer.line(
                                ".tabItem { FlowcTabLabel(item: coordinator.work.tabBarItem(for: .", tabCase, ")) }")
                            writer.line(".tag(", plan.coordinator, ".Tab.", tabCase, ")")
                        }
                    }
                }
                writer.line("}")
                if let openURL { writer.line(openURL) }
            }
        }
    }
}
