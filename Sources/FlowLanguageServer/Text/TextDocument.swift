import FlowcSupport

/// A document's text as UTF-8 bytes, with the two ways of naming a place in it: the protocol's
/// (0-based line, 0-based column in UTF-16 code units, lines ended by LF, CR or CR LF) and
/// flowc's (1-based line, 1-based column in characters, lines ended as YAML 1.1 ends them: also
/// at NEL, LS and PS; a byte order mark is not part of the first line).
public struct TextDocument: Sendable {
    public private(set) var bytes: [UInt8]
    public var version: Int?
    /// Where each of the protocol's lines starts.
    private var lineStarts: [Int] = []
    /// Where each of flowc's lines starts; nil until asked (most documents have no finding).
    private var flowcLineStarts: [Int]?

    public init(bytes: [UInt8], version: Int? = nil) {
        self.bytes = bytes
        self.version = version
        lineStarts = Self.protocolLineStarts(bytes)
    }

    public init(text: String, version: Int? = nil) {
        self.init(bytes: Array(text.utf8), version: version)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lineCount: Int { lineStarts.count }

    // MARK: - The protocol's positions

    /// The byte offset of `position`; a column past its line's end is the end of the line, a line
    /// past the last is the end of the text.
    public func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineContentEnd(from: lineStarts[position.line])
        var offset = lineStarts[position.line]
        var units = 0
        while offset < end, units < position.character {
            let length = Self.scalarLength(bytes[offset])
            let width = length == 4 ? 2 : 1
            if units + width > position.character { break }  // inside a surrogate pair: its start
            units += width
            offset = min(offset + length, end)
        }
        return offset
    }

    /// The position of the byte at `offset` (clamped to the text).
    public func position(of offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        let line = Self.lastIndex(in: lineStarts, notAfter: offset)
        var units = 0
        var index = lineStarts[line]
        while index < offset {
            let length = Self.scalarLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return Position(line: line, character: units)
    }

    /// Applies one change of `textDocument/didChange`: a range replaced, or the whole text.
    public mutating func apply(_ change: TextDocumentContentChangeEvent) {
        let replacement = Array(change.text.utf8)
        guard let range = change.range else {
            bytes = replacement
            lineStarts = Self.protocolLineStarts(bytes)
            flowcLineStarts = nil
            return
        }
        let start = offset(of: range.start)
        let end = max(start, offset(of: range.end))
        bytes.replaceSubrange(start..<end, with: replacement)
        lineStarts = Self.protocolLineStarts(bytes)
        flowcLineStarts = nil
    }

    private func lineContentEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
        return index
    }

    // MARK: - flowc's positions

    /// The byte offset of flowc's `line` and `column` (clamped to the line and the text).
    public mutating func offset(flowcLine line: Int, column: Int) -> Int {
        let starts = flowcStarts()
        guard line >= 1 else { return 0 }
        guard line <= starts.count else { return bytes.count }
        var offset = starts[line - 1]
        var characters = 1
        while characters < column, offset < bytes.count, Self.flowcBreakLength(bytes, at: offset) == 0 {
            offset += Self.scalarLength(bytes[offset])
            characters += 1
        }
        return min(offset, bytes.count)
    }

    /// The protocol's position of flowc's `line` and `column`.
    public mutating func position(flowcLine line: Int, column: Int) -> Position {
        position(of: offset(flowcLine: line, column: column))
    }

    /// flowc's line and column of the byte at `offset`.
    public mutating func flowcPosition(of offset: Int) -> (line: Int, column: Int) {
        let starts = flowcStarts()
        let offset = max(0, min(offset, bytes.count))
        let line = Self.lastIndex(in: starts, notAfter: offset)
        var characters = 1
        var index = starts[line]
        while index < offset {
            index += Self.scalarLength(bytes[index])
            characters += 1
        }
        return (line + 1, characters)
    }

    private mutating func flowcStarts() -> [Int] {
        if let flowcLineStarts { return flowcLineStarts }
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = starts[0]
        while index < bytes.count {
            let length = Self.flowcBreakLength(bytes, at: index)
            if length > 0 {
                index += length
                starts.append(index)
            } else {
                index += 1
            }
        }
        flowcLineStarts = starts
        return starts
    }

    /// The length of the line break at `index` as YAML 1.1 counts them, 0 where there is none.
    static func flowcBreakLength(_ bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case 10: return 1
        case 13: return index + 1 < bytes.count && bytes[index + 1] == 10 ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                ? 3 : 0
        default: return 0
        }
    }

    // MARK: - Shared

    /// The bytes of the character whose first byte is `byte` (1 for a stray continuation byte).
    static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }

    static func protocolLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
            if byte == 10 || byte == 13 { starts.append(index) }
        }
        return starts
    }

    private static func lastIndex(in starts: [Int], notAfter offset: Int) -> Int {
        max(0, starts.partitionPoint { $0 > offset } - 1)
    }

    /// The name that stands at flowc's `line` and `column` or after it on that line: the first
    /// run of `name`'s bytes there that no letter, digit or `_` touches; nil when the line holds none.
    public mutating func range(ofName name: String, flowcLine line: Int, column: Int) -> (start: Int, end: Int)? {
        let pattern = Array(name.utf8)
        guard !pattern.isEmpty else { return nil }
        var index = offset(flowcLine: line, column: column)
        while index + pattern.count <= bytes.count {
            if Self.flowcBreakLength(bytes, at: index) > 0 { return nil }
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern),
                index == 0 || !Self.isNameByte(bytes[index - 1]),
                index + pattern.count == bytes.count || !Self.isNameByte(bytes[index + pattern.count])
            {
                return (index, index + pattern.count)
            }
            index += 1
        }
        return nil
    }

    /// The first run of `text`'s bytes at flowc's `line` and `column` or after it on that line;
    /// nil when the line holds none. For text that delimits itself (`{id}`).
    public mutating func range(ofText text: String, flowcLine line: Int, column: Int) -> (start: Int, end: Int)? {
        let pattern = Array(text.utf8)
        guard !pattern.isEmpty else { return nil }
        var index = offset(flowcLine: line, column: column)
        while index + pattern.count <= bytes.count {
            if Self.flowcBreakLength(bytes, at: index) > 0 { return nil }
            if bytes[index..<index + pattern.count].elementsEqual(pattern) { return (index, index + pattern.count) }
            index += 1
        }
        return nil
    }

    /// Where the quoted scalar that starts at `offset` ends (after its closing quote), when it
    /// closes on its line: `"…"` with its `\"` escapes, or `'…'` with its `''`.
    public func quotedScalarEnd(at offset: Int) -> Int? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = bytes[offset]
        var index = offset + 1
        while index < bytes.count, Self.flowcBreakLength(bytes, at: index) == 0 {
            if quote == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == quote {
                // `''` inside single quotes is one quote.
                if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The name (letters, digits, `_`) around `offset`, if there is one.
    public func name(around offset: Int) -> (start: Int, end: Int)? {
        var start = max(0, min(offset, bytes.count))
        var end = start
        while start > 0, Self.isNameByte(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        return start < end ? (start, end) : nil
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// The protocol's range of the bytes `start..<end`.
    public func range(_ start: Int, _ end: Int) -> Range {
        Range(start: position(of: start), end: position(of: end))
    }
}
