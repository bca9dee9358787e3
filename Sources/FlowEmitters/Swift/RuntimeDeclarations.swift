/// The names a runtime's text declares at its top level (`FlowcStack`, `flowcAsk`, …), read from
/// the text so that no list falls behind it.
enum RuntimeDeclarations {
    /// The types and functions `text` declares on the lines it does not indent (its comments aside).
    static func topLevelNames(in text: String) -> Set<String> {
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "typealias", "actor", "func"]
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.first?.isWhitespace == false && !line.hasPrefix("//") {
            let words = line.split(separator: " ")
            guard let keyword = words.firstIndex(where: { keywords.contains($0) }), keyword + 1 < words.count else {
                continue
            }
            names.insert(String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }
}

extension RuntimeSource {
    /// The names the UIKit runtime declares at its top level, every part of it included.
    static let declaredNames = RuntimeDeclarations.topLevelNames(
        in: [core, results, routes, namedResults, triggers, keep, then, external].joined(separator: "\n"))
}
