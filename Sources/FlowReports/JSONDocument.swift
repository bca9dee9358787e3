/// A JSON value with its object members in the order they were written, printed the same way
/// every time: two spaces of indentation, `"key": value`, no trailing spaces, a final newline.
///
/// For the larger machine-read files (SARIF, baselines), where one value per line keeps diffs
/// readable. The printing is by hand, like `JSONReporter`, so that the bytes never depend on a
/// platform's encoder.
public indirect enum JSONDocument: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([JSONDocument])
    case object([Member])

    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONDocument

        public init(_ key: String, _ value: JSONDocument) {
            self.key = key
            self.value = value
        }
    }

    /// The value as text, ending in a newline.
    public var text: String {
        var output = ""
        write(into: &output, indentation: "")
        return output + "\n"
    }

    private func write(into output: inout String, indentation: String) {
        switch self {
        case .string(let text):
            output += JSONText.quoted(text)
        case .integer(let number):
            output += String(number)
        case .boolean(let value):
            output += value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            let inner = indentation + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.write(into: &output, indentation: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indentation + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + JSONText.quoted(member.key) + ": "
                member.value.write(into: &output, indentation: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "}"
        }
    }
}

extension JSONDocument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
}
