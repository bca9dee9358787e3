/// Writes a set of flow files from a grammar of the flow format, each choice taken from the fuzz
/// input, so that every input is YAML that reaches the decoder, the linker and the rules.
///
/// The flows are planned first (names, roots, screens, outcomes, which flow starts which) and
/// written from the plan, so references mostly name what exists and the rules have real work.
/// With `mistakes`, the input also picks the mistakes people make: undeclared or misspelt names,
/// bad verbs and types, unknown keys, values of the wrong kind, duplicate keys and flows, cycles,
/// keys of the wrong root, suppression comments, anchors and aliases. Without, the flows are
/// written to be valid, for the emitters.
public struct FlowSetWriter {
    public var mistakes: Bool

    public init(mistakes: Bool) {
        self.mistakes = mistakes
    }

    static let flowNames = ["App", "Home", "Search", "Cart", "Login", "Settings"]
    static let screenIDs = ["home", "list", "detail", "edit", "sheet"]
    static let outcomeNames = ["done", "cancelled", "failed"]
    static let types = ["Item", "Item.ID", "String", "Int?", "\"[Item]\"", "\"[String: Int]\"", "Result<Item, Error>"]
    static let badTypes = ["[Item]", "Int<", "Result<A,", "(", "class", "@Sendable () -> Void", "Optional<Item>"]
    static let badNames = ["home", "Bad-Name", "class", "", "Dup", "x y", "_", "HOME"]
    static let verbs = ["push", "present", "replace", "pop", "popToRoot", "dismiss", "start", "finish", "stay"]
    static let badVerbs = [
        "jump home", "push", "pop home", "finsh done", "start", "present  ", "stay now", "popToroot",
    ]
    static let rules = [
        "unused-flow", "dead-end-screen", "unreachable-screen", "missing-identifier", "unused-child",
        "unused-outcome", "nosuchrule", "",
    ]
    static let unknownKeys = ["outcome", "screen", "childs", "view", "actions", "tab", "presnt"]

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
    }

    /// The files, as (path, text); 1 to 4 files holding 1 to 6 flows.
    public func write(_ choices: inout Choices) -> [(path: String, text: String)] {
        let plan = self.plan(&choices)
        let fileCount = 1 + choices.below(min(4, plan.count))
        var texts = Array(repeating: "", count: fileCount)
        for (index, flow) in plan.enumerated() {
            let file = index < fileCount ? index : choices.below(fileCount)
            if !texts[file].isEmpty { texts[file] += mistakes && choices.chance(5) ? "---\n---\n" : "---\n" }
            texts[file] += self.flow(flow, in: plan, &choices)
        }
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
        }
        return flows
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
        if let back = flow.back { out += "back: \(name(back, among: Self.outcomeNames, &choices))\n" }
        if !flow.isTabs || (mistakes && choices.chance(5)) {
            if !(mistakes && choices.chance(3)) { out += start(flow, in: plan, &choices) }
            if !flow.screens.isEmpty { out += screens(flow, in: plan, &choices) }
        }
        if !flow.children.isEmpty { out += children(flow, in: plan, &choices) }
        if flow.isTabs || (mistakes && choices.chance(3)) {
            let tabs = flow.tabs.map { plan[$0].name }
            out += "tabs: [\(tabs.map { name($0, among: Self.flowNames, &choices) }.joined(separator: ", "))]\n"
        }
        if mistakes && choices.chance(4) {
            out += "\(choices.pick(Self.unknownKeys)): \(choices.chance(50) ? "x" : "{a: 1}")\n"
        }
        return out
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
        if flow.startsAtSecond { replaced[1] = true }
        for (position, id) in flow.screens.enumerated() {
            var actions: [(String, String)] = []
            if position + 1 < flow.screens.count {
                let verb = choices.chance(25) ? "present" : (choices.chance(10) ? "replace" : "push")
                presented[position + 1] = verb == "present"
                replaced[position + 1] = replaced[position + 1] || verb == "replace"
                actions.append(("next", transition(verb, flow.screens[position + 1], flow, plan, &choices)))
            }
            // A replaced screen is a first screen: nothing beneath it to pop.
            if position > 0 && (mistakes || !replaced[position]) && choices.chance(60) {
                let verb = presented[position] ? "dismiss" : (choices.chance(20) ? "popToRoot" : "pop")
                actions.append(("close", transition(verb, nil, flow, plan, &choices)))
            }
            for child in started where startedFrom[child] == position || (position > 0 && choices.chance(10)) {
                actions.append(("open\(plan[child].name)", transition("start", plan[child].name, flow, plan, &choices)))
            }
            if position == flow.screens.count - 1 || choices.chance(15) {
                let finishes = flow.outcomes.filter { $0.1 == nil || choices.chance(50) }
                if !finishes.isEmpty {
                    let list = finishes.map { transition("finish", $0.0, flow, plan, &choices) }
                    actions.append(("finish", list.count == 1 ? list[0] : "[\(list.joined(separator: ", "))]"))
                }
            }
            if mistakes && choices.chance(10) {
                let verb = choices.pick(Self.verbs)
                let target: String? =
                    switch verb {
                    case "push", "present", "replace": choices.pick(Self.screenIDs)
                    case "start": choices.pick(Self.flowNames)
                    case "finish": choices.pick(Self.outcomeNames)
                    default: nil
                    }
                actions.append(("extra", transition(verb, target, flow, plan, &choices)))
            }
            if mistakes && choices.chance(5) { actions.append((choices.pick(Self.badNames), "stay")) }
            if choices.chance(10) { actions.append(("refresh", "null")) }

            var screen = ""
            if choices.chance(15) { screen += "    swiftui: true\n" }
            if choices.chance(10) { screen += "    storyboard: Main\n    identifier: \(upperFirst(id))Screen\n" }
            if choices.chance(20) { screen += "    view: \(upperFirst(id))View\n" }
            if mistakes && choices.chance(15) { screen += "    input: \(type(choices.pick(Self.types), &choices))\n" }
            if !actions.isEmpty {
                screen += "    actions:\n"
                for (action, to) in actions {
                    screen += "      " + self.action(action, to, &choices)
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

    /// One action, in the short form or the long form.
    func action(_ name: String, _ to: String, _ choices: inout Choices) -> String {
        switch to == "null" && !mistakes ? 2 : choices.below(5) {
        case 0:
            var out = "\(name):\n"
            if choices.chance(40) { out += "        input: \(type(choices.pick(Self.types), &choices))\n" }
            if choices.chance(30) { out += "        output: \(type(choices.pick(Self.types), &choices))\n" }
            if choices.chance(30) { out += "        async: \(choices.chance(50))\n" }
            if to != "null" { out += "        to: \(to)\n" }
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
        let pool: [String] =
            switch verb {
            case "start": Self.flowNames
            case "finish": Self.outcomeNames
            default: Self.screenIDs
            }
        return "\(verb) \(name(target, among: pool, &choices))"
    }

    func children(_ flow: PlannedFlow, in plan: [PlannedFlow], _ choices: inout Choices) -> String {
        var out = "children:\n"
        for index in flow.children {
            let child = plan[index]
            let key = name(child.name, among: Self.flowNames, &choices)
            var body = ""
            if !flow.tabs.contains(index) {
                if choices.chance(30) { body += "    present: true\n" }
                if choices.chance(10) { body += "    permanent: true\n" }
                var handlers = child.outcomes.map(\.0)
                if mistakes && choices.chance(10) { handlers = handlers.filter { _ in choices.chance(50) } }
                if mistakes && choices.chance(5) { handlers.append(choices.pick(Self.outcomeNames)) }
                if !handlers.isEmpty {
                    body += "    on:\n"
                    for outcome in handlers {
                        body +=
                            "      \(name(outcome, among: Self.outcomeNames, &choices)): \(handler(flow, plan, &choices))\n"
                    }
                }
            } else if mistakes && choices.chance(10) {
                body += "    on: {done: stay}\n"
            }
            out += body.isEmpty ? "  \(key): \(choices.chance(50) ? "null" : "{}")\n" : "  \(key):\n" + body
        }
        return out
    }

    /// What a parent does when its child finishes with one outcome.
    func handler(_ flow: PlannedFlow, _ plan: [PlannedFlow], _ choices: inout Choices) -> String {
        var options = ["stay"]
        if let outcome = flow.outcomes.first(where: { $0.1 == nil }) { options.append("finish \(outcome.0)") }
        // A handler's pop has nothing beneath on a first screen of an entry flow: only with mistakes.
        if !flow.isTabs && mistakes { options += ["pop", "popToRoot"] }
        // The first screen: pushing a presented one would put it on the flow's own stack.
        if !flow.isTabs, let screen = flow.screens.first { options.append("push \(screen)") }
        let first = transition(choices.pick(options), nil, flow, plan, &choices)
        if choices.chance(10) { return "[\(first), stay]" == "[stay, stay]" ? "stay" : "[\(first), stay]" }
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
