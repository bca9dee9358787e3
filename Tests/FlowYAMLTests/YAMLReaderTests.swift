import FlowDiagnostics
import FlowYAML
import Testing

@Suite struct YAMLReaderTests {
    let reader = YAMLReader()

    func read(_ text: String, limits: YAMLLimits = .standard) -> YAMLDocuments {
        YAMLReader(limits: limits).read(Array(text.utf8), file: "f.flow.yaml")
    }

    func pairs(_ node: YAMLNode?) -> [YAMLPair] {
        guard let node, case .mapping(let pairs) = node.content else { return [] }
        return pairs
    }

    @Test func marksAreOneBasedAndCountCharacters() {
        let result = read("title: \"héllo wörld\"\nnext: [a, b]\n")
        #expect(result.diagnostics.isEmpty)
        let entries = pairs(result.documents.first)
        #expect(entries.count == 2)
        #expect(entries[0].key.mark == SourcePosition(line: 1, column: 1))
        #expect(entries[0].value.mark == SourcePosition(line: 1, column: 8))
        guard case .sequence(let items) = entries[1].value.content else {
            Issue.record("expected a list")
            return
        }
        #expect(items[1].mark == SourcePosition(line: 2, column: 11))
        // After a non-ASCII scalar, columns still count characters, not bytes.
        let after = read("a: é\nb: ü c\n")
        #expect(pairs(after.documents.first)[1].value.mark == SourcePosition(line: 2, column: 4))
        let sameLine = read("{é: 1, x: 2}")
        #expect(pairs(sameLine.documents.first)[1].key.mark == SourcePosition(line: 1, column: 8))
    }

    @Test func duplicateKeysStayVisible() {
        let entries = pairs(read("a: 1\na: 2\n").documents.first)
        #expect(entries.map { $0.key.scalar?.text } == ["a", "a"])
        #expect(entries.map { $0.value.scalar?.text } == ["1", "2"])
    }

    @Test func escapesThatTakeMoreBytesThanTheirSpellingAreReadWhole() {
        // "\L" (2 bytes) is U+2028 (3 bytes): a file of such escapes holds more scalar bytes than
        // file bytes, past the room the reader makes ahead.
        let separators = String(repeating: "\\L", count: 40)
        let result = read("a: \"\(separators)\"\nb: after\n")
        #expect(result.diagnostics.isEmpty)
        let entries = pairs(result.documents.first)
        #expect(entries.first?.value.scalar?.text == String(repeating: "\u{2028}", count: 40))
        #expect(entries.last?.value.scalar?.text == "after")
    }

    @Test func severalDocumentsInOrder() {
        let result = read("flow: A\n---\nflow: B\n---\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.documents.count == 3)
        #expect(pairs(result.documents[1]).first?.value.scalar?.text == "B")
        #expect(result.documents[2].scalar?.isNull == true)
    }

    @Test func emptyAndCommentOnlyFilesHaveNoDocuments() {
        for text in ["", "# only a comment\n", "\n\n# a\n# b"] {
            let result = read(text)
            #expect(result.documents.isEmpty, "\(text)")
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test func scalarStylesAndNulls() {
        let entries = pairs(read("a: null\nb: ~\nc:\nd: 'null'\ne: true\nf: \"true\"\ng: yes\n").documents.first)
        let values = entries.map(\.value.scalar)
        #expect(values[0]?.isNull == true)
        #expect(values[1]?.isNull == true)
        #expect(values[2]?.isNull == true)
        #expect(values[3]?.isNull == false)
        #expect(values[4]?.boolean == true)
        #expect(values[5]?.boolean == nil)
        #expect(values[6]?.boolean == nil, "YAML 1.1's yes is not a boolean here")
    }

    @Test func aliasesRepeatTheAnchoredNodeAtTheAliasMark() {
        let result = read("a: &x {k: v}\nb: *x\n")
        #expect(result.diagnostics.isEmpty)
        let entries = pairs(result.documents.first)
        #expect(pairs(entries[1].value).first?.value.scalar?.text == "v")
        #expect(entries[1].value.mark == SourcePosition(line: 2, column: 4))
    }

    @Test func anAliasedSubtreeKeepsItsShapeAndWhatFollowsItStaysInPlace() {
        // The reader copies an aliased subtree inside one flat array of nodes: nested lists and
        // maps must come out whole, and the keys after the alias must not be swallowed by it.
        let result = read("a: &x {k: [1, 2], m: {n: o}}\nb: *x\nc: after\n")
        #expect(result.diagnostics.isEmpty)
        let entries = pairs(result.documents.first)
        #expect(entries.map { $0.key.scalar?.text } == ["a", "b", "c"])
        for copy in [entries[0].value, entries[1].value] {
            let fields = pairs(copy)
            #expect(fields.map { $0.key.scalar?.text } == ["k", "m"])
            guard fields.count == 2, case .sequence(let items) = fields[0].value.content else {
                Issue.record("expected k to be a list")
                continue
            }
            #expect(items.map { $0.scalar?.text } == ["1", "2"])
            #expect(pairs(fields[1].value).map { $0.value.scalar?.text } == ["o"])
        }
        #expect(entries[2].value.scalar?.text == "after")
        #expect(entries[2].value.mark == SourcePosition(line: 3, column: 4))
    }

    @Test func billionLaughsStopsAtTheAliasThatPassesTheLimit() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (level, previous) in zip(
            ["b", "c", "d", "e", "f", "g", "h", "i"], ["a", "b", "c", "d", "e", "f", "g", "h"])
        {
            text +=
                "\(level): &\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let result = read(text)
        #expect(result.documents.isEmpty)
        #expect(result.diagnostics.count == 1)
        let finding = result.diagnostics.first
        #expect(finding?.rule == .syntax)
        #expect(finding?.message.contains("100000") == true)
        // a: 11 nodes, b: 111, c: 1111, d: 11111, e: 111111. By the end of d, 12,330 nodes were
        // added; each *d adds 11,111, so the 8th *d on line 5 (each "*d, " is 4 wide) passes 100,000.
        #expect(finding?.location == SourceLocation(file: "f.flow.yaml", line: 5, column: 8 + 7 * 4))
    }

    @Test func nestingDepthIsLimited() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let result = read(deep)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("256") == true)
        #expect(result.diagnostics.first?.location.column == 257)
        let allowed = read(deep, limits: YAMLLimits(nestingDepth: 400))
        #expect(allowed.diagnostics.isEmpty)
    }

    @Test func fileSizeAndScalarLengthAreLimited() {
        let big = read("a: " + String(repeating: "x", count: 100), limits: YAMLLimits(fileSize: 50))
        #expect(big.diagnostics.first?.rule == .syntax)
        #expect(big.diagnostics.first?.message.contains("over the limit of 50 bytes") == true)
        let longScalar = read("a: b\nc: " + String(repeating: "x", count: 100), limits: YAMLLimits(scalarLength: 64))
        #expect(longScalar.diagnostics.first?.location == SourceLocation(file: "f.flow.yaml", line: 2, column: 4))
    }

    @Test func syntaxErrorsCarryLibyamlsProblemAtItsMark() {
        let result = read("flow: A\n---\na: b: c\n")
        #expect(result.documents.count == 1, "the document before the error still counts")
        #expect(result.diagnostics.map(\.message) == ["mapping values are not allowed in this context"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "f.flow.yaml", line: 3, column: 5))
    }

    /// libyaml marks the end of a text whose last line has no line break at the start of a line
    /// after it; the finding stays inside the text, at the end of its last line (columns count
    /// characters), in the message too. With the line break, that next line is where the text ends.
    @Test func aSyntaxErrorAtTheEndOfTheTextStaysInsideIt() {
        for (text, line, column) in [
            ("flow: A\nstart: [", 2, 9), ("flow: A\r\nstart: [", 2, 9), ("flow: A\nstart: [é,", 2, 11),
            ("flow: A\nstart: [\n", 3, 1),
        ] {
            let result = read(text)
            #expect(result.diagnostics.count == 1, "\(text.debugDescription)")
            #expect(
                result.diagnostics.first?.location == SourceLocation(file: "f.flow.yaml", line: line, column: column),
                "\(text.debugDescription)")
            #expect(
                result.diagnostics.first?.message.hasSuffix("at line \(line), column \(column))") == true,
                "\(result.diagnostics.first?.message ?? "")")
        }
    }

    @Test func undefinedAliasIsASyntaxFinding() {
        let result = read("a: *nowhere\n")
        #expect(result.diagnostics.first?.rule == .syntax)
        #expect(result.diagnostics.first?.message.contains("nowhere") == true)
    }

    @Test func textThatIsNotUTF8IsReportedAtItsFirstBadByte() {
        var bytes = Array("flow: A\n---\nflow: B\ntitle: ab".utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by no continuation
        bytes += Array(" more\n".utf8)
        let result = reader.read(bytes, file: "f.flow.yaml")
        #expect(result.diagnostics.count == 1)
        let finding = result.diagnostics.first
        #expect(finding?.rule == .syntax)
        #expect(finding?.message.contains("not UTF-8") == true)
        #expect(finding?.location.line == 4)
        #expect(finding?.location.column == 10 || finding?.location.column == 11)
        #expect(result.documents.count == 1, "the first document, before the bad line, still counts")
    }

    @Test func byteOrderMarks() {
        let utf8BOM = reader.read([0xEF, 0xBB, 0xBF] + Array("flow: A\n".utf8), file: "f")
        #expect(utf8BOM.diagnostics.isEmpty)
        #expect(pairs(utf8BOM.documents.first).first?.key.mark == SourcePosition(line: 1, column: 1))
        let utf16 = reader.read([0xFF, 0xFE, 0x66, 0x00], file: "f")
        #expect(utf16.diagnostics.first?.message.contains("not UTF-8") == true)
    }

    @Test func crlfLineEndsAndTabsInValues() {
        let result = read("a: 1\r\nb:\r\n  c: \"x\ty\"\r\n")
        #expect(result.diagnostics.isEmpty)
        let entries = pairs(result.documents.first)
        #expect(entries[1].key.mark == SourcePosition(line: 2, column: 1))
        #expect(pairs(entries[1].value).first?.key.mark == SourcePosition(line: 3, column: 3))
    }

    @Test func controlCharactersAreASyntaxFindingNotACrash() {
        let result = reader.read(Array("a: b\u{0}c\n".utf8), file: "f")
        #expect(result.diagnostics.first?.rule == .syntax)
    }
}
