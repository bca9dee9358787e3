import FlowDiagnostics
import FlowcKit
import Testing

/// A finding after line breaks stands on the line an editor shows, whatever breaks the file uses
/// and wherever the finding comes from: libyaml's marks (a YAML error, a node a decoding finding
/// points at), flowc's own count from a byte offset (a byte that is not UTF-8) and the count that
/// matches a `# flowc:disable` comment to its line. YAML 1.1, as libyaml reads it, ends a line at
/// a line feed, a carriage return, the two together (one break), NEL, LS and PS.
@Suite struct LineBreakLocationTests {
    /// A kind of line break and its bytes.
    struct Break: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    static let breaks: [Break] = [
        Break(name: "LF", bytes: [0x0A]),
        Break(name: "CRLF", bytes: [0x0D, 0x0A]),
        Break(name: "CR", bytes: [0x0D]),
        Break(name: "NEL (U+0085)", bytes: [0xC2, 0x85]),
        Break(name: "LS (U+2028)", bytes: [0xE2, 0x80, 0xA8]),
        Break(name: "PS (U+2029)", bytes: [0xE2, 0x80, 0xA9]),
    ]

    /// Five lines of a flow that reads clean, then `sixth` as line 6, each line ended by `lineBreak`.
    static func file(sixth: [UInt8], _ lineBreak: Break) -> [UInt8] {
        let lines = ["flow: App", "entry: true", "start: home", "screens:", "  home: null"].map { Array($0.utf8) }
        return (lines + [sixth]).flatMap { $0 + lineBreak.bytes }
    }

    static func findings(_ bytes: [UInt8]) -> [Diagnostic] {
        FlowLoader().load(bytes: bytes, path: "App.flow.yaml").diagnostics
    }

    @Test(arguments: breaks)
    func aYAMLErrorStandsOnItsLine(_ lineBreak: Break) throws {
        // A sequence entry where the mapping of `screens` wants a key.
        let found = Self.findings(Self.file(sixth: Array("  - page".utf8), lineBreak))
        let finding = try #require(found.first, "no finding")
        #expect(found.count == 1)
        #expect(finding.rule == .syntax)
        #expect(finding.location.position == SourcePosition(line: 6, column: 3), "\(finding.message)")
        // The message names where libyaml's mapping began, counted the same way.
        #expect(finding.message.contains("at line 5, column 3"), "\(finding.message)")
    }

    @Test(arguments: breaks)
    func aDecodingFindingStandsOnItsLine(_ lineBreak: Break) throws {
        // A key the format does not have.
        let found = Self.findings(Self.file(sixth: Array("title: Home".utf8), lineBreak))
        let finding = try #require(found.first, "no finding")
        #expect(found.count == 1)
        #expect(finding.rule == .schema)
        #expect(finding.location.position == SourcePosition(line: 6, column: 1), "\(finding.message)")
    }

    @Test(arguments: breaks)
    func aByteThatIsNotUTF8StandsOnItsLineAndColumn(_ lineBreak: Break) throws {
        // 0xFF as the 17th character of line 6, after a wide character: columns count characters.
        let sixth = Array("  page: {view: ä".utf8) + [0xFF] + Array("}".utf8)
        let found = Self.findings(Self.file(sixth: sixth, lineBreak))
        let finding = try #require(found.first, "no finding")
        #expect(found.count == 1)
        #expect(finding.rule == .syntax)
        #expect(finding.message.contains("not UTF-8"), "\(finding.message)")
        #expect(finding.location.position == SourcePosition(line: 6, column: 17))
    }

    @Test(arguments: breaks)
    func aDisableCommentStandsOnItsLineAndColumn(_ lineBreak: Break) throws {
        let found = Suppressions.scan(Self.file(sixth: Array("  # flowc:disable unreachable-screen".utf8), lineBreak))
        #expect(found.map(\.line) == [6])
        #expect(found.map(\.column) == [5])
        #expect(found.first?.entries.map(\.rule) == ["unreachable-screen"])
        // Right after the break, with nothing before the `#`.
        let first = Suppressions.scan(Self.file(sixth: Array("# flowc:disable schema".utf8), lineBreak))
        #expect(first.map(\.line) == [6])
        #expect(first.map(\.column) == [3])
    }
}
