/// Builds Swift source line by line, laid out as the project's swift-format configuration lays
/// it out (four spaces an indentation level, lines of at most 120 characters), so that generated
/// code passes `swift-format lint` as it is.
///
/// Everything goes into one buffer as it comes: a line that fits (nearly all of them) is
/// appended as it is, and only a line too long is taken apart and wrapped.
struct SwiftWriter {
    static let lineLength = 120
    /// Documentation comments are wrapped shorter, for reading.
    static let commentLength = 100

    /// The text written so far; every line ends with a newline.
    private var buffer = ""
    private var level = 0

    /// Indentation strings by level, made once rather than for each line.
    private static let indentations = (0..<16).map { String(repeating: "    ", count: $0) }

    private var indentation: String {
        level < Self.indentations.count ? Self.indentations[level] : String(repeating: "    ", count: level)
    }

    init(capacity: Int = 0) {
        buffer.reserveCapacity(capacity)
    }

    /// One statement; wrapped as swift-format would when it is too long.
    mutating func line(_ text: String = "") {
        if text.isEmpty {
            buffer += "\n"
            return
        }
        // Characters are never more than UTF-8 bytes: a line short in bytes fits, uncounted.
        let width = level * 4
        if width + text.utf8.count <= Self.lineLength || text.hasPrefix("//") || width + text.count <= Self.lineLength {
            append(indentation, text)
            return
        }
        let pieces =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? Self.wrappedASCII(text, indentation: indentation) : Self.wrapped(text, indentation: indentation)
        for piece in pieces {
            buffer += piece
            buffer += "\n"
        }
    }

    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// A documentation comment, its words wrapped at `commentLength`; `\n` starts a new line.
    mutating func doc(_ text: String) {
        let width = max(40, Self.commentLength - level * 4 - 4)
        // Nearly every comment is one paragraph, single-spaced, that fits: written as it is.
        if !text.isEmpty && text.utf8.count <= width && Self.isSingleSpaced(text.utf8) {
            buffer += indentation
            buffer += "/// "
            buffer += text
            buffer += "\n"
            return
        }
        var start = text.utf8.startIndex
        while true {
            let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.utf8.endIndex
            let paragraph = text[start..<end]
            if paragraph.isEmpty {
                append(indentation, "///")
            } else if paragraph.utf8.count <= width && Self.isSingleSpaced(paragraph.utf8) {
                append(indentation, "/// " + paragraph)
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
                append(indentation, "/// " + current)
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
        append(indentation, current.isEmpty ? "///" : "/// " + current)
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

    /// `opening`, the body one level in, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    /// The body one level in.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// A blank line, unless the last line is already blank or opens a block.
    mutating func separate() {
        let utf8 = buffer.utf8
        guard !utf8.isEmpty else { return }
        // The buffer ends with the last line's newline; the byte before it ends the line.
        let newline = utf8.index(before: utf8.endIndex)
        guard newline > utf8.startIndex else { return }
        let last = utf8[utf8.index(before: newline)]
        if last == UInt8(ascii: "\n") || last == UInt8(ascii: "{") { return }
        buffer += "\n"
    }

    /// The text written, each line ended by a newline.
    var text: String { buffer.isEmpty ? "\n" : buffer }

    private mutating func append(_ indentation: String, _ text: String) {
        buffer += indentation
        buffer += text
        buffer += "\n"
    }

    // MARK: - Wrapping

    /// `text` at `indentation`, broken the way swift-format breaks a line that is too long: a
    /// closure's signature onto the next line; a call's or declaration's arguments after its
    /// opening parenthesis, packed, with the closing parenthesis on the last argument's line, or
    /// on a line of its own when something (`{ coder in`, `async -> T`) follows it.
    static func wrapped(_ text: String, indentation: String) -> [String] {
        guard indentation.count + text.count > lineLength, !text.hasPrefix("//") else { return [indentation + text] }
        let inner = indentation + "    "
        if text.hasSuffix(" in"), let brace = firstIndex(of: " = { ", in: text) {
            let head = String(text[..<brace]) + " = {"
            let rest = String(text[text.index(brace, offsetBy: 5)...])
            return [indentation + head, inner + rest]
        }
        guard let (open, close) = callParentheses(text) else { return [indentation + text] }
        let head = String(text[...open])
        let arguments = splitArguments(String(text[text.index(after: open)..<close]))
        let rest = String(text[text.index(after: close)...])
        return packed(head: head, arguments: arguments, rest: rest, indentation: indentation, width: \.count)
    }

    /// A call broken after `head`: its arguments on the lines below, as many on each as fit,
    /// then `rest` after the closing parenthesis. `width` measures text in characters.
    private static func packed(
        head: String, arguments: [String], rest: String, indentation: String, width: (String) -> Int
    ) -> [String] {
        let inner = indentation + "    "
        let innerWidth = width(inner)
        var result = [indentation + head]
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let isLast = index == arguments.count - 1
            let piece = argument + (isLast ? (rest.isEmpty ? ")" : "") : ",")
            let candidate = current.isEmpty ? piece : current + " " + piece
            if !current.isEmpty && innerWidth + width(candidate) > lineLength {
                result.append(inner + current)
                current = piece
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { result.append(inner + current) }
        if !rest.isEmpty { result.append(indentation + ")" + rest) }
        return result
    }

    /// `wrapped(_:indentation:)` for text of ASCII characters only, worked out on its bytes
    /// (each byte a character) rather than character by character.
    static func wrappedASCII(_ text: String, indentation: String) -> [String] {
        let bytes = Array(text.utf8)
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard indentation.utf8.count + bytes.count > lineLength, !text.hasPrefix("//") else {
            return [indentation + text]
        }
        let inner = indentation + "    "
        if text.hasSuffix(" in"), let brace = firstOffset(of: Array(" = { ".utf8), in: bytes) {
            return [indentation + string(0..<brace) + " = {", inner + string((brace + 5)..<bytes.count)]
        }
        guard let (open, close) = callParentheses(bytes) else { return [indentation + text] }
        let head = string(0..<(open + 1))
        let arguments = splitArguments(bytes[(open + 1)..<close])
        let rest = string((close + 1)..<bytes.count)
        // ASCII: a byte is a character.
        return packed(head: head, arguments: arguments, rest: rest, indentation: indentation, width: \.utf8.count)
    }

    private static func firstOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }

    /// `callParentheses(_:)` on ASCII bytes.
    private static func callParentheses(_ bytes: [UInt8]) -> (Int, Int)? {
        var depth = 0
        var inString = false
        var previous = UInt8(ascii: " ")
        var open: Int?
        for (index, byte) in bytes.enumerated() {
            if inString {
                if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
                || byte == UInt8(ascii: "<") && previous != UInt8(ascii: " ")
            {
                if byte == UInt8(ascii: "(") && depth == 0 && open == nil && isNameEnd(previous) { open = index }
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: ">") && previous != UInt8(ascii: "-")
            {
                depth -= 1
                if depth == 0, let start = open, byte == UInt8(ascii: ")") { return (start, index) }
            }
            previous = byte
        }
        return nil
    }

    /// A letter, digit, `_` or `>`: what may stand before a call's parenthesis.
    private static func isNameEnd(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }

    /// `splitArguments(_:)` on ASCII bytes.
    private static func splitArguments(_ bytes: ArraySlice<UInt8>) -> [String] {
        var arguments: [String] = []
        var depth = 0
        var inString = false
        var previous = UInt8(ascii: " ")
        var start = bytes.startIndex
        func add(_ end: Int) {
            var first = start
            var last = end
            while first < last && bytes[first] == UInt8(ascii: " ") { first += 1 }
            while last > first && bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
            arguments.append(String(decoding: bytes[first..<last], as: UTF8.self))
        }
        for index in bytes.indices {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
                || byte == UInt8(ascii: "<") && previous != UInt8(ascii: " ")
            {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: ">") && previous != UInt8(ascii: "-")
            {
                depth -= 1
            } else if byte == UInt8(ascii: ",") && depth == 0 {
                add(index)
                start = index + 1
            }
            previous = byte
        }
        // The last argument, unless it is only spaces.
        if bytes[start...].contains(where: { $0 != UInt8(ascii: " ") }) { add(bytes.endIndex) }
        return arguments
    }

    private static func firstIndex(of needle: String, in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(needle) { return index }
            index = text.index(after: index)
        }
        return nil
    }

    /// The first parenthesis at depth 0 that follows a name (a call or a declaration's
    /// parameters), with its match.
    private static func callParentheses(_ text: String) -> (String.Index, String.Index)? {
        var depth = 0
        var inString = false
        var previous: Character = " "
        var open: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" || character == "<" && previous != " " {
                if character == "(" && depth == 0 && open == nil
                    && (previous.isLetter || previous.isNumber || previous == "_" || previous == ">")
                {
                    open = index
                }
                depth += 1
            } else if character == ")" || character == "]" || character == ">" && previous != "-" {
                depth -= 1
                if depth == 0, let start = open, character == ")" { return (start, index) }
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// The arguments of a call, split at the commas outside brackets and strings.
    private static func splitArguments(_ text: String) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" || character == "<" && previous != " " {
                depth += 1
            } else if character == ")" || character == "]" || character == ">" && previous != "-" {
                depth -= 1
            } else if character == "," && depth == 0 {
                arguments.append(current.trimmingSpaces)
                current = ""
                previous = character
                continue
            }
            current.append(character)
            previous = character
        }
        if !current.trimmingSpaces.isEmpty { arguments.append(current.trimmingSpaces) }
        return arguments
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
