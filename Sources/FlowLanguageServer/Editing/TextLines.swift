import FlowcSupport

/// A text's lines as byte ranges, for edits written in the file's own layout (indentation, line
/// breaks, flow or block style).
struct TextLines {
    let bytes: [UInt8]
    /// Where each line starts.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 10 { starts.append(index + 1) }
        self.starts = starts
    }

    var count: Int { starts.count }

    /// The line break the file uses: CR LF when its first line ends so, else LF.
    var lineBreak: String {
        guard let first = bytes.firstIndex(of: 10) else { return "\n" }
        return first > 0 && bytes[first - 1] == 13 ? "\r\n" : "\n"
    }

    func index(containing offset: Int) -> Int {
        max(0, starts.partitionPoint { $0 > offset } - 1)
    }

    /// Where line `index`'s content ends: before its line break.
    func end(_ index: Int) -> Int {
        var end = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
        if end > starts[index], end <= bytes.count, end > 0, bytes[end - 1] == 13 { end -= 1 }
        return max(starts[index], end)
    }

    func indent(_ index: Int) -> Int {
        var offset = starts[index]
        while offset < end(index), bytes[offset] == 32 { offset += 1 }
        return offset - starts[index]
    }

    /// The line's text after its indentation.
    func content(_ index: Int) -> Substring {
        Substring(String(decoding: bytes[starts[index] + indent(index)..<end(index)], as: UTF8.self))
    }

    /// Whether the line holds nothing but blanks or a comment.
    func isBlankOrComment(_ index: Int) -> Bool {
        let content = content(index)
        return content.isEmpty || content.hasPrefix("#")
    }

    /// Where the rule list of a `# flowc:disable` comment that is the whole of line `index` ends.
    func disableListEnd(_ index: Int) -> Int? {
        let content = content(index)
        guard content.hasPrefix("#") else { return nil }
        let marker = Array("flowc:disable ".utf8)
        let start = starts[index] + indent(index)
        let text = Array(bytes[start..<end(index)])
        var at = 1
        while at < text.count, text[at] == 32 { at += 1 }
        guard text[at...].starts(with: marker) else { return nil }
        at += marker.count
        // Rule ids (letters and `-`), separated by `,` and blanks; the first other word is a remark.
        var listEnd = at
        while at < text.count {
            while at < text.count, text[at] == 32 || text[at] == UInt8(ascii: ",") { at += 1 }
            let word = at
            while at < text.count, text[at] == UInt8(ascii: "-") || (text[at] | 0x20 >= 97 && text[at] | 0x20 <= 122) {
                at += 1
            }
            guard at > word, text[word] != UInt8(ascii: "-") else { break }
            listEnd = at
        }
        return start + listEnd
    }
}

/// Where the `on` entries of a child go, in the child's style: after the last entry of its block
/// `on`, before the `}` of its flow-style `on`, or a new `on` (a block under a block child, a
/// flow-style one in a flow-style child).
struct HandlerInsertion {
    let lines: TextLines
    /// Where the child's key (its flow name under `children`) starts.
    let childKey: Int
    let child: String

    init(bytes: [UInt8], childKey: Int, child: String) {
        lines = TextLines(bytes)
        self.childKey = childKey
        self.child = child
    }

    /// The replaced bytes and their new text.
    struct Edit {
        var start: Int
        var end: Int
        var text: String
    }

    func edit(adding names: [String]) -> Edit? {
        let line = lines.index(containing: childKey)
        let keyColumn = childKey - lines.starts[line]
        guard let colon = afterKey(from: childKey, name: child) else { return nil }
        let (value, comment) = valueOnLine(from: colon, line: line)
        let breakText = lines.lineBreak
        if value.hasPrefix("{") { return flowStyle(mapStart: valueStart(from: colon), names: names) }
        guard value.isEmpty || value == "null" || value == "~" else { return nil }
        // The child's block: the lines after it that are more indented.
        var last = line
        var bodyIndent: Int?
        var next = line + 1
        while next < lines.count {
            defer { next += 1 }
            if lines.isBlankOrComment(next) { continue }
            guard lines.indent(next) > keyColumn else { break }
            if bodyIndent == nil { bodyIndent = lines.indent(next) }
            last = next
        }
        guard let bodyIndent else {
            // `Child: null` or nothing: the value becomes a block with `on`.
            let unit = max(2, keyColumn - parentIndent(line))
            let block = Self.block(names, onIndent: keyColumn + unit, unit: unit, lineBreak: breakText)
            return Edit(start: colon, end: lines.end(line), text: (comment.isEmpty ? "" : " " + comment) + block)
        }
        let unit = bodyIndent - keyColumn
        // An `on` of the child's own.
        for index in (line + 1)...last where lines.indent(index) == bodyIndent && lines.content(index).hasPrefix("on:")
        {
            guard let onColon = afterKey(from: lines.starts[index] + bodyIndent, name: "on") else { return nil }
            let (onValue, onComment) = valueOnLine(from: onColon, line: index)
            if onValue.hasPrefix("{") {
                return flowStyle(mapStart: valueStart(from: onColon), names: names, isOn: true)
            }
            var entriesLast = index
            var entriesIndent: Int?
            var below = index + 1
            while below <= last {
                defer { below += 1 }
                if lines.isBlankOrComment(below) { continue }
                guard lines.indent(below) > bodyIndent else { break }
                if entriesIndent == nil { entriesIndent = lines.indent(below) }
                entriesLast = below
            }
            let entries = { (indent: Int) in
                names.map { breakText + String(repeating: " ", count: indent) + "\($0): stay" }.joined()
            }
            if let entriesIndent {
                return Edit(start: lines.end(entriesLast), end: lines.end(entriesLast), text: entries(entriesIndent))
            }
            return Edit(
                start: onColon, end: lines.end(index),
                text: (onComment.isEmpty ? "" : " " + onComment) + entries(bodyIndent + unit))
        }
        let block = Self.block(names, onIndent: bodyIndent, unit: unit, lineBreak: breakText)
        return Edit(start: lines.end(last), end: lines.end(last), text: block)
    }

    /// `on:` and its entries, each line after a line break.
    private static func block(_ names: [String], onIndent: Int, unit: Int, lineBreak: String) -> String {
        lineBreak + String(repeating: " ", count: onIndent) + "on:"
            + names.map { lineBreak + String(repeating: " ", count: onIndent + unit) + "\($0): stay" }.joined()
    }

    /// The indentation of the key the child's line is under (`children:`), for the unit of indentation.
    private func parentIndent(_ line: Int) -> Int {
        let own = lines.indent(line)
        var index = line - 1
        while index >= 0 {
            if !lines.isBlankOrComment(index), lines.indent(index) < own { return lines.indent(index) }
            index -= 1
        }
        return 0
    }

    /// Just after the `:` that follows the key `name` written at `key` (quoted or not).
    private func afterKey(from key: Int, name: String) -> Int? {
        var at = key
        let bytes = lines.bytes
        if at < bytes.count, bytes[at] == 34 || bytes[at] == 39 { at += 1 }
        at += name.utf8.count
        if at < bytes.count, bytes[at] == 34 || bytes[at] == 39 { at += 1 }
        while at < bytes.count, bytes[at] == 32 { at += 1 }
        guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
        return at + 1
    }

    private func valueStart(from colon: Int) -> Int {
        var at = colon
        while at < lines.bytes.count, lines.bytes[at] == 32 { at += 1 }
        return at
    }

    /// The value written after `colon` on its line (without a comment) and the comment.
    private func valueOnLine(from colon: Int, line: Int) -> (value: String, comment: String) {
        let text = Substring(String(decoding: lines.bytes[colon..<lines.end(line)], as: UTF8.self))
        var value = text
        var comment = ""
        if let hash = text.firstRange(of: " #") {
            value = text[..<hash.lowerBound]
            comment = String(text[hash.lowerBound...].drop { $0 == " " })
        }
        return (
            String(value.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()),
            comment
        )
    }

    /// Entries added to a flow-style map starting at `mapStart` (`{`): into its `on: {…}` when it
    /// is the child's map and has one, or as a new `on: {…}`; `isOn` when the map is the `on` itself.
    private func flowStyle(mapStart: Int, names: [String], isOn: Bool = false) -> Edit? {
        let bytes = lines.bytes
        guard let close = matchingBrace(mapStart) else { return nil }
        let entries = names.map { "\($0): stay" }.joined(separator: ", ")
        let isEmpty = bytes[(mapStart + 1)..<close].allSatisfy { $0 == 32 }
        if isOn {
            return Edit(start: close, end: close, text: (isEmpty ? "" : ", ") + entries)
        }
        // The child's map: its own `on: {` at depth one.
        var depth = 0
        var at = mapStart
        while at < close {
            switch bytes[at] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default:
                if depth == 1, bytes[at...].starts(with: Array("on:".utf8)),
                    bytes[at - 1] == UInt8(ascii: "{") || bytes[at - 1] == 32 || bytes[at - 1] == UInt8(ascii: ",")
                {
                    var value = at + 3
                    while value < close, bytes[value] == 32 { value += 1 }
                    if bytes[value] == UInt8(ascii: "{") { return flowStyle(mapStart: value, names: names, isOn: true) }
                }
            }
            at += 1
        }
        return Edit(start: close, end: close, text: (isEmpty ? "" : ", ") + "on: {\(entries)}")
    }

    private func matchingBrace(_ open: Int) -> Int? {
        var depth = 0
        var at = open
        let bytes = lines.bytes
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return at }
            default: break
            }
            at += 1
        }
        return nil
    }
}
