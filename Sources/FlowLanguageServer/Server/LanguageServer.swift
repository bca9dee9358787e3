import FlowDiagnostics
import FlowModel
import FlowReports
import FlowRules
import FlowcKit
import FlowcSupport

// FoundationEssentials only where it exists (Linux): the whole Foundation would bring ICU into
// the flowc executable, which every `flowc lint` would load.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The server's answers: one message in, any number of messages out (through `send`).
///
/// It knows nothing of streams or threads: `ServerLoop` reads the messages and calls `handle`,
/// and `idle` when no message waits, which is when findings are published (a burst of changes
/// is linked and checked once).
public final class LanguageServer {
    public struct Options: Sendable {
        /// `--config`: the configuration file, absolute; nil for `.flowc.yml` in the workspace's folder.
        public var configurationPath: String?
        /// `--baseline`: findings it lists are not reported; absolute.
        public var baselinePath: String?
        /// Whether `initialize` makes the workspace's folder the process's current directory,
        /// which `flowc lint`'s paths are relative to.
        public var changesDirectory: Bool

        public init(configurationPath: String? = nil, baselinePath: String? = nil, changesDirectory: Bool = true) {
            self.configurationPath = configurationPath
            self.baselinePath = baselinePath
            self.changesDirectory = changesDirectory
        }
    }

    public enum Phase: Sendable {
        case waitingForInitialize
        case running
        case shutDown
    }

    public private(set) var phase = Phase.waitingForInitialize
    /// Set by `exit`: 0 after `shutdown`, 1 without it.
    public private(set) var exitCode: Int32?
    public private(set) var workspace: Workspace?
    private let options: Options
    private let send: ([UInt8]) -> Void

    public init(options: Options, send: @escaping ([UInt8]) -> Void) {
        self.options = options
        self.send = send
    }

    /// The exit code when the client goes away without `exit`: 0 after `shutdown`, else 1.
    public var exitCodeAtEndOfInput: Int32 { phase == .shutDown ? 0 : 1 }

    // MARK: - Messages

    /// Handles one message; `cancelled` says the client cancelled this request before it was handled.
    public func handle(_ message: IncomingMessage, cancelled: Bool = false) {
        switch message {
        case .invalid(let id, let error):
            send(OutgoingMessage.error(id: id, error))
        case .response:
            break
        case .notification(let method, let params):
            notification(method, params)
        case .request(let id, let method, let params):
            if cancelled {
                send(
                    OutgoingMessage.error(
                        id: id, ResponseError(code: ResponseError.requestCancelled, message: "cancelled")))
                return
            }
            request(id, method, params)
        }
    }

    /// A header that could not be read: a parse error, to no id.
    public func handleMalformedHeader(_ problem: String) {
        send(OutgoingMessage.error(id: nil, ResponseError(code: ResponseError.parseError, message: problem)))
    }

    private func request(_ id: RequestID, _ method: String, _ params: JSONValue?) {
        switch phase {
        case .waitingForInitialize where method != "initialize":
            send(
                OutgoingMessage.error(
                    id: id,
                    ResponseError(code: ResponseError.serverNotInitialized, message: "'initialize' comes first")))
            return
        case .running where method == "initialize":
            send(
                OutgoingMessage.error(
                    id: id, ResponseError(code: ResponseError.invalidRequest, message: "already initialized")))
            return
        case .shutDown:
            send(
                OutgoingMessage.error(
                    id: id,
                    ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down; send 'exit'")))
            return
        default:
            break
        }
        do {
            switch method {
            case "initialize": send(OutgoingMessage.response(id: id, result: try initialize(params)))
            case "shutdown":
                phase = .shutDown
                send(OutgoingMessage.response(id: id, result: JSONValue.null))
            case "textDocument/definition":
                send(OutgoingMessage.response(id: id, result: try definition(decode(params))))
            case "textDocument/references":
                send(OutgoingMessage.response(id: id, result: try references(decode(params))))
            case "textDocument/prepareRename":
                send(OutgoingMessage.response(id: id, result: try prepareRename(decode(params))))
            case "textDocument/rename":
                send(OutgoingMessage.response(id: id, result: try rename(decode(params))))
            case "textDocument/documentSymbol":
                send(OutgoingMessage.response(id: id, result: try documentSymbols(decode(params))))
            case "textDocument/hover":
                send(OutgoingMessage.response(id: id, result: try hover(decode(params))))
            case "textDocument/completion":
                send(OutgoingMessage.response(id: id, result: try completion(decode(params))))
            case "textDocument/codeAction":
                send(OutgoingMessage.response(id: id, result: try codeActions(decode(params))))
            default:
                send(
                    OutgoingMessage.error(
                        id: id,
                        ResponseError(code: ResponseError.methodNotFound, message: "no method '\(method)'")))
            }
        } catch let error as ResponseError {
            send(OutgoingMessage.error(id: id, error))
        } catch {
            send(
                OutgoingMessage.error(id: id, ResponseError(code: ResponseError.internalError, message: "\(error)")))
        }
    }

    private func notification(_ method: String, _ params: JSONValue?) {
        if method == "exit" {
            exitCode = exitCodeAtEndOfInput
            return
        }
        guard phase == .running, let workspace else { return }
        do {
            switch method {
            case "textDocument/didOpen":
                let opened: DidOpenTextDocumentParams = try decode(params)
                workspace.open(
                    uri: opened.textDocument.uri, text: opened.textDocument.text, version: opened.textDocument.version)
            case "textDocument/didChange":
                let changed: DidChangeTextDocumentParams = try decode(params)
                workspace.change(
                    uri: changed.textDocument.uri, changes: changed.contentChanges,
                    version: changed.textDocument.version)
            case "textDocument/didClose":
                let closed: DidCloseTextDocumentParams = try decode(params)
                workspace.close(uri: closed.textDocument.uri)
            case "textDocument/didSave":
                let saved: DidSaveTextDocumentParams = try decode(params)
                workspace.fileChanged(uri: saved.textDocument.uri)
            case "workspace/didChangeWatchedFiles":
                let changed: DidChangeWatchedFilesParams = try decode(params)
                for change in changed.changes { workspace.fileChanged(uri: change.uri) }
            default:
                // `initialized`, `$/cancelRequest` (handled by the loop), `$/setTrace`, and any
                // notification this server does not know: notifications get no answer.
                break
            }
        } catch {
            log("\(method): \(error)", type: 1)
        }
    }

    private func decode<T: Decodable>(_ params: JSONValue?) throws -> T {
        do {
            return try (params ?? .object([:])).decode(T.self)
        } catch {
            throw ResponseError.invalidParams("the params do not read as \(T.self): \(error)")
        }
    }

    private func log(_ message: String, type: Int) {
        send(
            OutgoingMessage.notification(
                method: "window/logMessage", params: LogMessageParams(type: type, message: message)))
    }

    // MARK: - Publishing

    /// Links and checks what changed and publishes the findings that changed.
    public func idle() {
        guard phase == .running, let workspace else { return }
        for (path, version, diagnostics) in workspace.diagnosticsToPublish() {
            let params = PublishDiagnosticsParams(
                uri: workspace.uri(ofPath: path), version: version, diagnostics: convert(diagnostics, in: path))
            send(OutgoingMessage.notification(method: "textDocument/publishDiagnostics", params: params))
        }
    }

    /// Where the flow format documents the rules.
    public static let rulesDocumentation = "https://github.com/flowc/flowc/blob/main/Docs/flow-format.md#rules"

    func convert(_ diagnostics: [Diagnostic], in path: String) -> [LSPDiagnostic] {
        guard let workspace, !diagnostics.isEmpty else { return [] }
        return workspace.withText(of: path) { document in
            diagnostics.map { Self.convert($0, in: &document) }
        } ?? []
    }

    static func convert(_ diagnostic: Diagnostic, in document: inout TextDocument) -> LSPDiagnostic {
        LSPDiagnostic(
            range: range(of: diagnostic, in: &document), severity: diagnostic.severity == .error ? 1 : 2,
            code: diagnostic.rule.rawValue, codeDescription: .init(href: rulesDocumentation), source: "flowc",
            message: diagnostic.message)
    }

    /// A finding's range: the name it stands at, a quoted scalar whole (`"go_y"`), or the one
    /// character there.
    static func range(of diagnostic: Diagnostic, in document: inout TextDocument) -> Range {
        let start = document.offset(flowcLine: diagnostic.location.line, column: diagnostic.location.column)
        var end = start
        if let name = document.name(around: start), name.start == start {
            end = name.end
        } else if let quoted = document.quotedScalarEnd(at: start) {
            end = quoted
        } else if start < document.bytes.count, TextDocument.flowcBreakLength(document.bytes, at: start) == 0 {
            end = start + TextDocument.scalarLength(document.bytes[start])
        }
        return document.range(start, end)
    }

    // MARK: - Initialize

    private func initialize(_ params: JSONValue?) throws -> JSONValue {
        let root = Self.rootPath(params)
        if options.changesDirectory, let root {
            guard FileManager.default.changeCurrentDirectoryPath(root) else {
                throw ResponseError.requestFailed("cannot open the workspace folder '\(root)'")
            }
        }
        let folder = FileManager.default.currentDirectoryPath
        var problems: [String] = []
        var configuration = Configuration()
        switch Configuration.load(options.configurationPath) {
        case .success(let loaded): configuration = loaded
        case .failure(let error): problems.append("flowc: the configuration is not used: \(error.message)")
        }
        var baseline: Baseline?
        if let path = options.baselinePath {
            switch Baseline.load(path, currentDirectories: FileSystem.currentDirectoryNames()) {
            case .success(let loaded): baseline = loaded
            case .failure(let error): problems.append("flowc: the baseline is not used: \(error.message)")
            }
        }
        let workspace = Workspace(root: folder, configuration: configuration, baseline: baseline)
        workspace.loadFolder()
        self.workspace = workspace
        phase = .running
        defer {
            for problem in problems + workspace.problems { log(problem, type: 2) }
        }
        return .object([
            "capabilities": .object([
                "textDocumentSync": .object([
                    "openClose": .bool(true), "change": .int(2), "save": .object(["includeText": .bool(false)]),
                ]),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "renameProvider": .object(["prepareProvider": .bool(true)]),
                "documentSymbolProvider": .bool(true),
                "hoverProvider": .bool(true),
                "completionProvider": .object(["triggerCharacters": .array([.string(" "), .string(".")])]),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("flowc"), "version": .string(FlowcVersion.current)]),
        ])
    }

    /// The workspace's folder: `rootUri`, else `rootPath`, else the first workspace folder.
    static func rootPath(_ params: JSONValue?) -> String? {
        if let uri = params?["rootUri"]?.string, let url = URL(string: uri), url.isFileURL { return url.path }
        if let path = params?["rootPath"]?.string, !path.isEmpty { return path }
        if case .array(let folders)? = params?["workspaceFolders"], let uri = folders.first?["uri"]?.string,
            let url = URL(string: uri), url.isFileURL
        {
            return url.path
        }
        return nil
    }

    // MARK: - Names

    private func symbol(at params: TextDocumentPositionParams) -> (Workspace, Occurrence)? {
        guard let workspace else { return nil }
        let path = workspace.path(ofURI: params.textDocument.uri)
        workspace.refresh()
        guard let offset = workspace.withText(of: path, { $0.offset(of: params.position) }),
            let found = workspace.symbol(at: offset, in: path)
        else { return nil }
        return (workspace, found)
    }

    private func location(_ occurrence: Occurrence, in workspace: Workspace) -> Location? {
        guard let range = workspace.withText(of: occurrence.path, { $0.range(occurrence.start, occurrence.end) })
        else { return nil }
        return Location(uri: workspace.uri(ofPath: occurrence.path), range: range)
    }

    private func definition(_ params: TextDocumentPositionParams) throws -> [Location]? {
        guard let (workspace, found) = symbol(at: params) else { return nil }
        let definitions = workspace.occurrences(of: found.key).filter(\.isDefinition)
        guard let first = definitions.first else { return nil }
        return location(first, in: workspace).map { [$0] }
    }

    private func references(_ params: ReferenceParams) throws -> [Location]? {
        let position = TextDocumentPositionParams(textDocument: params.textDocument, position: params.position)
        guard let (workspace, found) = symbol(at: position) else { return nil }
        let includeDeclaration = params.context?.includeDeclaration ?? true
        return workspace.occurrences(of: found.key)
            .filter { includeDeclaration || !$0.isDefinition }
            .compactMap { location($0, in: workspace) }
    }

    private func prepareRename(_ params: TextDocumentPositionParams) throws -> PrepareRenameResult? {
        guard let (workspace, found) = symbol(at: params) else {
            throw ResponseError.requestFailed("no name to rename here")
        }
        guard let place = location(found, in: workspace) else { return nil }
        return PrepareRenameResult(range: place.range, placeholder: found.key.name)
    }

    private func rename(_ params: RenameParams) throws -> WorkspaceEdit? {
        let position = TextDocumentPositionParams(textDocument: params.textDocument, position: params.position)
        guard let (workspace, found) = symbol(at: position) else {
            throw ResponseError.requestFailed("no name to rename here")
        }
        guard params.newName != found.key.name else { return WorkspaceEdit(changes: [:]) }
        func refused(_ problem: String) -> ResponseError {
            ResponseError.requestFailed("cannot rename '\(found.key.name)' to '\(params.newName)': \(problem)")
        }
        // An answer is renamed with the answers one `return` hands back with it: each must be free.
        let linked = workspace.linkedKeys(found.key)
        for key in linked.sorted(by: { "\($0)" < "\($1)" }) {
            if let problem = workspace.renameProblem(key, to: params.newName) { throw refused(problem) }
        }
        let occurrences = workspace.occurrences(of: found.key, linked: linked)
        // The edited texts, linked with the rest: a generated Swift name the new name would clash
        // with is found only by the rules.
        var edited: [String: [UInt8]] = [:]
        for (path, group) in Dictionary(grouping: occurrences, by: \.path) {
            guard var bytes = workspace.withText(of: path, { $0.bytes }) else { continue }
            for occurrence in group.sorted(by: { $0.start > $1.start }) {
                bytes.replaceSubrange(occurrence.start..<occurrence.end, with: Array(params.newName.utf8))
            }
            edited[path] = bytes
        }
        if let clash = workspace.namingFindingsIntroduced(by: edited).first {
            throw refused("\(clash.message) [\(clash.rule.rawValue)]")
        }
        var changes: [String: [TextEdit]] = [:]
        for occurrence in occurrences {
            guard let place = location(occurrence, in: workspace) else { continue }
            changes[place.uri, default: []].append(TextEdit(range: place.range, newText: params.newName))
        }
        return WorkspaceEdit(changes: changes)
    }

    // MARK: - Outline and hover

    private func documentSymbols(_ params: DocumentSymbolParams) throws -> [DocumentSymbol] {
        guard let workspace else { return [] }
        let path = workspace.path(ofURI: params.textDocument.uri)
        workspace.refresh()
        guard let file = workspace.file(at: path) else { return [] }
        return workspace.withText(of: path) { document in
            Outline.symbols(of: file, in: &document)
        } ?? []
    }

    private func hover(_ params: TextDocumentPositionParams) throws -> Hover? {
        guard let workspace else { return nil }
        let path = workspace.path(ofURI: params.textDocument.uri)
        workspace.refresh()
        let findings = (workspace.outcome?.diagnostics ?? []).filter { $0.location.file == path }
        let onFinding: [(Diagnostic, Range)] =
            workspace.withText(of: path) { document in
                findings.compactMap { finding in
                    let range = Self.range(of: finding, in: &document)
                    return range.contains(params.position) ? (finding, range) : nil
                }
            } ?? []
        if let (finding, range) = onFinding.first {
            var text = "**\(finding.rule.rawValue)** (\(finding.severity.rawValue)): \(finding.message)"
            if let rule = ReportedRules.description(of: finding.rule) { text += "\n\n---\n\n" + rule.explanation }
            return Hover(contents: MarkupContent(kind: "markdown", value: text), range: range)
        }
        guard let (_, found) = symbol(at: params), let place = location(found, in: workspace),
            let text = HoverText.describe(found.key, graph: workspace.outcome?.graph)
        else { return nil }
        return Hover(contents: MarkupContent(kind: "markdown", value: text), range: place.range)
    }
}
