/// `protocol <Flow>CoordinatorWork`: what only the app's code can do for a flow (actions that
/// navigate nowhere, actions with an `output`, the choice among alternatives). The coordinator
/// conforms to it, so a missing implementation is a compile error.
enum WorkProtocolEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        guard let name = plan.workProtocol else { return }
        writer.separate()
        writer.doc(
            """
            The work of the \(plan.name) flow that only the app can do. \(plan.coordinator) conforms to it:
            implement the requirements in an extension of \(plan.coordinator).
            """)
        writer.line("@MainActor")
        writer.block("protocol \(name): AnyObject {") { writer in
            for (index, requirement) in plan.requirements.enumerated() {
                if index > 0 { writer.line() }
                writer.doc(requirement.summary)
                writer.line(signature(requirement, qualifier: plan.coordinator))
            }
        }
    }

    /// `func name(_ input: T) async -> Output`; nested types qualified by `qualifier` when given.
    static func signature(_ requirement: FlowPlan.Requirement, qualifier: String?) -> String {
        func qualified(_ type: String) -> String {
            guard let qualifier else { return type }
            return type == "Tab" || requirement.choice?.typeName == type ? qualifier + "." + type : type
        }
        let parameter = requirement.parameter.map { "\(requirement.parameterLabel): \(qualified($0))" } ?? ""
        var text = "func \(requirement.name)(\(parameter))"
        if requirement.isAsync { text += " async" }
        if let choice = requirement.choice {
            let choiceType = qualified(choice.typeName)
            if let output = requirement.output {
                text += " -> (output: \(output), next: \(choiceType))"
            } else {
                text += " -> \(choiceType)"
            }
        } else if let output = requirement.output {
            text += " -> \(output)"
        }
        return text
    }
}
