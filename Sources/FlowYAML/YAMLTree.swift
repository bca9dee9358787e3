import FlowDiagnostics

/// The documents of one file as one flat array of nodes and one buffer of scalar bytes.
///
/// This is the form the decoder reads. A node is a few integers, a subtree is a contiguous range
/// of the array (a container's first child follows it, each child's `end` is where its next
/// sibling starts), and scalar text stays bytes until a stage asks for a `String`. Reading a file
/// therefore allocates a handful of arrays instead of a string and an array per node, and the
/// whole tree is freed at once. `YAMLNode` is the same tree as nested values, for small files.
public struct YAMLTree: Sendable {
    public struct Node: Sendable {
        public enum Kind: UInt8, Sendable {
            case scalar
            case mapping
            case sequence
        }

        public var kind: Kind
        public var style: YAMLScalar.Style
        public var line: Int32
        public var column: Int32
        /// A scalar's first byte in `bytes`; unused for containers.
        public var textStart: Int32
        /// A scalar's length in bytes; a container's number of children (keys and values both).
        public var count: Int32
        /// The index just past this node's subtree.
        public var end: Int32
    }

    public var nodes: [Node] = []
    /// The bytes of every scalar, one after another.
    public var bytes: [UInt8] = []
    /// The root node of each document, in order.
    public var documents: [Int] = []
    /// `syntax` findings.
    public var diagnostics: [Diagnostic] = []
    /// Documents followed by another document start: complete even if the text was cut.
    var documentsClosedBeforeEnd: [Int] = []
    /// The root of the document that libyaml stopped in (a `syntax` finding), when it is a
    /// container: its nodes up to the problem are in `nodes`, its child count is not.
    public var unfinishedDocumentRoot: Int?

    /// The name a document libyaml stopped in gives its flow, where `flow:` is its first key and
    /// was read before the problem: the flow is not read, but other files that name it are not
    /// told that it does not exist (one mistake, one finding).
    public var unfinishedFlowName: String? {
        guard let root = unfinishedDocumentRoot, nodes[root].kind == .mapping, root + 2 < nodes.count,
            nodes[root + 1].kind == .scalar, nodes[root + 2].kind == .scalar, text(root + 1) == "flow"
        else { return nil }
        let name = text(root + 2)
        return name.isEmpty ? nil : name
    }

    public init() {}

    // MARK: - Nodes

    @inlinable public func kind(_ index: Int) -> Node.Kind { nodes[index].kind }

    @inlinable public func mark(_ index: Int) -> SourcePosition {
        let node = nodes[index]
        return SourcePosition(line: Int(node.line), column: Int(node.column))
    }

    /// The children of a container: for a mapping, keys and values alternately.
    @inlinable public func children(_ index: Int) -> Children {
        Children(nodes: nodes, first: index + 1, count: kind(index) == .scalar ? 0 : Int(nodes[index].count))
    }

    /// The index just past the subtree at `index`: its next sibling's, if it has one.
    @inlinable public func subtreeEnd(_ index: Int) -> Int { Int(nodes[index].end) }

    /// The keys and values of a mapping; nothing for a sequence or scalar.
    @inlinable public func pairs(_ index: Int) -> Pairs {
        Pairs(children: kind(index) == .mapping ? children(index) : Children(nodes: nodes, first: index, count: 0))
    }

    /// The number of key-value pairs of a mapping, items of a sequence, or 0 for a scalar.
    @inlinable public func itemCount(_ index: Int) -> Int {
        switch nodes[index].kind {
        case .scalar: return 0
        case .mapping: return Int(nodes[index].count) / 2
        case .sequence: return Int(nodes[index].count)
        }
    }

    // MARK: - Scalars

    /// A scalar's text; "" for containers.
    @inlinable public func text(_ index: Int) -> String {
        let node = nodes[index]
        guard node.kind == .scalar, node.count > 0 else { return "" }
        return bytes.withUnsafeBufferPointer {
            String(
                decoding: UnsafeBufferPointer(rebasing: $0[Int(node.textStart)..<Int(node.textStart + node.count)]),
                as: UTF8.self)
        }
    }

    /// Whether the node is a scalar whose bytes are exactly `expected`'s.
    @inlinable public func scalar(_ index: Int, is expected: StaticString) -> Bool {
        let node = nodes[index]
        guard node.kind == .scalar, Int(node.count) == expected.utf8CodeUnitCount else { return false }
        let start = Int(node.textStart)
        let expectedBytes = expected.utf8Start
        for offset in 0..<Int(node.count) where bytes[start + offset] != expectedBytes[offset] { return false }
        return true
    }

    /// A scalar's bytes, lent to `body`; empty for containers.
    @inlinable public func withBytes<Result>(
        of index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let node = nodes[index]
        let count = node.kind == .scalar ? Int(node.count) : 0
        return try bytes.withUnsafeBufferPointer {
            try body(UnsafeBufferPointer(rebasing: $0[Int(node.textStart)..<Int(node.textStart) + count]))
        }
    }

    /// Whether two scalars hold the same bytes (both must be scalars).
    @inlinable public func sameText(_ first: Int, _ second: Int) -> Bool {
        let one = nodes[first]
        let other = nodes[second]
        guard one.kind == .scalar, other.kind == .scalar, one.count == other.count else { return false }
        return bytes.withUnsafeBufferPointer { text in
            var first = Int(one.textStart)
            var second = Int(other.textStart)
            let end = first + Int(one.count)
            while first < end {
                if text[first] != text[second] { return false }
                first += 1
                second += 1
            }
            return true
        }
    }

    /// `null`, `~` and an empty plain value are null (flow format, fine point 8).
    @inlinable public func isNull(_ index: Int) -> Bool {
        let node = nodes[index]
        guard node.kind == .scalar, node.style == .plain else { return false }
        // Asked of every key and value the decoder reads: the bytes are compared directly.
        let start = Int(node.textStart)
        switch node.count {
        case 0: return true
        case 1: return bytes[start] == UInt8(ascii: "~")
        case 4:
            return bytes[start] == UInt8(ascii: "n") && bytes[start + 1] == UInt8(ascii: "u")
                && bytes[start + 2] == UInt8(ascii: "l") && bytes[start + 3] == UInt8(ascii: "l")
        default: return false
        }
    }

    /// `true` or `false`, written plain; nothing else is a boolean.
    @inlinable public func boolean(_ index: Int) -> Bool? {
        guard nodes[index].style == .plain else { return nil }
        if scalar(index, is: "true") { return true }
        if scalar(index, is: "false") { return false }
        return nil
    }

    /// What kind of node this is, in words, for messages ("a list", "a map", "text").
    public func kindDescription(_ index: Int) -> String {
        switch kind(index) {
        case .scalar: return isNull(index) ? "null" : "a scalar"
        case .mapping: return "a map"
        case .sequence: return "a list"
        }
    }

    /// The subtree at `index` as nested values.
    public func node(_ index: Int) -> YAMLNode {
        let mark = self.mark(index)
        switch kind(index) {
        case .scalar:
            return YAMLNode(.scalar(YAMLScalar(text: text(index), style: nodes[index].style)), mark: mark)
        case .sequence:
            return YAMLNode(.sequence(children(index).map { node($0) }), mark: mark)
        case .mapping:
            return YAMLNode(
                .mapping(pairs(index).map { YAMLPair(key: node($0.key), value: node($0.value)) }), mark: mark)
        }
    }

    /// The children of one container, walked by their `end` links.
    public struct Children: Sequence, IteratorProtocol, Sendable {
        @usableFromInline let nodes: [Node]
        @usableFromInline var upcoming: Int
        @usableFromInline var remaining: Int

        @inlinable init(nodes: [Node], first: Int, count: Int) {
            self.nodes = nodes
            self.upcoming = first
            self.remaining = count
        }

        @inlinable public var underestimatedCount: Int { remaining }

        @inlinable public mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let current = upcoming
            upcoming = Int(nodes[current].end)
            return current
        }
    }

    /// A mapping's keys and values, a pair at a time, in the order written (repeated keys too).
    public struct Pairs: Sequence, IteratorProtocol, Sendable {
        @usableFromInline var children: Children

        @inlinable init(children: Children) {
            self.children = children
        }

        @inlinable public mutating func next() -> (key: Int, value: Int)? {
            guard let key = children.next(), let value = children.next() else { return nil }
            return (key, value)
        }
    }
}
