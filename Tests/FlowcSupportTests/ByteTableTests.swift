import Testing

@testable import FlowcSupport

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

/// A file whose names all land in one slot must not make every lookup walk the table: past a long
/// probe the table turns to `Hasher` and keeps every number.
@Suite struct ByteTableFloodTests {
    /// Keys whose quick hash under `seed` falls in slot 0 of a table of `size` slots.
    private func collidingKeys(_ wanted: Int, seed: UInt64, size: Int) -> [String] {
        var keys: [String] = []
        var candidate = 0
        while keys.count < wanted {
            var key = "name\(candidate)"
            candidate += 1
            if key.withUTF8({ ByteTable.mix($0, seed: seed) }) & (size - 1) == 0 { keys.append(key) }
        }
        return keys
    }

    @Test func collidingKeysTurnTheTableToSipHash() {
        let keys = collidingKeys(60, seed: 7, size: 128)
        var table = ByteTable(capacity: 64, hashing: .mixed(seed: 7))
        for (number, key) in keys.enumerated() {
            #expect(table.insert(key) == (number, true))
        }
        #expect(table.hashing == .sipHash)
        for (number, key) in keys.enumerated() {
            #expect(table.number(of: key) == number)
            #expect(table.insert(key) == (number, false))
        }
    }

    /// Every byte of a key, at every place and for every length, moves the quick hash: a byte
    /// the mix left out would make names that differ only there collide, whatever the seed.
    @Test func everyByteOfAKeyMovesTheHash() {
        for length in 1...24 {
            let key = [UInt8]((0..<length).map { UInt8(ascii: "a") + UInt8($0) })
            let hash = key.withUnsafeBufferPointer { ByteTable.mix($0, seed: 7) }
            for place in 0..<length {
                var changed = key
                changed[place] ^= 0x20
                let other = changed.withUnsafeBufferPointer { ByteTable.mix($0, seed: 7) }
                #expect(other != hash, "length \(length), byte \(place)")
            }
        }
    }

    @Test func ordinaryNamesKeepTheQuickHash() {
        var table = ByteTable(capacity: 2, hashing: .mixed(seed: 7))
        for number in 0..<20_000 {
            #expect(table.insert("screen\(number)") == (number, true))
        }
        #expect(table.hashing == .mixed(seed: 7))
    }
}
