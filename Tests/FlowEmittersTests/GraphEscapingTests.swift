import FlowcKit
import Testing

@testable import FlowEmitters

/// Names and texts that would break DOT or Mermaid if written as they are.
@Suite struct GraphEscapingTests {
    static func dot(_ text: String) -> String {
        var output = ""
        DotEscaping.append(text, to: &output)
        return output
    }

    static func mermaid(_ text: String) -> String {
        var output = ""
        MermaidEscaping.append(text, to: &output)
        return output
    }

    @Test("DOT strings escape quotes, backslashes, ampersands, line breaks and control characters")
    func dotEscaping() {
        #expect(Self.dot("plain Text_1.2") == "plain Text_1.2")
        #expect(Self.dot("say \"hi\"") == "say \\\"hi\\\"")
        #expect(Self.dot("a\\nb") == "a\\\\nb")
        #expect(Self.dot("\\") == "\\\\")
        #expect(Self.dot("a & b &amp;") == "a &amp; b &amp;amp;")
        #expect(Self.dot("one\ntwo") == "one\\ntwo")
        #expect(Self.dot("tab\there\u{1}\u{7F}") == "tab here  ")
        #expect(Self.dot("Result<[String: Int], Error>?") == "Result<[String: Int], Error>?")
        #expect(Self.dot("Ünïcödé") == "Ünïcödé")
    }

    /// The prefix of an escaped text a cut keeps: whole characters and whole escapes.
    static func cut(_ escaped: String, atMost limit: Int) -> String {
        let bytes = Array(escaped.utf8)
        let kept = bytes.withUnsafeBufferPointer { DotEmitter.cutPoint(in: $0, atMost: limit) }
        return String(decoding: bytes[..<kept], as: UTF8.self)
    }

    @Test("a DOT text too long for Graphviz is cut between characters and escapes")
    func dotCut() {
        #expect(Self.cut("abcdef", atMost: 4) == "abcd")
        #expect(Self.cut("abc", atMost: 10) == "abc")
        // "é" is two bytes: not cut in half.
        #expect(Self.cut("abé", atMost: 3) == "ab")
        // Not between a backslash and what it escapes, but after an escaped backslash.
        #expect(Self.cut(#"ab\"c"#, atMost: 3) == "ab")
        #expect(Self.cut(#"a\\b"#, atMost: 3) == #"a\\"#)
        #expect(Self.cut(#"a\\\"b"#, atMost: 4) == #"a\\"#)
        // Not inside `&amp;`.
        for limit in 2...5 { #expect(Self.cut("a &amp; b", atMost: limit) == "a ") }
        #expect(Self.cut("a &amp; b", atMost: 7) == "a &amp;")
        // A quoted text over the limit ends with "…" and its quote; one within it is as written.
        var output = OutputBytes()
        output.append("\"")
        DotEscaping.append(String(repeating: "x", count: DotEmitter.quotedLimit + 10), to: &output)
        DotEmitter.closeQuoted(from: 1, in: &output)
        #expect(output.text == "\"" + String(repeating: "x", count: DotEmitter.quotedLimit - 3) + "…\"")
        #expect(output.count - 2 <= DotEmitter.quotedLimit)
        output = OutputBytes()
        output.append("\"")
        DotEscaping.append("short", to: &output)
        DotEmitter.closeQuoted(from: 1, in: &output)
        #expect(output.text == "\"short\"")
    }

    @Test("Mermaid labels write what its lexer reads as code as #code; entities")
    func mermaidEscaping() {
        #expect(Self.mermaid("plain Text_1.2 (x) [y]") == "plain Text_1.2 (x) [y]")
        #expect(Self.mermaid("say \"hi\"") == "say #34;hi#34;")
        #expect(
            Self.mermaid("#1; 100% <b>&</b> `x` a|b \\")
                == "#35;1#59; 100#37; #60;b#62;#38;#60;/b#62; #96;x#96; a#124;b #92;")
        #expect(Self.mermaid("line\nbreak") == "line break")
        #expect(Self.mermaid("%% not a comment") == "#37;#37; not a comment")
        #expect(Self.mermaid("direction LR") == "#100;irection LR")
        #expect(Self.mermaid("a direction") == "a #100;irection")
        #expect(Self.mermaid("directions, director") == "#100;irections, director")
        #expect(Self.mermaid("Ünïcödé→") == "Ünïcödé→")
    }

    @Test("identifiers keep letters and digits and stay distinct for distinct names")
    func identifiers() {
        #expect(GraphIdentifier.screen("Shop", "cart") == "Shop__cart")
        #expect(GraphIdentifier.outcome("Shop", "done") == "Shop__outcome__done")
        #expect(GraphIdentifier.start("Shop") == "Shop__flow__start")
        #expect(GraphIdentifier.cluster("Shop") == "cluster_Shop")
        #expect(GraphIdentifier.safe("my screen") == "my_20screen")
        #expect(GraphIdentifier.safe("1st") == "_31st")
        #expect(GraphIdentifier.safe("") == "_")
        let tricky: [(String, String)] = [
            ("A_", "_b"), ("A", "__b"), ("A", "_b"), ("A_5F", "b"), ("A", "outcome__b"), ("A", "flow"),
            ("A", "start"), ("A__B", "c"), ("A", "B__c"), ("A", ""), ("A", "_"), ("A", "1"), ("A", "_31"),
        ]
        var seen: [String: (String, String)] = [:]
        for (flow, screen) in tricky {
            let id = GraphIdentifier.screen(flow, screen)
            #expect(seen[id] == nil, "\(flow)/\(screen) and \(String(describing: seen[id])) share \(id)")
            seen[id] = (flow, screen)
            #expect(
                id.utf8.allSatisfy {
                    $0 == UInt8(ascii: "_") || ($0 < 128 && Character(Unicode.Scalar($0)).isLetter)
                        || ($0 >= 48 && $0 <= 57)
                })
        }
        for special in [
            GraphIdentifier.outcome("A", "b"), GraphIdentifier.start("A"), GraphIdentifier.exit("A"),
            GraphIdentifier.missing("A", "b"),
        ] {
            #expect(seen[special] == nil, "\(special) is also a screen's id")
        }
    }

    @Test("Mermaid ids that start in lower case or with _ get a prefix Mermaid cannot read as a keyword")
    func mermaidIdentifiers() {
        func id(_ text: String) -> String {
            var output = OutputBytes()
            MermaidEmitter.appendID(text, to: &output)
            return output.text
        }
        #expect(id("Shop__cart") == "Shop__cart")
        #expect(id("style__x") == "nstyle__x")
        #expect(id("end__x") == "nend__x")
        #expect(id("_31st__x") == "n_31st__x")
    }

    @Test("odd names and texts give DOT with every statement on its own line and Mermaid without stray quotes")
    func oddFixture() throws {
        let drawing = try GraphFixtures.drawing(GraphFixtures.testDirectory + "/Fixtures/escaping")
        let dot = DotEmitter().emit(drawing)
        #expect(dot.contains("label=\"my screen\\nQuote\\\"View\\\\Back\\n[invalid-identifier]\""))
        #expect(dot.contains("&amp;amp;"))
        #expect(!dot.contains("\u{1}"))
        let mermaid = MermaidEmitter().emit(drawing)
        #expect(!mermaid.contains("\u{1}"))
        #expect(mermaid.contains("subgraph cluster_end [\"endCoordinator"))
        #expect(mermaid.contains("nend__my_20screen[[\"my screen<br/>Quote#34;View#92;Back"))
    }
}
