import FlowDiagnostics

/// What decoding one file gives: its flows in document order and the findings made on the way.
public struct FlowFile: Sendable {
    public var path: String
    public var flows: [Flow]
    public var diagnostics: [Diagnostic]
    /// For each of `flows`, the positions in `diagnostics` of the findings made while decoding
    /// it: a flow that linking ignores (a later flow with a taken name) takes them along.
    public var flowFindings: [Range<Int>]
    /// The name of a flow whose document YAML could not read to its end (a `syntax` finding),
    /// read from its first key: the flow is not read, and a reference to it elsewhere is not also
    /// `missing-identifier`.
    public var unreadFlowName: String?

    public init(path: String, flows: [Flow] = [], diagnostics: [Diagnostic] = [], flowFindings: [Range<Int>] = []) {
        self.path = path
        self.flows = flows
        self.diagnostics = diagnostics
        self.flowFindings = flowFindings
    }

    /// The findings made while decoding `flows[index]`.
    public func findings(ofFlowAt index: Int) -> Range<Int> {
        flowFindings.indices.contains(index) ? flowFindings[index] : 0..<0
    }
}
