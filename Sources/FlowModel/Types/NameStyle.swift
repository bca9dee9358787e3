import SwiftParser

/// The case a name must have in the flow format, and the check that it does.
public enum NameStyle: Sendable {
    /// Flow names: they become type names.
    case upperCamelCase
    /// Screen, action and outcome names: they become properties and cases.
    case lowerCamelCase

    /// Why `name` is not a valid name of this style, or nil when it is.
    public func problem(with name: String) -> String? {
        guard let first = name.utf8.first else { return "a name cannot be empty" }
        guard name.utf8.allSatisfy(Self.isASCIILetterOrDigit) else {
            return "'\(name)' must be \(self) (ASCII letters and digits only)"
        }
        let startsUpper = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        let startsLower = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
        switch self {
        case .upperCamelCase where !startsUpper, .lowerCamelCase where !startsLower:
            return "'\(name)' must be \(self)"
        default:
            break
        }
        // Swift's own parser decides which words need backticks (`class`, `self`, `default`),
        // so that contextual keywords (`open`, `get`, `async`) stay allowed.
        guard name.isValidSwiftIdentifier(for: .variableName) else {
            return "'\(name)' is a Swift keyword that can only be used in backticks"
        }
        return nil
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

extension NameStyle: CustomStringConvertible {
    public var description: String {
        switch self {
        case .upperCamelCase: return "UpperCamelCase"
        case .lowerCamelCase: return "lowerCamelCase"
        }
    }
}
