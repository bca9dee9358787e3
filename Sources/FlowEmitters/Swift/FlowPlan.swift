import FlowModel
import FlowRules

/// What the emitters need to know of one flow, worked out once: the Swift names, the app's work
/// (the requirements of the generated protocol) and the choices among alternatives.
///
/// A class: the emitters' closures and the transition code hold the plan for every action, and a
/// copy of a struct this size is a retain and a release of each reference in it (the flow's, the
/// graph's) where a class is one.
final class FlowPlan {
    /// One alternative of a choice: a transition, or, for a `start` list, the first screen to show.
    struct Alternative {
        var caseName: String
        var transition: ResolvedTransition
    }

    /// The generated enum for a choice among alternatives, returned by a work requirement.
    struct Choice {
        var typeName: String
        var summary: String
        var alternatives: [Alternative]
    }

    /// A requirement of the flow's work protocol: work only the app can do.
    struct Requirement {
        var name: String
        var summary: String
        /// The type of the value handed over, if any.
        var parameter: String?
        var parameterLabel: String
        var isAsync: Bool
        var output: String?
        var choice: Choice?
        /// What the skeleton's placeholder is.
        var kind = Kind.action

        enum Kind {
            case action
            case tabBarItem
            /// Makes the work of the child flow named.
            case childWork(String)
            /// Whether a swipe may dismiss a presented child without `back`.
            case swipe
            /// Makes the controller of an external screen (format 1.2, §6), handed the `done` it
            /// calls with the screen's result, of this type (nil: none).
            case externalScreen(result: String?)
        }

        /// The Swift result type; nil for Void.
        var resultType: String? {
            switch (output, choice) {
            case (let output?, let choice?): return "(output: \(output), next: \(choice.typeName))"
            case (let output?, nil): return output
            case (nil, let choice?): return choice.typeName
            case (nil, nil): return nil
            }
        }
    }

    /// A requirement's place: a screen's action, or a child's handler for an outcome.
    private struct Key: Hashable {
        var first: String
        var second: String
    }

    let flow: Flow
    let graph: FlowGraph
    /// The flow's position in `graph.flows`.
    let index: Int
    /// The flow's transitions, resolved once: the emitters read their targets here, by position.
    let resolved: ResolvedFlow
    private(set) var requirements: [Requirement] = []
    /// What the flow's code does for routes; empty without routes.
    let routes: RoutePlan
    private(set) var startRequirement: Requirement?
    /// The choice of each entry whose `start` is a list (format 1.2), by entry name.
    private(set) var entryStartRequirements: [String: Requirement] = [:]
    private var actionRequirements: [Key: Requirement] = [:]
    private var handlerRequirements: [Key: Requirement] = [:]
    /// The requirement of each trigger with alternatives, by its position (format 1.2).
    private(set) var triggerRequirements: [Int: Requirement] = [:]
    /// The requirement of each made step (format 1.2, `FlowPlan+Make.swift`).
    private(set) var madeInputs: [MadeStep: Requirement] = [:]
    /// The position in `resolved.transitions` of the second step of each first step with `then`
    /// (format 1.2, `TransitionCode+Then.swift`), by the first step's place: none in most flows.
    private(set) var secondSteps: [MadeStep: Int] = [:]
    /// The choice among the alternatives of each external screen's `to`, by screen (format 1.2,
    /// `FlowPlan+External.swift`): none in most flows.
    private(set) var externalDoneRequirements: [Int: Requirement] = [:]

    /// The names the code takes from a module that a type of the app may hide, written with
    /// their module (`RuntimeNameQualifier`).
    let hiddenNames: Set<String>

    /// The plan of flow `index` of `graph`; `hiddenNames` as `RuntimeNameQualifier.hiddenNames`
    /// finds them in `graph`.
    init(flow index: Int, graph: FlowGraph, hiddenNames: Set<String>) {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        self.hiddenNames = hiddenNames
        self.flow = flow
        self.graph = graph
        self.index = index
        self.resolved = resolved
        self.routes = RoutePlan(flow: index, graph: graph)
        // By index, field by field: a loop over screens or actions copies each whole (a retain and
        // a release of every reference in it).
        let flowScreens = flow.screens
        if flow.root == .tabs, !(flow.tabs ?? []).isEmpty {
            requirements.append(
                Requirement(
                    name: GeneratedNames.tabBarItemRequirement, summary: "The tab bar item of each tab.",
                    parameter: "Tab",
                    parameterLabel: "for tab", isAsync: false, output: "UITabBarItem", choice: nil, kind: .tabBarItem))
        }
        // A flow with `entries` (format 1.1) starts at the one its parent names: no choice.
        if flow.root == .stack, resolved.entries.count > 1, flow.entries == nil {
            // A start item naming a screen shows it as the flow's first screen.
            let choice = Choice(
                typeName: GeneratedNames.startChoiceType, summary: "What the flow starts with.",
                alternatives: alternatives(resolved.entries))
            let requirement = Requirement(
                name: GeneratedNames.startChoiceRequirement,
                summary: "Which of the flow's `start` alternatives it starts with.",
                parameter: flow.input?.parameterText, parameterLabel: "_ input", isAsync: false, output: nil,
                choice: choice)
            startRequirement = requirement
            requirements.append(requirement)
        }
        // An entry whose `start` is a list (format 1.2) asks the work which, as a `start` list does.
        for entry in flow.entries ?? [] where flow.root == .stack && entry.chooses {
            let requirement = entryStartRequirement(entry)
            entryStartRequirements[entry.name.value] = requirement
            requirements.append(requirement)
        }
        for screen in flowScreens.indices {
            let screenID = flowScreens[screen].id.value
            let actions = flowScreens[screen].actions
            for position in actions.indices {
                let transitions = resolved.alternatives(ofAction: position, onScreen: screen)
                guard let requirement = requirement(screen: screenID, actions, position, transitions) else { continue }
                actionRequirements[Self.key(screenID, actions[position].name.value)] = requirement
                requirements.append(requirement)
            }
        }
        for (childIndex, child) in flow.children.enumerated() {
            for (handlerIndex, handler) in child.handlers.enumerated() where handler.transitions.count > 1 {
                let transitions = resolved.alternatives(ofHandler: handlerIndex, ofChild: childIndex)
                let payload = graph.payload(of: resolved.transitions[transitions.lowerBound], inFlow: index)
                let base = GeneratedNames.handlerBase(child: child.flow.value, outcome: handler.outcome.value)
                // A handler of an event (format 1.1) runs while the child runs on.
                let happened =
                    resolved.handledEvent(ofHandler: handlerIndex, ofChild: childIndex) == nil
                    ? "finished with" : "sent"
                let choice = Choice(
                    typeName: base + "Choice",
                    summary: "What the flow does after \(child.flow.value) \(happened) `\(handler.outcome.value)`.",
                    alternatives: alternatives(transitions))
                let requirement = Requirement(
                    name: GeneratedNames.handlerRequirement(child: child.flow.value, outcome: handler.outcome.value),
                    summary: "Which alternative runs after the \(child.flow.value) flow \(happened) "
                        + "`\(handler.outcome.value)`.",
                    parameter: payload?.parameterText, parameterLabel: "_ payload", isAsync: false, output: nil,
                    choice: choice)
                handlerRequirements[Self.key(child.flow.value, handler.outcome.value)] = requirement
                requirements.append(requirement)
            }
        }
        for trigger in flow.triggers.indices where flow.triggers[trigger].transitions.count > 1 {
            let requirement = triggerRequirement(trigger)
            triggerRequirements[trigger] = requirement
            requirements.append(requirement)
        }
        let started = startedChildren
        for (childIndex, child) in flow.children.enumerated() where started.contains(child.flow.value) {
            let name = child.flow.value
            requirements.append(
                Requirement(
                    name: GeneratedNames.childWorkRequirement(name),
                    // Format 1.2: a kept child is made once, with its work.
                    summary: "The work of the \(name) flow, made "
                        + (KeepEmitter.isGeneratedKept(self, child: childIndex)
                            ? "once: the flow is kept." : "each time it starts."),
                    parameter: nil, parameterLabel: "", isAsync: false, output: "any " + SwiftNames.work(name),
                    choice: nil, kind: .childWork(name)))
            guard child.isPresented || flow.root == .tabs, !flow.isTab(name) else { continue }
            if let childFlow = resolved.childFlows[childIndex], graph.flows[childFlow].root != .tabs,
                !hasBack(childFlow) || child.presentation?.swipeToDismiss == false
            {
                let reason =
                    hasBack(childFlow)
                    ? "whose `present` turns the swipe off" : "which has no `back` outcome"
                requirements.append(
                    Requirement(
                        name: GeneratedNames.childSwipeRequirement(name),
                        summary: "Whether an attempted swipe dismisses the \(name) flow's sheet, \(reason) "
                            + "(say, after asking \"Discard changes?\").",
                        parameter: nil, parameterLabel: "", isAsync: false, output: "Bool", choice: nil, kind: .swipe))
            }
        }
        // A presented screen whose `presentation` turns the swipe off asks the work instead.
        for index in PresentationEmitter.presentedScreens(self)
        where flowScreens[index].presentation?.swipeToDismiss == false {
            let screenID = flowScreens[index].id.value
            requirements.append(
                Requirement(
                    name: GeneratedNames.screenSwipeRequirement(screenID),
                    summary:
                        "Whether an attempted swipe (or tap outside a popover) dismisses the \(screenID) screen, whose "
                        + "`presentation` turns the swipe off (say, after asking \"Discard changes?\").",
                    parameter: nil, parameterLabel: "", isAsync: false, output: "Bool", choice: nil, kind: .swipe))
        }
        for then in resolved.thenSteps {
            guard case .then(let step) = resolved.transitions[then].place else { continue }
            let first = resolved.transitions[step]
            secondSteps[MadeStep(place: first.place, alternative: first.alternative)] = then
        }
        // The inputs made steps hand their targets (format 1.2): none in most flows.
        if !resolved.madeTransitions.isEmpty {
            for (step, requirement) in madeInputRequirements() {
                madeInputs[step] = requirement
                requirements.append(requirement)
            }
        }
        // The controllers of external screens and the choices after them (format 1.2, §6).
        for screen in flowScreens.indices where flowScreens[screen].isExternal {
            let (make, done) = externalRequirements(screen: screen)
            requirements.append(make)
            guard let done else { continue }
            externalDoneRequirements[screen] = done
            requirements.append(done)
        }
    }

    /// The children the flow creates coordinators for: its tabs, the children `start`
    /// transitions name, and those its `start` names.
    var startedChildren: Set<String> { Set(graph.startedFlows[index]) }
    /// `name`, a type of a module the code uses, as the code writes it (`SwiftUI.View` where a
    /// type of the app's may hide it).
    func runtimeName(_ name: String) -> String { RuntimeNameQualifier.spelling(name, hidden: hiddenNames) }

    var name: String { flow.name.value }
    var coordinator: String { SwiftNames.coordinator(name) }
    var outcomeType: String? { flow.outcomes.isEmpty ? nil : SwiftNames.outcome(name) }
    var eventType: String? { flow.events.isEmpty ? nil : SwiftNames.event(name) }
    var workProtocol: String { SwiftNames.work(name) }
    var isTabs: Bool { flow.root == .tabs }
    var choices: [Choice] { requirements.compactMap(\.choice) }

    /// The `back` outcome, when the flow declares one it has.
    var backOutcome: Outcome? { resolved.back?.target.outcome.map { flow.outcomes[$0] } }

    func actionsType(_ screen: Screen) -> String { SwiftNames.actions(flow: name, screen: screen.id.value) }

    /// `actionsType(screen)` of the screen with id `screenName`, written without making the name.
    func addActionsType(screenID screenName: String, to writer: inout SwiftWriter) {
        // The screen's name is left out where it repeats the flow's (`SwiftNames.actions`); ASCII
        // names of other lengths cannot repeat it.
        let mayRepeat = screenName.utf8.count == name.utf8.count || screenName.utf8.contains { $0 >= 0x80 }
        if mayRepeat, SwiftNames.upperFirst(screenName) == name {
            writer.add(name, "Actions")
        } else {
            writer.add(name)
            writer.add(upperFirst: screenName)
            writer.add("Actions")
        }
    }

    func requirement(screen screenID: String, action actionName: String) -> Requirement? {
        actionRequirements[Self.key(screenID, actionName)]
    }

    func requirement(child: Child, handler: Handler) -> Requirement? {
        handlerRequirements[Self.key(child.flow.value, handler.outcome.value)]
    }

    /// Whether the target of `transition` takes a value; when not, the payload is dropped.
    func targetTakesInput(_ transition: ResolvedTransition) -> Bool {
        if transition.target == .undeclared, transition.verb.startsChild {
            // With `missing-identifier` off, `start X` of a flow X missing from `children` still
            // hands on the input that flow X of the set takes.
            return graph.index(of: targetName(transition)).flatMap { graph.flows[$0].input } != nil
        }
        return graph.takenType(by: transition, inFlow: index) != nil
    }

    /// The target's name as the flow writes it ("" for verbs that take none).
    func targetName(_ transition: ResolvedTransition) -> String { resolved.targetName(of: transition, in: flow) ?? "" }

    /// The position in `graph.flows` of the flow that child `child` names.
    func childFlow(_ child: Int) -> Int? { resolved.childFlows[child] }

    /// Whether the flow's children that a `tabs` flow shows include `name`.
    func isTab(_ name: String) -> Bool { flow.isTab(name) }

    /// Whether flow `child` (a position in `graph.flows`) has a `back` outcome: a swipe leaves it
    /// with that outcome.
    func hasBack(_ child: Int) -> Bool { graph.resolved[child].back?.target.outcome != nil }

    private static func key(_ first: String, _ second: String) -> Key { Key(first: first, second: second) }

    /// The alternatives at `positions` in `resolved.transitions`, each with its enum case.
    func alternatives(_ positions: some Collection<Int>) -> [Alternative] {
        zip(positions, caseNames(of: positions)).map { position, caseName in
            Alternative(caseName: caseName, transition: resolved.transitions[position])
        }
    }

    /// The enum cases of the choice among the alternatives at `positions` in
    /// `resolved.transitions`, in order, all different (`SwiftNameScope`): the generated enum
    /// declares them and the switches over it name them. A start item naming a screen shows it
    /// as the flow's first screen: `show<Screen>`.
    func caseNames(of positions: some Collection<Int>) -> [String] {
        var scope = SwiftNameScope()
        return positions.map { position in
            let transition = resolved.transitions[position]
            if case .start = transition.place, transition.target.screen != nil {
                return scope.claim("show" + SwiftNames.upperFirst(resolved.targetName(of: transition, in: flow) ?? ""))
            }
            return scope.claim(SwiftNames.choiceCase(resolved.transition(transition, in: flow)))
        }
    }

    /// What the action at `position` of screen `screenID` asks of the work protocol, if anything;
    /// `transitions` are the positions of its alternatives in `resolved.transitions`.
    private func requirement(
        screen screenID: String, _ actions: [Action], _ position: Int, _ transitions: Range<Int>
    ) -> Requirement? {
        let transitionCount = actions[position].transitions.count
        let isChoice = transitionCount > 1
        guard transitionCount == 0 || actions[position].output != nil || isChoice else { return nil }
        let actionName = actions[position].name.value
        let name = GeneratedNames.actionRequirement(screen: screenID, action: actionName)
        var choice: Choice?
        if isChoice {
            choice = Choice(
                typeName: SwiftNames.upperFirst(name) + "Choice",
                summary: "The alternatives of the \(screenID) screen's `\(actionName)` action.",
                alternatives: alternatives(transitions))
        }
        let summary: String
        if isChoice {
            summary = "The \(screenID) screen's `\(actionName)` action: which alternative runs."
        } else {
            summary = "The \(screenID) screen's `\(actionName)` action."
        }
        return Requirement(
            name: name, summary: summary, parameter: actions[position].input?.parameterText, parameterLabel: "_ input",
            isAsync: actions[position].isAsync, output: actions[position].output?.text, choice: choice)
    }
}

extension Flow {
    /// Whether the tabs of a `tabs` flow include `name`.
    func isTab(_ name: String) -> Bool { (tabs ?? []).contains { $0.value == name } }
}
