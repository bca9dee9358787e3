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
        return packed(
            head: head, arguments: arguments, rest: rest, indentation: indentation, width: \.count, wrap: wrapped)
    }

    /// A declaration whose name and type do not fit on one line, broken as swift-format breaks
    /// it: `let name:` (or `var`), then the type one level in, with what follows it:
    ///
    ///     let name:
    ///         Type = {
    ///             captures in
    ///
    /// A closure that opens there has its signature and body one level further in and its
    /// closing brace one level in (`endOpening`); `{ _ in }` stays on the type's line if it fits.
    /// nil for any other statement, or one whose name and type fit.
    static func brokenAfterType(_ text: String, indentation: String) -> [String]? {
        guard text.hasPrefix("let ") || text.hasPrefix("var "), let colon = text.firstIndex(of: ":"),
            text[text.index(text.startIndex, offsetBy: 4)..<colon].utf8.allSatisfy(isIdentifierByte),
            text[colon...].hasPrefix(": ")
        else { return nil }
        let declaration = String(text[...colon])
        let annotation = text[text.index(colon, offsetBy: 2)...]
        let opening = firstIndex(of: " = { ", in: annotation).map { $0..<annotation.index($0, offsetBy: 5) }
        let type = opening.map { annotation[..<$0.lowerBound] } ?? annotation
        // A type alone, or a type and a closure: any other initializer is wrapped by its call.
        guard !type.contains(" = ") else { return nil }
        // Only where the type itself does not fit after the name: otherwise a closure's
        // signature goes to the next line (`wrapped`).
        let firstLine = declaration.count + 1 + type.count + (opening == nil ? 0 : 4)
        guard indentation.count + firstLine > lineLength else { return nil }
        let inner = indentation + "    "
        guard let opening else { return [indentation + declaration, inner + type] }
        let signature = annotation[opening.upperBound...]
        if signature.hasSuffix(" in") {
            return [indentation + declaration, inner + type + " = {", inner + "    " + signature]
        }
        guard signature.hasSuffix(" }") else { return nil }
        if inner.count + type.count + 5 + signature.count <= lineLength {
            return [indentation + declaration, inner + type + " = { " + signature]
        }
        return [indentation + declaration, inner + type + " = {", inner + "    " + signature.dropLast(2), inner + "}"]
    }

    /// A letter, digit or `_`: what a declared name is made of.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isNameEnd(byte) && byte != UInt8(ascii: ">")
    }

    /// A call broken after `head`: its arguments on the lines below, as many on each as fit,
    /// then `rest` after the closing parenthesis. `width` measures text in characters. An
    /// argument too long for a line of its own is a call broken the same way, one level in
    /// (`wrap`, the wrapper of the text's kind), its closing parentheses together at its end.
    private static func packed(
        head: String, arguments: [String], rest: String, indentation: String, width: (String) -> Int,
        wrap: (String, String) -> [String]
    ) -> [String] {
        let inner = indentation + "    "
        let innerWidth = width(inner)
        var result = [indentation + head]
        var current = ""
        // The argument `current` holds while it holds one, and what follows it there.
        var single: (argument: String, suffix: String)?
        func flush() {
            // A line longer than the limit holds one argument: broken in its turn, if it is a call.
            if innerWidth + width(current) > lineLength, let (argument, suffix) = single {
                var pieces = wrap(argument, inner)
                if pieces.count > 1 {
                    pieces[pieces.count - 1] += suffix
                    return result += pieces
                }
            }
            result.append(inner + current)
        }
        for (index, argument) in arguments.enumerated() {
            let isLast = index == arguments.count - 1
            let suffix = isLast ? (rest.isEmpty ? ")" : "") : ","
            let piece = argument + suffix
            let candidate = current.isEmpty ? piece : current + " " + piece
            if !current.isEmpty && innerWidth + width(candidate) > lineLength {
                flush()
                current = piece
                single = (argument, suffix)
            } else {
                single = current.isEmpty ? (argument, suffix) : nil
                current = candidate
            }
        }
        if !current.isEmpty { flush() }
        if head.hasPrefix("if "), rest.hasSuffix(" }"), let brace = rest.dropLast().lastIndex(of: "{"),
            rest[..<brace].hasSuffix(" "),
            !rest[rest.index(after: brace)...].dropLast().contains("}")
        {
            // An `if` whose condition spans lines has its one-statement body on lines of its own,
            // as swift-format lays it out.
            result.append(indentation + ")" + rest[...brace])
            result.append(inner + rest[rest.index(brace, offsetBy: 2)...].dropLast(2))
            result.append(indentation + "}")
        } else if !rest.isEmpty {
            result.append(indentation + ")" + rest)
        }
        return result
    }

    /// `wrapped(_:indentation:)` for text of ASCII characters only, worked out on its bytes
    /// (each byte a character) rather than character by character. Nearly every generated line
    /// is ASCII, and wrapping by `Character` was the largest part of a first `generate`
    /// (Docs/speed.md); the tests compare both wrappers on the same lines.
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
        return packed(
            head: head, arguments: arguments, rest: rest, indentation: indentation, width: \.utf8.count,
            wrap: wrappedASCII)
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
        var scan = BracketScan()
        var open: Int?
        for (index, byte) in bytes.enumerated() {
            let before = scan.previous
            switch scan.take(byte) {
            case .opened where byte == UInt8(ascii: "(") && scan.depth == 1 && open == nil && isNameEnd(before):
                open = index
            case .closed where byte == UInt8(ascii: ")") && scan.depth == 0:
                if let start = open { return (start, index) }
            default:
                break
            }
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
        var scan = BracketScan()
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
            if scan.take(byte) == .plain && byte == UInt8(ascii: ",") && scan.depth == 0 {
                add(index)
                start = index + 1
            }
        }
        // The last argument, unless it is only spaces.
        if bytes[start...].contains(where: { $0 != UInt8(ascii: " ") }) { add(bytes.endIndex) }
        return arguments
    }

    private static func firstIndex(of needle: String, in text: some StringProtocol) -> String.Index? {
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

/// A walk over a line's ASCII bytes that knows when it is inside a string literal and how deep
/// in brackets it stands: what finding a call's parentheses and splitting its arguments share.
private struct BracketScan {
    enum Step: Equatable {
        case opened
        case closed
        case plain
        /// A quote, or a byte inside a string literal.
        case quoted
    }

    private(set) var depth = 0
    private(set) var previous = UInt8(ascii: " ")
    private var inString = false

    mutating func take(_ byte: UInt8) -> Step {
        defer { previous = byte }
        if inString {
            if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inString = false }
            return .quoted
        }
        if byte == UInt8(ascii: "\"") {
            inString = true
            return .quoted
        }
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "<") && previous != UInt8(ascii: " ")
        {
            depth += 1
            return .opened
        }
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: ">") && previous != UInt8(ascii: "-")
        {
            depth -= 1
            return .closed
        }
        return .plain
    }
}
