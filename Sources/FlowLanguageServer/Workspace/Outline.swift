import FlowDiagnostics
import FlowModel
import FlowRules

/// The outline of a file (document symbols).
enum Outline {
    /// The protocol's symbol kinds used here.
    enum Kind {
        static let module = 2
        static let `class` = 5
        static let method = 6
        static let object = 19
    }

    private struct Item {
        var name: String
        var detail: String?
        var kind: Int
        var line: Int
        var column: Int
        var children: [Item] = []
    }

    /// Each flow of the file, with its screens (and their actions) and children.
    static func symbols(of file: FlowFile, in document: inout TextDocument) -> [DocumentSymbol] {
        let flows = file.flows.map { flow -> Item in
            var members: [Item] = flow.screens.map { screen in
                Item(
                    name: screen.id.value, detail: screen.input.map { "input: \($0.text)" } ?? "screen",
                    kind: Kind.object,
                    line: screen.id.position.line, column: screen.id.position.column,
                    children: screen.actions.map { action in
                        Item(
                            name: action.name.value, detail: "action", kind: Kind.method,
                            line: action.name.position.line,
                            column: action.name.position.column)
                    })
            }
            members += flow.children.map { child in
                Item(
                    name: child.flow.value, detail: child.isPresented ? "child, presented" : "child", kind: Kind.module,
                    line: child.flow.position.line, column: child.flow.position.column)
            }
            return Item(
                name: flow.name.value, detail: flow.root == .tabs ? "tabs flow" : "flow", kind: Kind.class,
                line: flow.name.position.line, column: flow.name.position.column, children: members)
        }
        let starts = file.flows.map { document.offset(flowcLine: $0.location.line, column: $0.location.column) }
        var symbols: [DocumentSymbol] = []
        for (index, flow) in flows.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : document.bytes.count
            symbols.append(symbol(flow, start: starts[index], end: end, in: &document))
        }
        return symbols
    }

    /// `item`'s symbol over `start..<end`, its members each up to the next.
    private static func symbol(_ item: Item, start: Int, end: Int, in document: inout TextDocument) -> DocumentSymbol {
        let selection =
            document.range(ofName: item.name, flowcLine: item.line, column: item.column)
            ?? {
                let offset = document.offset(flowcLine: item.line, column: item.column)
                return (offset, offset)
            }()
        let from = min(start, selection.start)
        let to = max(end, selection.end)
        let members = item.children.map { member in
            (member, document.offset(flowcLine: member.line, column: member.column))
        }.sorted { $0.1 < $1.1 }
        var children: [DocumentSymbol] = []
        for (index, (member, memberStart)) in members.enumerated() {
            let memberEnd = index + 1 < members.count ? max(memberStart, members[index + 1].1) : to
            children.append(symbol(member, start: memberStart, end: min(memberEnd, to), in: &document))
        }
        return DocumentSymbol(
            name: item.name, detail: item.detail, kind: item.kind, range: document.range(from, to),
            selectionRange: document.range(selection.start, selection.end), children: children.isEmpty ? nil : children)
    }
}
