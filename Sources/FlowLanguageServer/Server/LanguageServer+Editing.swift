import FlowDiagnostics
import FlowModel
import FlowRules

/// Completion and code actions: answers that read the text being typed as well as the workspace.
extension LanguageServer {
    func completion(_ params: TextDocumentPositionParams) -> CompletionList {
        let none = CompletionList(isIncomplete: false, items: [])
        guard let workspace else { return none }
        let path = workspace.path(ofURI: params.textDocument.uri)
        workspace.refresh()
        guard
            let (bytes, cursor) = workspace.withText(
                of: path,
                { document in
                    (document.bytes, document.offset(of: params.position))
                }),
            let context = CursorContext(bytes: bytes, cursor: cursor)
        else { return none }
        let graph = workspace.outcome?.graph
        let local = Self.flowsAsTyped(bytes, cursor: cursor, path: path, in: workspace)
        func flowNamed(_ name: String) -> Flow? { local.first { $0.name.value == name } ?? graph?.flow(named: name) }
        let completion = Completion(
            context: context, flow: context.flowName.flatMap(flowNamed), flowNamed: flowNamed,
            flowNames: (graph?.flowNames ?? []) + local.map(\.name.value))
        let start = cursor - context.word.utf8.count
        let range =
            workspace.withText(of: path) { $0.range(start, cursor) }
            ?? Range(start: params.position, end: params.position)
        return CompletionList(
            isIncomplete: false,
            items: completion.items().map {
                CompletionItem(
                    label: $0.label, kind: $0.kind, detail: $0.detail,
                    textEdit: TextEdit(range: range, newText: $0.label))
            })
    }

    /// The flows of the file as typed: its text decoded as it is when it reads, else without the
    /// cursor's line (the line being typed is what mostly keeps a file from reading).
    private static func flowsAsTyped(_ bytes: [UInt8], cursor: Int, path: String, in workspace: Workspace) -> [Flow] {
        let loader = workspace.configuration.lintRun(paths: []).loader
        let file = loader.load(bytes: bytes, path: path)
        guard file.diagnostics.contains(where: { $0.rule == .syntax }) else { return file.flows }
        var start = min(cursor, bytes.count)
        while start > 0, bytes[start - 1] != 10, bytes[start - 1] != 13 { start -= 1 }
        var end = min(cursor, bytes.count)
        while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
        var without = bytes
        without.removeSubrange(start..<end)
        let reread = loader.load(bytes: without, path: path)
        // The flows that read either way, the fuller reading of each.
        var flows = reread.flows
        for flow in file.flows where !flows.contains(where: { $0.name.value == flow.name.value }) { flows.append(flow) }
        return flows
    }

    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        guard let workspace else { return [] }
        let path = workspace.path(ofURI: params.textDocument.uri)
        workspace.refresh()
        let uri = params.textDocument.uri
        let findings = (workspace.outcome?.diagnostics ?? []).filter { $0.location.file == path }
        let published: [(Diagnostic, LSPDiagnostic)] =
            workspace.withText(of: path) { document in
                findings.map { ($0, Self.convert($0, in: &document)) }
            } ?? []
        var actions: [CodeAction] = []
        for (finding, shown) in published
        where shown.range.start <= params.range.end && params.range.start <= shown.range.end {
            for fix in QuickFixes.fixes(for: finding, in: workspace) {
                let edit = WorkspaceEdit(changes: [uri: fix.edits])
                // Findings at one place share their fixes (a child's unhandled outcomes, each a
                // finding, one "add 'on' entries" and one disable): each fix is offered once, with
                // every finding it fixes.
                if let same = actions.firstIndex(where: { $0.title == fix.title && $0.edit == edit }) {
                    actions[same].diagnostics?.append(shown)
                    continue
                }
                actions.append(
                    CodeAction(
                        title: fix.title, kind: "quickfix", diagnostics: [shown], isPreferred: fix.isPreferred,
                        edit: edit))
            }
        }
        return actions
    }
}
