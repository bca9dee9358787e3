/// A set of byte strings, each numbered in the order it was first inserted (0, 1, 2, ...): the
/// one hash table behind the decoder's names and types and the linker's name indexes, which look
/// names up by their bytes before, or instead of, making a `String` of them.
///
/// Open addressing over a copy of every key's bytes kept in one buffer, so a lookup compares
/// against memory in place and a table holds two allocations whatever its size. Hashed with
/// Swift's `Hasher`, seeded anew in each process: no file can be written so that its names
/// collide and every lookup walks the table. Only numbers come out, never the table's order, so
/// what flowc prints does not depend on the seed.
public struct ByteTable: Sendable {
    /// Where each key's bytes stand in `bytes`, by number.
    private var starts: [Int32] = []
    private var bytes: [UInt8] = []
    /// Key numbers, -1 for an empty slot; a power of two, at most half full.
    private var slots: [Int32]

    /// A table with room for `capacity` keys before it grows.
    public init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        starts.reserveCapacity(capacity)
    }

    /// The number of keys.
    public var count: Int { starts.count }

    /// The number of `key`, if it was inserted.
    public func number(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let found = slot(of: key)
        return slots[found] >= 0 ? Int(slots[found]) : nil
    }

    /// The number of `key`: its own if it was already there (`inserted` false), else the next one.
    @discardableResult
    public mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> (number: Int, inserted: Bool) {
        let found = slot(of: key)
        if slots[found] >= 0 { return (Int(slots[found]), false) }
        let number = starts.count
        slots[found] = Int32(number)
        starts.append(Int32(bytes.count))
        bytes.append(contentsOf: key)
        if starts.count * 2 > slots.count { grow() }
        return (number, true)
    }

    /// The bytes of key `number`.
    public func withKey<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = self.range(number)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The number of `key`, if it was inserted.
    public func number(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { number(of: $0) }
    }

    /// `insert(_:)` of a string's UTF-8 bytes.
    @discardableResult
    public mutating func insert(_ key: String) -> (number: Int, inserted: Bool) {
        var key = key
        return key.withUTF8 { insert($0) }
    }

    private func range(_ number: Int) -> Range<Int> {
        Int(starts[number])..<(number + 1 < starts.count ? Int(starts[number + 1]) : bytes.count)
    }

    /// The slot that holds `key`, or the empty slot where it would go.
    private func slot(of key: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        bytes.withUnsafeBufferPointer { stored in
            while slots[slot] >= 0 {
                let range = self.range(Int(slots[slot]))
                if Self.equal(UnsafeBufferPointer(rebasing: stored[range]), key) { return }
                slot = (slot + 1) & mask
            }
        }
        return slot
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for number in starts.indices {
            var slot = withKey(number, Self.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(key))
        return hasher.finalize()
    }

    private static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let one = first.baseAddress, let other = second.baseAddress else { return true }
        return memcmp(one, other, first.count) == 0
    }
}
