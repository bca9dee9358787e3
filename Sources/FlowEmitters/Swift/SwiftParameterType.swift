import FlowModel

extension TypeExpression {
    /// The type as a parameter of a generated function or closure: a function type marked
    /// `@escaping`, as the code keeps what it is handed (a screen stores its input, a closure
    /// captures it), and Swift takes a parameter of function type as non-escaping otherwise.
    /// Only there: `@escaping` is an error in a stored property, an enum case or a generic argument.
    var parameterText: String { isFunctionType ? "@escaping " + text : text }
}
