/// Bytes written in many small pieces, each appended with one capacity check and one copy.
///
/// `SwiftWriter` appends a generated file a name or a literal at a time, two million pieces for
/// a large app's first `generate`; `Array.append(contentsOf:)` spent about 70 instructions on
/// each (the generic sequence path: underestimated count, reserve, copy, remainder check), 9% of
/// the run's instructions (callgrind, corpus/200x50). Here the array holds room beyond what was
/// written, and a piece is copied straight into it.
struct ByteAccumulator {
    /// The bytes: the first `count` are what was written, the rest is room (zeros).
    private var storage: [UInt8]
    private(set) var count = 0

    init(capacity: Int) {
        storage = Array(repeating: 0, count: Swift.max(capacity, 64))
    }

    subscript(position: Int) -> UInt8 {
        precondition(position < count, "index out of range")
        return storage[position]
    }

    /// The bytes written from `start` on.
    func suffix(from start: Int) -> ArraySlice<UInt8> {
        storage[start..<count]
    }

    mutating func append(_ byte: UInt8) {
        if count == storage.count { grow(toHold: 1) }
        storage[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > storage.count { grow(toHold: bytes.count) }
        let start = count
        storage.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + start).update(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    mutating func append(repeating byte: UInt8, count repeats: Int) {
        for _ in 0..<repeats { append(byte) }
    }

    /// Takes back the last `k` bytes written.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "can't remove more bytes than were written")
        count -= k
    }

    /// The bytes written, as an array of exactly them.
    consuming func written() -> [UInt8] {
        // A copy: `removeLast` of the room took longer than copying (it walks what it removes).
        Array(storage[..<count])
    }

    /// Doubles the room (at least), keeping what was written.
    private mutating func grow(toHold extra: Int) {
        storage.append(contentsOf: repeatElement(0, count: Swift.max(extra, storage.count)))
    }
}
