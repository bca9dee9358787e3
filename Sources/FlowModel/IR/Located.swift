import FlowDiagnostics

/// A value together with the place in its flow's file it was written (the flow knows the file:
/// `Flow.location(of:)`).
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var position: SourcePosition

    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}
