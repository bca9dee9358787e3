import FlowcSupport
import Testing

@Suite struct ByteTableTests {
    @Test func numbersKeysInTheOrderTheyCameFirst() {
        var table = ByteTable()
        #expect(table.insert("close") == (0, true))
        #expect(table.insert("next") == (1, true))
        #expect(table.insert("close") == (0, false))
        #expect(table.insert("") == (2, true))
        #expect(table.insert("") == (2, false))
        #expect(table.count == 3)
        #expect(table.number(of: "next") == 1)
        #expect(table.number(of: "") == 2)
        #expect(table.number(of: "clos") == nil)
        #expect(table.number(of: "closed") == nil)
    }

    /// Past its first size the table grows and finds every key again; keys differing in one byte,
    /// long keys and keys of the same bytes in another order stay apart.
    @Test func findsEveryKeyAfterGrowing() {
        var table = ByteTable(capacity: 2)
        let keys = (0..<5_000).map { "screen\($0)" } + ["ab", "ba", String(repeating: "x", count: 300), "é", "e"]
        for (number, key) in keys.enumerated() {
            #expect(table.insert(key) == (number, true), "\(key)")
        }
        for (number, key) in keys.enumerated() {
            #expect(table.number(of: key) == number, "\(key)")
            #expect(table.insert(key) == (number, false), "\(key)")
            #expect(table.withKey(number) { String(decoding: $0, as: UTF8.self) } == key)
        }
        #expect(table.count == keys.count)
        #expect(table.number(of: "screen5000") == nil)
    }

    @Test func takesBytesThatAreNotText() {
        var table = ByteTable()
        let bytes: [[UInt8]] = [[0], [0, 0], [0xFF, 0xFE], []]
        for (number, key) in bytes.enumerated() {
            #expect(key.withUnsafeBufferPointer { table.insert($0) } == (number, true))
        }
        for (number, key) in bytes.enumerated() {
            #expect(key.withUnsafeBufferPointer { table.number(of: $0) } == number)
        }
    }
}
