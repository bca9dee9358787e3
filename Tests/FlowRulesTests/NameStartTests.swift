import Testing

@testable import FlowRules

/// `invalid-identifier` skips the generated-name check of a flow whose names cannot clash, and it
/// decides that with running hashes: they must say yes whenever one name starts another up to a
/// capital, as the definition does, or a clash goes unreported.
@Suite struct NameStartTests {
    /// The definition, name by name and prefix by prefix.
    static func startsAnother(_ names: [String]) -> Bool {
        names.contains { name in
            name.indices.dropFirst().contains { index in
                name[index].isUppercase && names.contains(String(name[..<index]))
            }
        }
    }

    @Test(arguments: [
        ["a", "aB"], ["aB", "a"], ["a", "ab"], ["cart", "cartItems", "cartitems"], ["checkout", "check"],
        ["check", "checkOut"], ["catalogStep1", "catalogStep10", "catalogStep1A"], ["x"], [], ["", "A"],
        ["Login", "LoginDone", "Settings"], ["b", "aB"],
    ])
    func agreesWithTheDefinition(names: [String]) {
        #expect(InvalidIdentifierRule.oneStartsAnother(names) == Self.startsAnother(names))
    }

    /// The relation is between two names, so every pair of short names over a small alphabet
    /// covers it: names equal, starting one another at a capital or not, or not at all.
    @Test func agreesWithTheDefinitionOnEveryPairOfShortNames() {
        var longest = [""]
        var names: [String] = []
        for _ in 1...4 {
            longest = longest.flatMap { [$0 + "a", $0 + "b", $0 + "B"] }
            names += longest
        }
        for first in names {
            for second in names {
                #expect(
                    InvalidIdentifierRule.oneStartsAnother([first, second])
                        == Self.startsAnother([first, second]), "\([first, second])")
            }
        }
    }
}
