import CYAML
import FlowDiagnostics

/// Reads YAML text into node trees, straight from libyaml's event stream.
///
/// No intermediate library: the event loop builds nodes directly, counting alias expansion and
/// depth as it goes, so a hostile file is stopped where it passes a limit instead of being
/// expanded first.
public struct YAMLReader: Sendable {
    public var limits: YAMLLimits
    /// Whether plain ASCII text skips libyaml's reader (`DecodedText`); off only in the tests
    /// that compare both ways of reading.
    var bypassesReader = true

    public init(limits: YAMLLimits = .standard) {
        self.limits = limits
    }

    /// Reads every document of `bytes` as nested values, reporting problems against `file`.
    public func read(_ bytes: [UInt8], file: String) -> YAMLDocuments {
        let tree = readTree(bytes, file: file)
        return YAMLDocuments(documents: tree.documents.map { tree.node($0) }, diagnostics: tree.diagnostics)
    }

    /// Reads every document of `bytes` into one flat tree, reporting problems against `file`.
    public func readTree(_ bytes: [UInt8], file: String) -> YAMLTree {
        var tree = YAMLTree()
        if bytes.count > limits.fileSize {
            tree.diagnostics.append(
                Self.syntax(
                    "file is \(bytes.count) bytes, over the limit of \(limits.fileSize) bytes (limits.fileSize)",
                    file: file, mark: SourcePosition(line: 1, column: 1)))
            return tree
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            tree.diagnostics.append(
                Self.syntax(
                    "text is not UTF-8 (a UTF-16 byte order mark); flow files are UTF-8",
                    file: file, mark: SourcePosition(line: 1, column: 1)))
            return tree
        }
        guard let failure = bytes.withUnsafeBufferPointer({ scan($0, file: file, into: &tree) }) else {
            return tree
        }
        // libyaml decodes ahead of its parser, so a bad byte far down the file can stop it
        // before the documents above that byte are seen. Read again up to the bad line.
        let lineStart = Self.lineStart(before: failure.offset, in: bytes)
        var prefix = YAMLTree()
        if lineStart > 0 {
            _ = bytes.withUnsafeBufferPointer {
                scan(UnsafeBufferPointer(rebasing: $0[..<lineStart]), file: file, into: &prefix)
            }
            // The document the bad line cuts is not read, as one libyaml stops in is not.
            if prefix.unfinishedDocumentRoot == nil, let last = prefix.documents.last,
                !prefix.documentsClosedBeforeEnd.contains(last)
            {
                prefix.unfinishedDocumentRoot = last
            }
            prefix.documents = prefix.documentsClosedBeforeEnd
        }
        prefix.documentsClosedBeforeEnd = []
        prefix.diagnostics = [
            Self.syntax(failure.message, file: file, mark: Self.mark(ofOffset: failure.offset, in: bytes))
        ]
        return prefix
    }

    // MARK: - The event loop

    private struct ReaderFailure {
        var message: String
        var offset: Int
    }

    /// A container under construction.
    private struct Frame {
        var index: Int
        var anchor: String?
        /// Children so far (keys and values both); written into the node when it closes.
        var children: Int32 = 0
    }

    /// Reads the documents of `input` into `tree`, a fresh one; a failure of libyaml's reader
    /// (bad bytes) is returned for `readTree` to place, every other problem is a finding in `tree`.
    ///
    /// The loop runs once per event, millions of times on a large app: it works on local arrays
    /// (put back into `tree` at the end) and keeps each open container's child count in its
    /// frame, so that an event costs an append and no more.
    private func scan(_ input: UnsafeBufferPointer<UInt8>, file: String, into tree: inout YAMLTree) -> ReaderFailure? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            tree.diagnostics.append(
                Self.syntax(
                    "libyaml could not start (out of memory)", file: file, mark: SourcePosition(line: 1, column: 1))
            )
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml wants a non-null pointer even for empty input.
        var empty: UInt8 = 0
        if let base = input.baseAddress, input.count > 0 {
            yaml_parser_set_input_string(&parser, base, input.count)
        } else {
            yaml_parser_set_input_string(&parser, &empty, 0)
        }
        let decoded = bypassesReader ? DecodedText(input) : nil
        let lent = decoded?.lend(to: &parser)
        // Runs before the `yaml_parser_delete` above, which frees the buffer put back here.
        defer { if let decoded, let lent { decoded.takeBack(lent, from: &parser) } }

        var nodes: [YAMLTree.Node] = []
        nodes.reserveCapacity(input.count / 8)
        // Scalar bytes are copied into room made ahead (the input's size, which only a few
        // escapes can pass) and the unused tail cut at the end: far cheaper than an append per
        // scalar.
        var bytes = [UInt8](repeating: 0, count: input.count)
        var used = 0
        defer {
            bytes.removeLast(bytes.count - used)
            tree.nodes = nodes
            tree.bytes = bytes
        }
        var stack: [Frame] = []
        stack.reserveCapacity(16)
        var anchors: [String: Int] = [:]
        var expansion = 0
        var documentRoot: Int?
        var event = yaml_event_t()
        var failure: ReaderFailure?

        /// Records a finished node: the document's root, or one more child of the open container.
        func complete(_ index: Int, anchor: UnsafeMutablePointer<yaml_char_t>?) {
            if let anchor { anchors[String(cString: anchor)] = index }
            if stack.isEmpty {
                documentRoot = index
            } else {
                stack[stack.count - 1].children += 1
            }
        }

        loop: while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                if parser.error == YAML_READER_ERROR {
                    failure = ReaderFailure(message: Self.readerMessage(parser), offset: Int(parser.problem_offset))
                } else {
                    tree.diagnostics.append(Self.parserError(parser, file: file, input: input))
                }
                tree.unfinishedDocumentRoot = stack.first?.index
                break loop
            }
            // Not `yaml_event_delete`: the next parse clears the event itself (see the shim).
            defer { flowc_yaml_event_release(&event) }
            let line = Int32(truncatingIfNeeded: event.start_mark.line + 1)
            let column = Int32(truncatingIfNeeded: event.start_mark.column + 1)

            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalarEvent = event.data.scalar
                if scalarEvent.length > limits.scalarLength {
                    tree.diagnostics.append(
                        Self.syntax(
                            "a scalar of \(scalarEvent.length) bytes is over the limit of \(limits.scalarLength) bytes (limits.scalarLength)",
                            file: file, mark: SourcePosition(line: Int(line), column: Int(column))))
                    break loop
                }
                let textStart = used
                if let value = scalarEvent.value, scalarEvent.length > 0 {
                    if used + scalarEvent.length > bytes.count {
                        bytes.append(contentsOf: repeatElement(0, count: max(scalarEvent.length, bytes.count)))
                    }
                    bytes.withUnsafeMutableBytes {
                        ($0.baseAddress! + used).copyMemory(from: value, byteCount: scalarEvent.length)
                    }
                    used += scalarEvent.length
                }
                let index = nodes.count
                nodes.append(
                    YAMLTree.Node(
                        kind: .scalar, style: Self.style(scalarEvent.style), line: line, column: column,
                        textStart: Int32(textStart), count: Int32(scalarEvent.length), end: Int32(index + 1)))
                complete(index, anchor: scalarEvent.anchor)
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                if stack.count >= limits.nestingDepth {
                    tree.diagnostics.append(
                        Self.syntax(
                            "nesting is deeper than \(limits.nestingDepth) levels (limits.nestingDepth)",
                            file: file, mark: SourcePosition(line: Int(line), column: Int(column))))
                    break loop
                }
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                stack.append(Frame(index: nodes.count, anchor: anchor.map { String(cString: $0) }))
                nodes.append(
                    YAMLTree.Node(
                        kind: isMapping ? .mapping : .sequence, style: .plain, line: line, column: column,
                        textStart: 0, count: 0, end: 0))
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                guard let frame = stack.popLast() else { break }
                nodes[frame.index].count = frame.children
                nodes[frame.index].end = Int32(nodes.count)
                if let anchor = frame.anchor { anchors[anchor] = frame.index }
                complete(frame.index, anchor: nil)
            case YAML_ALIAS_EVENT:
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                guard let target = anchors[name] else {
                    tree.diagnostics.append(
                        Self.syntax(
                            "alias '*\(name)' names no anchor defined before it", file: file,
                            mark: SourcePosition(line: Int(line), column: Int(column))))
                    break loop
                }
                let targetEnd = Int(nodes[target].end)
                expansion += targetEnd - target
                if expansion > limits.aliasExpansion {
                    tree.diagnostics.append(
                        Self.syntax(
                            "aliases expand to more than \(limits.aliasExpansion) nodes (limits.aliasExpansion)",
                            file: file, mark: SourcePosition(line: Int(line), column: Int(column))))
                    break loop
                }
                // The alias repeats the subtree (its text is shared); the copy is marked where the
                // alias stands.
                let index = nodes.count
                let shift = Int32(index - target)
                nodes.reserveCapacity(index + targetEnd - target)
                for offset in target..<targetEnd {
                    var copy = nodes[offset]
                    copy.end += shift
                    nodes.append(copy)
                }
                nodes[index].line = line
                nodes[index].column = column
                complete(index, anchor: nil)
            case YAML_STREAM_END_EVENT:
                break loop
            case YAML_DOCUMENT_START_EVENT:
                if let previous = documentRoot {
                    tree.documentsClosedBeforeEnd.append(previous)
                }
                documentRoot = nil
                anchors.removeAll(keepingCapacity: true)
            case YAML_DOCUMENT_END_EVENT:
                if let root = documentRoot {
                    tree.documents.append(root)
                } else {
                    // An empty document is a null scalar where the document ends.
                    let index = nodes.count
                    nodes.append(
                        YAMLTree.Node(
                            kind: .scalar, style: .plain, line: line, column: column, textStart: 0, count: 0,
                            end: Int32(index + 1)))
                    tree.documents.append(index)
                }
            default:
                break
            }
        }
        return failure
    }

    // MARK: - Messages and marks

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    static func syntax(_ message: String, file: String, mark: SourcePosition) -> Diagnostic {
        Diagnostic(
            rule: .syntax, severity: .error, message: message,
            location: SourceLocation(file: file, line: mark.line, column: mark.column))
    }

    private static func parserError(
        _ parser: yaml_parser_t, file: String, input: UnsafeBufferPointer<UInt8>
    ) -> Diagnostic {
        // At the end of a text whose last line has no line break, libyaml marks the start of a
        // line after it, which no editor shows: such a mark is put at the end of the last line.
        let end = mark(ofOffset: input.count, in: input)
        func position(_ mark: yaml_mark_t) -> SourcePosition {
            let position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            return position.line > end.line ? end : position
        }
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            let at = position(parser.context_mark)
            message = "\(problem) (\(context) at line \(at.line), column \(at.column))"
        }
        return syntax(message, file: file, mark: position(parser.problem_mark))
    }

    private static func readerMessage(_ parser: yaml_parser_t) -> String {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable text"
        let value = parser.problem_value
        if problem.contains("UTF-8") || problem.contains("Unicode") {
            return "text is not UTF-8: \(problem)"
        }
        if value >= 0 {
            let hex = String(value, radix: 16, uppercase: true)
            return "\(problem) (U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex))"
        }
        return problem
    }

    /// The offset where the line holding `offset` starts.
    private static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var index = min(offset, bytes.count)
            while index > 0, !LineBreak.endsBefore(index, in: bytes) { index -= 1 }
            return index
        }
    }

    /// Line and column (in characters) of a byte offset, as libyaml would mark it.
    static func mark(ofOffset offset: Int, in bytes: [UInt8]) -> SourcePosition {
        bytes.withUnsafeBufferPointer { mark(ofOffset: offset, in: $0) }
    }

    static func mark(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < end {
            let lineBreak = LineBreak.length(at: index, in: bytes)
            if lineBreak > 0 {
                line += 1
                column = 1
                index += lineBreak
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
