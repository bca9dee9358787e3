import FlowDiagnostics

/// What decoding one file gives: its flows in document order and the findings made on the way.
public struct FlowFile: Sendable {
    public var path: String
    public var flows: [Flow]
    public var diagnostics: [Diagnostic]

    public init(path: String, flows: [Flow] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.flows = flows
        self.diagnostics = diagnostics
    }
}
