import FlowModel
import FlowRules

/// Format 1.2: `make`. A made step asks the work for its target's input before it moves, by a
/// requirement of its own, named by its place (`GeneratedNames.madeInputRequirement`):
/// synchronous, handed the place's payload, answering the target's input as an optional; nil
/// refuses, and nothing moves.
extension FlowPlan {
    /// Where a made step stands: its place and its position among the place's alternatives.
    struct MadeStep: Hashable {
        var place: TransitionPlace
        var alternative: Int
    }

    /// The requirement of each made step of the flow whose target takes a value (one that takes
    /// none is `type-mismatch`; it is generated as if it were not made), in the order of
    /// `resolved.madeTransitions`.
    func madeInputRequirements() -> [(MadeStep, Requirement)] {
        resolved.madeTransitions.compactMap { position in
            let transition = resolved.transitions[position]
            guard let taken = graph.takenType(by: transition, inFlow: index) else { return nil }
            let payload = graph.payload(of: transition, inFlow: index)
            let target = "\(Self.targetWords(transition))'\(targetName(transition))'"
            guard let (summary, label) = madeSummary(transition.place, target: target) else { return nil }
            let requirement = Requirement(
                name: GeneratedNames.madeInputRequirement(position, in: resolved, flow: flow),
                summary: summary + "; nil moves nothing.", parameter: payload?.parameterText, parameterLabel: label,
                isAsync: false, output: Self.optional(taken), choice: nil)
            return (MadeStep(place: transition.place, alternative: transition.alternative), requirement)
        }
    }

    /// What a made step at `place` hands to `target` (the requirement's summary) and its
    /// parameter's label; nil for places that are never made.
    private func madeSummary(_ place: TransitionPlace, target: String) -> (String, String)? {
        switch place {
        case .action(let screen, let action):
            let name = flow.screens[screen].actions[action].name.value
            return ("What the \(flow.screens[screen].id.value) screen's `\(name)` hands to \(target)", "_ input")
        case .handler(let child, let handler):
            let childName = flow.children[child].flow.value
            let outcome = flow.children[child].handlers[handler].outcome.value
            let happened =
                resolved.handledEvent(ofHandler: handler, ofChild: child) == nil ? "finished with" : "sent"
            return ("What the flow hands to \(target) after \(childName) \(happened) `\(outcome)`", "_ payload")
        case .alertButton(let alert, let button):
            let alertName = flow.alerts[alert].name.value
            let buttonName = flow.alerts[alert].buttons[button].name.value
            return ("What the `\(buttonName)` button of alert `\(alertName)` hands to \(target)", "_ input")
        case .trigger(let trigger):
            return ("What the trigger `\(flow.triggers[trigger].name.value)` hands to \(target)", "_ input")
        case .then(let step):
            // Format 1.2: a made second step, described by its first step's place.
            let first = resolved.transitions[step]
            guard let (summary, label) = madeSummary(first.place, target: target) else { return nil }
            return (summary + " once `\(first.verb.rawValue)` has ended", label)
        case .external(let screen):
            // Format 1.2, §6: not generated yet (`flowc generate` refuses external screens).
            return ("What the external screen `\(flow.screens[screen].id.value)` hands to \(target)", "_ result")
        case .start, .tab, .back:
            return nil
        }
    }

    /// The requirement that makes `transition`'s input, when it is a made step that has one.
    func madeInput(of transition: ResolvedTransition) -> Requirement? {
        guard transition.isMade else { return nil }
        return madeInputs[MadeStep(place: transition.place, alternative: transition.alternative)]
    }

    /// The words before a target's name: `screen `, `flow `, `outcome `.
    private static func targetWords(_ transition: ResolvedTransition) -> String {
        switch transition.verb.targetKind {
        case .screen: return "screen "
        case .child: return "flow "
        case .outcome: return "outcome "
        case .alert: return "alert "
        case .event: return "event "
        case .tab: return "tab "
        case .screenOrChild: return transition.target.screen != nil ? "screen " : "flow "
        case nil: return ""
        }
    }

    /// `type` as an optional: `T?`, `T??` for an optional `T?` (whose `.some(nil)` hands it nil),
    /// and in parentheses where `?` would bind to a part of it (`(() -> Void)?`, `(any P)?`).
    static func optional(_ type: TypeExpression) -> String {
        let canonical = type.canonical ?? ""
        return needsParenthesesForOptional(canonical) ? "(" + type.text + ")?" : type.text + "?"
    }

    /// Whether `?` after `type` (as written or canonical) would bind to a part of it: a function
    /// type's result, the last of a composition, an existential's or opaque type's protocol.
    static func needsParenthesesForOptional(_ type: String) -> Bool {
        type.contains("->") || type.contains("&") || type.hasPrefix("any ") || type.hasPrefix("some ")
    }
}
