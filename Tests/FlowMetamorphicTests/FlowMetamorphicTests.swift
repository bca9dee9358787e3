import Testing

/// Metamorphic tests of the whole rule set over flows/, the fixtures and a corpus slice: a
/// rewrite that does not change what the flows mean must not change what `lint` finds, beyond
/// the names or positions the rewrite moved. Each set is linted as it is and rewritten, and the
/// findings of the two are compared; a rule whose reading drifts with names, key order, layout or
/// file boundaries fails here even where no example covers it.
@Suite struct FlowMetamorphicTests {
    static let setNames = FlowSets.directories + ["corpus"]

    static func set(_ name: String) throws -> FlowSet {
        let sets = try FlowSets.all.get()
        return try #require(sets.first { $0.name == name || (name == "corpus" && $0.name.hasPrefix("corpus")) })
    }

    /// The message without its "did you mean" hint: which close name a misspelling gets depends
    /// on how the names are spelt, and renaming changes that on purpose.
    static func withoutHint(_ message: String) -> String {
        guard let range = message.range(of: "; did you mean '") else { return message }
        let rest = message[range.upperBound...]
        guard let end = rest.range(of: "'?") else { return message }
        return String(message[..<range.lowerBound] + rest[end.upperBound...])
    }

    /// The message with every place it quotes, `file:line:column` or libyaml's `line L, column C`
    /// (in `file`), moved by `place`; a place `place` returns nil for is written `<place>`.
    static func replacingPlaces(
        in message: String, file: String,
        _ place: (_ file: String, _ line: Int, _ column: Int) -> (line: Int, column: Int)?
    ) -> String {
        let quoted = message.replacing(#/([^\s'(]+):([0-9]+):([0-9]+)/#) { match in
            let file = String(match.1)
            guard let moved = place(file, Int(match.2) ?? 0, Int(match.3) ?? 0) else { return "<place>" }
            return "\(file):\(moved.line):\(moved.column)"
        }
        return quoted.replacing(#/line ([0-9]+), column ([0-9]+)/#) { match in
            guard let moved = place(file, Int(match.1) ?? 0, Int(match.2) ?? 0) else { return "<place>" }
            return "line \(moved.line), column \(moved.column)"
        }
    }

    /// Compares two lists of findings, recording what differs.
    static func expectSame<T: Hashable & CustomStringConvertible>(
        _ found: [T], _ expected: [T], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard found != expected else { return }
        Issue.record(
            Comment(rawValue: "\(what):\n\(difference(expected, found))"), sourceLocation: sourceLocation)
    }

    /// A finding without where it is: what a change of layout may not change.
    struct Placeless: Hashable, Comparable, CustomStringConvertible {
        var rule: String
        var severity: String
        var message: String
        var flow: String

        init(_ finding: FlowSet.Finding) {
            rule = finding.rule
            severity = finding.severity
            message = FlowMetamorphicTests.replacingPlaces(in: finding.message, file: finding.file) { _, _, _ in nil }
            // A flow on several cycles is reported once, naming one of them: the first its
            // transitions reach, in the order they are written. Which one is not a position, but
            // it follows the order of keys and files too; that a cycle is reported does not.
            if rule == "child-cycle", let range = message.range(of: " starts itself") {
                message = String(message[..<range.upperBound])
            }
            flow = finding.flow ?? ""
        }

        static func < (lhs: Placeless, rhs: Placeless) -> Bool {
            (lhs.rule, lhs.message, lhs.flow, lhs.severity) < (rhs.rule, rhs.message, rhs.flow, rhs.severity)
        }

        var description: String { "\(severity): \(message) [\(rule)] (\(flow))" }
    }

    static func placeless(_ findings: [FlowSet.Finding]) -> [Placeless] {
        findings.map(Placeless.init).sorted()
    }

    /// What differs between two lists of findings, for a failure message.
    static func difference<T: Hashable & CustomStringConvertible>(_ expected: [T], _ actual: [T]) -> String {
        var missing = expected
        var extra: [T] = []
        for item in actual {
            if let index = missing.firstIndex(of: item) { missing.remove(at: index) } else { extra.append(item) }
        }
        return "missing:\n" + missing.map { "  \($0)" }.joined(separator: "\n") + "\nextra:\n"
            + extra.map { "  \($0)" }.joined(separator: "\n")
    }

    @Test func everySetIsReadAndSomeHaveFindings() throws {
        let sets = try FlowSets.all.get()
        #expect(sets.count == Self.setNames.count)
        for set in sets { #expect(!set.files.isEmpty, "\(set.name)") }
        #expect(sets.filter { !$0.lint().isEmpty }.count >= 5, "the rewrites meet findings of many rules")
        #expect(Set(sets.flatMap { $0.lint().map(\.rule) }).count >= 12)
    }

    // MARK: - Renaming

    /// Renaming flows, screens, actions or outcomes consistently, everywhere they stand, changes
    /// the names in the findings and nothing else.
    @Test(arguments: setNames)
    func renamingChangesOnlyTheNames(_ name: String) throws {
        let set = try Self.set(name)
        let original = set.lint()
        // A name that is invalid as written (a keyword, say) stays: a fresh one would be valid.
        let kept = Set(
            original.filter { $0.rule == "invalid-identifier" }.flatMap { FlowSetRewrites.words($0.message) })
        let expected = original.map { finding in
            var finding = finding
            finding.message = Self.withoutHint(finding.message)
            return finding
        }.sorted()
        var renamedKinds = 0
        for kinds in NameKind.allCases.map({ Set([$0]) }) + [Set(NameKind.allCases)] {
            let (renamed, oldNames) = FlowSetRewrites.rename(set, kinds: kinds, keeping: kept)
            if !oldNames.isEmpty { renamedKinds += 1 }
            let found = renamed.lint().map { finding in
                var finding = finding
                finding.message = Self.withoutHint(FlowSetRewrites.replacingWords(in: finding.message, oldNames))
                finding.flow = finding.flow.map { oldNames[$0] ?? $0 }
                return finding
            }.sorted()
            Self.expectSame(
                found, expected, "renaming \(kinds.map(\.rawValue).sorted()) (\(oldNames.count) names) in \(name)")
        }
        #expect(renamedKinds >= 3, "\(name): the renames have names to rename")
    }

    // MARK: - Layout

    /// Writing each file anew from its tree, in block style, with the keys of every map in
    /// another order, changes only where the findings are.
    @Test(arguments: setNames)
    func reorderingKeysChangesOnlyPositions(_ name: String) throws {
        let set = try Self.set(name)
        let expected = Self.placeless(set.lint())
        for seed: UInt64 in [0, 1, 2, 3] {
            let rewritten = FlowSetRewrites.rewrite(set, seed: seed)
            if seed != 0 {
                #expect(
                    rewritten.files.map(\.text) != set.files.map(\.text)
                        || set.files.allSatisfy { !FlowSetRewrites.isRewritable($0) })
            }
            let found = Self.placeless(rewritten.lint())
            Self.expectSame(found, expected, "key order \(seed) in \(name)")
        }
    }

    /// Comment and blank lines move the findings below them down, their quoted places too, and
    /// change nothing else.
    @Test(arguments: setNames)
    func commentsAndBlankLinesMoveOnlyLines(_ name: String) throws {
        let set = try Self.set(name)
        let original = set.lint()
        for seed: UInt64 in [1, 2, 3] {
            let (commented, lineMaps) = FlowSetRewrites.comment(set, seed: seed)
            func moved(_ file: String, _ line: Int) -> Int {
                guard let map = lineMaps[file], line >= 1, line < map.count else { return line }
                return map[line]
            }
            let expected = original.map { finding in
                var finding = finding
                finding.line = moved(finding.file, finding.line)
                finding.message = Self.replacingPlaces(in: finding.message, file: finding.file) {
                    (moved($0, $1), $2)
                }
                return finding
            }.sorted()
            let found = commented.lint()
            Self.expectSame(found, expected, "comments \(seed) in \(name)")
        }
    }

    /// One file a flow, or one file of all flows: the same findings, at other places.
    @Test(arguments: setNames)
    func splittingAndMergingFilesChangesOnlyPositions(_ name: String) throws {
        let set = try Self.set(name)
        let expected = Self.placeless(set.lint())
        let split = FlowSetRewrites.split(set)
        let merged = FlowSetRewrites.merge(set)
        let mergedTwice = FlowSetRewrites.merge(split)
        let splitMerged = FlowSetRewrites.split(merged)
        for (what, rewritten) in [
            ("split", split), ("merged", merged), ("split, merged", mergedTwice), ("merged, split", splitMerged),
        ] {
            let found = Self.placeless(rewritten.lint())
            Self.expectSame(found, expected, "\(what) \(name)")
        }
        if set.files.count > 1, set.files.allSatisfy({ FlowSet.read($0).diagnostics.isEmpty }) {
            #expect(merged.files.count == 1, "\(name)")
        }
        let flows = set.files.reduce(0) { $0 + FlowSet.read($1).documents.count }
        if set.files.allSatisfy({ FlowSet.read($0).diagnostics.isEmpty }) {
            #expect(splitMerged.files.count == flows, "\(name)")
        }
    }

    // MARK: - Adding a flow

    static let unrelated = """
        flow: UnrelatedMetamorphicQzxFlow
        ENTRY
        outcomes: [unrelatedQzxDone]
        start: unrelatedQzxScreen
        screens:
          unrelatedQzxScreen: {actions: {unrelatedQzxClose: finish unrelatedQzxDone, more: push unrelatedQzxDetail}}
          unrelatedQzxDetail: {actions: {unrelatedQzxBack: pop}}
        """

    /// A valid flow that nothing refers to adds at most its own `unused-flow`; as an entry flow,
    /// nothing.
    @Test(arguments: setNames)
    func anUnrelatedFlowAddsAtMostItsOwnUnusedFlow(_ name: String) throws {
        let set = try Self.set(name)
        let original = set.lint()
        for entry in [false, true] {
            var added = set
            let text = Self.unrelated.replacingOccurrences(of: "ENTRY", with: entry ? "entry: true" : "entry: false")
            added.files.append(FlowSource(path: "zz-unrelated/Unrelated.flow.yaml", text: text))
            let found = added.lint()
            let own = found.filter { $0.file == "zz-unrelated/Unrelated.flow.yaml" }
            #expect(
                found.filter { $0.file != "zz-unrelated/Unrelated.flow.yaml" } == original, "\(name), entry \(entry)")
            if entry {
                #expect(own.isEmpty, "\(own)")
            } else {
                #expect(own.map(\.rule) == ["unused-flow"], "\(own)")
                #expect(own.first?.line == 1 && own.first?.column == 7, "at the `flow` value: \(own)")
            }
        }
    }
}
