/// The messages of completion and code actions.

public struct CompletionItem: Codable, Sendable, Hashable {
    public var label: String
    /// The protocol's CompletionItemKind: 3 function, 5 field, 7 class, 9 module, 10 property,
    /// 12 value, 14 keyword, 20 enum member, 23 event.
    public var kind: Int
    public var detail: String?
    public var textEdit: TextEdit
}

public struct CompletionList: Codable, Sendable, Hashable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

public struct CodeActionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: Range
}

public struct CodeAction: Codable, Sendable, Hashable {
    public var title: String
    /// `quickfix` for every action here.
    public var kind: String
    /// The finding it fixes, as published.
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
}
