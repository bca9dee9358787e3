import FlowModel
import FlowRules

/// Format 1.2, §6: external screens. The work makes each one's controller
/// (`make<Screen>Screen(_ input:, done:)`, `GeneratedNames.externalScreenRequirement`); where its
/// `to` has alternatives, the work chooses among them once it is done (`<screen>Done`).
extension FlowPlan {
    /// The requirement that makes the controller of external screen `screen`, and the one that
    /// chooses among its `to`'s alternatives when it has several.
    func externalRequirements(screen: Int) -> (make: Requirement, done: Requirement?) {
        let declared = flow.screens[screen]
        let id = declared.id.value
        let result = declared.external?.result?.parameterText
        let make = Requirement(
            name: GeneratedNames.externalScreenRequirement(id),
            summary: "The controller of the external screen `\(id)`; nil shows nothing. Call `done` once, when it "
                + "closes, with its result.",
            parameter: declared.input?.parameterText, parameterLabel: "_ input", isAsync: false,
            output: "UIViewController?",
            choice: nil, kind: .externalScreen(result: result))
        let steps = externalSteps(ofScreen: screen)
        guard steps.count > 1 else { return (make, nil) }
        let name = GeneratedNames.externalDoneRequirement(id)
        let choice = Choice(
            typeName: SwiftNames.upperFirst(name) + "Choice",
            summary: "What runs after the external screen `\(id)` is done.", alternatives: alternatives(steps))
        let done = Requirement(
            name: name, summary: "Which alternative runs after the external screen `\(id)` is done.",
            parameter: result, parameterLabel: "_ payload", isAsync: false, output: nil, choice: choice)
        return (make, done)
    }

    /// The positions in `resolved.transitions` of the alternatives of external screen `screen`'s
    /// `to`: empty when it has none.
    func externalSteps(ofScreen screen: Int) -> Range<Int> {
        let steps = resolved.externalSteps
        guard let first = steps.first(where: { resolved.transitions[$0].place == .external(screen: screen) }) else {
            return steps.lowerBound..<steps.lowerBound
        }
        var end = first
        while end < steps.upperBound, resolved.transitions[end].place == .external(screen: screen) { end += 1 }
        return first..<end
    }

    /// Whether `transition` shows an external screen: the work makes its controller.
    func showsExternal(_ transition: ResolvedTransition) -> Bool {
        guard flow.hasExternalScreens, let screen = transition.target.screen else { return false }
        return flow.screens[screen].isExternal
    }
}

extension FlowGraph {
    /// Whether any flow has an external screen (format 1.2, §6): the support file then carries
    /// what shows them, with the parts of results and `then` it uses.
    var usesExternalScreens: Bool { flows.contains(where: \.hasExternalScreens) }

    /// Whether any flow has a UIKit screen made from a storyboard: the SwiftUI backend's support
    /// file then carries `FlowcStoryboarded`.
    var usesStoryboards: Bool {
        flows.contains { $0.screens.contains { $0.storyboard != nil && !$0.isSwiftUI && !$0.isExternal } }
    }
}
