import FlowDiagnostics

/// A value together with the place in a flow file it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var location: SourceLocation
}

extension Located {
    // Hands over to the memberwise initializer (see `Flow`'s initializer).
    public init(_ value: Value, at location: SourceLocation) {
        self.init(value: value, location: location)
    }
}
