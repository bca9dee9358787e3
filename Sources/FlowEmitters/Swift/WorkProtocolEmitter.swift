/// `protocol <Flow>Work`: what only the app's code can do for a flow (actions that navigate
/// nowhere, actions with an `output`, the choice among alternatives, its children's work). The
/// app implements it and hands a value of it to the coordinator's `init`, so a missing
/// implementation is a compile error and a test can hand a fake.
enum WorkProtocolEmitter {
    static func emit(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let name = plan.workProtocol
        writer.separate()
        writer.doc(
            """
            The work of the \(plan.name) flow that only the app can do: \(plan.coordinator) is given a value of it \
            at `init` and holds it.
            """)
        writer.line("@MainActor")
        if plan.requirements.isEmpty {
            writer.line("protocol ", name, " {}")
            return
        }
        writer.block("protocol ", name, " {") { writer in
            for (index, requirement) in plan.requirements.enumerated() {
                if index > 0 { writer.line() }
                writer.doc(requirement.summary)
                writer.start()
                addSignature(requirement, qualifier: plan.coordinator, to: &writer)
                writer.end()
            }
        }
    }

    /// `func name(_ input: T) async -> Output`; nested types qualified by `qualifier` when given.
    static func signature(_ requirement: FlowPlan.Requirement, qualifier: String?) -> String {
        var writer = SwiftWriter()
        addSignature(requirement, qualifier: qualifier, to: &writer)
        return String(decoding: writer.written, as: UTF8.self)
    }

    /// `signature(requirement, qualifier:)`, written.
    static func addSignature(_ requirement: FlowPlan.Requirement, qualifier: String?, to writer: inout SwiftWriter) {
        func addQualified(_ type: String) {
            if let qualifier, type == "Tab" || requirement.choice?.typeName == type { writer.add(qualifier, ".") }
            writer.add(type)
        }
        writer.add("func ", requirement.name, "(")
        if let parameter = requirement.parameter {
            writer.add(requirement.parameterLabel, ": ")
            addQualified(parameter)
        }
        // Format 1.2, §6: an external screen's controller is handed the `done` it calls with its result.
        if case .externalScreen(let result) = requirement.kind {
            writer.add(
                requirement.parameter == nil ? "" : ", ", "done: @escaping @MainActor (", result ?? "", ") -> Void")
        }
        writer.add(requirement.isAsync ? ") async" : ")")
        if let choice = requirement.choice {
            if let output = requirement.output {
                writer.add(" -> (output: ", output, ", next: ")
                addQualified(choice.typeName)
                writer.add(")")
            } else {
                writer.add(" -> ")
                addQualified(choice.typeName)
            }
        } else if let output = requirement.output {
            writer.add(" -> ", output)
        }
    }
}
