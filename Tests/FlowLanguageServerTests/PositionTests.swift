import Testing

@testable import FlowLanguageServer

@Suite struct PositionTests {
    @Test func utf16ColumnsAndCharacterColumnsOfANonASCIILine() {
        // `é` is 2 bytes, 1 character, 1 UTF-16 unit; `😀` 4 bytes, 1 character, 2 units.
        var document = TextDocument(text: "flow: A\ntitle: é😀x push\n")
        let x = document.offset(flowcLine: 2, column: 10)
        #expect(document.bytes[x] == UInt8(ascii: "x"))
        #expect(document.position(of: x) == Position(line: 1, character: 10))
        #expect(document.offset(of: Position(line: 1, character: 10)) == x)
        #expect(document.position(flowcLine: 2, column: 12) == Position(line: 1, character: 12))
        #expect(document.flowcPosition(of: x) == (line: 2, column: 10))
        // A column inside the surrogate pair is its start; one past the line's end is the end.
        let emoji = document.offset(flowcLine: 2, column: 9)
        #expect(document.offset(of: Position(line: 1, character: 9)) == emoji)
        #expect(document.offset(of: Position(line: 1, character: 10)) == emoji + 4)
        #expect(document.offset(of: Position(line: 1, character: 99)) == document.offset(flowcLine: 3, column: 1) - 1)
        #expect(document.offset(of: Position(line: 9, character: 0)) == document.bytes.count)
    }

    @Test func linesEndAtCRLFCRAndLFForBothAndAtNELLSAndPSForFlowcOnly() {
        var document = TextDocument(text: "a\r\nb\rc\nd\u{2028}e\u{85}f")
        #expect(document.lineCount == 4)
        let e = document.offset(flowcLine: 5, column: 1)
        #expect(document.bytes[e] == UInt8(ascii: "e"))
        #expect(document.position(of: e) == Position(line: 3, character: 2))
        let f = document.offset(flowcLine: 6, column: 1)
        #expect(document.position(of: f) == Position(line: 3, character: 4))
        #expect(document.flowcPosition(of: f) == (line: 6, column: 1))
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstLineForFlowc() {
        var document = TextDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("flow: A".utf8))
        #expect(document.offset(flowcLine: 1, column: 1) == 3)
    }

    @Test func incrementalChangesReplaceTheirRange() {
        var document = TextDocument(text: "flow: A\nstart: hom\n")
        document.apply(
            TextDocumentContentChangeEvent(
                range: Range(start: Position(line: 1, character: 10), end: Position(line: 1, character: 10)), text: "e")
        )
        #expect(document.text == "flow: A\nstart: home\n")
        document.apply(
            TextDocumentContentChangeEvent(
                range: Range(start: Position(line: 0, character: 6), end: Position(line: 1, character: 5)),
                text: "Bé😀\nfirst"))
        #expect(document.text == "flow: Bé😀\nfirst: home\n")
        document.apply(
            TextDocumentContentChangeEvent(
                range: Range(start: Position(line: 0, character: 7), end: Position(line: 0, character: 10)), text: ""))
        #expect(document.text == "flow: B\nfirst: home\n")
        document.apply(TextDocumentContentChangeEvent(text: "whole"))
        #expect(document.text == "whole")
        #expect(document.lineCount == 1)
    }

    @Test func aNameIsFoundWhereItStandsAndNotInsideAnother() {
        var document = TextDocument(text: "      to: push pushy, push push\n")
        let found = document.range(ofName: "push", flowcLine: 1, column: 22)
        #expect(found.map { document.position(of: $0.start) } == Position(line: 0, character: 22))
        let inside = document.range(ofName: "ush", flowcLine: 1, column: 1)
        #expect(inside == nil)
        #expect(document.range(ofName: "pushy", flowcLine: 1, column: 1).map(\.start) == 15)
    }
}
