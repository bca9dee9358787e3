/// Where the cursor stands in a flow file, read from the text alone, so that a file that does not
/// parse (mid-typing) still tells it: the keys of the maps it is in, from the flow's top (block
/// lines above by indentation, then flow-style `{` and `[` on its own line), and whether a key or
/// a value is being typed there.
struct CursorContext: Equatable {
    /// The keys from the flow's top map to the cursor: `["screens", "home", "actions", "open"]`.
    var path: [String]
    /// Whether a key is being typed (else a value of the last key of `path`).
    var isKey: Bool
    /// The value typed so far, at a value (`push de`); the key typed so far, at a key.
    var typed: String
    /// The name being typed at the cursor (letters, digits, `_`, `.`): what completion replaces.
    var word: String
    /// The flow the cursor is in: the `flow:` value of its document; nil when none is written.
    var flowName: String?

    /// The context of the cursor at `cursor` (a byte offset) in `bytes`; nil in a comment.
    init?(bytes: [UInt8], cursor: Int) {
        let lines = Self.lines(bytes)
        guard let lineIndex = lines.lastIndex(where: { $0.start <= cursor }) else { return nil }
        let line = lines[lineIndex]
        let prefix = String(decoding: bytes[line.start..<min(cursor, line.end)], as: UTF8.self)
        flowName = Self.flowName(lines, bytes, around: lineIndex)

        // The line's own content: after its indentation and a block list's `- `.
        var content = Substring(prefix)
        var indent = 0
        while content.first == " " {
            content = content.dropFirst()
            indent += 1
        }
        var isListItem = false
        if content.hasPrefix("- ") || content == "-" {
            isListItem = true
            content = content.dropFirst(min(2, content.count))
        }
        var path = Self.blockKeys(lines, bytes, above: lineIndex, indent: indent)
        // A list item's line is a value of the key above (`to:` then `- push detail`).
        var frames = [Frame(isMap: !isListItem)]
        var token = ""
        var quote: Character?
        var previous: Character = " "
        for character in content {
            defer { previous = character }
            if let open = quote {
                if character == open { quote = nil } else { token.append(character) }
                continue
            }
            switch character {
            case "\"", "'":
                if token.allSatisfy(\.isWhitespace) { quote = character } else { token.append(character) }
            case "#" where previous == " " || previous == "\t":
                return nil
            case ":":
                if frames[frames.count - 1].isMap {
                    frames[frames.count - 1].key = token.trimmingSpaces()
                    token = ""
                } else {
                    token.append(character)
                }
            case "{":
                frames.append(Frame(isMap: true))
                token = ""
            case "[":
                frames.append(Frame(isMap: false))
                token = ""
            case "}", "]":
                if frames.count > 1 { frames.removeLast() }
                token = ""
            case ",":
                if frames[frames.count - 1].isMap { frames[frames.count - 1].key = nil }
                token = ""
            default:
                token.append(character)
            }
        }
        path += frames.compactMap(\.key)
        let top = frames[frames.count - 1]
        self.path = path
        isKey = top.isMap && top.key == nil
        typed = token.trimmingLeadingSpaces
        word = String(typed.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
    }

    private struct Frame {
        var isMap: Bool
        var key: String? = nil
    }

    private struct Line {
        var start: Int
        var end: Int
    }

    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            let end = index > start && bytes[index - 1] == 13 ? index - 1 : index
            lines.append(Line(start: start, end: end))
            start = index + 1
        }
        lines.append(Line(start: start, end: bytes.count))
        return lines
    }

    private static func text(_ line: Line, _ bytes: [UInt8]) -> Substring {
        Substring(String(decoding: bytes[line.start..<line.end], as: UTF8.self))
    }

    /// The keys of the block maps above the line at `index`, whose content starts at `indent`:
    /// each line above that is less indented and starts with `key:`, up to the document's start.
    private static func blockKeys(_ lines: [Line], _ bytes: [UInt8], above index: Int, indent: Int) -> [String] {
        var keys: [String] = []
        var limit = indent
        var current = index - 1
        while current >= 0, limit > 0 {
            defer { current -= 1 }
            var text = Self.text(lines[current], bytes)
            if text.hasPrefix("---") || text.hasPrefix("...") { break }
            var lineIndent = 0
            while text.first == " " {
                text = text.dropFirst()
                lineIndent += 1
            }
            guard !text.isEmpty, !text.hasPrefix("#"), lineIndent < limit else { continue }
            if text.hasPrefix("- ") { text = text.dropFirst(2) }
            guard let key = leadingKey(text) else { continue }
            keys.append(key)
            limit = lineIndent
        }
        return keys.reversed()
    }

    /// The key a line's content starts with (`home:`, `"product/{id}":`), if any.
    static func leadingKey(_ text: Substring) -> String? {
        if let open = text.first, open == "\"" || open == "'" {
            guard let close = text.dropFirst().firstIndex(of: open) else { return nil }
            let after = text[text.index(after: close)...]
            guard after.hasPrefix(":") else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let after = text[text.index(after: colon)...]
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        let key = text[..<colon]
        guard !key.contains(where: { $0 == "{" || $0 == "[" || $0 == "#" || $0 == " " }) else { return nil }
        return String(key)
    }

    /// The `flow:` value of the YAML document holding the line at `index`.
    private static func flowName(_ lines: [Line], _ bytes: [UInt8], around index: Int) -> String? {
        func name(at line: Int) -> String? {
            let text = Self.text(lines[line], bytes)
            guard text.hasPrefix("flow:") else { return nil }
            var value = text.dropFirst(5)
            if let comment = value.firstRange(of: " #") { value = value[..<comment.lowerBound] }
            let trimmed = String(value).trimmingSpaces()
            return trimmed.isEmpty ? nil : trimmed
        }
        func isSeparator(_ line: Int) -> Bool { Self.text(lines[line], bytes).hasPrefix("---") }
        var line = index
        while line >= 0 {
            if let found = name(at: line) { return found }
            if isSeparator(line), line != index { break }
            line -= 1
        }
        line = index + 1
        while line < lines.count, !isSeparator(line) {
            if let found = name(at: line) { return found }
            line += 1
        }
        return nil
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
