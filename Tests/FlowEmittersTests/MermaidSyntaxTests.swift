import Testing

@testable import FlowEmitters

/// What `MermaidEmitter` writes, line by line, against the shapes of Mermaid's flowchart grammar
/// that it uses: no line can be read as anything else, and no text leaves its quotes.
@Suite struct MermaidSyntaxTests {
    @Test("every line is a statement of Mermaid's flowchart grammar", arguments: GraphFixtures.cases)
    func lines(_ fixture: GraphFixtures.Case) throws {
        let text = MermaidEmitter().emit(try GraphFixtures.drawing(fixture.directory))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "flowchart LR")
        #expect(lines.last == "", "ends with a line break")
        var depth = 0
        for line in lines.dropFirst().dropLast() {
            #expect(!line.contains("direction"), "\(line)")
            #expect(!line.contains("%%"), "\(line)")
            if line.hasPrefix("    subgraph ") {
                depth += 1
                #expect(Self.matches(line.dropFirst(13), [.id, .literal(" [\""), .text, .literal("\"]")]), "\(line)")
            } else if line == "    end" {
                depth -= 1
            } else if line.hasPrefix("        ") {
                #expect(depth == 1, "a node outside a subgraph: \(line)")
                let shapes: [(String, String)] = [
                    ("((\"", "\"))"), ("(\"", "\")"), ("[[\"", "\"]]"), ("([\"", "\"])"), ("[\"", "\"]"),
                    // Format 1.1: an alert, a hexagon.
                    ("{{\"", "\"}}"),
                    // Format 1.1: a route, a tag.
                    (">\"", "\"]"),
                    // Format 1.2: a trigger, a parallelogram.
                    ("[/\"", "\"/]"),
                    // Format 1.2: an external screen, an inverted trapezoid ("trapezoid alt").
                    ("[\\\"", "\"/]"),
                ]
                let body = line.dropFirst(8)
                #expect(
                    shapes.contains { Self.matches(body, [.id, .literal($0.0), .text, .literal($0.1)]) }, "\(line)")
            } else if line.hasPrefix("    classDef ") || line.hasPrefix("    linkStyle ")
                || line.hasPrefix("    style ")
            {
                #expect(!line.contains("\""), "\(line)")
            } else if line.hasPrefix("    class ") {
                #expect(Self.matches(line.dropFirst(10), [.idList, .literal(" "), .word]), "\(line)")
            } else {
                // `==o`, a thick link with a circle head (`reset`), is a LINK token of Mermaid's flowchart lexer too,
                // and so is `===>`, a longer thick link (a kept child's start, format 1.2).
                let arrows = [
                    " --> ", " ==> ", " --o ", " -.-> ", " -->|\"", " ==>|\"", " --o|\"", " -.->|\"", " ==o ",
                    " ==o|\"", " ===> ", " ===>|\"",
                ]
                let body = line.dropFirst(4)
                let matched = arrows.contains { arrow in
                    arrow.hasSuffix("\"")
                        ? Self.matches(body, [.id, .literal(arrow), .text, .literal("\"| "), .id])
                        : Self.matches(body, [.id, .literal(arrow), .id])
                }
                #expect(line.hasPrefix("    ") && matched, "not an edge: \(line)")
            }
        }
        #expect(depth == 0)
    }

    enum Part {
        case id
        case idList
        /// A class name: letters only.
        case word
        /// Quoted text: anything but `"`, and `#` only as the start of a `#code;` entity.
        case text
        case literal(String)
    }

    static func matches(_ line: Substring, _ parts: [Part]) -> Bool {
        var rest = line
        for (index, part) in parts.enumerated() {
            switch part {
            case .literal(let text):
                guard rest.hasPrefix(text) else { return false }
                rest = rest.dropFirst(text.count)
            case .word:
                let word = rest.prefix { $0.isASCII && $0.isLetter }
                guard !word.isEmpty else { return false }
                rest = rest.dropFirst(word.count)
            case .id, .idList:
                let allowed = { (c: Character) in
                    c.isASCII && (c.isLetter || c.isNumber || c == "_" || (part.isList && c == ","))
                }
                let id = rest.prefix(while: allowed)
                guard let first = id.first, first.isUppercase || first == "n" || first == "c" else { return false }
                rest = rest.dropFirst(id.count)
            case .text:
                // Up to the next literal, which must be the closing quote.
                guard index + 1 < parts.count, case .literal(let closing) = parts[index + 1],
                    let end = rest.range(of: closing)
                else { return false }
                let text = rest[..<end.lowerBound]
                if text.contains("\"") { return false }
                var scan = text[...]
                while let hash = scan.firstIndex(of: "#") {
                    let after = scan[scan.index(after: hash)...]
                    let code = after.prefix { $0.isNumber }
                    guard !code.isEmpty, after.dropFirst(code.count).first == ";" else { return false }
                    scan = after.dropFirst(code.count + 1)
                }
                rest = rest[end.lowerBound...]
            }
        }
        return rest.isEmpty
    }
}

extension MermaidSyntaxTests.Part {
    var isList: Bool {
        if case .idList = self { return true }
        return false
    }
}
