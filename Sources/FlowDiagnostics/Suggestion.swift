/// "Did you mean 'x'?" for misspelt keys and names.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance, if one is close enough to be a typo.
    ///
    /// Close enough: at most a third of the name's length (and at least one) edits, or the same
    /// letters in another case. Ties go to the candidate listed first, so the answer is stable.
    public static func closest<S: Sequence>(to name: String, among candidates: S) -> String?
    where S.Element == String {
        let source = Array(name.utf8)
        let budget = max(1, source.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            // Evening out the lengths alone takes more edits than the budget: not worth copying.
            guard abs(candidate.utf8.count - source.count) <= budget else { continue }
            let distance = editDistance(source, Array(candidate.utf8), limit: budget)
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
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
