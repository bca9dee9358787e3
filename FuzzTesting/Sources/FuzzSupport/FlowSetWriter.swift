import FlowModel

/// Writes a set of flow files from a grammar of the flow format, each choice taken from the fuzz
/// input, so that every input is YAML that reaches the decoder, the linker and the rules.
///
/// The flows are planned first (names, roots, screens, outcomes, which flow starts which) and
/// written from the plan, so references mostly name what exists and the rules have real work.
/// With `mistakes`, the input also picks the mistakes people make: undeclared or misspelt names,
/// bad verbs and types, unknown keys, values of the wrong kind, duplicate keys and flows, cycles,
/// keys of the wrong root, suppression comments, anchors and aliases. Without, the flows are
/// written to be valid, for the emitters.
///
/// Format 1.1 too: actions that ask a child or a presented screen for a `result` and the `return`
/// that answers them, `presentation` maps and `present` maps, `alerts` shown by `alert NAME`,
/// `events` sent by `send` and handled by each parent, `reset`, `routes` (typed parameters with
/// mistakes), `entries` started by `start Flow.entry`, and `select TAB` in a tabs flow.
///
/// Format 1.2: named results, `result` as a list of answer names or a map from name to payload
/// type, answered by `return NAME` from the presented screen or the asked child's handlers.
/// Format 1.2: the transition long form and `make`, a screen whose input the step that shows it
/// makes (in the action's long form, the transition's, or an alternative); with mistakes, `make`
/// where it makes nothing or belongs to no one transition, in handlers and alerts' buttons too.
/// Format 1.2: `triggers`, with and without `from`, with alternatives and an `input`, and made
/// steps (beside `to` or in its long form) where a trigger shows the made screen.
/// Format 1.2: `keep` on presented children, `true` or `{reopen: TRIGGER}`; with mistakes, on
/// children that share their parent's stack, `permanent` ones, and written wrong.
/// Format 1.2: `then`, a closing step and a second one that shows the screen again from the screen
/// beneath; with mistakes, second steps that may not be one and `then` after a step that does not close.
/// Format 1.2: external screens, pushed or presented by one screen's action, with and without an
/// `input` and a `result` (which the action may wait for), and a `to` (one step or alternatives)
/// run from that screen once it is done; with mistakes, keys an external screen has not and steps
/// its `to` may not take.
public struct FlowSetWriter {
    public var mistakes: Bool

    public init(mistakes: Bool) {
        self.mistakes = mistakes
    }

    static let flowNames = ["App", "Home", "Search", "Cart", "Login", "Settings"]
    static let screenIDs = ["home", "list", "detail", "edit", "sheet"]
    static let outcomeNames = ["done", "cancelled", "failed"]
    /// A closure among them: the code takes it as `@escaping` where it is a parameter.
    static let types = [
        "Item", "Item.ID", "String", "Int?", "\"[Item]\"", "\"[String: Int]\"", "Result<Item, Error>",
        "\"@Sendable () -> Void\"",
    ]
    static let badTypes = ["[Item]", "Int<", "Result<A,", "(", "class", "@Sendable () -> Void", "Optional<Item>"]
    static let badNames = ["home", "Bad-Name", "class", "", "Dup", "x y", "_", "HOME"]
    /// Every verb of the format, from the verb table, so that a new verb is fuzzed at once.
    static let verbs = Transition.Verb.allCases
    /// Transitions the decoder rejects: every verb without the target it needs or with one it
    /// takes none of, and other slips.
    static let badVerbs =
        Transition.Verb.allCases.map {
            $0.targetKind == nil ? $0.rawValue + ($0.mayNameAnAnswer ? " yes no" : " home") : $0.rawValue
        } + [
            "jump home", "finsh done", "present  ", "popToroot", "start Home.", "start .main", "start Home.main.x",
        ]
    static let rules = [
        "unused-flow", "dead-end-screen", "unreachable-screen", "missing-identifier", "unused-child",
        "unused-outcome", "nosuchrule", "",
    ]
    static let unknownKeys = [
        "outcome", "screen", "childs", "view", "actions", "tab", "presnt", "alert", "route", "entry",
    ]
    static let eventNames = ["ping", "openURL"]
    static let alertNames = ["confirm", "warn"]
    static let triggerNames = ["authError", "shipped"]
    static let resultTypes = ["Item", "String", "Int?", "Item.ID"]
    /// Named answers without payloads (format 1.2), returned as `return yes` and `return no`.
    static let answerLists = ["[yes, no]", "{yes: null, no: null}"]
    /// What the action that presents a flow's result screen waits for: a type, or named answers,
    /// one with a payload (`return picked` hands back the returning action's input).
    static let screenResults = resultTypes + answerLists + ["{picked: Item, none: null}", "{picked: Int?, none: null}"]
    /// Second steps that may not be one (format 1.2, `then`).
    static let badSecondSteps = ["return", "stay", "[pop, stay]", "null", "{to: pop, make: true}"]
    /// The inputs of screens that a made step shows (format 1.2).
    static let madeTypes = [
        "Item", "String", "Int?", "Item.ID", "\"[Item]\"", "Result<Item, Error>", "(() -> Void)?",
        "\"@Sendable () -> Void\"",
    ]
    /// `make` where it does not belong (format 1.2): `schema` or `type-mismatch` findings.
    static let badMadeHandlers = [
        "{to: stay, make: true}", "{to: pop, make: true}", "{to: return, make: true}", "{make: true}",
        "{to: [stay], make: true}", "{to: stay, make: yes}", "{to: stay, then: pop}", "{to: {to: stay}}",
        "[{to: stay, make: false}, {make: true}]",
    ]
    /// `present:` and `presentation:` maps UIKit has.
    static let presentations = [
        "{}", "{style: sheet}", "{style: pageSheet, detents: [medium, large]}", "{style: formSheet, detents: [300]}",
        "{style: fullScreen}", "{style: popover, swipeToDismiss: false}", "{detents: [medium], swipeToDismiss: false}",
        "{swipeToDismiss: true}",
    ]
    /// And ones it does not: `schema` findings.
    static let badPresentations = [
        "{style: fullScreen, detents: [medium]}", "{style: fullScreen, swipeToDismiss: false}",
        "{style: popover, detents: [large]}", "{detents: []}", "{detents: [medium, medium]}", "{style: card}",
        "{detents: [tall]}", "{detents: [-1]}", "{swipeToDismiss: maybe}", "[sheet]", "sheet", "{styl: sheet}",
    ]
    static let badPatterns = ["", "/", "a//b", "{id", "a/{id}x", "a/{}", "a/{id}/{id}", "//", "a/{Bad-Name}", "{id}"]

    struct PlannedFlow {
        var name: String
        var isTabs: Bool
        var isEntry: Bool
        var screens: [String]
        /// Outcome names, each with its payload type or nil.
        var outcomes: [(String, String?)]
        var back: String?
        var children: [Int]
        var tabs: [Int]
        var input: String?
        /// `start` lists the second screen too (alternatives): it is a first screen then.
        var startsAtSecond = false
        /// Events the flow sends to its parents (format 1.1).
        var events: [String] = []
        /// Alerts the flow declares.
        var alerts: [String] = []
        /// `entries` instead of `start`: `main` at the first screen, `other` at the second (a first
        /// screen then, as with `startsAtSecond`).
        var hasEntries = false
        /// The children started by an action that asks for a `result`: their handlers may `return`.
        var asking: [Int] = []
        /// Routes to the flow: written when the way from an entry flow is unique, or with mistakes.
        var routed = false
        /// How each screen but the last shows the next: `push`, `present` or `replace`.
        var nextVerbs: [String] = []
        /// The screen presented by an action that asks for a `result`, and answers with `return`.
        var resultScreen: Int?
        /// The screen a route shows over the flow's first screens.
        var routeScreen: Int?
        /// Whether the actions that start the flow's asked children wait for named answers
        /// (format 1.2), not a type.
        var namedResults = false
        /// The screen whose input the step that shows it makes (format 1.2), and that input.
        var madeScreen: Int?
        var madeInput = "Item"
    }

    /// The files, as (path, text); 1 to 4 files holding 1 to 6 flows.
    public func write(_ choices: inout Choices) -> [(path: String, text: String)] {
        let plan = self.plan(&choices)
        let fileCount = 1 + choices.below(min(4, plan.count))
        var texts = Array(repeating: "", count: fileCount)
        // Where each flow's text ends in its file's: its triggers are written there.
        var ends: [(file: Int, end: Int)] = []
        for (index, flow) in plan.enumerated() {
            let file = index < fileCount ? index : choices.below(fileCount)
            if !texts[file].isEmpty { texts[file] += mistakes && choices.chance(5) ? "---\n---\n" : "---\n" }
            texts[file] += self.flow(flow, in: plan, &choices)
            ends.append((file, texts[file].utf8.count))
        }
        // Format 1.2's triggers last, from the choices left, so that every choice before them is
        // what it was for a set without them; inserted from the end of each file.
        var triggers: [String] = []
        for flow in plan { triggers.append(choices.chance(25) ? self.triggers(flow, in: plan, &choices) : "") }
        // Format 1.2's route keys after them, the same way: more routes of a routed flow, at the end
        // of its `routes`, which its text ends with.
        var links: [String] = []
        for (index, flow) in plan.enumerated() {
            // A tab is selected, not started, and a permanent child runs already: a route's `entry`
            // needs a way that starts its flow.
            let started =
                !flow.isEntry && !plan.contains { $0.tabs.contains(index) }
                && !Self.isPermanentChild(flow.name, in: texts)
            links.append(flow.routed && choices.chance(50) ? linkRoutes(flow, started: started, &choices) : "")
        }
        for index in plan.indices.reversed() where !triggers[index].isEmpty || !links[index].isEmpty {
            let (file, end) = ends[index]
            texts[file].insert(
                contentsOf: links[index] + triggers[index],
                at: texts[file].utf8.index(texts[file].startIndex, offsetBy: end))
        }
        // Format 1.2's `keep` after them, for the same reason; `reopen` names a trigger the child
        // declares (any of the grammar's with mistakes).
        var declaredTriggers: [String: [String]] = [:]
        for (index, flow) in plan.enumerated() {
            let lines = triggers[index].split(separator: "\n")
            declaredTriggers[flow.name] = Self.triggerNames.filter { trigger in
                guard let line = lines.first(where: { $0.hasPrefix("  \(trigger):") }) else { return false }
                // A later start hands `reopen`'s trigger the child's input, and a flow of a valid
                // set takes none: the trigger must take none either.
                return mistakes || !line.contains("input: ")
            }
        }
        for file in texts.indices { texts[file] = keeps(in: texts[file], declaredTriggers, &choices) }
        // Format 1.2's external screens last, for the same reason.
        for file in texts.indices { texts[file] = externals(in: texts[file], plan, &choices) }
        return texts.enumerated().map { (path: "f\($0.offset).flow.yaml", text: $0.element) }
    }

    func plan(_ choices: inout Choices) -> [PlannedFlow] {
        let count = 1 + choices.below(6)
        var flows: [PlannedFlow] = []
        for index in 0..<count {
            var name = Self.flowNames[index]
            if mistakes && choices.chance(8) { name = choices.pick(Self.badNames + Self.flowNames) }
            let isTabs = index == 0 ? choices.chance(30) : choices.chance(mistakes ? 10 : 0)
            var outcomes: [(String, String?)] = []
            if index > 0 || choices.chance(10) {
                // A child without outcomes can never finish: valid children have one at least.
                let count = mistakes ? choices.below(4) : 1 + choices.below(3)
                for outcome in Self.outcomeNames.prefix(count) {
                    // A payload must arrive from every finish and be handled alike: typed, only with mistakes.
                    outcomes.append((outcome, mistakes && choices.chance(30) ? choices.pick(Self.types) : nil))
                }
            }
            let back = outcomes.first { $0.1 == nil && choices.chance(50) }?.0
            var children: [Int] = []
            // Later flows only, so that a valid set has no cycle; mistakes may point back.
            for other in 0..<count where other > index || (mistakes && choices.chance(5)) {
                if choices.chance(45) { children.append(other) }
            }
            // A non-tab child of a tabs flow has no screen to start it from: only with mistakes.
            let tabs = isTabs ? children.filter { _ in !mistakes || choices.chance(75) } : []
            let screenCount = isTabs ? 0 : 1 + choices.below(Self.screenIDs.count)
            flows.append(
                PlannedFlow(
                    name: name, isTabs: isTabs, isEntry: index == 0 || choices.chance(10),
                    screens: Array(Self.screenIDs.prefix(screenCount)), outcomes: outcomes, back: back,
                    children: children, tabs: tabs,
                    input: mistakes && choices.chance(15) ? choices.pick(Self.types) : nil))
        }
        // Valid: every flow but the first is started by an earlier one.
        if !mistakes {
            for index in flows.indices.dropFirst() where !flows.contains(where: { $0.children.contains(index) }) {
                let parent = choices.below(index)
                flows[parent].children.append(index)
                if flows[parent].isTabs { flows[parent].tabs.append(index) }
            }
            if flows[0].isTabs && flows[0].tabs.isEmpty {
                flows[0].isTabs = false
                flows[0].screens = [Self.screenIDs[0]]
            }
        }
        for index in flows.indices where flows[index].screens.count > 1 {
            flows[index].startsAtSecond = choices.chance(10)
            // A child may be started at either of two entries; only with mistakes the entry flow too.
            if (index > 0 || mistakes) && !flows[index].startsAtSecond { flows[index].hasEntries = choices.chance(20) }
        }
        for index in flows.indices {
            // An entry flow has no parent to hear its events: valid ones belong to children.
            if (index > 0 || mistakes) && choices.chance(20) {
                flows[index].events = Array(Self.eventNames.prefix(1 + choices.below(Self.eventNames.count)))
            }
            if !flows[index].isTabs || mistakes, choices.chance(20) {
                flows[index].alerts = Array(Self.alertNames.prefix(1 + choices.below(Self.alertNames.count)))
            }
            let started = flows[index].children.filter { !flows[index].tabs.contains($0) }
            flows[index].asking = started.filter { _ in choices.chance(25) }
            flows[index].routed =
                choices.chance(mistakes ? 15 : 30) && (mistakes || Self.hasOneWay(to: index, in: flows))
            let screens = flows[index].screens.count
            flows[index].nextVerbs = (0..<max(0, screens - 1)).map { _ in
                choices.chance(25) ? "present" : (choices.chance(10) ? "replace" : "push")
            }
            // A first screen stands on the flow's own stack: it cannot `return`.
            let firstScreens = flows[index].startsAtSecond || flows[index].hasEntries ? 2 : 1
            let presented = (firstScreens..<max(firstScreens, screens)).filter {
                flows[index].nextVerbs[$0 - 1] == "present"
            }
            if !presented.isEmpty && choices.chance(40) { flows[index].resultScreen = choices.pick(presented) }
            // Told by the flow's place, not drawn, so that the input's draws stay as they were.
            flows[index].namedResults = index % 2 == 1
            if flows[index].routed && screens > 1 && choices.chance(50) {
                let routable = (1..<screens).filter { mistakes || $0 != flows[index].resultScreen }
                if !routable.isEmpty { flows[index].routeScreen = choices.pick(routable) }
            }
            // A made screen is shown only by the step that makes its input: not a first screen,
            // not a route's screen (a route hands it no value).
            if screens > 1 && choices.chance(25) {
                let made = (firstScreens..<max(firstScreens, screens)).filter {
                    mistakes || $0 != flows[index].routeScreen
                }
                if !made.isEmpty {
                    flows[index].madeScreen = choices.pick(made)
                    flows[index].madeInput = choices.pick(Self.madeTypes)
                }
            }
        }
        return flows
    }

    /// Whether exactly one shortest chain of children leads from an entry flow to the flow:
    /// otherwise a route to it is `unreachable-route`.
    static func hasOneWay(to target: Int, in flows: [PlannedFlow]) -> Bool {
        var distance = flows.map { $0.isEntry ? 0 : Int.max }
        var ways = flows.map { $0.isEntry ? 1 : 0 }
        var queue = flows.indices.filter { flows[$0].isEntry }
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            for child in Set(flows[index].children) {
                if distance[child] == Int.max {
                    distance[child] = distance[index] + 1
                    queue.append(child)
                }
                if distance[child] == distance[index] + 1 { ways[child] += ways[index] }
            }
        }
        return ways[target] == 1
    }

    // MARK: Writing one flow

    func flow(_ flow: PlannedFlow, in plan: [PlannedFlow], _ choices: inout Choices) -> String {
        var out = ""
        if mistakes && choices.chance(5) { out += "# flowc:disable \(choices.pick(Self.rules))\n" }
        if !(mistakes && choices.chance(3)) { out += "flow: \(flow.name)\n" }
        if flow.isEntry { out += "entry: true\n" } else if choices.chance(10) { out += "entry: false\n" }
        if flow.isTabs { out += "root: tabs\n" } else if choices.chance(10) { out += "root: stack\n" }
        if let input = flow.input { out += "input: \(type(input, &choices))\n" }
        if !flow.outcomes.isEmpty { out += outcomes(flow, &choices) }
        if !flow.events.isEmpty { out += events(flow, &choices) }
        if let back = flow.back { out += "back: \(name(back, among: Self.outcomeNames, &choices))\n" }
        if !flow.isTabs || (mistakes && choices.chance(5)) {
            if flow.hasEntries {
                out += entries(flow, &choices)
                if mistakes && choices.chance(10) { out += start(flow, in: plan, &choices) }
            } else if !(mistakes && choices.chance(3)) {
                out += start(flow, in: plan, &choices)
            }
            if !flow.screens.isEmpty { out += screens(flow, in: plan, &choices) }
        }
        if !flow.children.isEmpty { out += children(flow, in: plan, &choices) }
        if flow.isTabs || (mistakes && choices.chance(3)) {
            let tabs = flow.tabs.map { plan[$0].name }
            out += "tabs: [\(tabs.map { name($0, among: Self.flowNames, &choices) }.joined(separator: ", "))]\n"
        }
        if !flow.alerts.isEmpty { out += alerts(flow, &choices) }
        if flow.routed { out += routes(flow, &choices) }
        if mistakes && choices.chance(4) {
            out += "\(choices.pick(Self.unknownKeys)): \(choices.chance(50) ? "x" : "{a: 1}")\n"
        }
        return out
    }

    // MARK: Format 1.1

    func events(_ flow: PlannedFlow, _ choices: inout Choices) -> String {
        if choices.chance(40) { return "events: [\(flow.events.joined(separator: ", "))]\n" }
        var out = "events:\n"
        for event in flow.events {
            // A payload must be sent by every `send`: typed, only with mistakes.
            let payload = mistakes && choices.chance(30) ? type(choices.pick(Self.types), &choices) : "null"
            out += "  \(name(event, among: Self.eventNames + Self.outcomeNames, &choices)): \(payload)\n"
        }
        return out
    }

    func entries(_ flow: PlannedFlow, _ choices: inout Choices) -> String {
        var out = "entries:\n"
        let starts = [("main", flow.screens[0]), ("other", flow.screens[1])]
        for (entry, screen) in starts where !(mistakes && entry == "main" && choices.chance(10)) {
            var body = "start: \(name(screen, among: Self.screenIDs, &choices))"
            // Format 1.2: `main` may choose at run time between the two first screens; a list
            // with one name twice only with mistakes.
            if entry == "main" && choices.chance(20) { body = "start: [\(flow.screens[0]), \(flow.screens[1])]" }
            if mistakes && choices.chance(5) { body = "start: [\(flow.screens[0]), \(flow.screens[0])]" }
            // Format 1.2: an entry's `outcomes`, every outcome of the flow (so that no finish is
            // left out); a name the flow lacks only with mistakes.
            if !flow.outcomes.isEmpty && choices.chance(15) {
                let names = flow.outcomes.map(\.0) + (mistakes && choices.chance(30) ? ["nope"] : [])
                body += ", outcomes: [\(names.joined(separator: ", "))]"
            }
            if mistakes && choices.chance(15) { body += ", input: \(type(choices.pick(Self.types), &choices))" }
            if mistakes && choices.chance(5) { body = "start: \(screen), too: 1" }
            out += "  \(name(entry, among: ["main", "other", "Main"], &choices)): {\(body)}\n"
        }
        return out
    }

    /// Whether a parent's `children` in `texts` writes flow `name` with `permanent: true`.
    static func isPermanentChild(_ name: String, in texts: [String]) -> Bool {
        for text in texts {
            var inChild = false
            for line in text.split(separator: "\n") {
                if !line.hasPrefix("    ") {
                    inChild = line == "  \(name):"
                } else if inChild && line == "    permanent: true" {
                    return true
                }
            }
        }
        return false
    }

    // MARK: Format 1.2

    /// One or two routes with format 1.2's keys, to the flow's start: `query` items (an optional
    /// one may be missing), a `fragment` (with an empty path or after one), `entry: other` in a
    /// flow with entries. Valid parameters are `String` or `Int` (an optional query item `Int?`),
    /// each feeding no input (a warning) or the made way's nothing; with mistakes, malformed
    /// fragments, item names and patterns, an entry of no flow.
    func linkRoutes(_ flow: PlannedFlow, started: Bool, _ choices: inout Choices) -> String {
        let base = flow.name.lowercased()
        var out = ""
        for number in 1...(1 + choices.below(2)) {
            var pattern = "\(base)/link\(number)"
            var body: [String] = []
            var parameters: [String] = []
            if choices.chance(40) {
                pattern += "/{code}"
                parameters.append("code: \(choices.pick(["String", "Int"]))")
            }
            if choices.chance(50) {
                var fragment = choices.pick(["/{tag}", "section/{tag}", "/\(base)/{tag}"])
                // An empty path, once a flow (a second would repeat the key): the fragment alone
                // tells the route apart.
                if choices.chance(30) && !out.contains("\"/\":") {
                    pattern = "/"
                    fragment = "/\(base)\(number)/{tag}"
                    parameters.removeAll { $0.hasPrefix("code:") }
                }
                if mistakes && choices.chance(20) { fragment = choices.pick(["/{tag", "", "/", "a//{tag}", "{1x}"]) }
                body.append("fragment: \"\(fragment)\"")
                parameters.append("tag: \(choices.pick(["String", "Int"]))")
            }
            if choices.chance(60) || body.isEmpty {
                var items = ["q: String"]
                if choices.chance(50) { items.append("page: Int?") }
                if choices.chance(20) { items.insert("sort: \(choices.pick(["String?", "Int"]))", at: 0) }
                if mistakes && choices.chance(15) {
                    items.append(choices.pick(["\"q-x\": String", "code: Int", "tag: Int"]))
                }
                body.append(
                    mistakes && choices.chance(5) ? "query: String" : "query: {\(items.joined(separator: ", "))}")
            }
            if flow.hasEntries && (started || mistakes) && choices.chance(80) { body.append("entry: other") }
            if mistakes && choices.chance(10) { body.append("entry: \(choices.pick(["nowhere", "mian", "main"]))") }
            if mistakes && choices.chance(5) { pattern = "/" }
            body += parameters
            body.append("to: start")
            out += "  \"\(pattern)\": {\(body.joined(separator: ", "))}\n"
        }
        return out
    }

    /// `keep` written into some children of `text`: presented ones (their body starts with
    /// `present:`), with a trigger to `reopen` them at times; with mistakes, others too (a child
    /// sharing its parent's stack, a `permanent` one) and values of the wrong kind.
    func keeps(in text: String, _ declaredTriggers: [String: [String]], _ choices: inout Choices) -> String {
        let present = "\n    present: "
        guard text.contains(present) || mistakes else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = lines.count - 1
        while index > 0 {
            defer { index -= 1 }
            let line = lines[index]
            let presented = line.hasPrefix("    present: ")
            let shared = mistakes && line.hasPrefix("    on:") && !lines[index - 1].hasPrefix("    ")
            guard presented || shared, choices.chance(presented ? 30 : 10) else { continue }
            // A `permanent` child lives as long as its parent: kept only with mistakes.
            if !mistakes && index + 1 < lines.count && lines[index + 1].hasPrefix("    permanent: true") { continue }
            var keep = "true"
            let child = lines[index - 1].drop(while: { $0 == " " }).dropLast()
            let reopeners = mistakes ? Self.triggerNames : declaredTriggers[String(child)] ?? []
            // Most kept children that declare a trigger are reopened by it: few children do.
            if !reopeners.isEmpty, choices.chance(mistakes ? 30 : 80) { keep = "{reopen: \(choices.pick(reopeners))}" }
            if choices.chance(10) { keep = "false" }
            if mistakes && choices.chance(15) {
                keep = choices.pick(["{}", "\"true\"", "[true]", "{reopen: nowhere}"])
            }
            lines.insert("    keep: \(keep)", at: index)
        }
        return lines.joined(separator: "\n")
    }

    /// One or two triggers: without `from`, moves that need no screen beneath; with `from`, the
    /// move a screen's own `next` action makes, or `stay`; with mistakes, moves that need a screen
    /// without `from`, names of no screen, `from` in a tabs flow, an action's keys.
    func triggers(_ flow: PlannedFlow, in plan: [PlannedFlow], _ choices: inout Choices) -> String {
        var options = ["stay"]
        if let outcome = flow.outcomes.first(where: { $0.1 == nil }) { options.append("finish \(outcome.0)") }
        if flow.isTabs, let tab = flow.tabs.first { options.append("select \(plan[tab].name)") }
        if !flow.isTabs, let first = flow.screens.first { options.append("reset \(first)") }
        if mistakes { options += ["pop", "dismiss", "return", "push nowhere", "select Home", "jump home"] }
        var out = "triggers:\n"
        for trigger in Self.triggerNames.prefix(1 + choices.below(2)) {
            let key = name(trigger, among: Self.triggerNames + ["AuthError"], &choices)
            var to = choices.pick(options)
            if choices.chance(25) {
                let second = choices.pick(options)
                if second != to { to = "[\(to), \(second)]" }
            }
            var from: String?
            var makes = false
            if !flow.isTabs, flow.screens.count > 1, choices.chance(40) {
                let position = choices.below(flow.screens.count - 1)
                from = name(flow.screens[position], among: Self.screenIDs, &choices)
                if choices.chance(50) {
                    to = "\(flow.nextVerbs[position]) \(flow.screens[position + 1])"
                    // The made screen's input is made by each step that shows it, a trigger's too.
                    if position + 1 == flow.madeScreen {
                        makes = true
                        if choices.chance(50) { to = "{to: \(to), make: true}" }
                    }
                }
                if choices.chance(20) { from = "[\(from ?? ""), \(flow.screens[position + 1])]" }
            }
            if mistakes && flow.isTabs && choices.chance(20) { from = "home" }
            var body: [String] = []
            if makes && !to.hasPrefix("{") { body.append("make: true") }
            if let from { body.append("from: \(from)") }
            if choices.chance(20) {
                // In a flow mapping a comma ends the value: `Result<Item, Error>` is quoted there.
                let input = type(choices.pick(Self.types), &choices)
                body.append("input: \(input.contains(",") && !input.hasPrefix("\"") ? "\"\(input)\"" : input)")
            }
            if mistakes && choices.chance(8) {
                body.append(choices.pick(["output: Bool", "async: true", "result: Item"]))
            }
            if !(mistakes && choices.chance(5)) { body.append("to: \(to)") }
            if body == ["to: \(to)"] && choices.chance(60) {
                out += "  \(key): \(to)\n"
            } else {
                out += "  \(key): {\(body.joined(separator: ", "))}\n"
            }
        }
        if mistakes && choices.chance(5) { out += "  broken: null\n" }
        return out
    }

    func alerts(_ flow: PlannedFlow, _ choices: inout Choices) -> String {
        var out = "alerts:\n"
        for alert in flow.alerts {
            out += "  \(name(alert, among: Self.alertNames, &choices)):\n"
            if choices.chance(30) {
                out += "    style: \(mistakes && choices.chance(20) ? "sheet" : "confirmationDialog")\n"
            }
            let input = mistakes && choices.chance(20) ? choices.pick(Self.types) : nil
            if let input { out += "    input: \(type(input, &choices))\n" }
            if choices.chance(40) {
                let titles =
                    mistakes
                    ? ["\"Sure?\"", "\"Delete {name}?\"", "\"a { b\"", "\"{a.b}}\"", "{key: x}", "{}"] : ["\"Sure?\""]
                out += "    title: \(choices.pick(titles))\n"
            }
            if choices.chance(30) { out += "    message: {key: \(alert).message}\n" }
            if mistakes && choices.chance(8) { continue }
            out += "    buttons:\n"
            var buttons = [("ok", "{role: cancel}")]
            let outcome = flow.outcomes.first { $0.1 == nil }?.0
            var choicesOfButton = ["null", "stay", "{role: destructive, to: stay}", "{title: \"Go on\"}"]
            if let outcome { choicesOfButton += ["finish \(outcome)", "{role: destructive, to: finish \(outcome)}"] }
            if mistakes {
                choicesOfButton += [
                    "{role: cancel}", "{role: loud}", "[stay, stay]", "{to: [stay]}", "pop", "alert \(alert)",
                    "finish nothing", "{to: stay, make: true}", "{make: true}", "{to: finish nothing, make: true}",
                ]
            }
            for button in ["go", "later"].prefix(choices.below(3)) {
                buttons.append((button, choices.pick(choicesOfButton)))
            }
            if choices.chance(20) { buttons.removeFirst() }
            if buttons.isEmpty { buttons = [("ok", "null")] }
            for (button, value) in buttons { out += "      \(name(button, among: ["ok", "go"], &choices)): \(value)\n" }
        }
        return out
    }

    func routes(_ flow: PlannedFlow, _ choices: inout Choices) -> String {
        var out = "routes:\n"
        let base = flow.name.lowercased()
        // The flow's start: no parameter, as valid flows take no input.
        var routes: [(String, [String], String)] = [(base, [], "start")]
        // A screen shown over the flow's first screens as its `next` shows it: never one that
        // returns a result (pushed, it would stand on the stack).
        if !flow.isTabs, let position = flow.routeScreen {
            let screen = flow.screens[position]
            let verb = flow.nextVerbs[position - 1] == "present" ? "present" : "push"
            routes.append(("\(base)/\(screen)", [], "\(verb) \(screen)"))
        }
        if mistakes {
            if choices.chance(30) {
                // Not the closure: a route's parameter is made by `LosslessStringConvertible`.
                let parameter = type(choices.pick(Self.types.filter { !$0.contains("->") }), &choices)
                routes.append(("\(base)/{id}", ["id: \(parameter)"], "start"))
            }
            if choices.chance(15) { routes.append((choices.pick(Self.badPatterns), [], "start")) }
            if choices.chance(10) {
                routes.append(
                    ("\(base)/{id}", ["id: Int"], choices.pick(["pop", "push nowhere", "start", "finish done"])))
            }
            if choices.chance(10) { routes.append((base, [], "start")) }
        }
        for (pattern, parameters, to) in routes {
            var body = parameters.map { "    \($0)\n" }.joined()
            if !(mistakes && choices.chance(5)) { body += "    to: \(to)\n" }
            if mistakes && choices.chance(15) { body += "    via: \(choices.pick(Self.flowNames + ["Nowhere"]))\n" }
            if mistakes && choices.chance(5) { body += "    too: 1\n" }
            out += "  \"\(pattern)\":\n" + body
        }
        return out
    }

    func presentation(_ choices: inout Choices) -> String {
        mistakes && choices.chance(20) ? choices.pick(Self.badPresentations) : choices.pick(Self.presentations)
    }

    func outcomes(_ flow: PlannedFlow, _ choices: inout Choices) -> String {
        if choices.chance(20) && flow.outcomes.allSatisfy({ $0.1 == nil }) {
            return "outcomes: [\(flow.outcomes.map(\.0).joined(separator: ", "))]\n"
        }
        var out = "outcomes:\n"
        for (name, payload) in flow.outcomes {
            out +=
                "  \(self.name(name, among: Self.outcomeNames, &choices)): \(payload.map { type($0, &choices) } ?? "null")\n"
        }
        if mistakes && choices.chance(4) { out += "  \(flow.outcomes[0].0): null\n" }
        return out
    }

    func start(_ flow: PlannedFlow, in plan: [PlannedFlow], _ choices: inout Choices) -> String {
        var targets = [flow.screens.first ?? "home"]
        if mistakes && choices.chance(10), let child = flow.children.first { targets = [plan[child].name] }
        if flow.startsAtSecond { targets.append(flow.screens[1]) }
        targets = targets.map { name($0, among: Self.screenIDs, &choices) }
        if targets.count == 1 && !choices.chance(10) { return "start: \(targets[0])\n" }
        return "start: [\(targets.joined(separator: ", "))]\n"
    }

    func screens(_ flow: PlannedFlow, in plan: [PlannedFlow], _ choices: inout Choices) -> String {
        var out = "screens:\n"
        // Which screens are presented (by the screen before them), to choose pop or dismiss.
        var presented = Array(repeating: false, count: flow.screens.count)
        // The children no tab shows: each is started from one screen.
        let started = flow.children.filter { !flow.tabs.contains($0) }
        var firstAnchor = true
        // The screen each child is started from.
        let startedFrom = Dictionary(started.map { ($0, choices.below(flow.screens.count)) }) { first, _ in first }
        var replaced = Array(repeating: false, count: flow.screens.count)
        if flow.startsAtSecond || flow.hasEntries { replaced[1] = true }
        // The named answers the result screen's asker waits for (format 1.2).
        var askedAnswers: String?
        for (position, id) in flow.screens.enumerated() {
            // Each action: its name, its transition, and the `result` it asks for.
            var actions: [(String, String, String?)] = []
            if position + 1 < flow.screens.count {
                let verb = flow.nextVerbs[position]
                presented[position + 1] = verb == "present"
                replaced[position + 1] = replaced[position + 1] || verb == "replace"
                let result = flow.resultScreen == position + 1 ? choices.pick(Self.screenResults) : nil
                // Named answers (format 1.2), which the result screen's returns name.
                if let result, result.hasPrefix("[") || result.hasPrefix("{") { askedAnswers = result }
                actions.append(("next", transition(verb, flow.screens[position + 1], flow, plan, &choices), result))
            }
            if flow.resultScreen == position, let asked = askedAnswers {
                let returns = Self.returns(answering: asked)
                actions.append(("saved", returns.saved, nil))
                if choices.chance(50) { actions.append(("keep", returns.kept, nil)) }
            } else if flow.resultScreen == position {
                actions.append(("saved", "return", nil))
                if choices.chance(50) {
                    actions.append(("keep", mistakes && choices.chance(30) ? "[return, stay]" : "return", nil))
                }
            }
            // A replaced screen is a first screen: nothing beneath it to pop.
            if position > 0 && (mistakes || !replaced[position]) && choices.chance(60) {
                let verb = presented[position] ? "dismiss" : (choices.chance(20) ? "popToRoot" : "pop")
                actions.append(("close", transition(verb, nil, flow, plan, &choices), nil))
            }
            // Format 1.2: two steps in one transition, back to the screen that showed this one and
            // this one shown again from there, as it was; with mistakes, a second step that may
            // not follow or a `then` after a step that does not close.
            if position > 0 && !replaced[position] && flow.madeScreen != position && flow.resultScreen != position
                && choices.chance(15)
            {
                let shownBy = flow.nextVerbs[position - 1]
                if shownBy == "push" || shownBy == "present" {
                    let close = presented[position] ? "dismiss" : (choices.chance(20) ? "popToRoot" : "pop")
                    var then = transition(shownBy, id, flow, plan, &choices)
                    if choices.chance(30) { then = "{to: \(then)}" }
                    var first = close
                    if mistakes && choices.chance(20) {
                        then = choices.pick(Self.badSecondSteps + ["reset \(id)", "{to: pop, then: \(then)}"])
                    }
                    if mistakes && choices.chance(10) { first = choices.pick(["push \(id)", "stay", "finish done"]) }
                    let again = "{to: \(first), then: \(then)}"
                    actions.append(("again", choices.chance(20) ? "[\(again), stay]" : again, nil))
                }
            }
            for child in started where startedFrom[child] == position || (position > 0 && choices.chance(10)) {
                var target = plan[child].name
                if plan[child].hasEntries && choices.chance(50) { target += ".other" }
                if mistakes && choices.chance(5) { target += choices.pick([".nowhere", ".main", ".Other"]) }
                // The first action that starts an asking child asks for its result.
                let result =
                    flow.asking.contains(child) && startedFrom[child] == position
                    ? choices.pick(flow.namedResults ? Self.answerLists : Self.resultTypes) : nil
                actions.append(("open\(plan[child].name)", transition("start", target, flow, plan, &choices), result))
            }
            // Every event is sent from the middle screen, some from others too.
            for event in flow.events where position == (flow.screens.count - 1) / 2 || choices.chance(10) {
                actions.append(("tell\(upperFirst(event))", transition("send", event, flow, plan, &choices), nil))
            }
            if !flow.alerts.isEmpty && choices.chance(45) {
                actions.append(("ask", transition("alert", choices.pick(flow.alerts), flow, plan, &choices), nil))
            }
            if choices.chance(8) {
                actions.append(("restart", transition("reset", flow.screens[0], flow, plan, &choices), nil))
            }
            if position == flow.screens.count - 1 || choices.chance(15) {
                let finishes = flow.outcomes.filter { $0.1 == nil || choices.chance(50) }
                if !finishes.isEmpty {
                    let list = finishes.map { transition("finish", $0.0, flow, plan, &choices) }
                    actions.append(("finish", list.count == 1 ? list[0] : "[\(list.joined(separator: ", "))]", nil))
                }
            }
            if mistakes && choices.chance(10) {
                let verb = choices.pick(Self.verbs)
                // A verb that takes a target is written with one, of the kind the verb names.
                let target = verb.targetKind.map { choices.pick(Self.names(of: $0)) }
                let result = choices.chance(20) ? choices.pick(Self.resultTypes) : nil
                actions.append(("extra", transition(verb.rawValue, target, flow, plan, &choices), result))
            }
            if mistakes && choices.chance(5) { actions.append((choices.pick(Self.badNames), "stay", nil)) }
            if choices.chance(10) { actions.append(("refresh", "null", nil)) }

            var screen = ""
            let swiftUI = choices.chance(15)
            if swiftUI { screen += "    swiftui: true\n" }
            // A SwiftUI view is made in code: a storyboard beside it is a `schema` error.
            if choices.chance(10) && (!swiftUI || mistakes) {
                screen += "    storyboard: Main\n    identifier: \(upperFirst(id))Screen\n"
            }
            if choices.chance(20) { screen += "    view: \(upperFirst(id))View\n" }
            if flow.madeScreen == position {
                screen += "    input: \(type(flow.madeInput, &choices))\n"
            } else if mistakes && choices.chance(15) {
                screen += "    input: \(type(choices.pick(Self.types), &choices))\n"
            }
            // A presented screen's style; on a pushed one it does nothing.
            if choices.chance(presented[position] ? 35 : 5) {
                screen += "    presentation: \(presentation(&choices))\n"
            }
            if !actions.isEmpty {
                screen += "    actions:\n"
                for (action, to, result) in actions {
                    // The step that shows the made screen makes its input (format 1.2).
                    let made = action == "next" && flow.madeScreen == position + 1
                    screen += "      " + self.action(action, to, result: result, made: made, &choices)
                }
            }
            let key = name(id, among: Self.screenIDs, &choices)
            if screen.isEmpty {
                out += "  \(key): \(choices.chance(50) ? "null" : "{}")\n"
            } else if mistakes && firstAnchor && choices.chance(5) {
                // An anchor here and an alias below: the decoder sees the same node twice.
                out += "  \(key): &s\n" + screen
                firstAnchor = false
            } else {
                out += "  \(key):\n" + screen
            }
            if mistakes && !firstAnchor && choices.chance(20) { out += "  \(id)Copy: *s\n" }
        }
        if mistakes && choices.chance(4) { out += "  \(flow.screens[0]): null\n" }
        return out
    }

    /// External screens (format 1.2) written into some stack flows of `text`: a screen `share`
    /// at the end of `screens`, and the action of the first screen with actions that pushes or
    /// presents it, in the long form (`{input: String, to: present share, result: Bool}`); its
    /// `to` finishes the flow, or stays. A flow whose text is not as the grammar writes it (a
    /// mistake) is left as it is.
    func externals(in text: String, _ plan: [PlannedFlow], _ choices: inout Choices) -> String {
        var text = text
        for flow in plan where !flow.isTabs && !flow.screens.isEmpty {
            guard choices.chance(20), let header = text.firstRange(of: "flow: \(flow.name)\n"),
                let screens = text[header.upperBound...].firstRange(of: "\nscreens:\n")
            else { continue }
            // The end of `screens`: the first line after it that is not indented.
            var end = screens.upperBound
            while end < text.endIndex, text[end] == " " {
                end = text[end...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
            }
            guard let actions = text[screens.upperBound..<end].firstRange(of: "\n    actions:\n") else { continue }
            let (action, screen) = external(flow, &choices)
            text.insert(contentsOf: screen, at: end)
            text.insert(contentsOf: "      share: \(action)\n", at: actions.upperBound)
        }
        return text
    }

    /// An external screen `share` and the long form of the action that shows it.
    func external(_ flow: PlannedFlow, _ choices: inout Choices) -> (action: String, screen: String) {
        let input = choices.chance(50)
        let result = choices.chance(60)
        // A presented screen, or one pushed by an action waiting for its result, answers it.
        let verb = choices.chance(70) ? "present" : "push"
        var action = "{"
        if input { action += "input: String, " }
        action += "to: \(verb) share"
        if result && choices.chance(60) { action += ", result: \(choices.pick(["Bool", "Bool?"]))" }
        action += "}"
        var screen = "  share:\n    external: true\n"
        if input { screen += "    input: String\n" }
        if result { screen += "    result: Bool\n" }
        if verb == "present" && choices.chance(30) { screen += "    presentation: \(presentation(&choices))\n" }
        // An entry flow finishes with nothing.
        var steps = flow.isEntry ? [] : flow.outcomes.filter { $0.1 == nil }.map { "finish \($0.0)" }
        if mistakes && choices.chance(30) {
            steps.append(choices.pick(["dismiss", "pop", "return", "reset share", "stay", "{to: pop, then: stay}"]))
        }
        if !steps.isEmpty, choices.chance(70) {
            let one = choices.pick(steps)
            screen += choices.chance(40) ? "    to: \(one)\n" : "    to: [\(one), stay]\n"
        }
        if mistakes && choices.chance(15) {
            screen += choices.pick(["    view: ShareView\n", "    actions: {close: dismiss}\n", "    swiftui: true\n"])
        }
        return (action, screen)
    }

    /// The returns of a screen presented for the named answers `answers` (format 1.2): the first
    /// answer, handed the action's input where it carries a payload, and the second.
    static func returns(answering answers: String) -> (saved: String, kept: String) {
        guard answers.hasPrefix("{picked: ") else { return (saved: "return yes", kept: "return no") }
        let type = answers.dropFirst("{picked: ".count).dropLast(", none: null}".count)
        return (saved: "{input: \(type), to: return picked}", kept: "return none")
    }

    /// One action, in the short form or the long form (always, when it asks for a `result`); a
    /// `made` one's step makes its target's input (format 1.2), written in the action's long
    /// form, in the transition's, or as a made alternative.
    func action(_ name: String, _ to: String, result: String?, made: Bool = false, _ choices: inout Choices) -> String {
        if made && result == nil {
            switch choices.below(4) {
            case 0: return "\(name): {to: \(to), make: true}\n"
            case 1: return "\(name): {to: {to: \(to), make: true}}\n"
            case 2: return "\(name): [{to: \(to), make: true}, stay]\n"
            default: return "\(name):\n        to: \(to)\n        make: true\n"
            }
        }
        let form = result != nil ? 0 : to == "null" && !mistakes ? 2 : choices.below(5)
        // A long form written whole (a `return NAME` with the input it hands back).
        if to.hasPrefix("{") { return "\(name): \(to)\n" }
        switch form {
        case 0:
            var out = "\(name):\n"
            // A valid `return` hands back the action's input: what it declares as its result.
            if to.hasPrefix("return") && !mistakes { return "\(name): {to: \(to)}\n" }
            if choices.chance(40) { out += "        input: \(type(choices.pick(Self.types), &choices))\n" }
            // An action that asks for a result is asynchronous and answers nothing else.
            if result == nil || mistakes {
                if choices.chance(30) { out += "        output: \(type(choices.pick(Self.types), &choices))\n" }
                if choices.chance(30) { out += "        async: \(choices.chance(50))\n" }
            } else if choices.chance(20) {
                out += "        async: true\n"
            }
            if let result { out += "        result: \(type(result, &choices))\n" }
            if to != "null" { out += "        to: \(to)\n" }
            if made { out += "        make: true\n" }
            if mistakes && choices.chance(5) { out += "        too: stay\n" }
            return out
        case 1:
            return "\(name): {to: \(to)}\n"
        default:
            return "\(name): \(to)\n"
        }
    }

    func transition(
        _ verb: String, _ target: String?, _ flow: PlannedFlow, _ plan: [PlannedFlow], _ choices: inout Choices
    ) -> String {
        if mistakes && choices.chance(4) { return choices.pick(Self.badVerbs) }
        guard let target else { return verb }
        let pool = Transition.Verb(rawValue: verb)?.targetKind.map(Self.names(of:)) ?? Self.screenIDs
        return "\(verb) \(name(target, among: pool, &choices))"
    }

    /// The names the grammar writes for a target of `kind`.
    static func names(of kind: Transition.TargetKind) -> [String] {
        switch kind {
        case .screen: return screenIDs
        case .child, .tab: return flowNames
        case .outcome: return outcomeNames
        case .alert: return alertNames
        case .event: return eventNames
        case .screenOrChild: return screenIDs + flowNames
        }
    }

    func children(_ flow: PlannedFlow, in plan: [PlannedFlow], _ choices: inout Choices) -> String {
        var out = "children:\n"
        for index in flow.children {
            let child = plan[index]
            let key = name(child.name, among: Self.flowNames, &choices)
            var body = ""
            let asked = flow.asking.contains(index)
            if !flow.tabs.contains(index) {
                if choices.chance(30) {
                    body += "    present: \(choices.chance(50) ? "true" : presentation(&choices))\n"
                }
                if choices.chance(10) { body += "    permanent: true\n" }
                var handlers = child.outcomes.map(\.0) + child.events
                if mistakes && choices.chance(10) { handlers = handlers.filter { _ in choices.chance(50) } }
                if mistakes && choices.chance(5) { handlers.append(choices.pick(Self.outcomeNames)) }
                if !handlers.isEmpty {
                    body += "    on:\n"
                    for outcome in handlers {
                        let event = child.events.contains(outcome)
                        body +=
                            "      \(name(outcome, among: Self.outcomeNames, &choices)): \(handler(flow, plan, event: event, asked: asked, &choices))\n"
                    }
                }
            } else if !child.events.isEmpty {
                // A tab's events need handlers too: selecting a tab is one.
                body += "    on:\n"
                for event in child.events {
                    body += "      \(event): \(handler(flow, plan, event: true, asked: false, &choices))\n"
                }
            } else if mistakes && choices.chance(10) {
                body += "    on: {done: stay}\n"
            }
            out += body.isEmpty ? "  \(key): \(choices.chance(50) ? "null" : "{}")\n" : "  \(key):\n" + body
        }
        return out
    }

    /// What a parent does when its child finishes with one outcome, or sends one event.
    func handler(
        _ flow: PlannedFlow, _ plan: [PlannedFlow], event: Bool, asked: Bool, _ choices: inout Choices
    ) -> String {
        var options = ["stay"]
        if let outcome = flow.outcomes.first(where: { $0.1 == nil }) { options.append("finish \(outcome.0)") }
        // A handler's pop has nothing beneath on a first screen of an entry flow: only with mistakes.
        if !flow.isTabs && mistakes {
            options += Transition.Verb.allCases.filter { $0.isStackVerb && $0.targetKind == nil }.map(\.rawValue)
            options.append("replace home")
        }
        // The first screen: pushing a presented one would put it on the flow's own stack.
        if !flow.isTabs, let screen = flow.screens.first { options += ["push \(screen)", "reset \(screen)"] }
        if flow.isTabs || mistakes, let tab = flow.tabs.first { options.append("select \(plan[tab].name)") }
        if let alert = flow.alerts.first, !flow.isTabs || mistakes { options.append("alert \(alert)") }
        // An event of a child passes on as the flow's own.
        if event, let own = flow.events.first { options.append("send \(own)") }
        if (asked && !event) || mistakes { options.append("return") }
        // Named answers (format 1.2): the flow's asking actions wait for `yes` or `no`.
        if asked && !event && flow.namedResults { options += ["return yes", "return no"] }
        let first = transition(choices.pick(options), nil, flow, plan, &choices)
        if choices.chance(10) { return "[\(first), stay]" == "[stay, stay]" ? "stay" : "[\(first), stay]" }
        // Format 1.2: the long form, and `make` where it makes nothing.
        if mistakes && choices.chance(8) { return choices.pick(Self.badMadeHandlers + ["{to: \(first), make: true}"]) }
        if choices.chance(5) { return "{to: \(first)}" }
        return first
    }

    // MARK: Names and types

    /// `name`, or with mistakes sometimes another name of `pool` (undeclared, or declared twice)
    /// or a malformed one.
    func name(_ name: String, among pool: [String], _ choices: inout Choices) -> String {
        guard mistakes, choices.chance(6) else { return name }
        return choices.chance(50) ? choices.pick(pool) + (choices.chance(30) ? "s" : "") : choices.pick(Self.badNames)
    }

    func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    func type(_ type: String, _ choices: inout Choices) -> String {
        guard mistakes, choices.chance(8) else { return type }
        return choices.pick(Self.badTypes)
    }
}
