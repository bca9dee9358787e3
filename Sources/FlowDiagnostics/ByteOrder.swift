import FlowcSupport

extension String {
    /// Whether this string comes before `other` in the order of their UTF-8 bytes: the order
    /// of every sorted list flowc prints or writes, the same on every machine and locale.
    ///
    /// Compares contiguous bytes with `memcmp`; `utf8.lexicographicallyPrecedes` walks both
    /// strings through generic iterators, slow on a large app's paths (long shared prefixes).
    public func precedesInByteOrder(_ other: String) -> Bool {
        let result = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = Swift.min(left.count, right.count)
                if common > 0, let l = left.baseAddress, let r = right.baseAddress {
                    let order = memcmp(l, r, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        // Bridged strings without contiguous storage (not made by flowc itself) take the slow path.
        return (result ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
