import FlowModel

extension NavigationGraphBuilder {
    /// The label of a `return` edge: `↩ outcome` (format 1.1), or with the answer it names,
    /// `↩ appUnlocked: unlocked` (format 1.2).
    static func returnLabel(_ name: String, _ transition: Transition) -> String {
        guard let answer = transition.target else { return "↩ " + name }
        return "↩ " + name + ": " + answer
    }
}
