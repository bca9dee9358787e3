import CYAML
import FlowDiagnostics

/// Reads YAML text into node trees, straight from libyaml's event stream.
///
/// No intermediate library: the event loop builds nodes directly, counting alias expansion and
/// depth as it goes, so a hostile file is stopped where it passes a limit instead of being
/// expanded first.
public struct YAMLReader: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .standard) {
        self.limits = limits
    }

    /// Reads every document of `bytes`, reporting problems against `file`.
    public func read(_ bytes: [UInt8], file: String) -> YAMLDocuments {
        if bytes.count > limits.fileSize {
            return YAMLDocuments(diagnostics: [
                Self.syntax(
                    "file is \(bytes.count) bytes, over the limit of \(limits.fileSize) bytes (limits.fileSize)",
                    file: file, mark: SourceMark(line: 1, column: 1))
            ])
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return YAMLDocuments(diagnostics: [
                Self.syntax(
                    "text is not UTF-8 (a UTF-16 byte order mark); flow files are UTF-8",
                    file: file, mark: SourceMark(line: 1, column: 1))
            ])
        }
        let result = bytes.withUnsafeBufferPointer { scan($0, file: file) }
        if let failure = result.readerFailure {
            // libyaml decodes ahead of its parser, so a bad byte far down the file can stop it
            // before the documents above that byte are seen. Read again up to the bad line.
            let lineStart = Self.lineStart(before: failure.offset, in: bytes)
            var documents: [YAMLNode] = []
            if lineStart > 0 {
                let prefix = bytes.withUnsafeBufferPointer {
                    scan(UnsafeBufferPointer(rebasing: $0[..<lineStart]), file: file)
                }
                documents = prefix.documentsClosedBeforeEnd
            }
            let mark = Self.mark(ofOffset: failure.offset, in: bytes)
            return YAMLDocuments(
                documents: documents, diagnostics: [Self.syntax(failure.message, file: file, mark: mark)])
        }
        return YAMLDocuments(documents: result.documents, diagnostics: result.diagnostics)
    }

    // MARK: - The event loop

    private struct ReaderFailure {
        var message: String
        var offset: Int
    }

    private struct ScanResult {
        var documents: [YAMLNode] = []
        var diagnostics: [Diagnostic] = []
        var readerFailure: ReaderFailure?
        /// Documents followed by another document start: complete even if the text was cut.
        var documentsClosedBeforeEnd: [YAMLNode] = []
    }

    /// A container under construction.
    private struct Frame {
        var isMapping: Bool
        var mark: SourceMark
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// Nodes in this subtree so far, the container itself included (for alias accounting).
        var size: Int = 1
    }

    private func scan(_ input: UnsafeBufferPointer<UInt8>, file: String) -> ScanResult {
        var result = ScanResult()
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            result.diagnostics.append(
                Self.syntax("libyaml could not start (out of memory)", file: file, mark: SourceMark(line: 1, column: 1))
            )
            return result
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml wants a non-null pointer even for empty input.
        var empty: UInt8 = 0
        if let base = input.baseAddress, input.count > 0 {
            yaml_parser_set_input_string(&parser, base, input.count)
        } else {
            yaml_parser_set_input_string(&parser, &empty, 0)
        }

        var stack: [Frame] = []
        var anchors: [String: (node: YAMLNode, size: Int)] = [:]
        var expansion = 0
        var documentRoot: YAMLNode?
        var event = yaml_event_t()

        func complete(_ node: YAMLNode, size: Int, anchor: String?) {
            if let anchor { anchors[anchor] = (node, size) }
            guard !stack.isEmpty else {
                documentRoot = node
                return
            }
            stack[stack.count - 1].size += size
            if stack[stack.count - 1].isMapping {
                if let key = stack[stack.count - 1].pendingKey {
                    stack[stack.count - 1].pairs.append(YAMLPair(key: key, value: node))
                    stack[stack.count - 1].pendingKey = nil
                } else {
                    stack[stack.count - 1].pendingKey = node
                }
            } else {
                stack[stack.count - 1].items.append(node)
            }
        }

        loop: while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                if parser.error == YAML_READER_ERROR {
                    result.readerFailure = ReaderFailure(
                        message: Self.readerMessage(parser), offset: Int(parser.problem_offset))
                } else {
                    result.diagnostics.append(Self.parserError(parser, file: file))
                }
                break loop
            }
            defer { yaml_event_delete(&event) }
            let mark = SourceMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)

            switch event.type {
            case YAML_STREAM_END_EVENT:
                break loop
            case YAML_DOCUMENT_START_EVENT:
                if let previous = documentRoot {
                    result.documentsClosedBeforeEnd.append(previous)
                }
                documentRoot = nil
                anchors.removeAll(keepingCapacity: true)
            case YAML_DOCUMENT_END_EVENT:
                result.documents.append(
                    documentRoot ?? YAMLNode(.scalar(YAMLScalar(text: "", style: .plain)), mark: mark))
            case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                if stack.count >= limits.nestingDepth {
                    result.diagnostics.append(
                        Self.syntax(
                            "nesting is deeper than \(limits.nestingDepth) levels (limits.nestingDepth)",
                            file: file, mark: mark))
                    break loop
                }
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchorPointer = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                stack.append(Frame(isMapping: isMapping, mark: mark, anchor: anchorPointer.map { String(cString: $0) }))
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                guard let frame = stack.popLast() else { break }
                let node =
                    frame.isMapping
                    ? YAMLNode(.mapping(frame.pairs), mark: frame.mark)
                    : YAMLNode(.sequence(frame.items), mark: frame.mark)
                complete(node, size: frame.size, anchor: frame.anchor)
            case YAML_SCALAR_EVENT:
                let scalarEvent = event.data.scalar
                if scalarEvent.length > limits.scalarLength {
                    result.diagnostics.append(
                        Self.syntax(
                            "a scalar of \(scalarEvent.length) bytes is over the limit of \(limits.scalarLength) bytes (limits.scalarLength)",
                            file: file, mark: mark))
                    break loop
                }
                let text =
                    scalarEvent.length == 0
                    ? ""
                    : String(
                        decoding: UnsafeBufferPointer(start: scalarEvent.value, count: scalarEvent.length),
                        as: UTF8.self)
                let node = YAMLNode(.scalar(YAMLScalar(text: text, style: Self.style(scalarEvent.style))), mark: mark)
                complete(node, size: 1, anchor: scalarEvent.anchor.map { String(cString: $0) })
            case YAML_ALIAS_EVENT:
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                guard let target = anchors[name] else {
                    result.diagnostics.append(
                        Self.syntax("alias '*\(name)' names no anchor defined before it", file: file, mark: mark))
                    break loop
                }
                expansion += target.size
                if expansion > limits.aliasExpansion {
                    result.diagnostics.append(
                        Self.syntax(
                            "aliases expand to more than \(limits.aliasExpansion) nodes (limits.aliasExpansion)",
                            file: file, mark: mark))
                    break loop
                }
                // The alias repeats the node; the copy is marked where the alias stands.
                var copy = target.node
                copy.mark = mark
                complete(copy, size: target.size, anchor: nil)
            default:
                break
            }
        }
        return result
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

    static func syntax(_ message: String, file: String, mark: SourceMark) -> Diagnostic {
        Diagnostic(
            rule: .syntax, severity: .error, message: message,
            location: SourceLocation(file: file, line: mark.line, column: mark.column))
    }

    private static func parserError(_ parser: yaml_parser_t, file: String) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message =
                "\(problem) (\(context) at line \(parser.context_mark.line + 1), column \(parser.context_mark.column + 1))"
        }
        let mark = SourceMark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        return syntax(message, file: file, mark: mark)
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
        var index = min(offset, bytes.count)
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n"), bytes[index - 1] != UInt8(ascii: "\r") {
            index -= 1
        }
        return index
    }

    /// Line and column (in characters) of a byte offset, as libyaml would mark it.
    static func mark(ofOffset offset: Int, in bytes: [UInt8]) -> SourceMark {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceMark(line: line, column: column)
    }
}
