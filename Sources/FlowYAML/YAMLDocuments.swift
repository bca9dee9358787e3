import FlowDiagnostics

/// What reading one file gives: its documents, in order, and any `syntax` findings.
public struct YAMLDocuments: Sendable {
    public var documents: [YAMLNode]
    public var diagnostics: [Diagnostic]

    public init(documents: [YAMLNode] = [], diagnostics: [Diagnostic] = []) {
        self.documents = documents
        self.diagnostics = diagnostics
    }
}
