import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The case a name must have in the flow format, and the check that it does.
public enum NameStyle: Sendable {
    /// Flow names: they become type names.
    case upperCamelCase
    /// Screen, action and outcome names: they become properties and cases.
    case lowerCamelCase
    /// A screen's `view`: a type of the app's, written as it is in the generated code, so any
    /// Swift identifier of ASCII letters, digits and `_`.
    case typeName

    /// Why `name` is not a valid name of this style, or nil when it is.
    public func problem(with name: String, keywords: SwiftKeywords) -> String? {
        let shape = NameShape(name)
        guard let first = shape.first else { return "'' is empty" }
        let startsUpper = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        let startsLower = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
        switch self {
        case .typeName:
            guard shape.isASCIIIdentifier, startsUpper || startsLower || (first == UInt8(ascii: "_") && name != "_")
            else { return "'\(name)' must be \(self) (ASCII letters, digits and '_', not starting with a digit)" }
        case .upperCamelCase, .lowerCamelCase:
            guard shape.isASCIILettersAndDigits else {
                return "'\(name)' must be \(self) (ASCII letters and digits only)"
            }
            if self == .upperCamelCase ? !startsUpper : !startsLower { return "'\(name)' must be \(self)" }
        }
        if keywords.needsBackticks(name, shape: shape) {
            return "'\(name)' is a Swift keyword that can only be used in backticks"
        }
        return nil
    }
}

/// What one pass over a name's bytes tells: enough to check its style and whether it could be
/// a keyword, without walking it again for each question.
struct NameShape {
    var first: UInt8?
    var isASCIILettersAndDigits = true
    /// ASCII letters, digits and `_`.
    var isASCIIIdentifier = true
    var isLowercaseLetters = true
    /// FNV-1a of the bytes: a name's slot among `SwiftKeywords`' recent answers.
    var hash: UInt32 = 2_166_136_261

    init(_ name: String) {
        // A native string's bytes in place; a bridged one's walked as a sequence.
        if name.utf8.withContiguousStorageIfAvailable({ take($0) }) == nil { take(name.utf8) }
    }

    private mutating func take(_ bytes: some Collection<UInt8>) {
        first = bytes.first
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            if !isLower {
                isLowercaseLetters = false
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if !isUpper && !isDigit {
                    isASCIILettersAndDigits = false
                    if byte != UInt8(ascii: "_") { isASCIIIdentifier = false }
                }
            }
        }
    }
}

extension NameStyle: CustomStringConvertible {
    public var description: String {
        switch self {
        case .upperCamelCase: return "UpperCamelCase"
        case .lowerCamelCase: return "lowerCamelCase"
        case .typeName: return "a Swift type name"
        }
    }
}

/// Which names Swift accepts only in backticks (`class`, `self`, `default`), as Swift's own
/// parser decides, so that contextual keywords (`open`, `get`, `async`) stay allowed.
///
/// Asking the parser means parsing a declaration, so only words that can be keywords are asked:
/// all lowercase letters, or `Self` and `Any`, and of those only the ones in swift-syntax's own
/// keyword table (its lexer reads any other word as an identifier). Each answer is kept per name.
/// One instance serves one thread.
public final class SwiftKeywords {
    /// The last name asked in each slot (by `NameShape.hash`) and its answer. Flows name their
    /// actions with the same few words again and again (`next`, `close`): comparing two short
    /// strings costs less than looking one up anywhere else.
    ///
    /// As one instance serves one thread, the run-time exclusivity checks of these two (a call
    /// in and out of the runtime around every access) have nothing to catch.
    @exclusivity(unchecked) private var recent: [(name: String, needsBackticks: Bool)?] =
        Array(repeating: nil, count: 64)
    /// The parser's answer for each keyword asked.
    @exclusivity(unchecked) private var answers: [String: Bool] = [:]

    public init() {}

    func needsBackticks(_ name: String, shape: NameShape) -> Bool {
        let couldBeCapitalizedKeyword =
            (shape.first == UInt8(ascii: "S") || shape.first == UInt8(ascii: "A")) && (name == "Self" || name == "Any")
        let couldBeKeyword = shape.isLowercaseLetters || couldBeCapitalizedKeyword
        guard couldBeKeyword else { return false }
        let slot = Int(shape.hash % UInt32(recent.count))
        if let last = recent[slot], last.name == name { return last.needsBackticks }
        let answer = Self.isKeyword(name) && parserNeedsBackticks(name)
        recent[slot] = (name, answer)
        return answer
    }

    /// Whether the lexer reads `name` as a keyword of any kind, contextual ones included: the
    /// table it looks every word up in (`Keyword(_:)`), without copying the name.
    private static func isKeyword(_ name: String) -> Bool {
        var name = name
        return name.withSyntaxText { Keyword($0) != nil }
    }

    private func parserNeedsBackticks(_ keyword: String) -> Bool {
        if let known = answers[keyword] { return known }
        let answer = !keyword.isValidSwiftIdentifier(for: .variableName)
        answers[keyword] = answer
        return answer
    }
}
