import FlowDiagnostics
import FlowModel

/// The other half of `invalid-identifier`: names that are each valid but that the generated Swift
/// would give one name (`GeneratedNames`), which would not compile. Each clash is reported once,
/// at the name that comes second (or at the flow's own name where the first is flowc's alone).
extension InvalidIdentifierRule {
    /// One thing that gets a generated name: what it is, in words, and where the flow names it.
    private struct Namer {
        var what: String
        var position: SourcePosition?
        var flow: Int
    }

    /// Names given in one Swift scope, with who asked for each first.
    private struct Scope {
        var first: [String: Namer] = [:]

        /// A finding message for `namer` when `name` is taken already.
        mutating func take(_ name: String, by namer: Namer, kind: String) -> (Namer, String)? {
            guard let earlier = first[name] else {
                first[name] = namer
                return nil
            }
            return (namer, "\(namer.what) and \(earlier.what) would both generate the \(kind) '\(name)'; rename one")
        }
    }

    /// `invalidNames`: where the checked flows' names were reported as invalid already; a clash
    /// of such a name within its flow is not reported again (one mistake, one finding).
    func generatedNameClashes(_ graph: FlowGraph, invalidNames: Set<SourceLocation>) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        func report(_ clash: (Namer, String)?) {
            guard let (namer, message) = clash else { return }
            let flow = graph.flows[namer.flow]
            findings.append(finding(message, at: namer.position ?? flow.name.position, in: flow))
        }
        for index in graph.checked {
            for clash in requirementClashes(graph, flow: index) { report(clash) }
            for clash in tabClashes(graph.flows[index], flow: index) { report(clash) }
        }
        for index in graph.checked {
            for clash in entryChoiceTypeClashes(graph.flows[index], flow: index) { report(clash) }
        }
        if !findings.isEmpty && !invalidNames.isEmpty { findings.removeAll { invalidNames.contains($0.location) } }
        // Names that two flows would both generate: the workspace's, as the first keeps a name.
        guard graph.checksWorkspace else { return findings }
        for clash in typeClashes(graph) { report(clash) }
        findings += resultTypeClashes(graph)
        findings += routeNameClashes(graph)
        return findings
    }

    /// Two requirements of one flow's work protocol with one name: flowc's own first, then the
    /// actions', the handlers' and the children's, in the order the flow declares them.
    private func requirementClashes(_ graph: FlowGraph, flow index: Int) -> [(Namer, String)] {
        let flow = graph.flows[index]
        let made = graph.resolved[index].madeTransitions
        // A made step's requirement (format 1.2) is named after its place and may take an action's,
        // and an entry's choice (format 1.2, `choose<Entry>Start`) a screen's `choose…` action's.
        let choosingEntries = (flow.entries ?? []).filter(\.chooses)
        let placeNames = PlaceNames(flow)
        guard
            Self.requirementsMayClash(flow, placeNames)
                || Self.madeRequirementsMayClash(made, in: graph.resolved[index], flow: flow, placeNames)
                || Self.entryChoicesMayClash(choosingEntries, flow: flow)
        else { return [] }
        var scope = Scope()
        var clashes: [(Namer, String)] = []
        func take(_ name: String, _ what: String, at position: SourcePosition?) {
            let namer = Namer(what: what, position: position, flow: index)
            if let clash = scope.take(name, by: namer, kind: "work requirement") { clashes.append(clash) }
        }
        if flow.root == .tabs, !(flow.tabs ?? []).isEmpty {
            take(GeneratedNames.tabBarItemRequirement, "the tab bar item of each tab", at: nil)
        }
        if flow.root == .stack, (flow.start?.count ?? 0) > 1, flow.entries == nil {
            take(GeneratedNames.startChoiceRequirement, "the choice among the start alternatives", at: nil)
        }
        for screen in flow.screens {
            for action in screen.actions {
                let count = action.transitions.count
                guard count != 1 || action.output != nil else { continue }
                take(
                    GeneratedNames.actionRequirement(screen: screen.id.value, action: action.name.value),
                    "action '\(action.name.value)' of screen '\(screen.id.value)'", at: action.name.position)
            }
        }
        for child in flow.children {
            for handler in child.handlers where handler.transitions.count > 1 {
                take(
                    GeneratedNames.handlerRequirement(child: child.flow.value, outcome: handler.outcome.value),
                    "the 'on' entry '\(handler.outcome.value)' of child '\(child.flow.value)'",
                    at: handler.outcome.position)
            }
        }
        // Format 1.2: a trigger's choice among its alternatives.
        for trigger in flow.triggers where trigger.transitions.count > 1 {
            take(
                GeneratedNames.triggerRequirement(trigger.name.value), "trigger '\(trigger.name.value)'",
                at: trigger.name.position)
        }
        let started = Set(graph.startedFlows[index])
        for child in flow.children where started.contains(child.flow.value) {
            take(
                GeneratedNames.childWorkRequirement(child.flow.value), "the work of child '\(child.flow.value)'",
                at: child.flow.position)
            take(
                GeneratedNames.childSwipeRequirement(child.flow.value), "the swipe on child '\(child.flow.value)'",
                at: child.flow.position)
        }
        for screen in flow.screens where screen.presentation?.swipeToDismiss == false {
            take(
                GeneratedNames.screenSwipeRequirement(screen.id.value), "the swipe on screen '\(screen.id.value)'",
                at: screen.id.position)
        }
        // Format 1.2, §6: an external screen's controller, and the choice among its `to`'s alternatives.
        for screen in flow.screens where screen.isExternal {
            take(
                GeneratedNames.externalScreenRequirement(screen.id.value),
                "the controller of external screen '\(screen.id.value)'", at: screen.id.position)
            if (screen.external?.transitions.count ?? 0) > 1 {
                take(
                    GeneratedNames.externalDoneRequirement(screen.id.value),
                    "the choice after external screen '\(screen.id.value)'", at: screen.id.position)
            }
        }
        for position in made {
            let transition = graph.resolved[index].transitions[position]
            let written = graph.resolved[index].transition(transition, in: flow)
            let place = TypeMismatchRule.placeWords(transition.place, in: flow, resolved: graph.resolved[index])
            take(
                GeneratedNames.madeInputRequirement(position, in: graph.resolved[index], flow: flow),
                "the input that '\(written)' of \(place) makes", at: transition.position)
        }
        // Last, so that a clash is reported at the entry (format 1.2), the newer construct.
        for entry in choosingEntries where flow.root == .stack {
            take(
                GeneratedNames.entryStartChoiceRequirement(entry: entry.name.value),
                "the choice among the starts of entry '\(entry.name.value)'", at: entry.name.position)
        }
        return clashes
    }

    /// Whether two requirements of `flow` could have one name: a requirement of an action is the
    /// screen id and the action's name from a capital on, so two clash only where one screen id
    /// is the start of another up to a capital (`a` and `aB`), or one is the start of flowc's own
    /// (`tab`, `choose`, `after…`, `make…`, `may…`); two handlers' only where one child's name
    /// starts another's. An external screen's (format 1.2, §6) are `make<Screen>Screen`, flowc's
    /// own, and `<screen>Done`, an action's shape (it has no actions of its own). Each of those
    /// holds only for names that start with a lower-case letter, which the generated name
    /// upper-cases: `save` and `Save` both give `homeSave`. A child named `<Screen>Screen` swiped
    /// away is named as the screen's swipe. Nearly every flow has none of these: nothing more is
    /// made of its names.
    static func requirementsMayClash(_ flow: Flow, _ placeNames: PlaceNames) -> Bool {
        // By index: a `Screen` taken out of the array whole is a copy.
        let screens = flow.screens
        if screens.indices.contains(where: { startsLikeFlowcRequirement(screens[$0].id.value) }) { return true }
        if !namesStartLowerCase(flow, placeNames) { return true }
        if oneStartsAnother(screens.indices.map { screens[$0].id.value }) { return true }
        if flow.children.contains(where: { $0.flow.value.hasSuffix("Screen") }) { return true }
        return flow.children.count > 1 && oneStartsAnother(flow.children.map(\.flow.value))
    }

    /// Whether every name of `flow` that a requirement upper-cases starts with a lower-case ASCII
    /// letter: its screen ids, actions, handlers' outcomes, triggers and entries.
    private static func namesStartLowerCase(_ flow: Flow, _ placeNames: PlaceNames) -> Bool {
        placeNames.startLowerCase
            && flow.screens.indices.allSatisfy { startsLowerCase(flow.screens[$0].id.value) }
            && (flow.entries ?? []).allSatisfy { startsLowerCase($0.name.value) }
    }

    private static func startsLowerCase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    /// What both filters ask of the last names of a flow's requirement places (its actions, its
    /// handlers' outcomes and its triggers), found in one pass over them: every action of the flow
    /// is looked at, and nearly none starts upper-case or ends in `Input`.
    struct PlaceNames {
        /// Whether each starts with a lower-case ASCII letter (`requirementsMayClash`).
        private(set) var startLowerCase = true
        /// Whether one is `input` or ends in `Input` (`madeRequirementsMayClash`).
        private(set) var endLikeMadeInput = false

        init(_ flow: Flow) {
            // By index: an action or a handler taken out of its array whole is a copy.
            for screen in flow.screens.indices {
                for action in flow.screens[screen].actions.indices {
                    look(at: flow.screens[screen].actions[action].name.value)
                }
            }
            for child in flow.children.indices {
                for handler in flow.children[child].handlers.indices {
                    look(at: flow.children[child].handlers[handler].outcome.value)
                }
            }
            for trigger in flow.triggers.indices { look(at: flow.triggers[trigger].name.value) }
        }

        private mutating func look(at name: String) {
            if startLowerCase, !InvalidIdentifierRule.startsLowerCase(name) { startLowerCase = false }
            if !endLikeMadeInput, InvalidIdentifierRule.endsLikeMadeInput(name) { endLikeMadeInput = true }
        }
    }

    /// Whether a made step's requirement (format 1.2, `<place>Input`) could have another's name.
    /// Every other requirement ends in the last name of its place (`<screen><Action>`,
    /// `after<Child><Outcome>`, `trigger<Name>`) or in a word of flowc's (`Work`, `BySwipe`,
    /// `Start`), so only a place whose last name ends in `Input` (`loginInput` beside a made
    /// `login`) or two made places of one name can clash; places that start one another are
    /// `requirementsMayClash`'s. A flow's made steps are few: their names are made and compared.
    static func madeRequirementsMayClash(
        _ made: [Int], in resolved: ResolvedFlow, flow: Flow, _ placeNames: PlaceNames
    ) -> Bool {
        guard !made.isEmpty else { return false }
        if placeNames.endLikeMadeInput { return true }
        var names = Set<String>(minimumCapacity: made.count)
        for position in made
        where !names.insert(GeneratedNames.madeInputRequirement(position, in: resolved, flow: flow)).inserted {
            return true
        }
        return false
    }

    /// Whether `name` is `input` or ends in `Input`, as a made step's requirement does.
    private static func endsLikeMadeInput(_ name: String) -> Bool {
        let bytes = name.utf8
        // The length first: it is stored, where `last` is a call; many action names are shorter.
        guard bytes.count >= 5, bytes.last == UInt8(ascii: "t") else { return false }
        let tail = bytes.suffix(5)
        return tail.elementsEqual("Input".utf8) || (bytes.count == 5 && tail.elementsEqual("input".utf8))
    }

    /// Whether an entry's choice (format 1.2, `choose<Entry>Start`) could have another
    /// requirement's name: only an action's of a screen whose id starts with `choose`
    /// (`chooseList`'s `start`, beside entry `list`).
    static func entryChoicesMayClash(_ entries: [FlowEntry], flow: Flow) -> Bool {
        guard !entries.isEmpty else { return false }
        return flow.screens.indices.contains { flow.screens[$0].id.value.hasPrefix("choose") }
    }

    /// Whether a screen id starts like one of flowc's own requirements (`tabBarItem`,
    /// `chooseStart`, `after…`, `make…`, `mayDismiss…`, `trigger…`).
    private static func startsLikeFlowcRequirement(_ id: String) -> Bool {
        switch id.utf8.first {
        case UInt8(ascii: "t"): id == "tab" || id == "tabBar" || id.hasPrefix("trigger")
        case UInt8(ascii: "c"): id == "choose"
        case UInt8(ascii: "a"): id.hasPrefix("after")
        case UInt8(ascii: "m"): id.hasPrefix("make") || id.hasPrefix("may")
        default: false
        }
    }

    /// Whether one of `names` is the start of another up to a capital (`a` and `aB`), in one pass
    /// over each name's bytes: the FNV-1a hash of a name's start is the running hash of its bytes
    /// there, compared with the hashes of the whole names. Two hashes alike by chance only make
    /// the full check run, which then finds no clash.
    static func oneStartsAnother(_ names: [String]) -> Bool {
        var wholeNames: [UInt64] = []
        var startsBeforeCapitals: [UInt64] = []
        wholeNames.reserveCapacity(names.count)
        for name in names {
            // A native string's bytes in place; a bridged one's walked as a sequence.
            let inPlace: Void? = name.utf8.withContiguousStorageIfAvailable {
                hash($0, whole: &wholeNames, startsBeforeCapitals: &startsBeforeCapitals)
            }
            if inPlace == nil { hash(name.utf8, whole: &wholeNames, startsBeforeCapitals: &startsBeforeCapitals) }
        }
        return !startsBeforeCapitals.isEmpty && !Set(wholeNames).isDisjoint(with: startsBeforeCapitals)
    }

    private static func hash(
        _ bytes: some Collection<UInt8>, whole: inout [UInt64], startsBeforeCapitals: inout [UInt64]
    ) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (offset, byte) in bytes.enumerated() {
            if offset > 0, byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { startsBeforeCapitals.append(hash) }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        whole.append(hash)
    }

    /// Format 1.2: the choice enum of an entry whose `start` is a list, `<Entry>StartChoice`, and
    /// another choice enum of the coordinator with its name: an action's (`<Screen><Action>Choice`,
    /// entry `main` and action `start` of screen `main`), a handler's (`After<Child><Outcome>Choice`)
    /// or a trigger's (`Trigger<Name>Choice`). Reported at the entry; a flow without such an entry has nothing new to compare.
    private func entryChoiceTypeClashes(_ flow: Flow, flow index: Int) -> [(Namer, String)] {
        guard flow.root == .stack, let entries = flow.entries, entries.contains(where: \.chooses) else { return [] }
        var scope = Scope()
        for screen in flow.screens {
            for action in screen.actions where action.transitions.count > 1 {
                let requirement = GeneratedNames.actionRequirement(screen: screen.id.value, action: action.name.value)
                let namer = Namer(
                    what: "action '\(action.name.value)' of screen '\(screen.id.value)'",
                    position: action.name.position,
                    flow: index)
                _ = scope.take(GeneratedNames.choiceType(requirement: requirement), by: namer, kind: "type")
            }
        }
        for child in flow.children {
            for handler in child.handlers where handler.transitions.count > 1 {
                let requirement = GeneratedNames.handlerRequirement(
                    child: child.flow.value, outcome: handler.outcome.value)
                let namer = Namer(
                    what: "the 'on' entry '\(handler.outcome.value)' of child '\(child.flow.value)'",
                    position: handler.outcome.position, flow: index)
                _ = scope.take(GeneratedNames.choiceType(requirement: requirement), by: namer, kind: "type")
            }
        }
        // A trigger's (format 1.2, `Trigger<Name>Choice`): trigger `start` and entry `trigger`.
        for trigger in flow.triggers where trigger.transitions.count > 1 {
            let namer = Namer(what: "trigger '\(trigger.name.value)'", position: trigger.name.position, flow: index)
            let requirement = GeneratedNames.triggerRequirement(trigger.name.value)
            _ = scope.take(GeneratedNames.choiceType(requirement: requirement), by: namer, kind: "type")
        }
        var clashes: [(Namer, String)] = []
        for entry in entries where entry.chooses {
            let namer = Namer(what: "entry '\(entry.name.value)'", position: entry.name.position, flow: index)
            let type = GeneratedNames.entryStartChoiceType(entry: entry.name.value)
            if let clash = scope.take(type, by: namer, kind: "type") { clashes.append(clash) }
        }
        return clashes
    }

    /// Two tabs of a `tabs` flow with one case of its `Tab` enum (`URLList` and `UrlList`), or a
    /// tab whose case is the enum's `allCases` (`CaseIterable`'s, which the SwiftUI backend reads).
    private func tabClashes(_ flow: Flow, flow index: Int) -> [(Namer, String)] {
        guard flow.root == .tabs, let tabs = flow.tabs, !tabs.isEmpty else { return [] }
        var scope = Scope()
        scope.first["allCases"] = Namer(what: "CaseIterable's 'allCases'", position: nil, flow: index)
        var clashes: [(Namer, String)] = []
        for tab in tabs {
            // A tab listed twice is `duplicate-identifier`'s.
            guard scope.first[GeneratedNames.tabCase(tab.value)]?.what != "tab '\(tab.value)'" else { continue }
            let namer = Namer(what: "tab '\(tab.value)'", position: tab.position, flow: index)
            if let clash = scope.take(GeneratedNames.tabCase(tab.value), by: namer, kind: "case of 'Tab'") {
                clashes.append(clash)
            }
        }
        return clashes
    }

    /// Two types of the generated files with one name: the actions of screens of two flows
    /// (`Check` with `outCart`, `CheckOut` with `cart`), a flow's work and another's skeleton
    /// (`LiveStream` and `Stream`), a flow's type and one of the runtime's (`Flowc`).
    /// Whether `view` could be a type the generated code declares: one of a flow's (each ends in
    /// a word of `GeneratedNames`: `<Flow>Coordinator`, `<Flow><Screen>Actions`, `Live<Flow>Work`,
    /// …) or the runtime's (`Flowc…`). Every screen's view is asked: its last byte first, which
    /// rules out nearly every one (`…ViewController`, `…View`).
    private static func endsLikeGeneratedType(_ view: String) -> Bool {
        if view.utf8.first == UInt8(ascii: "F"), view.hasPrefix("Flowc") { return true }
        guard let last = view.utf8.last else { return false }
        return generatedTypeEndings[Int(last)].contains { view.hasSuffix($0) }
            || namedTypesByLastByte[Int(last)].contains { $0.utf8.count == view.utf8.count && $0 == view }
    }

    /// `GeneratedNames.typesTheCodeNames` by their last byte, so that a view is compared with
    /// the few that end as it does (their lengths first: Swift's string comparison is slower).
    private static let namedTypesByLastByte: [[String]] = {
        var names = [[String]](repeating: [], count: 256)
        for name in GeneratedNames.typesTheCodeNames.sorted() { names[Int(name.utf8.last!)].append(name) }
        return names
    }()

    /// The words a flow's generated types end in, by their last byte (an array of 256, as this is
    /// asked of every view): the types of a flow with an empty name (`Live<Flow>Work` ends as
    /// `<Flow>Work` does).
    private static let generatedTypeEndings: [[String]] = {
        var endings = [[String]](repeating: [], count: 256)
        for word in GeneratedNames.flowTypes("") + [
            GeneratedNames.actionsType(flow: "", screen: ""), "Choice", "Result",
        ] {
            endings[Int(word.utf8.last!)].append(word)
        }
        return endings
    }()

    private func typeClashes(_ graph: FlowGraph) -> [(Namer, String)] {
        let names = graph.flows.map(\.name.value)
        // Only a flow name that starts another (at a capital), `Live…` or `Flowc…` can clash, and
        // a view (a type of the app's) only where it ends as a generated type does.
        let mayClash =
            names.contains { $0.hasPrefix("Live") || $0.hasPrefix("Flowc") } || Self.oneStartsAnother(names)
            || graph.flows.contains { flow in
                flow.screens.indices.contains { flow.screens[$0].view.map(Self.endsLikeGeneratedType) ?? false }
            }
        guard mayClash else { return [] }
        var scope = Scope()
        var clashes: [(Namer, String)] = []
        func take(_ name: String, _ what: String, at position: SourcePosition, flow: Int) {
            let namer = Namer(what: what, position: position, flow: flow)
            if let clash = scope.take(name, by: namer, kind: "type") { clashes.append(clash) }
        }
        for name in GeneratedNames.supportNames.sorted() {
            scope.first[name] = Namer(what: "flowc's runtime", position: nil, flow: 0)
        }
        for (index, flow) in graph.flows.enumerated() {
            let name = flow.name.value
            for type in GeneratedNames.flowTypes(name) {
                take(type, "flow '\(name)'", at: flow.name.position, flow: index)
            }
            take(GeneratedNames.liveWork(name), "the skeleton of flow '\(name)'", at: flow.name.position, flow: index)
        }
        for (index, flow) in graph.flows.enumerated() {
            for screen in flow.screens {
                take(
                    GeneratedNames.actionsType(flow: flow.name.value, screen: screen.id.value),
                    "screen '\(screen.id.value)' of flow '\(flow.name.value)'", at: screen.id.position, flow: index)
            }
        }
        // The enums a coordinator nests for choices and named answers, made only where a view
        // ends as one does.
        var nested: Set<String>?
        // A view is the app's type, which screens may share: it clashes with a generated type
        // only, reported at its screen.
        for (index, flow) in graph.flows.enumerated() {
            for screen in flow.screens {
                guard let view = screen.view else { continue }
                let namer = Namer(what: "view '\(view)'", position: screen.id.position, flow: index)
                if view.hasSuffix("Choice") || view.hasSuffix("Result"), scope.first[view] == nil {
                    if nested == nil { nested = GeneratedNames.nestedTypes(in: graph) }
                    if nested?.contains(view) == true {
                        clashes.append(
                            (
                                namer,
                                "view '\(view)' of screen '\(screen.id.value)' is the name of an enum a generated "
                                    + "coordinator nests for a choice or named answers; rename it"
                            ))
                        continue
                    }
                }
                if let generating = scope.first[view] {
                    clashes.append(
                        (
                            namer,
                            "view '\(view)' of screen '\(screen.id.value)' is the type \(generating.what) generates; rename it"
                        ))
                } else if GeneratedNames.typesTheCodeNames.contains(view) {
                    clashes.append(
                        (
                            namer,
                            "view '\(view)' of screen '\(screen.id.value)' is a name the generated code uses "
                                + "(from UIKit, SwiftUI, Foundation or Swift), which it would take for the view; rename it"
                        ))
                }
            }
        }
        return clashes
    }
}
