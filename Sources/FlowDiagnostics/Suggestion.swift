/// "Did you mean 'x'?" for misspelt keys and names.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance, if one is close enough to be a typo.
    ///
    /// Close enough: at most a third of the name's length (and at least one) edits, or the same
    /// letters in another case. Ties go to the candidate listed first, so the answer is stable.
    public static func closest<S: Sequence>(to name: String, among candidates: S) -> String?
    where S.Element == String {
        var name = name
        let length = name.utf8.count
        let budget = max(1, length / 3)
        var best: (name: String, distance: Int)?
        for var candidate in candidates where candidate != name {
            // Evening out the lengths alone takes more edits than the budget.
            guard abs(candidate.utf8.count - length) <= budget else { continue }
            let distance = name.withUTF8 { source in
                candidate.withUTF8 { editDistance(source, $0, limit: budget) }
            }
            guard distance <= budget else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        if best == nil {
            let lowered = name.lowercased()
            best = candidates.first { $0.lowercased() == lowered && $0 != name }.map { ($0, 0) }
        }
        return best?.name
    }

    /// `" (did you mean 'x'?)"`, or the empty string when nothing is close.
    public static func hint<S: Sequence>(for name: String, among candidates: S) -> String
    where S.Element == String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance on bytes where swapping two neighbours counts as one edit (`veiw` → `view`),
    /// giving up (returning `limit + 1`) once it must exceed `limit`.
    ///
    /// Names are short and every candidate of every misspelt name is measured, so the bytes are
    /// read in place and the table's three rows kept in one buffer on the stack.
    static func editDistance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            rows.initialize(repeating: 0)
            // Where each row starts in `rows`; they trade places after each row of the table.
            var (beforePrevious, previous, current) = (0, width, 2 * width)
            for j in 0...b.count { rows[previous + j] = j }
            for i in 1...a.count {
                rows[current] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let substitution = rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var best = min(substitution, rows[previous + j] + 1, rows[current + j - 1] + 1)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        best = min(best, rows[beforePrevious + j - 2] + 1)
                    }
                    rows[current + j] = best
                    rowMinimum = min(rowMinimum, best)
                }
                if rowMinimum > limit { return limit + 1 }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return rows[previous + b.count]
        }
    }
}
