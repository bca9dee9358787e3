import FlowModel
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

/// Whether a name needs backticks is Swift's parser's answer, however `SwiftKeywords` gets it.
@Suite struct SwiftKeywordsTests {
    /// Every word in swift-syntax's keyword table that a name of either style could be.
    static let keywordNames: [String] = (0...UInt8.max).compactMap { Keyword(rawValue: $0) }
        .map { String(syntaxText: $0.defaultText) }
        .filter {
            $0 == "Self" || $0 == "Any" || $0.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
        }

    static func style(of name: String) -> NameStyle { name.first!.isUppercase ? .upperCamelCase : .lowerCamelCase }

    static func parserWantsBackticks(_ name: String) -> Bool { !name.isValidSwiftIdentifier(for: .variableName) }

    @Test func everyKeywordIsAnsweredAsTheParserDoes() {
        #expect(Self.keywordNames.count > 100)
        let keywords = SwiftKeywords()
        // Twice: the second answer comes from what the first kept.
        for _ in 0..<2 {
            for name in Self.keywordNames {
                let problem = Self.style(of: name).problem(with: name, keywords: keywords)
                #expect((problem != nil) == Self.parserWantsBackticks(name), "\(name)")
            }
        }
    }

    @Test func reservedWordsNeedBackticksAndContextualOnesDoNot() {
        let keywords = SwiftKeywords()
        for reserved in ["class", "self", "default", "return", "in", "true", "nil", "inout", "repeat", "Self", "Any"] {
            let problem = Self.style(of: reserved).problem(with: reserved, keywords: keywords)
            #expect(problem == "'\(reserved)' is a Swift keyword that can only be used in backticks")
        }
        for contextual in ["open", "get", "set", "async", "some", "any", "willSet", "mutating", "final", "lazy"] {
            #expect(Self.style(of: contextual).problem(with: contextual, keywords: keywords) == nil, "\(contextual)")
        }
    }

    @Test func wordsNearKeywordsAreNames() {
        let keywords = SwiftKeywords()
        for name in [
            "selfie", "classic", "classes", "inn", "i", "defaults", "nils", "anyway", "home", "next", "Selfish",
            "Anything", "Type", "Protocol",
        ] {
            #expect(!Self.parserWantsBackticks(name), "\(name)")
            #expect(Self.style(of: name).problem(with: name, keywords: keywords) == nil, "\(name)")
        }
    }

    @Test func backtickedNamesAreNotNames() {
        let keywords = SwiftKeywords()
        #expect(
            NameStyle.lowerCamelCase.problem(with: "`class`", keywords: keywords)
                == "'`class`' must be lowerCamelCase (ASCII letters and digits only)")
        #expect(
            NameStyle.upperCamelCase.problem(with: "`Self`", keywords: keywords)
                == "'`Self`' must be UpperCamelCase (ASCII letters and digits only)")
    }
}
