import FlowDiagnostics
import FlowYAML

/// Format 1.2, §6: `external: true`, a screen the work makes the controller of, with the `result`
/// it hands back and the `to` that runs next from the screen it was shown over.
extension DecodingContext {
    /// The screen's `external`, `result` and `to`; nil for a screen of the app's own (having
    /// reported `result` and `to` there). The keys an external screen has not are reported.
    mutating func externalScreen(_ map: KeyedMap<ScreenKey>, screen: String) -> ExternalScreen? {
        let written = map[.external]
        // A value that is no boolean (`schema`) is read as meant where the screen has `result` or
        // `to`, which only an external screen has: one mistake, one finding.
        let isExternal =
            written.flatMap { boolean($0, "'external'") } ?? (written != nil && (map.has(.result) || map.has(.to)))
        guard isExternal, let externalKey = map.keyNode(.external) else {
            for key in [ScreenKey.result, .to] {
                guard let keyNode = map.keyNode(key) else { continue }
                schema(
                    "screen '\(screen)' has no key '\(ScreenKey.spellings[key.rawValue])'; only an external screen has 'result' and 'to'",
                    at: keyNode)
            }
            return nil
        }
        for key in [ScreenKey.view, .storyboard, .identifier, .swiftui] {
            guard let keyNode = map.keyNode(key) else { continue }
            schema(
                "screen '\(screen)' is external: the work makes its controller, so it has no '\(ScreenKey.spellings[key.rawValue])'",
                at: keyNode)
        }
        if let keyNode = map.keyNode(.actions) {
            schema(
                "screen '\(screen)' is external: the work makes its controller, so it has no actions: it hands back its 'result' and 'to' runs next",
                at: keyNode)
        }
        let result = map[.result].flatMap { type($0, "'result'") }
        var steps: Transitions = []
        if let to = map[.to], !isNull(to) {
            stepFollows = .externalScreen(screen)
            let read = transitions(to, "'to' of screen '\(screen)'")
            stepFollows = nil
            steps = self.steps(read, screen: screen)
        }
        return ExternalScreen(position: position(of: externalKey), result: result, transitions: steps)
    }

    /// The alternatives of an external screen's `to`: each runs as `then`'s second step after the
    /// screen has closed; `stay` among them means nothing more. Those that cannot are reported and
    /// left out.
    private mutating func steps(_ transitions: Transitions, screen: String) -> Transitions {
        var kept: [Transition] = []
        for step in transitions {
            if let nested = step.options.then, step.verb.mayBeFollowedByThen {
                // `{to: dismiss, then: push done}`: the closing step is the mistake, and its
                // second step what was meant, as the external screen has closed already.
                report(
                    .schema,
                    "'to' of external screen '\(screen)' runs once it has closed, from the screen it was shown over: '\(step.verb.rawValue)' would close that one too; write its second step alone, 'to: \(nested.step)'",
                    at: step.position)
                refusedSecondSteps += [step, nested.step]
                continue
            }
            let why: String?
            switch step.verb {
            case .return:
                why = "external screen '\(screen)' answers the action that shows it with its 'result' by itself"
            case .reset:
                why =
                    "'to' of external screen '\(screen)' runs one more move: 'reset' tears everything down and needs no step before it"
            case .dismiss, .pop, .popToRoot:
                why =
                    "'to' of external screen '\(screen)' runs once it has closed, from the screen it was shown over: '\(step)' would close that one too"
            case .stay where transitions.count == 1:
                why = "'to' of external screen '\(screen)' is 'stay' alone, which moves nothing: leave 'to' out"
            case .push, .present, .replace, .start, .finish, .stay, .select, .alert, .send:
                why = nil
            }
            if let why {
                report(.schema, why, at: step.position)
                // What a refused step names is this finding's, not also unreachable or unused.
                refusedSecondSteps.append(step)
                continue
            }
            kept.append(step)
        }
        return Transitions(kept)
    }
}
