import FlowDiagnostics
import FlowModel

// Named results (format 1.2): each check in the rule that checks its kind today. `return NAME`
// against each action it can answer (`missing-identifier`, `type-mismatch`), answers no `return`
// hands back (`unused-outcome`), answer names and the result enums' names (`invalid-identifier`).

extension MissingIdentifierRule {
    /// `return NAME` where an asking action has no answer of that name: one finding per asker.
    func unknownAnswers(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        for declared in resolved.declared where resolved.transitions[declared].verb.mayNameAnAnswer {
            let transition = resolved.transitions[declared]
            guard let name = resolved.answerName(of: transition, in: flow) else { continue }
            for asker in graph.askingActions(of: transition, inFlow: index) {
                // No answers: the asker's `result` could not be read (`schema`), its mistake alone.
                guard let answers = graph.askedAnswers(by: asker, inFlow: index), !answers.isEmpty,
                    !answers.contains(where: { $0.name.value == name })
                else { continue }
                let names = answers.map(\.name.value)
                findings.append(
                    finding(
                        "\(graph.returnWords(transition, inFlow: index)) names no answer of \(graph.answerAskerWords(asker, inFlow: index)) (\(names.joined(separator: ", ")))\(Suggestion.hint(for: name, among: names))",
                        at: transition.position, in: flow))
            }
        }
        return findings
    }
}

extension TypeMismatchRule {
    /// `return NAME` answering an action whose `result` is a type, a named answer's payload that
    /// is not the answer's type, and a child asked by actions that wait for a type and for names,
    /// or for types answered differently (its reply is one of them).
    func namedAnswerMismatches(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        let resolved = graph.resolved[index]
        var findings: [Diagnostic] = []
        // Children that some action asks for named answers: one that another asks for a type is
        // reported once, at the actions (`mixedChildAskers`), not again at each `return NAME`.
        var childrenAskedForNames: Set<Int>?
        for declared in resolved.declared where resolved.transitions[declared].verb.mayNameAnAnswer {
            let transition = resolved.transitions[declared]
            guard let name = resolved.answerName(of: transition, in: flow) else { continue }
            let payload = graph.payload(of: transition, inFlow: index)
            for asker in graph.askingActions(of: transition, inFlow: index) {
                guard let answers = graph.askedAnswers(by: asker, inFlow: index) else {
                    guard let result = graph.askedResult(by: asker, inFlow: index) else { continue }
                    if asker.verb.startsChild, let child = asker.target.child {
                        if childrenAskedForNames == nil {
                            childrenAskedForNames = Set(
                                resolved.resultAskers.compactMap { position in
                                    let other = resolved.transitions[position]
                                    return other.verb.startsChild && graph.askedAnswers(by: other, inFlow: index) != nil
                                        ? other.target.child : nil
                                })
                        }
                        if childrenAskedForNames?.contains(child) == true { continue }
                    }
                    findings.append(
                        finding(
                            "'return \(name)' answers \(graph.askerWords(asker, inFlow: index)) with a name, but it waits for '\(result.text)'",
                            at: transition.position, in: flow))
                    continue
                }
                // An answer the asker lacks is `missing-identifier`'s; one without a type takes
                // whatever comes.
                guard let answer = answers.first(where: { $0.name.value == name }), let type = answer.payload,
                    let taken = type.canonical
                else { continue }
                guard let payload else {
                    findings.append(
                        finding(
                            "'return \(name)' hands nothing back to \(graph.askerWords(asker, inFlow: index)), whose answer '\(name)' carries '\(type.text)'",
                            at: transition.position, in: flow))
                    continue
                }
                // The answer's type, or what it wraps where it is an optional (Swift wraps it),
                // without the parentheses the optional needed: `(any P)?` wraps `any P`.
                guard let handed = payload.canonical, handed != taken,
                    !(taken.hasSuffix(" ?") && handed[...] == TypeExpression.withoutOptional(taken))
                else { continue }
                findings.append(
                    finding(
                        "'return \(name)' hands '\(payload.text)' back to \(graph.askerWords(asker, inFlow: index)), whose answer '\(name)' carries '\(type.text)'",
                        at: transition.position, in: flow))
            }
        }
        findings += mixedChildAskers(in: graph, flow: index)
        return findings
    }

    /// Actions that start one child, some waiting for a type and some for named answers, or for
    /// types answered differently (`Int` and `String`; `Int??`, answered `Int?`, and `Int?`,
    /// answered `Int`): the child's handlers answer one reply, so the later of two such actions
    /// is reported.
    private func mixedChildAskers(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let flow = graph.flows[index]
        var findings: [Diagnostic] = []
        for (asker, first) in Self.mixedChildAskers(graph, flow: index) {
            let childName = asker.target.child.map { flow.children[$0].flow.value } ?? ""
            func waits(_ asker: ResolvedTransition) -> String {
                graph.askedResult(by: asker, inFlow: index).map { "'\($0.text)'" } ?? "named answers"
            }
            findings.append(
                finding(
                    "\(graph.askerWords(asker, inFlow: index)) waits for \(waits(asker)) from child '\(childName)', which \(graph.askerWords(first, inFlow: index)) asks for \(waits(first)): the child answers every action that starts it one way",
                    at: asker.position, in: flow))
        }
        return findings
    }

    /// The actions `mixedChildAskers(in:flow:)` reports, each with the first action that starts
    /// its child, whose reply it does not share. A `return` is not checked again against them.
    static func mixedChildAskers(
        _ graph: FlowGraph, flow index: Int
    ) -> [(asker: ResolvedTransition, first: ResolvedTransition)] {
        let resolved = graph.resolved[index]
        var firstByChild: [Int: ResolvedTransition] = [:]
        var mixed: [(asker: ResolvedTransition, first: ResolvedTransition)] = []
        for position in resolved.resultAskers {
            let asker = resolved.transitions[position]
            guard asker.verb.startsChild, let child = asker.target.child else { continue }
            guard let first = firstByChild[child] else {
                firstByChild[child] = asker
                continue
            }
            let firstNamed = graph.askedAnswers(by: first, inFlow: index) != nil
            if firstNamed == (graph.askedAnswers(by: asker, inFlow: index) != nil) {
                // Both named, or both typed and answered as one type.
                guard !firstNamed, let firstType = graph.askedResult(by: first, inFlow: index),
                    let type = graph.askedResult(by: asker, inFlow: index),
                    let answered = type.canonical.map(TypeExpression.withoutOptional),
                    let firstAnswered = firstType.canonical.map(TypeExpression.withoutOptional),
                    answered != firstAnswered
                else { continue }
            }
            mixed.append((asker, first))
        }
        return mixed
    }
}

extension UnusedOutcomeRule {
    /// Answers of asking actions that no `return` names.
    func answersNeverReturned(in graph: FlowGraph, flow index: Int) -> [Diagnostic] {
        let resolved = graph.resolved[index]
        guard !resolved.namedResultActions.isEmpty else { return [] }
        let flow = graph.flows[index]
        // An answer of one action: a key that is not a string, for a flow of many `return`s.
        struct Answer: Hashable {
            var place: TransitionPlace
            var name: String
        }
        var returned: Set<Answer> = []
        for declared in resolved.declared where resolved.transitions[declared].verb.mayNameAnAnswer {
            let transition = resolved.transitions[declared]
            guard let name = resolved.answerName(of: transition, in: flow) else { continue }
            for asker in graph.askers(of: transition, inFlow: index) {
                let place = graph.askingPlace(of: asker, inFlow: index)
                returned.insert(Answer(place: place, name: name))
                // A name the asker lacks is `missing-identifier`, which suggests the answer meant:
                // that one counts as returned (one mistake, one finding).
                if let answers = graph.askedAnswers(by: asker, inFlow: index),
                    !answers.contains(where: { $0.name.value == name }),
                    let meant = Suggestion.closest(to: name, among: answers.map(\.name.value))
                {
                    returned.insert(Answer(place: place, name: meant))
                }
            }
        }
        // A `return NAME` left out as a second step (`schema`) meant to answer: not read, it cannot
        // say whom, so its name counts as returned to every action of the flow (one mistake, one
        // finding).
        let refusedReturns = Set(flow.refusedSecondSteps.compactMap { $0.verb == .return ? $0.target : nil })
        var findings: [Diagnostic] = []
        let screens = flow.screens
        for (screen, action) in resolved.namedResultActions {
            // `result: [Address]`, a type meant, is `invalid-identifier` alone; named answers of
            // an action showing an external screen, which hands a type, `type-mismatch` alone.
            if InvalidIdentifierRule.isATypeWritten(screens[screen].actions[action].answers ?? []) { continue }
            if resolved.alternatives(ofAction: action, onScreen: screen).contains(where: {
                TypeMismatchRule.externalAskedForNames(resolved.transitions[$0], in: flow) != nil
            }) {
                continue
            }
            for answer in screens[screen].actions[action].answers ?? []
            where !returned.contains(Answer(place: .action(screen: screen, action: action), name: answer.name.value))
                && !refusedReturns.contains(answer.name.value)
            {
                findings.append(
                    finding(
                        "answer '\(answer.name.value)' of action '\(screens[screen].actions[action].name.value)' on screen '\(screens[screen].id.value)' is never returned",
                        at: answer.name.position, in: flow))
            }
        }
        return findings
    }
}

extension InvalidIdentifierRule {
    /// Answer names become enum cases: lowerCamelCase, as outcomes. `result: [Address]`, written
    /// for the array type, is a list of one name: the finding says to quote it.
    func answerNameFindings(_ answers: [Outcome], in flow: Flow, keywords: SwiftKeywords) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for answer in answers {
            let name = answer.name.value
            guard let problem = NameStyle.lowerCamelCase.problem(with: name, keywords: keywords) else { continue }
            let hint =
                Self.isATypeWritten(answers) ? "; for the type [\(name)], quote it: result: \"[\(name)]\"" : ""
            findings.append(finding("answer name \(problem)\(hint)", at: answer.name.position, in: flow))
        }
        return findings
    }

    /// Whether `answers` is `result: [Address]` written for the array type: one name, without a
    /// payload, starting with a capital letter.
    static func isATypeWritten(_ answers: [Outcome]) -> Bool {
        answers.count == 1 && answers[0].payload == nil && answers[0].name.value.first.map { $0.isUppercase } == true
    }

    /// Two asking actions whose result enums (`<Flow><Screen><Action>Result`) have one name:
    /// reported at the second.
    func resultTypeClashes(_ graph: FlowGraph) -> [Diagnostic] {
        // The words of a message are made only for a clash: every asking action has a type name.
        func words(_ flow: Int, _ screen: Int, _ action: Int) -> String {
            let screenValue = graph.flows[flow].screens[screen]
            return "action '\(screenValue.actions[action].name.value)' of screen '\(screenValue.id.value)' "
                + "of flow '\(graph.flows[flow].name.value)'"
        }
        var first: [String: (flow: Int, screen: Int, action: Int)] = [:]
        var findings: [Diagnostic] = []
        // Only the actions linking found waiting for named answers, each read in place.
        for index in graph.flows.indices {
            let screens = graph.flows[index].screens
            for (screen, action) in graph.resolved[index].namedResultActions {
                let type = GeneratedNames.resultType(
                    flow: graph.flows[index].name.value, screen: screens[screen].id.value,
                    action: screens[screen].actions[action].name.value)
                guard let earlier = first[type] else {
                    first[type] = (index, screen, action)
                    continue
                }
                findings.append(
                    finding(
                        "\(words(index, screen, action)) and \(words(earlier.flow, earlier.screen, earlier.action)) would both generate the type '\(type)'; rename one",
                        at: screens[screen].actions[action].name.position, in: graph.flows[index]))
            }
        }
        return findings
    }
}
