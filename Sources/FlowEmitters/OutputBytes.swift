/// UTF-8 output that the emitters append to directly: a large app's graph and generated Swift
/// are written in a great many small pieces, so an append is a capacity check and a copy (no
/// String per piece, none of the checks of Array's `append(contentsOf:)`).
///
/// A value type: a copy shares the storage until one of them is written to (an array's).
struct OutputBytes: Sendable {
    /// The bytes: the first `count` are what was written, the rest is room (zeros). An array
    /// with room rather than storage of its own: appending then needs no reference to a class
    /// instance (a retain and a release per piece).
    private var storage: [UInt8]
    private(set) var count = 0

    init(capacity: Int = 0) {
        storage = Array(repeating: 0, count: max(capacity, 64))
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // Disfavoured, so that literals are written as StaticStrings.
    @_disfavoredOverload
    @inline(__always)
    mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        if count == storage.count { grow(toHold: 1) }
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if storage.count - count < bytes.count { grow(toHold: bytes.count) }
        let start = count
        storage.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + start).update(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    mutating func append(_ other: OutputBytes) {
        other.withBytes { append($0) }
    }

    /// Appends `byte` `count` times.
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if storage.count - count < repeats { grow(toHold: repeats) }
        let start = count
        storage.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + start).update(repeating: byte, count: repeats)
        }
        count += repeats
    }

    /// `value` in decimal, without a String.
    mutating func append(decimal value: Int) {
        if value < 0 {
            append(byte: UInt8(ascii: "-"))
            append(decimal: -value)
            return
        }
        if value >= 10 { append(decimal: value / 10) }
        append(byte: UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// The byte at `position`, which must have been written.
    subscript(position: Int) -> UInt8 {
        precondition(position < count, "index out of range")
        return storage[position]
    }

    /// Takes back the last `k` bytes written.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "can't remove more bytes than were written")
        count -= k
    }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(from: 0, body)
    }

    /// The bytes written from `start` on.
    func withBytes<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        precondition(start >= 0 && start <= count, "index out of range")
        return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<count])) }
    }

    /// The bytes written, in place and open to changes.
    mutating func withMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) -> Result) -> Result {
        let count = self.count
        return storage.withUnsafeMutableBytes { body(UnsafeMutableRawBufferPointer(rebasing: $0[..<count])) }
    }

    /// The bytes written, as an array (a copy: cutting the room off the storage with `removeLast`
    /// took longer, walking what it removed).
    var array: [UInt8] { Array(storage[..<count]) }

    /// The bytes as text (tests and the String API; the command writes the bytes themselves).
    var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// At least doubles the room, keeping what was written.
    private mutating func grow(toHold extra: Int) {
        storage.append(contentsOf: repeatElement(0, count: max(extra, storage.count)))
    }
}

extension String {
    /// Calls `body` with the UTF-8 bytes, without a copy where the string is native.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        // Not native (bridged): a copy made contiguous. Copying `self` only here, not reading
        // `utf8` again after the fast path, spares every call a retain of the string.
        var contiguous = self
        return contiguous.withUTF8(body)
    }
}
