/// UTF-8 output that the emitters append to directly: large graphs are tens of megabytes, written
/// in hundreds of thousands of small pieces, so an append is a capacity check and a copy (no
/// String per piece, none of Array's checks), and no copy is needed at the end to get bytes.
///
/// A value type: a copy shares the storage until one of them is written to.
struct GraphBytes: @unchecked Sendable {
    // Sendable: the storage is only written through a uniquely referenced value (copied first
    // otherwise), so values handed between threads never write to storage that another reads.
    private var storage: Storage

    init(capacity: Int = 0) {
        storage = Storage(capacity: capacity)
    }

    var count: Int { storage.count }

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
        let end = reserve(1)
        end.pointee = byte
        storage.count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        let end = reserve(bytes.count)
        end.update(from: base, count: bytes.count)
        storage.count += bytes.count
    }

    mutating func append(_ other: GraphBytes) {
        other.withBytes { append($0) }
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

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// The bytes as text (tests and the String API; the command writes the bytes themselves).
    var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Room for `count` more bytes, in storage of this value's own: where they go.
    @inline(__always)
    private mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(minimumCapacity: storage.count + count) }
        if storage.capacity - storage.count < count { storage.grow(minimumCapacity: storage.count + count) }
        return storage.base + storage.count
    }

    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        func copy(minimumCapacity: Int) -> Storage {
            let copy = Storage(capacity: max(minimumCapacity, capacity))
            copy.base.update(from: base, count: count)
            copy.count = count
            return copy
        }

        func grow(minimumCapacity: Int) {
            let newCapacity = max(minimumCapacity, capacity * 2)
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.update(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
    }
}

extension String {
    /// Calls `body` with the UTF-8 bytes, without a copy where the string is native.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
