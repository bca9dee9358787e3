extension RandomAccessCollection {
    /// The first index whose element is in the second part, by binary search: the elements for
    /// which `isInSecondPart` is false must all come before those for which it is true (a sorted
    /// list and "at least this", say). `endIndex` when none is.
    @inlinable public func partitionPoint(where isInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
