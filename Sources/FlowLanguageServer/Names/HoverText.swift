import FlowModel
import FlowRules

/// What hover says of a name: its declaration's types (inputs, payloads, results) and what it
/// leads to, in Markdown.
enum HoverText {
    static func describe(_ key: SymbolKey, graph: FlowGraph?) -> String? {
        func flow(_ name: String) -> Flow? { graph?.flow(named: name) }
        switch key {
        case .flow(let name):
            guard let flow = flow(name) else { return "**flow** `\(name)`: no flow of this name" }
            return describe(flow)
        case .screen(let flowName, let id):
            guard let screen = flow(flowName)?.screen(named: id) else { return nil }
            var lines = ["**screen** `\(id)` of flow `\(flowName)`" + (screen.isExternal ? " (external)" : ""), ""]
            lines.append(type("input", screen.input))
            if let external = screen.external {
                lines.append(type("result", external.result))
            } else {
                lines.append("view: `\(screen.viewType)`\(screen.isSwiftUI ? " (SwiftUI)" : "")")
            }
            if !screen.actions.isEmpty {
                lines.append("actions:\n" + screen.actions.map { "- " + summary($0) }.joined(separator: "\n"))
            }
            return lines.joined(separator: "\n\n")
        case .action(let flowName, let screenID, let name):
            guard let action = flow(flowName)?.screen(named: screenID)?.actions.first(where: { $0.name.value == name })
            else { return nil }
            var lines = ["**action** `\(name)` of screen `\(screenID)` in flow `\(flowName)`", ""]
            lines.append(type("input", action.input))
            if action.output != nil || action.isAsync { lines.append(type("output", action.output)) }
            if action.isAsync { lines.append("async") }
            if let answers = action.answers {
                lines.append(
                    "result: answers\n" + answers.map { "- `\($0.name.value)`" + payload($0) }.joined(separator: "\n"))
            } else if let result = action.result {
                lines.append("result: `\(result.text)`")
            }
            lines.append(to(action.transitions))
            return lines.joined(separator: "\n\n")
        case .outcome(let flowName, let name):
            guard let outcome = flow(flowName)?.outcome(named: name) else { return nil }
            return "**outcome** `\(name)` of flow `\(flowName)`\n\n" + type("payload", outcome.payload)
        case .event(let flowName, let name):
            guard let event = flow(flowName)?.event(named: name) else { return nil }
            return "**event** `\(name)` of flow `\(flowName)`\n\n" + type("payload", event.payload)
        case .alert(let flowName, let name):
            guard let alert = flow(flowName)?.alert(named: name) else { return nil }
            var lines = [
                "**\(alert.style == .alert ? "alert" : "confirmation dialog")** `\(name)` of flow `\(flowName)`", "",
            ]
            lines.append(type("input", alert.input))
            lines.append("buttons:\n" + alert.buttons.map { "- " + summary($0) }.joined(separator: "\n"))
            return lines.joined(separator: "\n\n")
        case .button(let flowName, let alertName, let name):
            guard let button = flow(flowName)?.alert(named: alertName)?.button(named: name) else { return nil }
            return "**button** of alert `\(alertName)` in flow `\(flowName)`: " + summary(button)
        case .entry(let flowName, let name):
            guard let entry = flow(flowName)?.entry(named: name) else { return nil }
            var lines = ["**entry** `\(name)` of flow `\(flowName)`", "", type("input", entry.input)]
            lines.append("start: " + (entry.starts ?? []).map { "`\($0.value)`" }.joined(separator: ", "))
            if let outcomes = entry.outcomes {
                lines.append("outcomes: " + outcomes.map { "`\($0.value)`" }.joined(separator: ", "))
            }
            return lines.joined(separator: "\n\n")
        case .trigger(let flowName, let name):
            guard let trigger = flow(flowName)?.trigger(named: name) else { return nil }
            var lines = ["**trigger** `\(name)` of flow `\(flowName)`", "", type("input", trigger.input)]
            if let from = trigger.from { lines.append("from: " + from.map { "`\($0.value)`" }.joined(separator: ", ")) }
            lines.append(to(trigger.transitions))
            return lines.joined(separator: "\n\n")
        case .answer(let flowName, let screenID, let actionName, let name):
            guard
                let answer = flow(flowName)?.screen(named: screenID)?.actions
                    .first(where: { $0.name.value == actionName })?.answer(named: name)
            else { return nil }
            return "**answer** `\(name)` of action `\(actionName)` on screen `\(screenID)`\n\n"
                + type("payload", answer.payload)
        case .routeParameter(let flowName, let pattern, let name):
            guard let route = flow(flowName)?.routes.first(where: { $0.pattern.value == pattern }),
                let parameter = route.parameters.first(where: { $0.name.value == name })
            else { return "**route parameter** `\(name)` of route `\(pattern)`" }
            let place: String
            switch parameter.place {
            case .path: place = "path"
            case .fragment: place = "fragment"
            case .query: place = "query item"
            }
            return "**route parameter** `\(name)` (\(place)) of route `\(route.linkText)` in flow `\(flowName)`\n\n"
                + "type: `\(parameter.type.text)`"
        }
    }

    /// A flow or child: its input (or entries' inputs) and its outcomes and events with their payloads.
    private static func describe(_ flow: Flow) -> String {
        var lines = ["**flow** `\(flow.name.value)` (\(flow.file))", ""]
        if let entries = flow.entries {
            for entry in entries {
                lines.append("entry `\(entry.name.value)`: input " + (entry.input.map { "`\($0.text)`" } ?? "none"))
            }
        } else {
            lines.append(type("input", flow.input))
        }
        lines.append(
            flow.outcomes.isEmpty
                ? "outcomes: none"
                : "outcomes:\n" + flow.outcomes.map { "- `\($0.name.value)`" + payload($0) }.joined(separator: "\n"))
        if !flow.events.isEmpty {
            lines.append("events:\n" + flow.events.map { "- `\($0.name.value)`" + payload($0) }.joined(separator: "\n"))
        }
        if !flow.triggers.isEmpty {
            lines.append(
                "triggers:\n"
                    + flow.triggers.map { "- `\($0.name.value)`" + ($0.input.map { ": `\($0.text)`" } ?? "") }
                    .joined(separator: "\n"))
        }
        return lines.joined(separator: "\n\n")
    }

    private static func type(_ what: String, _ type: TypeExpression?) -> String {
        "\(what): " + (type.map { "`\($0.text)`" } ?? "none")
    }

    private static func payload(_ outcome: Outcome) -> String {
        outcome.payload.map { ": `\($0.text)`" } ?? ""
    }

    private static func to(_ transitions: Transitions) -> String {
        transitions.isEmpty ? "to: nothing" : "to: " + transitions.map { "`\($0.description)`" }.joined(separator: ", ")
    }

    /// An action in a list: its name, input, result and where it leads.
    private static func summary(_ action: Action) -> String {
        var text = "`\(action.name.value)`"
        if let input = action.input { text += " (`\(input.text)`)" }
        if let output = action.output { text += " → `\(output.text)`" }
        if let answers = action.answers {
            text += ", result " + answers.map { "`\($0.name.value)`" }.joined(separator: "/")
        } else if let result = action.result {
            text += ", result `\(result.text)`"
        }
        if !action.transitions.isEmpty { text += ": " + action.transitions.map(\.description).joined(separator: ", ") }
        return text
    }

    private static func summary(_ button: AlertButton) -> String {
        "`\(button.name.value)` (\(button.role.rawValue))"
            + (button.transitions.isEmpty ? "" : ": " + button.transitions.map(\.description).joined(separator: ", "))
    }
}
