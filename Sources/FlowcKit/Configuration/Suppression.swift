import FlowDiagnostics
import FlowReports
import FlowRules
import FlowcSupport

/// A `# flowc:disable RULE[, RULE]` comment in a flow file. It silences findings of those rules
/// on its own line and on the line below it; words after the list are a free remark.
public struct DisableComment: Sendable, Hashable {
    /// A rule id as the comment spells it, and the column it starts at.
    public struct Entry: Sendable, Hashable {
        public var rule: String
        public var column: Int
    }

    public var line: Int
    /// The column of `flowc:disable`.
    public var column: Int
    public var entries: [Entry]
}

/// Inline suppression: finding the comments, silencing findings, and reporting comments that
/// silence nothing (`superfluous-disable`).
///
/// libyaml drops comments, so they are found in the raw bytes; only lines that contain
/// `flowc:disable` are looked at, and there the text must be a comment: `#` at the start of the
/// line or after white space, then only white space before `flowc:disable`.
public enum Suppressions {
    public static let directive = "flowc:disable"
    private static let directiveBytes = Array(directive.utf8)

    /// The disable comments of a file's text, in order.
    public static func scan(_ bytes: [UInt8]) -> [DisableComment] {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [DisableComment] {
        let pattern = directiveBytes
        guard bytes.count >= pattern.count else { return [] }
        var comments: [DisableComment] = []
        var line = 1
        var counted = 0  // newlines are counted up to here
        var index = 0
        // A directive stands in a comment, so only the rare `#` need a look; memchr finds them
        // far faster than a loop over every byte.
        while let hash = nextHash(bytes, from: index) {
            var position = hash + 1
            while position < bytes.count, isBlank(bytes[position]) { position += 1 }
            index = position
            guard position + pattern.count <= bytes.count, matches(bytes, at: position, pattern) else { continue }
            line += lineBreaks(bytes, from: counted, to: position)
            counted = position
            if let comment = comment(bytes, directiveAt: position, line: line) { comments.append(comment) }
            index = position + pattern.count
        }
        return comments
    }

    private static func nextHash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "#")), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ pattern: [UInt8]) -> Bool {
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    /// Line breaks in `bytes[start..<end]`, counted as libyaml counts them (`LineBreak`).
    private static func lineBreaks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            let length = LineBreak.length(at: index, in: bytes)
            if length > 0 { count += 1 }
            index += max(length, 1)
        }
        return count
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func isRuleByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// The comment whose `flowc:disable` stands at `position`, if it is one.
    private static func comment(
        _ bytes: UnsafeBufferPointer<UInt8>, directiveAt position: Int, line: Int
    )
        -> DisableComment?
    {
        var lineStart = position
        while lineStart > 0, !LineBreak.endsBefore(lineStart, in: bytes) { lineStart -= 1 }
        // A byte order mark is not part of the first line.
        if lineStart == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lineStart = 3 }
        // `#`, then only white space up to the directive.
        var hash = position - 1
        while hash >= lineStart, isBlank(bytes[hash]) { hash -= 1 }
        guard hash >= lineStart, bytes[hash] == UInt8(ascii: "#") else { return nil }
        guard hash == lineStart || isBlank(bytes[hash - 1]) else { return nil }
        var index = position + directiveBytes.count
        // The directive ends at white space or the end of the line (`flowc:disable-all` is not it).
        if index < bytes.count, !isBlank(bytes[index]), LineBreak.length(at: index, in: bytes) == 0 { return nil }
        func column(_ offset: Int) -> Int {
            var characters = 1
            var at = lineStart
            while at < offset {
                if bytes[at] & 0xC0 != 0x80 { characters += 1 }
                at += 1
            }
            return characters
        }
        var entries: [DisableComment.Entry] = []
        while true {
            while index < bytes.count, isBlank(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count, isRuleByte(bytes[index]) { index += 1 }
            guard index > start else { break }
            let rule = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            entries.append(DisableComment.Entry(rule: rule, column: column(start)))
            while index < bytes.count, isBlank(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
            index += 1
        }
        return DisableComment(line: line, column: column(position), entries: entries)
    }

    /// `diagnostics` without the findings that comments silence, plus a `superfluous-disable`
    /// finding for each rule a comment names that silenced nothing, at its configured severity
    /// (none when it is off). A rule that `rules` turns off is never reported as superfluous.
    public static func apply(
        _ diagnostics: [Diagnostic], comments: [String: [DisableComment]], rules: RuleConfiguration
    ) -> [Diagnostic] {
        guard !comments.isEmpty else { return diagnostics }
        var used: [String: [[Bool]]] = comments.mapValues {
            $0.map { [Bool](repeating: false, count: $0.entries.count) }
        }
        var byLine: [String: [Int: [Int]]] = [:]
        for (file, list) in comments {
            var lines: [Int: [Int]] = [:]
            for (index, comment) in list.enumerated() { lines[comment.line, default: []].append(index) }
            byLine[file] = lines
        }
        func silenced(_ diagnostic: Diagnostic) -> Bool {
            guard let lines = byLine[diagnostic.location.file], let list = comments[diagnostic.location.file] else {
                return false
            }
            var found = false
            for line in [diagnostic.location.line, diagnostic.location.line - 1] {
                for index in lines[line] ?? [] {
                    for (entry, item) in list[index].entries.enumerated() where item.rule == diagnostic.rule.rawValue {
                        used[diagnostic.location.file]?[index][entry] = true
                        found = true
                    }
                }
            }
            return found
        }
        var kept = diagnostics.filter { !silenced($0) }
        let superfluousID = SuperfluousDisableRule.description.id
        guard let severity = rules.severity(of: superfluousID, default: SuperfluousDisableRule.description.severity)
        else { return kept }
        let known = ReportedRules.all.map(\.id.rawValue)
        var superfluous: [Diagnostic] = []
        for file in comments.keys.sorted(by: { $0.precedesInByteOrder($1) }) {
            guard let list = comments[file] else { continue }
            for (index, comment) in list.enumerated() {
                if comment.entries.isEmpty {
                    superfluous.append(
                        Diagnostic(
                            rule: superfluousID, severity: severity,
                            message: "'\(directive)' names no rule; write '# \(directive) RULE[, RULE]'",
                            location: SourceLocation(file: file, line: comment.line, column: comment.column)))
                }
                for (entry, item) in comment.entries.enumerated() where used[file]?[index][entry] != true {
                    let location = SourceLocation(file: file, line: comment.line, column: item.column)
                    let message: String
                    if !known.contains(item.rule) {
                        let hint = Suggestion.hint(for: item.rule, among: known)
                        message = "'\(directive) \(item.rule)' names no rule\(hint)"
                    } else if item.rule == superfluousID.rawValue
                        || rules.severity(of: RuleID(rawValue: item.rule), default: .error) == nil
                    {
                        continue
                    } else {
                        message =
                            "'\(directive) \(item.rule)' silences nothing: no '\(item.rule)' finding on this line or the next"
                    }
                    superfluous.append(
                        Diagnostic(rule: superfluousID, severity: severity, message: message, location: location))
                }
            }
        }
        // A comment may silence `superfluous-disable` itself, like any rule.
        kept += superfluous.filter { !silenced($0) }
        kept.sortInReportOrder()
        return kept
    }
}
