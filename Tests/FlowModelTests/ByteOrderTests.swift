import FlowDiagnostics
import Testing

/// Every sorted list flowc prints (files, findings, generated files) is in UTF-8 byte order, so
/// that the same input gives the same bytes on every machine and locale.
@Suite struct ByteOrderTests {
    static let strings = [
        "", "a", "ab", "abc", "b", "B", "Z", "z", "é", "e\u{301}", "ü", "日本", "🙂", "a.flow.yaml",
        "a/b.flow.yaml", "a-b.flow.yaml", "flows/Checkout.flow.yaml", "flows/checkout.flow.yaml",
        "flows/Checkout.flow.yml", String(repeating: "x", count: 40) + "a",
        String(repeating: "x", count: 40) + "b", String(repeating: "x", count: 41),
    ]

    @Test func everyPairIsOrderedByItsUTF8Bytes() {
        for left in Self.strings {
            for right in Self.strings {
                #expect(
                    left.precedesInByteOrder(right) == Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8)),
                    "\(left.debugDescription) vs \(right.debugDescription)")
            }
        }
    }

    @Test func pathsSortAsTheirBytesDo() {
        let paths = [
            "flows/b.flow.yaml", "flows/B.flow.yaml", "flows/a/z.flow.yaml", "flows/a.flow.yaml", "flows/é.flow.yaml",
        ]
        #expect(
            paths.sorted { $0.precedesInByteOrder($1) } == [
                "flows/B.flow.yaml", "flows/a.flow.yaml", "flows/a/z.flow.yaml", "flows/b.flow.yaml",
                "flows/é.flow.yaml",
            ])
    }

    @Test func aStringMadeFromASubstringComparesTheSame() {
        let whole = "prefix/flows/Cart.flow.yaml"
        let tail = String(whole.dropFirst(7))
        #expect(tail.precedesInByteOrder("flows/Checkout.flow.yaml"))
        #expect(!"flows/Checkout.flow.yaml".precedesInByteOrder(tail))
        #expect(!tail.precedesInByteOrder(tail))
    }
}
