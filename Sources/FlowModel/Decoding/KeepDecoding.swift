import FlowDiagnostics
import FlowYAML

/// Format 1.2: a child's `keep`, `true`, `false` or `{reopen: TRIGGER}`.
extension DecodingContext {
    /// Reads the child's `keep`: `Child.keep` stays nil for `false` and for a value that could not
    /// be read (reported, and `Child.hasUnreadableKeep`). A map keeps the child, its `reopen` read
    /// where it can be: what else it holds is reported, and the child is not also one that is
    /// never released (one mistake, one finding).
    mutating func keep(_ node: Node, key: Node, of child: inout Child) {
        guard tree.kind(node) == .mapping else {
            let value = boolean(node, "'keep'", alternative: "{reopen: TRIGGER}")
            if value == true { child.keep = ChildKeep(position: position(of: key)) }
            child.hasUnreadableKeep = value == nil
            return
        }
        child.keep = keep(map: node, key: key, child: child.flow.value)
    }

    private mutating func keep(map node: Node, key: Node, child: String) -> ChildKeep? {
        let position = position(of: key)
        guard let map = keyedMap(node, "'keep' of child '\(child)'", keys: format.keepKeys) else { return nil }
        guard let reopen = map[.reopen] else {
            // Another key is reported as no key of `keep` already.
            if tree.itemCount(node) == 0 {
                schema(
                    "'keep' given as a map names the trigger of '\(child)' that a later start runs: {reopen: TRIGGER}",
                    at: node)
            }
            return ChildKeep(position: position, hasUnreadableReopen: true)
        }
        guard let trigger = located(reopen, "'reopen'") else {
            return ChildKeep(position: position, hasUnreadableReopen: true)
        }
        return ChildKeep(position: position, reopen: trigger)
    }

    /// A kept child is presented and finishes: one that shares its parent's stack, a tab and a
    /// `permanent` child are `schema` at `keep`, and read as not kept.
    mutating func checkKeptChildren(_ flow: inout Flow) {
        guard flow.children.contains(where: \.isKept) else { return }
        let tabs = Set((flow.tabs ?? []).map(\.value))
        for index in flow.children.indices {
            guard let keep = flow.children[index].keep else { continue }
            let child = flow.children[index]
            let name = child.flow.value
            let message: String
            if tabs.contains(name) {
                message =
                    "child '\(name)' is a tab: it lives as long as its parent already; 'keep' is for a child that finishes"
            } else if child.isPermanent {
                message =
                    "child '\(name)' is permanent: it lives as long as its parent already; 'keep' is for a child that finishes"
            } else if !child.isPresented && flow.root == .stack {
                message =
                    "a kept child is presented: its stack is kept while it is hidden, which a stack shared with its parent cannot be"
            } else {
                continue
            }
            report(.schema, message, at: keep.position)
            flow.children[index].keep = nil
        }
    }
}
