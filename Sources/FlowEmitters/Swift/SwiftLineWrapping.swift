/// How `SwiftWriter` breaks a statement that is too long: the way swift-format breaks it, so that
/// generated code passes `swift-format lint` as it is. Pure functions of the text; the writer
/// calls them only for the rare line that does not fit.
extension SwiftWriter {
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
        guard text.hasPrefix("let ") || text.hasPrefix("var "), let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")),
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
        // A call without arguments has nothing to break after its parenthesis: the line stays
        // as it is, too long (names that long are the app's to shorten), but whole.
        guard !arguments.isEmpty else { return [indentation + head + ")" + rest] }
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
        var literal = StringLiteralWalk()
        var previous: Character = " "
        var open: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if literal.take(character) {
                // Inside a string literal, its quotes included: no bracket or comma counts.
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
        var literal = StringLiteralWalk()
        var previous: Character = " "
        for character in text {
            if literal.take(character) {
                // Inside a string literal, its quotes included: no bracket or comma counts.
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

/// Whether a walk over a line's characters stands in a string literal: a quote opens one and
/// closes it, and inside, a backslash escapes the next character (an escaped backslash too).
private struct StringLiteralWalk {
    private var isInside = false
    private var isEscaped = false

    /// Takes the next character; whether it is a quote or stands inside a literal.
    mutating func take(_ character: Character) -> Bool {
        if isInside {
            if isEscaped {
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else if character == "\"" {
                isInside = false
            }
            return true
        }
        if character == "\"" {
            isInside = true
            return true
        }
        return false
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
    private var isEscaped = false

    mutating func take(_ byte: UInt8) -> Step {
        defer { previous = byte }
        if inString {
            // A backslash escapes the next byte, an escaped backslash included.
            if isEscaped {
                isEscaped = false
            } else if byte == UInt8(ascii: "\\") {
                isEscaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
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
