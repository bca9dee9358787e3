import FlowModel
import FlowRules

/// The Swift statements that run transitions inside a coordinator. Transitions are those of the
/// plan's resolved flow; a list of alternatives is their positions in `plan.resolved.transitions`.
struct TransitionCode {
    let plan: FlowPlan

    /// Whether running any of `transitions` needs a navigation controller (a `reset` moves the
    /// flow's own).
    func needsNavigation(_ transitions: Range<Int>) -> Bool {
        transitions.contains {
            let verb = plan.resolved.transitions[$0].verb
            switch verb {
            // A reset finds the navigation it tears down by itself.
            case .reset: return false
            // A child is started on it, an alert shown over it.
            case .start, .alert: return true
            case .push, .present, .replace, .pop, .popToRoot, .dismiss, .finish, .stay, .select, .send, .return:
                // `stackEffectInAction` is the stack effect, and a `return`'s dismissal besides.
                return verb.stackEffectInAction != .none
            }
        }
    }

    /// Whether any of `transitions` does something.
    func moves(_ transitions: Range<Int>) -> Bool {
        transitions.contains { plan.resolved.transitions[$0].verb.callsCoordinator }
    }

    /// Whether `transition` hands its payload on: to a target that declares a type, or back to
    /// the action that waits for it (`return`).
    private func takesPayload(_ transition: ResolvedTransition) -> Bool {
        // A made step hands its payload to the work that makes its target's input (format 1.2).
        if let made = plan.madeInput(of: transition) { return made.parameter != nil }
        return plan.targetTakesInput(transition)
            || (transition.verb.returnsResult && plan.returnCarriesPayload(transition))
    }

    /// Whether any of `transitions` hands the payload on (its target declares a type).
    func usesPayload(_ transitions: Range<Int>) -> Bool {
        transitions.contains {
            let transition = plan.resolved.transitions[$0]
            // Format 1.2: a second step carries the place's payload too.
            return takesPayload(transition) || plan.secondStep(of: transition).map(takesPayload) == true
        }
    }

    /// Writes the statement running `transition` (none for `stay`: then it returns false);
    /// `payload` is the expression of the value it carries, `navigation` that of the navigation
    /// controller it runs on, `reply` that of the reply an action waiting for a `result` hands on.
    ///
    /// A made step (format 1.2) asks the work for its target's input first and runs only with
    /// one: `if let made = work.<place>Input(payload) { … }`. `made` is the expression of that
    /// input, once asked.
    @discardableResult
    func write(
        _ transition: ResolvedTransition, payload: String?, navigation: String, reply: String? = nil,
        made: String? = nil, into writer: inout SwiftWriter
    ) -> Bool {
        if made == nil, let requirement = plan.madeInput(of: transition) {
            writer.block("if let made = ", madeCall(requirement, payload: payload), " {") { writer in
                write(transition, payload: payload, navigation: navigation, reply: reply, made: "made", into: &writer)
            }
            return true
        }
        // Format 1.2: a closing step with a second step runs it once it has ended.
        if transition.verb.mayBeFollowedByThen, let second = plan.secondStep(of: transition) {
            writeThen(transition, second, payload: payload, navigation: navigation, reply: reply, into: &writer)
            return true
        }
        let argument = made ?? (takesPayload(transition) ? payload : nil)
        let target = plan.targetName(transition)
        switch transition.verb {
        case .push:
            writer.start()
            writer.add("push(")
            addMakeScreen(target, argument, to: &writer)
            writer.add(", on: ", navigation)
            // Format 1.2, §6: an external screen pushed for an action waiting for its result answers it.
            if let reply, plan.showsExternal(transition) { writer.add(", reply: ", reply) }
            writer.add(")")
            writer.end()
        case .present:
            writer.start()
            // A screen with a `presentation` has a method of its own that presents it in its style.
            // An external screen's own method sets its style on its controller (format 1.2, §6).
            let styled =
                transition.target.screen.map { plan.flow.screens[$0].presentation != nil } ?? false
                && !plan.showsExternal(transition)
            writer.add(styled ? PresentationEmitter.presenterName(target) + "(" : "present(")
            addMakeScreen(target, argument, to: &writer)
            writer.add(", from: ", navigation)
            if let reply { writer.add(", reply: ", reply) }
            writer.add(")")
            writer.end()
        case .replace:
            writer.start()
            writer.add("replace(with: ")
            addMakeScreen(target, argument, to: &writer)
            writer.add(", on: ", navigation, ")")
            writer.end()
        case .pop:
            writer.line("pop(on: ", navigation, ")")
        case .popToRoot:
            writer.line("popToFirstScreen(on: ", navigation, ")")
        case .dismiss:
            writer.line("dismissScreen(on: ", navigation, ")")
        case .start:
            // Only a child that an action waits for takes a reply.
            let replyArgument =
                reply != nil && transition.target.child.flatMap(plan.replyType(ofChild:)) != nil
                ? ", reply: " + (reply ?? "") : ""
            writer.start()
            addStartChild(transition, target, argument, on: navigation, replyArgument: replyArgument, to: &writer)
            writer.end()
        case .finish:
            if let argument {
                writer.line("finish(.", target, "(", argument, "))")
            } else {
                writer.line("finish(.", target, ")")
            }
        case .stay:
            return false
        case .select:
            // The tab's position in the tab bar, which shows the tabs in the order `tabs` lists them.
            guard plan.isTabs, let tab = (plan.flow.tabs ?? []).firstIndex(where: { $0.value == target }) else {
                return false
            }
            writer.line("tabBarController.selectedIndex = ", String(tab), "  // ", target)
        case .alert:
            writer.line(AlertEmitter.showMethod(target), "(", argument.map { $0 + ", " } ?? "", "on: ", navigation, ")")
        case .reset:
            writeReset(transition, target: target, argument: argument, into: &writer)
        case .send:
            if let argument {
                writer.line("onEvent?(.", target, "(", argument, "))")
            } else {
                writer.line("onEvent?(.", target, ")")
            }
        case .return:
            if case .handler = transition.place {
                // An event's handler (the child runs on): answers the action that started the
                // child at once, and moves nothing.
                writer.line("reply?.answer(", plan.returnedValue(transition, argument: argument), ")")
            } else {
                // A presented screen's `return`: answers the action that presented its stack, and
                // dismisses it.
                writer.line(
                    "returnValue(", plan.returnedValue(transition, argument: argument), ", on: ", navigation, ")")
            }
        }
        return true
    }

    /// `reset(to:)` with the screen made once the old one is gone, or `reset(starting:)` with the
    /// child started on the emptied stack (`ResetEmitter`).
    private func writeReset(
        _ transition: ResolvedTransition, target: String, argument: String?, into writer: inout SwiftWriter
    ) {
        writer.start()
        if transition.target.screen != nil {
            writer.add("reset(to: { $0.")
            addMakeScreen(target, argument, to: &writer)
            writer.add(" })")
        } else {
            writer.add("reset(starting: { $0.")
            addStartChild(transition, target, argument, on: "$0.navigationController", replyArgument: "", to: &writer)
            writer.add(" })")
        }
        writer.end()
    }

    /// `start<Child>Flow(argument, on: navigation)`; a child with `entries` (format 1.1) is
    /// started at the entry named, or `main`, which takes the argument:
    /// `start<Child>Flow(on: navigation) { $0.start<Entry>(argument) }`.
    private func addStartChild(
        _ transition: ResolvedTransition, _ target: String, _ argument: String?, on navigation: String,
        replyArgument: String, to writer: inout SwiftWriter
    ) {
        let (child, entry) = Transition.childAndEntry(target)
        if let childFlow = transition.target.child.flatMap(plan.childFlow), plan.graph.flows[childFlow].entries != nil {
            let start = SwiftNames.entryStart(entry.map(String.init) ?? Flow.mainEntry)
            writer.add(
                "start", String(child), "Flow(on: ", navigation, replyArgument,
                KeepEmitter.againArgument(plan, child: transition.target.child, argument: argument), ") { $0.")
            writer.add(start, "(", argument ?? "", ") }")
        } else if let argument {
            writer.add("start", target, "Flow(", argument, ", on: ", navigation, replyArgument, ")")
        } else {
            writer.add("start", target, "Flow(on: ", navigation, replyArgument, ")")
        }
    }

    /// `make<Screen>Screen(argument)`.
    func addMakeScreen(_ screen: String, _ argument: String?, to writer: inout SwiftWriter) {
        writer.add("make")
        writer.add(upperFirst: screen)
        writer.add("Screen(", argument ?? "", ")")
    }

    /// Writes the statement that releases `child` and runs `transition` after it: a move on the
    /// parent's stack in the same `setViewControllers` as the release, anything else once the
    /// release is done.
    ///
    /// A made step (format 1.2) that the work refuses releases the child and moves nothing.
    func writeAfterRelease(
        _ transition: ResolvedTransition, child: String, payload: String?, navigation: String,
        made: String? = nil, into writer: inout SwiftWriter
    ) {
        if made == nil, let requirement = plan.madeInput(of: transition) {
            writer.block("if let made = ", madeCall(requirement, payload: payload), " {", closing: "} else {") {
                writer in
                writeAfterRelease(
                    transition, child: child, payload: payload, navigation: navigation, made: "made", into: &writer)
            }
            writer.indented { writer in release(child, navigation: navigation, into: &writer) }
            writer.line("}")
            return
        }
        // Format 1.2: a closing step with a second step runs once the child is released, and its
        // second step once it has ended.
        if plan.secondStep(of: transition) != nil {
            writer.block("release(", child, ", on: ", navigation, ") { [weak self] in") { writer in
                writer.line("guard let self else { return }")
                write(transition, payload: payload, navigation: navigation, made: made, into: &writer)
            }
            return
        }
        let argument = made ?? (takesPayload(transition) ? payload : nil)
        let target = plan.targetName(transition)
        func change(_ change: String, screen: Bool) {
            writer.start()
            writer.add("release(", child, ", then: .", change)
            if screen {
                writer.add("(")
                addMakeScreen(target, argument, to: &writer)
                writer.add(")")
            }
            writer.add(", on: ", navigation, ")")
            writer.end()
        }
        switch transition.verb {
        // Format 1.2, §6: an external screen is shown once the child is released, as a present is.
        case .push where plan.showsExternal(transition):
            writer.block("release(", child, ", on: ", navigation, ") { [weak self] in") { writer in
                writer.line("guard let self else { return }")
                write(transition, payload: payload, navigation: navigation, made: made, into: &writer)
            }
        case .push: change("push", screen: true)
        case .replace: change("replace", screen: true)
        case .pop: change("pop", screen: false)
        case .popToRoot: change("popToFirstScreen", screen: false)
        case .stay: release(child, navigation: navigation, into: &writer)
        // A reset releases every child, this one with the others, the deepest first.
        case .reset: write(transition, payload: payload, navigation: navigation, made: made, into: &writer)
        case .return:
            // The value goes back to the action that waits for it once the child is gone.
            writer.line(
                "release(", child, ", on: ", navigation, ") { reply?.answer(",
                plan.returnedValue(transition, argument: argument), ") }")
        case .present, .dismiss, .start, .finish, .select, .alert, .send:
            writer.block("release(", child, ", on: ", navigation, ") { [weak self] in") { writer in
                writer.line("guard let self else { return }")
                write(transition, payload: payload, navigation: navigation, made: made, into: &writer)
            }
        }
    }

    /// `work.<place>Input(payload)`: the call that makes a made step's input (format 1.2).
    private func madeCall(_ requirement: FlowPlan.Requirement, payload: String?) -> String {
        "work." + requirement.name + (requirement.parameter == nil ? "()" : "(" + (payload ?? "") + ")")
    }

    /// The statement that releases `child` and does nothing more (as `stay` after it).
    private func release(_ child: String, navigation: String, into writer: inout SwiftWriter) {
        writer.line("release(", child, ", on: ", navigation, ")")
    }

    /// `writeAfterRelease` for one transition (none: the release alone), or a switch over
    /// `choice` for several.
    func runAfterRelease(
        _ transitions: Range<Int>, child: String, choice: String, payload: String?, navigation: String,
        into writer: inout SwiftWriter
    ) {
        if transitions.isEmpty {
            release(child, navigation: navigation, into: &writer)
            return
        }
        if transitions.count == 1 {
            let transition = plan.resolved.transitions[transitions.lowerBound]
            writeAfterRelease(transition, child: child, payload: payload, navigation: navigation, into: &writer)
            return
        }
        writer.line("switch ", choice, " {")
        for (position, caseName) in zip(transitions, plan.caseNames(of: transitions)) {
            let transition = plan.resolved.transitions[position]
            writer.line("case .", caseName, ":")
            writer.indented { writer in
                writeAfterRelease(transition, child: child, payload: payload, navigation: navigation, into: &writer)
            }
        }
        writer.line("}")
    }

    /// Runs one transition, or switches over `choice` (an expression of the choice enum) for
    /// several alternatives.
    func run(
        _ transitions: Range<Int>, choice: String, payload: String?, navigation: String, reply: String? = nil,
        into writer: inout SwiftWriter
    ) {
        if transitions.count == 1 {
            write(
                plan.resolved.transitions[transitions.lowerBound], payload: payload, navigation: navigation,
                reply: reply, into: &writer)
            return
        }
        writer.line("switch ", choice, " {")
        for (position, caseName) in zip(transitions, plan.caseNames(of: transitions)) {
            let transition = plan.resolved.transitions[position]
            writer.line("case .", caseName, ":")
            writer.indented { writer in
                if !write(transition, payload: payload, navigation: navigation, reply: reply, into: &writer) {
                    writer.line("break")
                }
            }
        }
        writer.line("}")
    }

}
