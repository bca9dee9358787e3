/// Builds Swift source line by line, laid out as the project's swift-format configuration lays
/// it out (four spaces an indentation level, lines of at most 120 characters), so that generated
/// code passes `swift-format lint` as it is.
struct SwiftWriter {
    static let lineLength = 120
    /// Documentation comments are wrapped shorter, for reading.
    static let commentLength = 100

    private(set) var lines: [String] = []
    private var level = 0

    private var indentation: String { String(repeating: "    ", count: level) }

    /// One statement; wrapped as swift-format would when it is too long.
    mutating func line(_ text: String = "") {
        if text.isEmpty {
            lines.append("")
            return
        }
        lines.append(contentsOf: Self.wrapped(text, indentation: indentation))
    }

    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// A documentation comment, its words wrapped at `commentLength`; `\n` starts a new line.
    mutating func doc(_ text: String) {
        let width = max(40, Self.commentLength - indentation.count - 4)
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    lines.append(indentation + "/// " + current)
                    current = ""
                }
                current += current.isEmpty ? String(word) : " " + word
            }
            lines.append(indentation + (current.isEmpty ? "///" : "/// " + current))
        }
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
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

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
        var result = [indentation + head]
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let isLast = index == arguments.count - 1
            let piece = argument + (isLast ? (rest.isEmpty ? ")" : "") : ",")
            let candidate = current.isEmpty ? piece : current + " " + piece
            if !current.isEmpty && inner.count + candidate.count > lineLength {
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
