import FlowYAML

extension DecodingContext {
    /// An action's named answers (format 1.2): `result` as a list of names, or a map from name to
    /// payload type (`null`: none), read as `outcomes` are; at least one. A name the list has
    /// twice is `duplicate-identifier`, a name that is not lowerCamelCase `invalid-identifier`
    /// (the rules'), so that `result: [Address]`, written for the array type, is told to quote it.
    ///
    /// An empty list or map, or one whose every item is reported, gives no answers, but the action
    /// still asks for a result: what it presents may `return` without also being reported (one
    /// mistake, one finding).
    mutating func resultAnswers(_ node: Node, action: String) -> [Outcome] {
        guard tree.itemCount(node) > 0 else {
            schema("'result' of action '\(action)' must name at least one answer, or be a type", at: node)
            return []
        }
        return outcomes(node, what: "an answer name", listed: "answer", map: "'result'")
    }
}
