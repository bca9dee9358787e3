/// Text from a flow written as a Swift string literal (a storyboard name, an alert's title, a
/// route's literal segment): backslashes, quotes and control characters escaped one Unicode scalar
/// at a time, as Swift's lexer reads them (a quote followed by a combining mark is still a quote
/// to it), so that any text reads back as itself.
enum SwiftStringLiteral {
    static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// The text as it stands between the quotes (a piece of an interpolated literal too).
    static func escaped(_ text: String) -> String { escaped(text, quotesAndBackslashes: true) }

    /// `text` with control characters and the Unicode line separators written as Swift escapes
    /// (`\n`, `\u{85}`), and, for a literal, its backslashes and quotes.
    fileprivate static func escaped(_ text: String, quotesAndBackslashes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\" where quotesAndBackslashes: result += "\\\\"
            case "\"" where quotesAndBackslashes: result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    fileprivate static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x85).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}

/// Text from a flow in a `//` comment (a flow file's path in a generated file's header): a line
/// break would end the comment and leave the rest of the text as code, so control characters and
/// the Unicode line separators are written as in a literal (`\n`). Anything else stays as it is,
/// a backslash too: the comment is read, not parsed.
enum SwiftComment {
    static func text(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: SwiftStringLiteral.isControl) else { return text }
        return SwiftStringLiteral.escaped(text, quotesAndBackslashes: false)
    }
}
