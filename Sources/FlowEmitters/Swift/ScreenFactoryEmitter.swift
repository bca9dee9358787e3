import FlowModel
import FlowRules

/// The coordinator's `make<Screen>Screen` methods: each builds the screen's actions as closures
/// that hold the coordinator weakly, then creates the screen with them (in code, from a
/// storyboard by identifier, or as a SwiftUI view in a `UIHostingController`).
enum ScreenFactoryEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard !plan.flow.screens.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Screens")
        // One for the whole flow, holding the plan.
        let code = TransitionCode(plan: plan)
        // By index, field by field: a loop over screens or actions copies each whole (a retain
        // and a release of every reference in it).
        let screens = plan.flow.screens
        // An external screen's is `ExternalEmitter`'s (format 1.2, §6).
        for index in screens.indices where !screens[index].isExternal {
            let screenID = screens[index].id.value
            writer.line()
            writer.start()
            writer.add("private func make")
            writer.add(upperFirst: screenID)
            if let input = screens[index].input?.parameterText {
                writer.add("Screen(_ input: ", input, ") -> UIViewController {")
            } else {
                writer.add("Screen() -> UIViewController {")
            }
            writer.end()
            let actions = screens[index].actions
            let locals = localNames(actions, screenTakesInput: screens[index].input != nil, flow: plan.flow)
            writer.indented { writer in
                writer.line("let screen = FlowcScreen()")
                // Looked up once each: a lookup hashes both names.
                let requirements = actions.indices.map {
                    plan.requirement(screen: screenID, action: actions[$0].name.value)
                }
                var usesWork = false
                var waits = false
                for position in actions.indices where requirements[position] != nil {
                    usesWork = true
                    if actions[position].isAsync { waits = true }
                }
                if usesWork { writer.line("let work = self.work") }
                if waits { writer.line("screens.append(screen)") }
                for position in actions.indices {
                    closure(
                        plan, code: code, actions, position, screen: screenID, local: locals[position],
                        requirement: requirements[position],
                        transitions: plan.resolved.alternatives(ofAction: position, onScreen: index), into: &writer)
                }
                writer.start()
                writer.add("let actions = ")
                plan.addActionsType(screenID: screenID, to: &writer)
                writer.add("(")
                for position in actions.indices {
                    let name = actions[position].name.value
                    writer.add(position == 0 ? "" : ", ", name, ": ", locals[position])
                }
                writer.add(")")
                writer.end()
                creation(screens, index, into: &writer)
                writer.line("screen.controller = controller")
                TriggerEmitter.emitKeep(plan, screen: index, into: &writer)
                writer.line("return controller")
            }
            writer.line("}")
        }
    }

    private static func creation(_ screens: [Screen], _ index: Int, into writer: inout SwiftWriter) {
        let view = screens[index].viewType
        let arguments = screens[index].input == nil ? "actions: actions" : "input: input, actions: actions"
        if screens[index].isSwiftUI {
            writer.line("let controller = UIHostingController(rootView: ", view, "(", arguments, "))")
        } else if let storyboard = screens[index].storyboard {
            let identifier = screens[index].identifier ?? view
            writer.line("let controller = ", view, ".instantiate(")
            writer.indented {
                $0.line(
                    "storyboard: ", SwiftStringLiteral.quoted(storyboard), ", identifier: ",
                    SwiftStringLiteral.quoted(identifier))
            }
            writer.block(") { coder in") { writer in
                writer.line(view, "(coder: coder, ", arguments, ")")
            }
        } else {
            writer.line("let controller = ", view, "(", arguments, ")")
        }
    }

    /// The locals that keep a screen's action closures in its factory, one per action: the
    /// action's name, unless the factory's code uses that name unqualified (a coordinator method
    /// such as `finish` or `presentDetailScreen`, a local such as `screen`, the screen's `input`),
    /// which the local would shadow; then the name and `Action`, numbered when another action has
    /// that name too. Given in one `SwiftNameScope`: no two actions share a local.
    static func localNames(_ actions: [Action], screenTakesInput: Bool, flow: Flow) -> [String] {
        let names = actions.indices.map { actions[$0].name.value }
        // `await` is read as the start of an expression where the local is handed on
        // (`HomeActions(await: await)`): it takes another name too.
        let isUsed = names.map { $0 == "input" ? screenTakesInput : $0 == "await" || factoriesUse($0, flow) }
        // Nearly every screen: no action is named as something used.
        guard isUsed.contains(true) else { return names }
        // An action named as nothing used keeps its name: no other local may take it.
        var scope = SwiftNameScope(reserved: Set(names))
        return names.indices.map { isUsed[$0] ? scope.claim(names[$0] + "Action") : names[$0] }
    }

    /// Whether a factory of `flow` names a local other than version 1's emitter did (which
    /// renamed only the actions named as `namesTheFactoryUses`, to the name and `Action`, and
    /// whose code did not compile where it named another): the inputs digest of the flow's file
    /// then differs, so that a file that emitter wrote is made again.
    static func localsDifferFromVersion1(_ flow: Flow) -> Bool {
        let screens = flow.screens
        for index in screens.indices {
            let actions = screens[index].actions
            // Nearly every action: named as nothing a factory uses, and kept as it is by both.
            let mayDiffer = actions.indices.contains { position in
                let name = actions[position].name.value
                return name == "input" || namesTheFactoryUses.contains(name) || name.hasPrefix("make")
                    || name.hasPrefix("present") || name.hasPrefix("start") || name.hasPrefix("show")
            }
            guard mayDiffer else { continue }
            let locals = localNames(actions, screenTakesInput: screens[index].input != nil, flow: flow)
            for position in actions.indices {
                let name = actions[position].name.value
                if locals[position] != (namesTheFactoryUses.contains(name) ? name + "Action" : name) { return true }
            }
        }
        return false
    }

    /// Whether the factories of the plan's flow use `name` unqualified: one of their own locals or
    /// the coordinator's methods (`namesTheFactoryUses`), or a method made for one of the flow's
    /// screens, children or alerts (`make<Screen>Screen`, `present<Screen>Screen`,
    /// `start<Child>Flow`, `show<Alert>Alert`).
    static func factoriesUse(_ name: String, _ flow: Flow) -> Bool {
        if namesTheFactoryUses.contains(name) { return true }
        func middle(_ prefix: String, _ suffix: String) -> String? {
            // Nearly every name fails the first test: its length is counted (by characters) after.
            guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
                return nil
            }
            return String(name.dropFirst(prefix.count).dropLast(suffix.count))
        }
        if let screen = middle("make", "Screen") {
            return flow.screens.contains { SwiftNames.upperFirst($0.id.value) == screen }
        }
        // Only a screen with a `presentation` has a method of its own that presents it.
        if let screen = middle("present", "Screen") {
            return flow.screens.contains { $0.presentation != nil && SwiftNames.upperFirst($0.id.value) == screen }
        }
        if let child = middle("start", "Flow") { return flow.children.contains { $0.flow.value == child } }
        if let alert = middle("show", "Alert") {
            return flow.alerts.contains { SwiftNames.upperFirst($0.name.value) == alert }
        }
        return false
    }

    /// The factory's own locals (`screen`, `work`, `actions`, `controller`), the coordinator's
    /// members its closures use beside the verbs' calls, and the members each verb's call names
    /// (`Transition.Verb.coordinatorMembersCalled`); the closures' own parameters and locals
    /// (`input`, `navigation`, `next`, `output`, `reply`) shadow an outer name and need no care.
    static let namesTheFactoryUses = Set(
        ["actions", "children", "controller", "flowcAsk", "release", "screen", "screens", "work"]
            + Transition.Verb.allCases.flatMap(\.coordinatorMembersCalled))

    /// `let name: FlowcAction<I, O>.Sync = { ... }`: what the action at `position` of a screen
    /// does when the screen calls it (`requirement`: what it asks of the work). Work is called on `work`, captured, so that an
    /// action with an output always answers; navigation needs the coordinator, held weakly, and
    /// the screen on top with no transition running (a second tap does nothing). An
    /// asynchronous action throws rather than drop a call. `transitions` are the positions of the
    /// action's alternatives in `plan.resolved.transitions`.
    private static func closure(
        _ plan: FlowPlan, code: TransitionCode, _ actions: [Action], _ position: Int, screen screenID: String,
        local: String,
        requirement: FlowPlan.Requirement?, transitions: Range<Int>, into writer: inout SwiftWriter
    ) {
        let moves =
            transitions.contains { plan.resolved.transitions[$0].verb.callsCoordinator } || transitions.count > 1
        let hasInput = actions[position].input != nil
        let isAsync = actions[position].isAsync
        let input = hasInput && (requirement != nil || code.usesPayload(transitions)) ? "input" : "_"
        let payload = hasInput ? "input" : nil
        /// `let name: FlowcAction<I, O>.Sync = { captures input in`, the body, and the closing brace.
        func block(_ captures: String, into writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
            writer.start()
            writer.add("let ", local, ": ")
            ScreenActionsEmitter.addClosureType(actions, position, flow: plan.name, screen: screenID, to: &writer)
            writer.add(" = { ", captures, input, " in")
            writer.endOpening(body)
        }
        let hasOutput = actions[position].output != nil
        let hasChoice = requirement?.choice != nil
        // `finish` alone needs no navigation controller, only the screen on top.
        let needsNavigation = code.needsNavigation(transitions)
        let active = needsNavigation ? "let navigation = screen.activeNavigation" : "screen.activeNavigation != nil"
        let shown = needsNavigation ? "let navigation = screen.shownNavigation" : "screen.shownNavigation != nil"

        if actions[position].asksForResult {
            // Waits for the value the child or the presented screen hands back (format 1.1), or for
            // one of its named answers (format 1.2).
            block(requirement == nil ? "[weak self] " : "[weak self, work] ", into: &writer) { writer in
                writer.line("guard let self else { throw FlowcActionError.flowFinished }")
                writer.line("guard let navigation = screen.activeNavigation else { throw FlowcActionError.inactive }")
                if let requirement {
                    let call = "work." + requirement.name + (hasInput ? "(input)" : "()")
                    writer.line("let next = ", requirement.isAsync ? "await " : "", call)
                }
                if let answers = actions[position].answers {
                    let resultType = GeneratedNames.resultType(
                        flow: plan.name, screen: screenID, action: actions[position].name.value)
                    NamedResultEmitter.writeAsk(answers, resultType: resultType, into: &writer) { writer in
                        code.run(
                            transitions, choice: "next", payload: payload, navigation: "navigation", reply: "reply",
                            into: &writer)
                    }
                    return
                }
                writer.block("return await flowcAsk { reply in") { writer in
                    code.run(
                        transitions, choice: "next", payload: payload, navigation: "navigation", reply: "reply",
                        into: &writer)
                }
            }
            return
        }
        guard let requirement else {
            // Navigation only, or nothing at all.
            guard moves else {
                writer.start()
                writer.add("let ", local, ": ")
                ScreenActionsEmitter.addClosureType(actions, position, flow: plan.name, screen: screenID, to: &writer)
                writer.add(" = { _ in }")
                writer.end()
                return
            }
            block("[weak self] ", into: &writer) { writer in
                if isAsync {
                    writer.line("guard let self else { throw FlowcActionError.flowFinished }")
                    writer.line("guard ", active, " else { throw FlowcActionError.inactive }")
                } else {
                    writer.line("guard let self, ", active, " else { return }")
                }
                code.run(transitions, choice: "", payload: payload, navigation: "navigation", into: &writer)
            }
            return
        }

        let call = "work." + requirement.name + (hasInput ? "(input)" : "()")
        let binding: String?
        switch (hasOutput, hasChoice) {
        case (true, true): binding = "let (output, next) = "
        case (true, false): binding = "let output = "
        case (false, true): binding = "let next = "
        case (false, false): binding = nil
        }

        if isAsync {
            block(moves ? "[weak self, work] " : "[work] ", into: &writer) { writer in
                if moves {
                    writer.line("guard let self else { throw FlowcActionError.flowFinished }")
                    writer.line("guard screen.activeNavigation != nil else { throw FlowcActionError.inactive }")
                    writer.line("guard !screen.isWaiting else { throw FlowcActionError.busy }")
                }
                writer.line(
                    binding ?? "", "try await screen.run(navigates: ", moves ? "true" : "false", ") { await ", call,
                    " }")
                if moves {
                    writer.line("guard ", shown, " else { return", hasOutput ? " output" : "", " }")
                    code.run(transitions, choice: "next", payload: payload, navigation: "navigation", into: &writer)
                }
                if hasOutput { writer.line("return output") }
            }
            return
        }

        if !moves {
            block("[work] ", into: &writer) { writer in writer.line(call) }
            return
        }
        if hasOutput {
            block("[weak self, work] ", into: &writer) { writer in
                writer.line(binding ?? "", call)
                writer.block("if let self, ", active, " {") { writer in
                    code.run(transitions, choice: "next", payload: payload, navigation: "navigation", into: &writer)
                }
                writer.line("return output")
            }
            return
        }
        block("[weak self, work] ", into: &writer) { writer in
            writer.line("guard let self, ", active, " else { return }")
            code.run(transitions, choice: call, payload: payload, navigation: "navigation", into: &writer)
        }
    }
}

extension SwiftEmitter {
    /// The names a screen factory uses unqualified (`ScreenFactoryEmitter.namesTheFactoryUses`):
    /// its own locals, and the coordinator's members its closures and the verbs' calls name. An
    /// action named as one of them is kept under another local name; the name-pressure tests
    /// name actions so.
    package static var namesScreenFactoriesUse: Set<String> { ScreenFactoryEmitter.namesTheFactoryUses }
}
