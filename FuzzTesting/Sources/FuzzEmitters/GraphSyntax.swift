/// Reads back what the graph emitters write, as far as the fuzz target needs: quoted strings
/// closed, brackets balanced, and every edge between nodes that were declared (an edge to an
/// undeclared id would make Graphviz or Mermaid draw a stray node outside every cluster).
enum GraphSyntax {
    /// Nil when `dot` is well formed.
    static func dotProblem(_ dot: String) -> String? {
        var declared: Set<Substring> = []
        var depth = 0
        for line in dot.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let strings = quotedStrings(line) else { return "unclosed string: \(line)" }
            for character in unquoted(line) {
                if character == "{" || character == "[" { depth += 1 }
                if character == "}" || character == "]" { depth -= 1 }
                if depth < 0 { return "unbalanced: \(line)" }
            }
            if line.hasPrefix("        \""), let id = strings.first {
                declared.insert(id)
            } else if line.hasPrefix("    \""), line.contains("\" -> \""), strings.count >= 2 {
                for end in strings.prefix(2) where !declared.contains(end) { return "edge to undeclared \(end)" }
            }
        }
        return depth == 0 ? nil : "unbalanced at the end"
    }

    /// Nil when `mermaid` is well formed.
    static func mermaidProblem(_ mermaid: String) -> String? {
        var declared: Set<Substring> = []
        for line in mermaid.split(separator: "\n") {
            guard quotedStrings(line) != nil else { return "unclosed string: \(line)" }
            let words = line.split(separator: " ")
            if line.hasPrefix("        "), let first = words.first {
                // The id ends where its shape starts: `[`, `(`, `{` or the asymmetric `>` of a route.
                declared.insert(first.prefix { $0 != "[" && $0 != "(" && $0 != "{" && $0 != ">" })
            } else if line.hasPrefix("    "), words.count >= 3, words[1].contains("-") || words[1].contains("=") {
                for end in [words[0], words[words.count - 1]] where !declared.contains(end) {
                    return "edge to undeclared \(end)"
                }
            }
        }
        return nil
    }

    /// The contents of the line's "quoted" strings (backslash escapes skipped), or nil when one
    /// is left open.
    static func quotedStrings(_ line: Substring) -> [Substring]? {
        var strings: [Substring] = []
        var start: Substring.Index?
        var escaped = false
        for index in line.indices {
            let character = line[index]
            if let open = start {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    strings.append(line[open..<index])
                    start = nil
                }
            } else if character == "\"" {
                start = line.index(after: index)
            }
        }
        return start == nil ? strings : nil
    }

    /// The line without its quoted strings.
    static func unquoted(_ line: Substring) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
