/// The Language Server Protocol's types that this server reads and writes, as its specification
/// names their fields (3.17).

/// A place in a document: 0-based line and 0-based column in UTF-16 code units.
public struct Position: Codable, Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

public struct Range: Codable, Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public func contains(_ position: Position) -> Bool { start <= position && position <= end }
}

public struct Location: Codable, Sendable, Hashable {
    public var uri: String
    public var range: Range

    public init(uri: String, range: Range) {
        self.uri = uri
        self.range = range
    }
}

public struct TextEdit: Codable, Sendable, Hashable {
    public var range: Range
    public var newText: String

    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}

public struct WorkspaceEdit: Codable, Sendable, Hashable {
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) {
        self.changes = changes
    }
}

public struct TextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: String
}

public struct TextDocumentItem: Codable, Sendable, Hashable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

public struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: String
    public var version: Int?
}

public struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
    /// Absent: `text` is the whole document.
    public var range: Range?
    public var text: String

    public init(range: Range? = nil, text: String) {
        self.range = range
        self.text = text
    }
}

public struct DidOpenTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentItem
}

public struct DidChangeTextDocumentParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidCloseTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct FileEvent: Codable, Sendable {
    public var uri: String
    /// 1 created, 2 changed, 3 deleted.
    public var type: Int
}

public struct DidChangeWatchedFilesParams: Codable, Sendable {
    public var changes: [FileEvent]
}

public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct ReferenceParams: Codable, Sendable {
    public struct Context: Codable, Sendable {
        public var includeDeclaration: Bool
    }
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}

public struct RenameParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
}

public struct DocumentSymbolParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct CancelParams: Codable, Sendable {
    public var id: RequestID
}

/// A finding as the protocol carries it.
public struct LSPDiagnostic: Codable, Sendable, Hashable {
    public struct CodeDescription: Codable, Sendable, Hashable {
        public var href: String
    }

    public var range: Range
    /// 1 error, 2 warning.
    public var severity: Int
    public var code: String
    public var codeDescription: CodeDescription?
    public var source: String
    public var message: String
}

public struct PublishDiagnosticsParams: Codable, Sendable, Hashable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

public struct DocumentSymbol: Codable, Sendable, Hashable {
    public var name: String
    public var detail: String?
    /// The protocol's SymbolKind: 2 module, 5 class, 6 method, 8 field, 19 object, ...
    public var kind: Int
    public var range: Range
    public var selectionRange: Range
    public var children: [DocumentSymbol]?
}

public struct MarkupContent: Codable, Sendable, Hashable {
    public var kind: String
    public var value: String
}

public struct Hover: Codable, Sendable, Hashable {
    public var contents: MarkupContent
    public var range: Range?
}

public struct PrepareRenameResult: Codable, Sendable, Hashable {
    public var range: Range
    public var placeholder: String
}

public struct LogMessageParams: Codable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    public var type: Int
    public var message: String
}
