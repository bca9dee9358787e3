import FlowDiagnostics
import FlowYAML

/// Decodes the documents of one file into flows.
///
/// Every schema problem in the file is reported, not just the first: the decoder leaves out what
/// it cannot read and goes on, so that one typo does not hide the rest of the findings.
public struct FlowDecoder {
    private let types: TypeExpressionParser
    private let limits: YAMLLimits

    /// `types` caches parsed type expressions; share one per thread across files. Of `limits`,
    /// the decoder checks `flowsPerFile` and `screensPerFlow`.
    public init(types: TypeExpressionParser = TypeExpressionParser(), limits: YAMLLimits = .standard) {
        self.types = types
        self.limits = limits
    }

    /// Past a limit, a `syntax` finding names it and decoding stops: the flows before it count.
    public func decode(_ tree: YAMLTree, file: String) -> FlowFile {
        var context = DecodingContext(tree: tree, file: file, types: types)
        context.screensPerFlow = limits.screensPerFlow
        context.diagnostics = tree.diagnostics
        var flows: [Flow] = []
        var flowFindings: [Range<Int>] = []
        var flowDocuments = 0
        for document in tree.documents {
            if tree.isNull(document) { continue }  // an empty document
            flowDocuments += 1
            if flowDocuments > limits.flowsPerFile {
                context.flowName = nil
                context.report(
                    .syntax,
                    "the file has more than \(limits.flowsPerFile) flows (limits.flowsPerFile); "
                        + "the flows from here on are not read",
                    at: document)
                break
            }
            context.flowName = nil
            let firstFinding = context.diagnostics.count
            let flow = context.flow(document)
            if context.limitReached { break }
            if let flow {
                flows.append(flow)
                flowFindings.append(firstFinding..<context.diagnostics.count)
            }
        }
        var decoded = FlowFile(path: file, flows: flows, diagnostics: context.diagnostics, flowFindings: flowFindings)
        decoded.unreadFlowName = tree.unfinishedFlowName
        return decoded
    }
}

/// Values the format spells out.
enum FlowKeys {
    static let roots = Flow.Root.allCases.map(\.rawValue)
}

extension DecodingContext {
    mutating func flow(_ node: Node) -> Flow? {
        waitingPushes = []
        refusedSecondSteps = []
        wordsOfUnreadTransitions = []
        guard tree.kind(node) == .mapping else {
            schema("a flow document must be a map with a 'flow' key, not \(tree.kindDescription(node))", at: node)
            return nil
        }
        let firstFinding = diagnostics.count
        guard let map = keyedMap(node, "a flow", keys: format.flowKeys) else { return nil }
        var name: Located<String>?
        if let nameNode = map[.flow] {
            name = located(nameNode, "'flow'")
            flowName = name?.value
            // The flow's own keys were read before its name (an unknown key, one written twice):
            // their findings belong to the flow too, so that reports and graphs place them there.
            if let flowName {
                for index in firstFinding..<diagnostics.count where diagnostics[index].flow == nil {
                    diagnostics[index].flow = flowName
                }
            }
        } else {
            schema("a flow needs a 'flow' key with its name", at: node)
        }

        var root = Flow.Root.stack
        if let rootNode = map[.root], let text = text(rootNode, "'root'") {
            if let value = Flow.Root(rawValue: text) {
                root = value
            } else {
                schema(
                    "'root' is 'stack' or 'tabs', not '\(text)'\(Suggestion.hint(for: text, among: FlowKeys.roots))",
                    at: rootNode)
            }
        }
        var flow = Flow(
            name: name ?? Located("", at: position(of: node)), location: location(of: node), root: root)
        if let entry = map[.entry] {
            let isEntry = boolean(entry, "'entry'")
            flow.isEntry = isEntry ?? false
            flow.hasUnreadableEntry = isEntry == nil
        }
        if let input = map[.input] { flow.input = type(input, "'input'") }
        // `screens` and `start` follow the root, as `tabs` does: in a flow of the other root they
        // are reported (`checkRootShape`) and not read, so nothing in them is checked or counts.
        if root == .stack, let start = map[.start] { flow.start = startList(start) }
        if let entries = map[.entries] { readEntries(entries, of: map, into: &flow) }
        if let outcomes = map[.outcomes] { flow.outcomes = self.outcomes(outcomes) }
        var eventsNamedAsOutcomes: [String] = []
        if let events = map[.events] {
            flow.events = self.events(events, outcomes: flow.outcomes, leftOut: &eventsNamedAsOutcomes)
        }
        if let back = map[.back] { flow.back = located(back, "'back'") }
        // Every entry counts, a repeated key too: each repeat would be a finding of its own.
        if root == .stack, let screens = map[.screens], tree.kind(screens) == .mapping,
            tree.itemCount(screens) > screensPerFlow
        {
            var firstPast = tree.pairs(screens).dropFirst(screensPerFlow).makeIterator()
            report(
                .syntax,
                "flow '\(name?.value ?? "")' has \(tree.itemCount(screens)) screens, over the limit of "
                    + "\(screensPerFlow) (limits.screensPerFlow); the flows from here on are not read",
                at: firstPast.next()?.key ?? screens)
            limitReached = true
            return nil
        }
        if root == .stack, let screens = map[.screens], let entries = entries(of: screens, "'screens'") {
            flow.screens.reserveCapacity(entries.count)
            for entry in entries { flow.screens.append(screen(entry)) }
        }
        if !waitingPushes.isEmpty {
            checkWaitingPushes(externalScreens: Set(flow.screens.lazy.filter(\.isExternal).map(\.id.value)))
        }
        if let children = map[.children], let entries = entries(of: children, "'children'") {
            flow.children = entries.map { child($0) }
        }
        if root == .tabs, let tabs = map[.tabs] { flow.tabs = nameList(tabs, "'tabs'") }
        if let alerts = map[.alerts], !isNull(alerts) { flow.alerts = self.alerts(alerts) }
        var unreadRouteDestinations: [Transition] = []
        if let routes = map[.routes] {
            flow.routes = self.routes(routes, unreadDestinations: &unreadRouteDestinations)
        }
        if let triggers = map[.triggers] { flow.triggers = self.triggers(triggers, root: root) }
        checkKeptChildren(&flow)
        checkRootShape(map, root: root)
        flow.setRefused(
            secondSteps: refusedSecondSteps, words: wordsOfUnreadTransitions,
            eventsNamedAsOutcomes: eventsNamedAsOutcomes, routeDestinations: unreadRouteDestinations)
        return name == nil ? nil : flow
    }

    /// `screens`, `start` and `tabs` follow the root.
    private mutating func checkRootShape(_ map: KeyedMap<FlowKey>, root: Flow.Root) {
        switch root {
        case .stack:
            if let tabs = map.keyNode(.tabs) {
                schema("'tabs' belongs to flows with 'root: tabs'; this flow's root is a stack", at: tabs)
            }
            if !map.has(.start) && !map.has(.entries) {
                schema("a stack flow needs a 'start' key: a screen id or a child flow name", at: map.node)
            }
        case .tabs:
            for key in [FlowKey.screens, .start] {
                if let keyNode = map.keyNode(key) {
                    schema("a tabs flow has no '\(key)'; each tab is a child flow with its own screens", at: keyNode)
                }
            }
            if !map.has(.tabs) {
                schema("a tabs flow needs a 'tabs' key listing its tab flows in order", at: map.node)
            }
        }
    }

    /// `entries` (format 1.1): each a map with its `input` and its `start`, one screen or child
    /// (format 1.2: or a list of them, and the `outcomes` the entry finishes with).
    /// Their starts become the flow's `start` list, each once; a `start` or `input` of the flow
    /// beside them is reported and left out, as `entries` is in a tabs flow.
    private mutating func readEntries(_ node: Node, of map: KeyedMap<FlowKey>, into flow: inout Flow) {
        guard flow.root == .stack else {
            schema(
                "a tabs flow has no 'entries'; each tab is a child flow with its own", at: map.keyNode(.entries) ?? node
            )
            return
        }
        for key in [FlowKey.start, .input] {
            if let keyNode = map.keyNode(key) {
                schema("a flow with 'entries' has no '\(key)'; each entry has its own", at: keyNode)
            }
        }
        flow.input = nil
        guard let list = entries(of: node, "'entries'") else { return }
        guard !list.isEmpty else {
            schema("'entries' must name at least one entry", at: node)
            return
        }
        var entries: [FlowEntry] = []
        var starts: [Located<String>] = []
        for item in list {
            var entry = FlowEntry(name: Located(item.key, at: position(of: item.keyNode)))
            if let entryMap = keyedMap(item.value, "entry '\(item.key)'", keys: format.entryKeys) {
                entry.input = entryMap[.input].flatMap { type($0, "'input'") }
                if let start = entryMap[.start] {
                    // Format 1.2: a list, chosen by the work at run time, as the flow's `start` list.
                    entry.starts = startList(start)
                } else {
                    schema("entry '\(item.key)' needs a 'start': a screen id or a child flow name", at: item.value)
                }
                if let outcomes = entryMap[.outcomes] {
                    entry.outcomes = nameList(outcomes, "the 'outcomes' of an entry")
                }
            }
            for start in entry.starts ?? [] where !starts.contains(where: { $0.value == start.value }) {
                starts.append(start)
            }
            entries.append(entry)
        }
        flow.entries = entries
        flow.start = starts
    }

    private mutating func startList(_ node: Node) -> [Located<String>]? {
        tree.kind(node) == .sequence ? nameList(node, "'start'") : located(node, "'start'").map { [$0] }
    }

    /// A list of names, at least one, no two alike.
    mutating func nameList(_ node: Node, _ what: StaticString) -> [Located<String>]? {
        guard tree.kind(node) == .sequence else {
            schema("\(what) must be a list of names, not \(tree.kindDescription(node))", at: node)
            return nil
        }
        guard tree.itemCount(node) > 0 else {
            schema("\(what) must list at least one name", at: node)
            return nil
        }
        var result: [Located<String>] = []
        for item in tree.children(node) {
            guard let name = located(item, "an item of \(what)") else {
                // A transition's long form (`{to: vaultUnlock, make: true}`, which a `start` item
                // cannot take): the screen its `to` names is this finding's, not also unreachable.
                if tree.kind(item) == .mapping {
                    for pair in tree.pairs(item)
                    where tree.scalar(pair.key, is: "to") && tree.kind(pair.value) == .scalar {
                        wordsOfUnreadTransitions.append(tree.text(pair.value))
                    }
                }
                continue
            }
            if result.contains(where: { $0.value == name.value }) {
                schema("'\(name.value)' is listed twice in \(what)", at: item)
                continue
            }
            result.append(name)
        }
        return result
    }

    mutating func outcomes(
        _ node: Node, what: String = "an outcome name", listed: String = "outcome", map: String = "'outcomes'"
    ) -> [Outcome] {
        if tree.kind(node) == .sequence {
            var result: [Outcome] = []
            for item in tree.children(node) {
                guard let name = located(item, what) else { continue }
                if result.contains(where: { $0.name.value == name.value }) {
                    report(.duplicateIdentifier, "\(listed) '\(name.value)' is listed twice", at: item)
                    continue
                }
                result.append(Outcome(name: name))
            }
            return result
        }
        guard let entries = entries(of: node, map) else { return [] }
        return entries.map { entry in
            let payload: TypeExpression? =
                isNull(entry.value) ? nil : type(entry.value, "the payload of \(listed) '\(entry.key)'")
            return Outcome(name: Located(entry.key, at: position(of: entry.keyNode)), payload: payload)
        }
    }

    /// `events`, read as `outcomes` are; a name an outcome has too would make the parent's `on`
    /// entry ambiguous, so it is reported and left out (its name in `leftOut`).
    private mutating func events(_ node: Node, outcomes: [Outcome], leftOut: inout [String]) -> [Outcome] {
        var result: [Outcome] = []
        for event in self.outcomes(node, what: "an event name", listed: "event", map: "'events'") {
            guard outcomes.contains(where: { $0.name.value == event.name.value }) else {
                result.append(event)
                continue
            }
            leftOut.append(event.name.value)
            report(
                .duplicateIdentifier, "event '\(event.name.value)' has the name of an outcome of the flow",
                at: event.name.position)
        }
        return result
    }

    // A screen and its actions are built from local values and made once at the end: filling in
    // a `var screen` field by field copies the struct (a retain per field) at every step.
    private mutating func screen(_ entry: consuming MapEntry) -> Screen {
        let id = Located(entry.key, at: position(of: entry.keyNode))
        var view: String?
        var storyboard: String?
        var identifier: String?
        var isSwiftUI = false
        var input: TypeExpression?
        var actions: [Action] = []
        var presentation: Presentation?
        var external: ExternalScreen?
        if !isNull(entry.value), let map = keyedMap(entry.value, "screen '\(entry.key)'", keys: format.screenKeys) {
            view = map[.view].flatMap { text($0, "'view'") }
            storyboard = map[.storyboard].flatMap { text($0, "'storyboard'") }
            identifier = map[.identifier].flatMap { text($0, "'identifier'") }
            isSwiftUI = map[.swiftui].flatMap { boolean($0, "'swiftui'") } ?? false
            input = map[.input].flatMap { type($0, "'input'") }
            if let node = map[.actions] {
                actions.reserveCapacity(tree.itemCount(node))
                forEachEntry(of: node, "the actions of screen '\(entry.key)'") { context, entry in
                    actions.append(context.action(entry))
                }
            }
            if let node = map[.presentation] { presentation = self.presentation(node, "'presentation'") }
            // Format 1.2: an external screen (`external: true`, its `result` and `to`).
            if map.has(.external) || map.has(.result) || map.has(.to) {
                external = externalScreen(map, screen: entry.key)
                if external != nil { (view, storyboard, identifier, isSwiftUI, actions) = (nil, nil, nil, false, []) }
            }
            // `external: false` is a screen of the app's own, checked as one.
            if external == nil, isSwiftUI, let node = map[.storyboard] ?? map[.identifier] {
                // A SwiftUI view is made in code: a storyboard would be ignored without a word. (An
                // external screen has neither, which `externalScreen` reports.)
                schema(
                    "screen '\(entry.key)' is a SwiftUI view ('swiftui: true'), made in code: 'storyboard' and "
                        + "'identifier' are for a view controller in a storyboard",
                    at: node)
                (storyboard, identifier) = (nil, nil)
            }
        }
        return Screen(
            id: id, view: view, storyboard: storyboard, identifier: identifier, isSwiftUI: isSwiftUI, input: input,
            actions: actions, presentation: presentation, external: external)
    }

    private mutating func action(_ entry: consuming MapEntry) -> Action {
        let name = Located(entry.key, at: position(of: entry.keyNode))
        var input: TypeExpression?
        var output: TypeExpression?
        var isAsync = false
        var transitions: Transitions = []
        var result: TypeExpression?
        var answers: [Outcome]?
        switch tree.kind(entry.value) {
        case .scalar where isNull(entry.value):
            break  // an action that navigates nowhere
        case .scalar, .sequence:
            transitions = self.transitions(entry.value, "action '\(entry.key)'")
        case .mapping:
            guard let map = keyedMap(entry.value, "action '\(entry.key)'", keys: format.actionKeys) else { break }
            input = map[.input].flatMap { type($0, "'input'") }
            output = map[.output].flatMap { type($0, "'output'") }
            isAsync = map[.async].flatMap { boolean($0, "'async'") } ?? false
            if let to = map[.to], !isNull(to) {
                transitions = self.transitions(to, "'to' of action '\(entry.key)'")
            }
            if let make = map[.make], let keyNode = map.keyNode(.make) {
                applyMake(make, key: keyNode, to: &transitions, toNode: map[.to], owner: "action '\(entry.key)'")
            }
            if let then = map[.then], let keyNode = map.keyNode(.then) {
                applyThen(then, key: keyNode, to: &transitions, toNode: map[.to], owner: "action '\(entry.key)'")
            }
            if let resultNode = map[.result] {
                if tree.kind(resultNode) == .scalar {
                    result = actionResult(resultNode, of: map, transitions: transitions, action: entry.key)
                } else {
                    // Format 1.2: a list of names, or a map from name to payload type.
                    let named = resultAnswers(resultNode, action: entry.key)
                    answers = named
                    if !named.isEmpty { checkWaiting(resultNode, of: map, transitions: transitions, action: entry.key) }
                }
            }
        }
        return Action(
            name: name, input: input, output: output, isAsync: isAsync, transitions: transitions, result: result,
            answers: answers)
    }

    /// An action's `result` (format 1.1): the action waits for it, so its answer is the result
    /// and it is asynchronous; it asks a child it starts or a screen it presents.
    private mutating func actionResult(
        _ node: Node, of map: KeyedMap<ActionKey>, transitions: Transitions, action: String
    ) -> TypeExpression? {
        guard let result = type(node, "'result'") else { return nil }
        checkWaiting(node, of: map, transitions: transitions, action: action)
        return result
    }

    /// What an action with a `result`, a type or named answers, must be: without `output` and
    /// `async: false`, its `to` starting a child or presenting a screen in each alternative.
    mutating func checkWaiting(_ node: Node, of map: KeyedMap<ActionKey>, transitions: Transitions, action: String) {
        if let output = map.keyNode(.output) {
            schema(
                "action '\(action)' waits for its 'result', which is its answer; it has no 'output' as well",
                at: output)
        }
        if let async = map[.async], tree.kind(async) == .scalar, tree.boolean(async) == false {
            schema(
                "action '\(action)' waits for its 'result', so it is asynchronous; 'async: false' contradicts it",
                at: async)
        }
        // Format 1.2, §6: a push answers when it pushes an external screen, which only the flow's
        // screens tell, read after this one: the check waits for them (`checkWaitingPushes`).
        if transitions.indices.contains(where: {
            transitions.verbAndTarget(at: $0).verb == .push || transitions.then(at: $0)?.verb == .push
        }) {
            waitingPushes.append(
                WaitingPushes(result: map.keyNode(.result) ?? node, transitions: transitions, at: diagnostics.count))
            return
        }
        let answers = transitions.indices.map { transitions.verbAndTarget(at: $0).verb.opensWhatReturnsAResult }
        reportUnanswered(node: map.keyNode(.result) ?? node, transitions: transitions, answers: answers)
    }

    /// The checks `checkWaiting` left for the flow's screens: each push answers if it pushes one
    /// of `externalScreens`. Their findings go where `checkWaiting` would have reported them, so
    /// that a file's findings keep their order.
    mutating func checkWaitingPushes(externalScreens: Set<String>) {
        let waiting = waitingPushes
        waitingPushes = []
        var inserted = 0
        for check in waiting {
            let transitions = check.transitions
            let answers = transitions.indices.map { index in
                let (verb, target) = transitions.verbAndTarget(at: index)
                return verb.opensWhatReturnsAResult || (verb == .push && target.map(externalScreens.contains) == true)
            }
            let end = diagnostics.count
            reportUnanswered(
                node: check.result, transitions: transitions, answers: answers, externalScreens: externalScreens)
            guard diagnostics.count > end else { continue }
            let found = diagnostics[end...]
            diagnostics.removeSubrange(end...)
            diagnostics.insert(contentsOf: found, at: check.findingsAt + inserted)
            inserted += found.count
        }
    }

    /// What `checkWaiting` reports of a `result` (at `node`) whose alternatives answer as `answers` say.
    private mutating func reportUnanswered(
        node: Node, transitions: Transitions, answers: [Bool], externalScreens: Set<String> = []
    ) {
        let secondStep = { (alternative: Int) in
            Self.secondStepThatAnswers(transitions, at: alternative, externalScreens: externalScreens)
        }
        if !answers.contains(true) {
            // The first alternative whose second step would answer, once the asking screen is closed.
            let closingThenAnswering = transitions.indices.lazy.compactMap { index in
                secondStep(index).map { (index, $0) }
            }
            if let (closing, second) = closingThenAnswering.first {
                schema(
                    "'result' waits for an answer to the screen that asks, but '\(transitions[closing])' closes it before 'then' runs '\(second)': nothing would hear the answer; show it from this screen, or leave 'result' out",
                    at: node)
                return
            }
            schema(
                "'result' needs a 'to' that starts a child flow, presents a screen or pushes an external screen, which hands the value back",
                at: node)
        } else {
            // Every alternative must be able to answer: one that does none would leave the action
            // waiting for a value that nothing hands back.
            for alternative in transitions.indices where !answers[alternative] {
                let problem =
                    secondStep(alternative).map {
                        "'\(transitions[alternative])' closes the screen that asks before 'then' runs '\($0)', so nothing would hear the answer"
                    } ?? "'\(transitions[alternative])' does none of these"
                report(
                    .schema,
                    "'result' needs each alternative of 'to' to start a child flow, present a screen or push an external screen, which hands the value back; \(problem)",
                    at: transitions.position(at: alternative))
            }
        }
    }

    /// The second step of the alternative at `position` when it opens what would answer a
    /// `result` after the first has closed the asking screen (`{to: dismiss, then: present card}`;
    /// a push, of one of `externalScreens`).
    private static func secondStepThatAnswers(
        _ transitions: Transitions, at position: Int, externalScreens: Set<String>
    ) -> Transition? {
        guard let step = transitions.then(at: position) else { return nil }
        let answers =
            step.verb.opensWhatReturnsAResult
            || (step.verb == .push && step.target.map(externalScreens.contains) == true)
        return answers ? step : nil
    }

    private mutating func child(_ entry: MapEntry) -> Child {
        var child = Child(flow: Located(entry.key, at: position(of: entry.keyNode)))
        if isNull(entry.value) { return child }
        guard let map = keyedMap(entry.value, "child '\(entry.key)'", keys: format.childKeys) else { return child }
        if let present = map[.present] {
            if tree.kind(present) == .mapping {
                child.isPresented = true
                child.presentation = presentation(present, "'present'")
            } else {
                child.isPresented = boolean(present, "'present'", alternative: "a presentation map") ?? false
            }
        }
        if let permanent = map[.permanent] { child.isPermanent = boolean(permanent, "'permanent'") ?? false }
        if let keep = map[.keep], let keyNode = map.keyNode(.keep) {
            self.keep(keep, key: keyNode, of: &child)
        }
        if let on = map[.on], !isNull(on),
            let entries = entries(of: on, "the 'on' handlers of child '\(entry.key)'")
        {
            child.handlers = entries.map { handler in
                Handler(
                    outcome: Located(handler.key, at: position(of: handler.keyNode)),
                    transitions: transitions(handler.value, "the handler of outcome '\(handler.key)'"))
            }
        }
        return child
    }

    // MARK: - Presentation

    /// A `presentation` (screen) or `present` (child) map. Combinations UIKit does not have are
    /// `schema` findings, and what they name is left out.
    private mutating func presentation(_ node: Node, _ what: StaticString) -> Presentation? {
        guard let map = keyedMap(node, "\(what)", keys: format.presentationKeys) else { return nil }
        var presentation = Presentation(position: position(of: node))
        if let styleNode = map[.style], let text = text(styleNode, "'style'") {
            if let style = Presentation.Style(rawValue: text) {
                presentation.style = style
            } else {
                let styles = Presentation.Style.allCases.map(\.rawValue)
                schema(
                    "'style' is one of \(styles.joined(separator: ", ")), not '\(text)'"
                        + Suggestion.hint(for: text, among: styles),
                    at: styleNode)
            }
        }
        let style = presentation.effectiveStyle
        if let detentsNode = map[.detents] {
            if !style.isSheet, let keyNode = map.keyNode(.detents) {
                schema(
                    "a \(style.rawValue) presentation has no detents; 'detents' belong to sheet, pageSheet and formSheet",
                    at: keyNode)
            } else {
                presentation.detents = detents(detentsNode)
            }
        }
        if let swipeNode = map[.swipeToDismiss], let swipe = boolean(swipeNode, "'swipeToDismiss'") {
            if !style.canBeSwipedAway, let keyNode = map.keyNode(.swipeToDismiss) {
                schema(
                    "a \(style.rawValue) presentation cannot be swiped away; 'swipeToDismiss' has nothing to turn off",
                    at: keyNode)
            } else {
                presentation.swipeToDismiss = swipe
            }
        }
        return presentation
    }

    /// `detents`: at least one, each `medium`, `large` or a height in points, no two alike.
    private mutating func detents(_ node: Node) -> [Presentation.Detent]? {
        guard tree.kind(node) == .sequence else {
            schema(
                "'detents' must be a list of medium, large or heights in points, not \(tree.kindDescription(node))",
                at: node)
            return nil
        }
        guard tree.itemCount(node) > 0 else {
            schema("'detents' must list at least one detent", at: node)
            return nil
        }
        var result: [Presentation.Detent] = []
        for item in tree.children(node) {
            guard let text = text(item, "a detent") else { continue }
            let detent: Presentation.Detent
            switch text {
            case "medium": detent = .medium
            case "large": detent = .large
            default:
                // A height is a number, written plain: `"300"` is text, as a quoted `"true"` is no
                // boolean (and the schema's number is no string).
                guard tree.nodes[item].style == .plain else {
                    schema(
                        "a detent is medium, large or a height in points, not the text '\(text)'; write the height "
                            + "without quotes",
                        at: item)
                    continue
                }
                guard let height = Self.yamlNumber(text), height.isFinite, height > 0 else {
                    schema(
                        "a detent is medium, large or a height in points, not '\(text)'"
                            + Suggestion.hint(for: text, among: ["medium", "large"]),
                        at: item)
                    continue
                }
                detent = .height(height)
            }
            if result.contains(detent) {
                schema("detent '\(text)' is listed twice in 'detents'", at: item)
                continue
            }
            result.append(detent)
        }
        return result.isEmpty ? nil : result
    }

    /// A plain number as YAML 1.2's core schema reads one, as editors' schema checkers do: decimal
    /// (`300`, `320.5`, `3e2`), or an integer in hexadecimal (`0x12C`) or octal (`0o454`); nil for
    /// other text, such as the hexadecimal float `0x1p3` that Swift's `Double` alone would take.
    static func yamlNumber(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"),
            bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "o")
        {
            // Digits only: `Int(_:radix:)` would take a leading sign too (`0x+5`), which YAML does not.
            guard bytes[2] != UInt8(ascii: "+"), bytes[2] != UInt8(ascii: "-") else { return nil }
            return Int(String(decoding: bytes[2...], as: UTF8.self), radix: bytes[1] == UInt8(ascii: "x") ? 16 : 8)
                .map(Double.init)
        }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var mantissa = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        return index == bytes.count ? Double(text) : nil
    }
}
