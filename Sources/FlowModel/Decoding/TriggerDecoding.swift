import FlowDiagnostics
import FlowYAML

/// Format 1.2: a flow's `triggers`, each declared as an action is (a transition, a list of
/// alternatives, or a map with `input`, `to` and `make`), with `from` for the screens it runs from.
extension DecodingContext {
    mutating func triggers(_ node: Node, root: Flow.Root) -> [Trigger] {
        guard let entries = entries(of: node, "'triggers'") else { return [] }
        var result: [Trigger] = []
        result.reserveCapacity(entries.count)
        for entry in entries {
            if let trigger = trigger(entry, root: root) { result.append(trigger) }
        }
        return result
    }

    /// One trigger; nil, having reported, when it has no transition to run.
    private mutating func trigger(_ entry: MapEntry, root: Flow.Root) -> Trigger? {
        var trigger = Trigger(name: Located(entry.key, at: position(of: entry.keyNode)))
        switch tree.kind(entry.value) {
        case .scalar where isNull(entry.value):
            schema(
                "trigger '\(entry.key)' needs a transition to run: 'VERB TARGET', a list of them, or {to: …}",
                at: entry.value)
            return nil
        case .scalar, .sequence:
            trigger.transitions = transitions(entry.value, "trigger '\(entry.key)'")
        case .mapping:
            guard let map = keyedMap(entry.value, "trigger '\(entry.key)'", keys: format.triggerKeys) else {
                return nil
            }
            for key in [TriggerKey.output, .async, .result] {
                guard let keyNode = map.keyNode(key) else { continue }
                schema("trigger '\(entry.key)' answers whether it ran; it has no '\(key)'", at: keyNode)
            }
            trigger.input = map[.input].flatMap { type($0, "'input'") }
            if let from = map[.from], let keyNode = map.keyNode(.from) {
                if root == .tabs {
                    schema(
                        "a tabs flow has no screens for 'from'; trigger '\(entry.key)' runs over its tabs", at: keyNode)
                } else if tree.kind(from) == .sequence {
                    trigger.from = nameList(from, "'from'")
                } else if let screen = located(from, "'from'") {
                    trigger.from = [screen]
                }
            }
            guard let to = map[.to], !isNull(to) else {
                schema(
                    "trigger '\(entry.key)' needs 'to': the transition it runs, or a list of alternatives",
                    at: map.keyNode(.to) ?? entry.value)
                return nil
            }
            trigger.transitions = transitions(to, "'to' of trigger '\(entry.key)'")
            if let make = map[.make], let keyNode = map.keyNode(.make) {
                applyMake(make, key: keyNode, to: &trigger.transitions, toNode: to, owner: "trigger '\(entry.key)'")
            }
            if let then = map[.then], let keyNode = map.keyNode(.then) {
                applyThen(then, key: keyNode, to: &trigger.transitions, toNode: to, owner: "trigger '\(entry.key)'")
            }
        }
        return trigger.transitions.isEmpty ? nil : trigger
    }
}
