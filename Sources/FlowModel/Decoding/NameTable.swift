import FlowcSupport

/// The names of one file, each longer one made into a string once: a screen's id and every
/// transition that targets it share one string (one allocation, then a reference each).
struct NameTable {
    private var table = ByteTable()
    /// Each name, by its number in `table`.
    private var names: [String] = []

    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // A string keeps up to 15 bytes of UTF-8 in place: such a name allocates nothing to share.
        if bytes.count <= 15 { return String(decoding: bytes, as: UTF8.self) }
        let (number, inserted) = table.insert(bytes)
        if inserted { names.append(String(decoding: bytes, as: UTF8.self)) }
        return names[number]
    }
}
