import FlowModel
import FlowRules

/// Named results (format 1.2): an action whose `result` names its answers waits for a
/// `FlowcNamedAnswer`, which `return NAME` hands back, and turns it into a case of its own enum,
/// `<Flow><Screen><Action>Result` (a map's payloads are associated values). Nothing of it is
/// written for a flow without named answers.
enum NamedResultEmitter {
    /// The runtime's type a `return NAME` hands back.
    static let answerType = "FlowcNamedAnswer"

    /// The enum of the answers of each action of screen `index` that waits for named answers,
    /// after the screen's actions struct.
    static func emitEnums(_ plan: FlowPlan, screen index: Int, into writer: inout SwiftWriter) {
        let screen = plan.flow.screens[index]
        for action in screen.actions {
            guard let answers = action.answers else { continue }
            writer.line()
            writer.doc(
                "What action ", action.name.value, " of the ", screen.id.value + " screen of the " + plan.name,
                " flow is answered with.")
            writer.block(
                "enum ", GeneratedNames.resultType(flow: plan.name, screen: screen.id.value, action: action.name.value),
                " {"
            ) { writer in
                for answer in answers {
                    if let payload = answer.payload {
                        writer.line("case ", answer.name.value, "(", payload.text, ")")
                    } else {
                        writer.line("case ", answer.name.value)
                    }
                }
            }
        }
    }

    /// The body of an asking action's closure after its guards: asks with a reply of named
    /// answers, then answers the case the name stands for (the rules guarantee it is one).
    /// `returnsOnTheirOwnLines` puts each case's `return` under it (the SwiftUI backend's closures
    /// stand two levels deeper, where `case "name": return …` would outgrow the line).
    static func writeAsk(
        _ answers: [Outcome], resultType: String, returnsOnTheirOwnLines: Bool = false,
        into writer: inout SwiftWriter, ask: (inout SwiftWriter) -> Void
    ) {
        writer.block("let answer: ", answerType, "? = await flowcAsk { reply in") { writer in ask(&writer) }
        writer.line("switch answer?.name {")
        for answer in answers {
            let name = answer.name.value
            // Each case by its type's name: `.none` alone would be the optional's.
            let answerCase = resultType + "." + name
            let value: String
            if let payload = answer.payload {
                value =
                    payload.canonical?.hasSuffix(" ?") == true
                    // An optional payload: nil when none came.
                    ? answerCase + "(answer?.payload as? " + FlowPlan.answeredType(payload) + ")"
                    : "(answer?.payload as? " + payload.text + ").map { " + answerCase + "($0) }"
            } else {
                value = answerCase
            }
            if returnsOnTheirOwnLines {
                writer.line("case \"", name, "\":")
                writer.indented { $0.line("return ", value) }
            } else {
                writer.line("case \"", name, "\": return ", value)
            }
        }
        writer.line("default: return nil")
        writer.line("}")
    }
}

extension FlowPlan {
    /// Whether `asker`, an action's alternative of this flow, waits for named answers.
    func asksForNamedAnswers(_ asker: ResolvedTransition) -> Bool {
        graph.askedAnswers(by: asker, inFlow: index) != nil
    }

    /// The value a `return` hands back: `FlowcNamedAnswer("name", payload)` for `return NAME`
    /// (the payload only where the answer carries one); for a plain `return` in the handler of a
    /// child whose askers wait for named answers, nil (the payload goes nowhere); otherwise the
    /// payload, as in format 1.1. A payload of nested optionals (`Int??`) handed on as `Any?` (a
    /// named answer's payload, a presented screen's `returnValue`) is made `Any?` in so many
    /// words: Swift warns about doing it silently. A handler's typed reply takes it as it is.
    func returnedValue(_ transition: ResolvedTransition, argument: String?) -> String {
        let argument = returnCarriesPayload(transition) ? argument : nil
        let nested = graph.payload(of: transition, inFlow: index)?.canonical?.hasSuffix("? ?") == true
        if let name = graph.answerName(of: transition, inFlow: index) {
            let payload = argument.map { ", " + $0 + (nested ? " as Any?" : "") } ?? ""
            return NamedResultEmitter.answerType + "(\"" + name + "\"" + payload + ")"
        }
        if case .handler = transition.place { return argument ?? "nil" }
        return argument.map { nested ? $0 + " as Any?" : $0 } ?? "nil"
    }

    /// Whether a `return` hands its payload back: not where the named answer it gives carries
    /// none, nor for a plain `return` in the handler of a child whose askers wait for named
    /// answers. The handler then binds no payload it would leave unused.
    func returnCarriesPayload(_ transition: ResolvedTransition) -> Bool {
        guard graph.payload(of: transition, inFlow: index) != nil else { return false }
        if let name = graph.answerName(of: transition, inFlow: index) {
            return graph.askers(of: transition, inFlow: index).contains { asker in
                graph.askedAnswers(by: asker, inFlow: index)?.contains {
                    $0.name.value == name && $0.payload != nil
                } == true
            }
        }
        if case .handler(let child, _) = transition.place {
            return replyType(ofChild: child) != NamedResultEmitter.answerType
        }
        return true
    }
}

extension FlowGraph {
    /// Whether any flow waits for named answers: the support file then carries `FlowcNamedAnswer`.
    var usesNamedResults: Bool {
        flows.contains { flow in flow.screens.contains { screen in screen.actions.contains { $0.answers != nil } } }
    }
}
