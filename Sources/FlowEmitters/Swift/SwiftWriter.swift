/// Builds Swift source line by line, laid out as the project's swift-format configuration lays
/// it out (four spaces an indentation level, lines of at most 120 characters), so that generated
/// code passes `swift-format lint` as it is.
///
/// Everything goes into one byte buffer as it comes: a line is written piece by piece (names and
/// literals, up to eight, with no string made of them first), and one that fits (nearly all of
/// them) stays as it is; only a line too long is taken back out and wrapped.
struct SwiftWriter {
    static let lineLength = 120
    /// Documentation comments are wrapped shorter, for reading.
    static let commentLength = 100

    /// What was written, from `origin` on; every line ends with a newline.
    private var bytes: OutputBytes
    /// Where the text starts: the bytes before it are the caller's (a file's header lines).
    private let origin: Int
    private var level = 0
    /// Where the statement being written began, and its text after the indentation.
    private var lineStart = 0
    private var textStart = 0

    // A static string, not an array: every writer on every thread reads it for every line, and
    // an array's buffer is retained and released at each read, an atomic operation on one shared
    // counter that the cores take turns at.
    private static let spaces: StaticString = "                                                                "

    private var indentation: String { String(repeating: "    ", count: level) }

    /// A writer whose text starts after `reserved` zero bytes, for the caller to fill in later.
    init(capacity: Int = 0, reserved: Int = 0) {
        bytes = OutputBytes(capacity: reserved + capacity)
        bytes.append(repeating: 0, count: reserved)
        origin = reserved
    }

    /// One statement, the concatenation of `pieces`; wrapped as swift-format would when it is too
    /// long. No pieces: an empty line.
    mutating func line(
        _ piece0: String = "", _ piece1: String = "", _ piece2: String = "", _ piece3: String = "",
        _ piece4: String = "", _ piece5: String = "", _ piece6: String = "", _ piece7: String = ""
    ) {
        start()
        add(piece0, piece1, piece2, piece3, piece4, piece5, piece6, piece7)
        end()
    }

    /// Starts a statement written in parts: `add` them, then `end()` it (as `line` does).
    mutating func start() {
        lineStart = bytes.count
        indent()
        textStart = bytes.count
    }

    /// Ends the statement `start()` began: wrapped when it is too long; nothing added, an empty line.
    mutating func end() {
        _ = endStatementBreakingAfterType()
    }

    /// Ends a statement `start()` began that opens a closure (`let name: T = { captures in`),
    /// then writes `body` inside it and `closing`. The body goes one level in, or two when the
    /// declaration was too long for its type and swift-format's layout puts the type, with the
    /// closure's opening brace, on a line of its own one level in (`brokenAfterType`).
    mutating func endOpening(closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        let typeOnItsOwnLine = endStatementBreakingAfterType()
        if typeOnItsOwnLine { level += 1 }
        indented(body)
        line(closing)
        if typeOnItsOwnLine { level -= 1 }
    }

    /// Ends the statement; whether it was broken after the `:` of its type annotation, the type on
    /// the next line one level in.
    private mutating func endStatementBreakingAfterType() -> Bool {
        let count = bytes.count - textStart
        if count == 0 {
            bytes.removeLast(textStart - lineStart)
        } else if textStart - lineStart + count > Self.lineLength {
            // Characters are never more than UTF-8 bytes: only a line long in bytes is looked at.
            let text = bytes.withBytes(from: textStart) { String(decoding: $0, as: UTF8.self) }
            bytes.removeLast(bytes.count - lineStart)
            return wrap(text)
        }
        bytes.append(byte: UInt8(ascii: "\n"))
        return false
    }

    /// `name` with its first character upper-cased (`SwiftNames.upperFirst`), made in place when
    /// that character is a single ASCII byte.
    mutating func add(upperFirst name: String) {
        let utf8 = name.utf8
        guard SwiftNames.isFirstCharacterASCII(name), let first = utf8.first else {
            return add(SwiftNames.upperFirst(name))
        }
        let isLower = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
        bytes.append(byte: isLower ? first - 32 : first)
        name.withUTF8Bytes { bytes.append(UnsafeBufferPointer(rebasing: $0[1...])) }
    }

    /// A line too long in bytes: kept if it is a comment or fits in characters, else wrapped;
    /// whether it was broken after its type annotation.
    private mutating func wrap(_ text: String) -> Bool {
        if text.hasPrefix("//") || level * 4 + text.count <= Self.lineLength {
            indent()
            append(text)
            bytes.append(byte: UInt8(ascii: "\n"))
            return false
        }
        let typeBreak = Self.brokenAfterType(text, indentation: indentation)
        let pieces =
            typeBreak
            ?? (text.utf8.allSatisfy { $0 < 0x80 }
                ? Self.wrappedASCII(text, indentation: indentation) : Self.wrapped(text, indentation: indentation))
        for piece in pieces {
            append(piece)
            bytes.append(byte: UInt8(ascii: "\n"))
        }
        return typeBreak != nil
    }

    /// A documentation comment, the concatenation of `pieces`, its words wrapped at
    /// `commentLength`; `\n` starts a new line.
    mutating func doc(
        _ piece0: String, _ piece1: String = "", _ piece2: String = "", _ piece3: String = "",
        _ piece4: String = "", _ piece5: String = ""
    ) {
        let width = max(40, Self.commentLength - level * 4 - 4)
        let start = bytes.count
        indent()
        append("/// ")
        let textStart = bytes.count
        add(piece0, piece1, piece2, piece3, piece4, piece5)
        // Nearly every comment is one paragraph, single-spaced, that fits: written as it is.
        let count = bytes.count - textStart
        if count > 0 && count <= width && bytes.withBytes(from: textStart, Self.isSingleSpaced) {
            bytes.append(byte: UInt8(ascii: "\n"))
            return
        }
        let text = bytes.withBytes(from: textStart) { String(decoding: $0, as: UTF8.self) }
        bytes.removeLast(bytes.count - start)
        paragraphs(text, width: width)
    }

    /// `text` with the control characters a Swift comment cannot hold written as escapes (`\r`,
    /// `\0`, `\u{1B}`): a carriage return would end the comment's line and make the rest code,
    /// NUL is refused anywhere in a file, and Swift warns of the others. For text from a flow that
    /// a comment shows and that need not be a name: a route's pattern (`"b\rc/{id}"`) is shown as
    /// its flow escapes it. (Every comment's text is not scanned: it is most of what `generate`
    /// writes.)
    static func visibleInComment(_ text: String) -> String {
        guard text.utf8.contains(where: isControlInComment) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0D: result += "\\r"
            case 0x00: result += "\\0"
            case 0x0A, 0x09: result.unicodeScalars.append(scalar)
            case 0..<0x20, 0x7F: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A byte of a control character that a comment cannot hold as it is (all but line feed and tab).
    private static func isControlInComment(_ byte: UInt8) -> Bool {
        (byte < 0x20 || byte == 0x7F) && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")
    }

    /// `text` paragraph by paragraph, each one's words wrapped at `width`.
    private mutating func paragraphs(_ text: String, width: Int) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            text.withUTF8Bytes { paragraphsASCII($0, width: width) }
        } else {
            paragraphsByCharacter(text, width: width)
        }
    }

    /// `paragraphs` for ASCII text, where every character is one byte: words packed straight
    /// from the bytes, with no `String` made of them. (Paragraphs end at each `\n`, so no
    /// `\r\n`, the one ASCII character of two bytes, is ever inside one.)
    mutating func paragraphsASCII(_ text: UnsafeBufferPointer<UInt8>, width: Int) {
        let space = UInt8(ascii: " ")
        var paragraphStart = 0
        while true {
            var paragraphEnd = paragraphStart
            while paragraphEnd < text.count && text[paragraphEnd] != UInt8(ascii: "\n") { paragraphEnd += 1 }
            // Characters on the comment line being written; nil before its first word.
            var lineCount: Int?
            var index = paragraphStart
            while index < paragraphEnd {
                if text[index] == space {
                    index += 1
                    continue
                }
                var wordEnd = index
                while wordEnd < paragraphEnd && text[wordEnd] != space { wordEnd += 1 }
                let wordCount = wordEnd - index
                if let count = lineCount, count + 1 + wordCount > width {
                    bytes.append(byte: UInt8(ascii: "\n"))
                    lineCount = nil
                }
                if let count = lineCount {
                    bytes.append(byte: space)
                    lineCount = count + 1 + wordCount
                } else {
                    indent()
                    bytes.append("/// ")
                    lineCount = wordCount
                }
                bytes.append(UnsafeBufferPointer(rebasing: text[index..<wordEnd]))
                index = wordEnd
            }
            if lineCount == nil {
                commentLine("")
            } else {
                bytes.append(byte: UInt8(ascii: "\n"))
            }
            guard paragraphEnd < text.count else { return }
            paragraphStart = paragraphEnd + 1
        }
    }

    /// `paragraphs` for text of any characters.
    mutating func paragraphsByCharacter(_ text: String, width: Int) {
        var start = text.utf8.startIndex
        while true {
            let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.utf8.endIndex
            let paragraph = text[start..<end]
            if paragraph.isEmpty {
                commentLine("")
            } else if paragraph.utf8.count <= width && Self.isSingleSpaced(paragraph.utf8) {
                commentLine(String(paragraph))
            } else {
                wrapDoc(paragraph, width: width)
            }
            guard end < text.utf8.endIndex else { return }
            start = text.utf8.index(after: end)
        }
    }

    /// Words packed into lines of at most `width` characters, each line `/// `.
    private mutating func wrapDoc(_ paragraph: Substring, width: Int) {
        var current = ""
        var currentCount = 0
        for word in paragraph.split(separator: " ") {
            let wordCount = word.count
            if !current.isEmpty && currentCount + 1 + wordCount > width {
                commentLine(current)
                current = ""
                currentCount = 0
            }
            if current.isEmpty {
                current = String(word)
                currentCount = wordCount
            } else {
                current += " "
                current += word
                currentCount += 1 + wordCount
            }
        }
        commentLine(current)
    }

    /// `/// text`, or `///` for no text, at the current indentation.
    private mutating func commentLine(_ text: String) {
        indent()
        add(text.isEmpty ? "///" : "/// ", text)
        bytes.append(byte: UInt8(ascii: "\n"))
    }

    /// Whether `text` has no leading, trailing or doubled space and no line break: splitting it
    /// into words and joining them with one space gives it back.
    private static func isSingleSpaced(_ text: some Sequence<UInt8>) -> Bool {
        var previousIsSpace = true
        for byte in text {
            if byte == UInt8(ascii: "\n") { return false }
            let isSpace = byte == UInt8(ascii: " ")
            if isSpace && previousIsSpace { return false }
            previousIsSpace = isSpace
        }
        return !previousIsSpace
    }

    /// The line of `pieces` that opens a block, the body one level in, then `closing`.
    mutating func block(
        _ piece0: String, _ piece1: String = "", _ piece2: String = "", _ piece3: String = "",
        _ piece4: String = "", _ piece5: String = "", closing: String = "}", _ body: (inout SwiftWriter) -> Void
    ) {
        start()
        add(piece0, piece1, piece2, piece3, piece4, piece5)
        endOpening(closing: closing, body)
    }

    /// Whether a line of `pieces` at the current indentation fits in `lineLength` characters, for
    /// an emitter that lays a statement out otherwise when it does not.
    func fits(_ pieces: String...) -> Bool {
        var count = level * 4
        for piece in pieces { count += piece.count }
        return count <= Self.lineLength
    }

    /// The body one level in.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// A blank line, unless the last line is already blank or opens a block.
    mutating func separate() {
        // The text ends with the last line's newline; the byte before it ends the line.
        guard bytes.count - origin >= 2 else { return }
        let last = bytes[bytes.count - 2]
        if last == UInt8(ascii: "\n") || last == UInt8(ascii: "{") { return }
        bytes.append(byte: UInt8(ascii: "\n"))
    }

    /// `text` as it is, lines and all.
    mutating func verbatim(_ text: String) {
        append(text)
    }

    /// Ends the text: nothing written is one empty line.
    mutating func finish() {
        if bytes.count == origin { bytes.append(byte: UInt8(ascii: "\n")) }
    }

    /// The text written, each line ended by a newline.
    var text: String {
        bytes.count == origin ? "\n" : bytes.withBytes(from: origin) { String(decoding: $0, as: UTF8.self) }
    }

    /// What was written, the bytes before `origin` included, exactly as written (no newline
    /// added for nothing written, as `text` adds).
    var written: [UInt8] { bytes.array }

    /// `body` with what was written as `written` holds it, in place and open to changes (the
    /// bytes before `origin` are the caller's to fill in).
    mutating func withWrittenBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) -> Result) -> Result {
        bytes.withMutableBytes(body)
    }

    private mutating func indent() {
        let count = level * 4
        if count <= Self.spaces.utf8CodeUnitCount {
            Self.spaces.withUTF8Buffer { bytes.append(UnsafeBufferPointer(rebasing: $0[..<count])) }
        } else {
            bytes.append(repeating: UInt8(ascii: " "), count: count)
        }
    }

    /// The pieces' UTF-8 bytes, straight from their storage.
    mutating func add(
        _ piece0: String, _ piece1: String = "", _ piece2: String = "", _ piece3: String = "",
        _ piece4: String = "", _ piece5: String = "", _ piece6: String = "", _ piece7: String = ""
    ) {
        append(piece0)
        if !piece1.isEmpty { append(piece1) }
        if !piece2.isEmpty { append(piece2) }
        if !piece3.isEmpty { append(piece3) }
        if !piece4.isEmpty { append(piece4) }
        if !piece5.isEmpty { append(piece5) }
        if !piece6.isEmpty { append(piece6) }
        if !piece7.isEmpty { append(piece7) }
    }

    private mutating func append(_ piece: String) {
        // Not `bytes.append(piece)`: inlined into every caller, that one made the optimizer copy
        // the transition code (a plan, with the flow) for every action.
        let appended: Void? = piece.utf8.withContiguousStorageIfAvailable { bytes.append($0) }
        if appended == nil { piece.withUTF8Bytes { bytes.append($0) } }
    }
}
