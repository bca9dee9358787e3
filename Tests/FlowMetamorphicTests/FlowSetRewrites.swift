import FlowYAML

/// Rewrites of a flow set that must not change what `lint` finds, except in a known way.
enum FlowSetRewrites {
    // MARK: - Renaming

    /// Renames every renamable name of `kinds` at every place it stands, to a fresh name of the
    /// same length and the same case at each character (so every position and every name's
    /// validity stay as they were). Returns the renamed set and the new names to the old.
    static func rename(
        _ set: FlowSet, kinds: Set<NameKind>, keeping kept: Set<String> = []
    ) -> (
        FlowSet, [String: String]
    ) {
        let sites = FlowNameSites(set.files)
        var taken = Set(set.files.flatMap { words($0.text) + words($0.path) })
        var newName: [String: String] = [:]
        for name in sites.renamable(kinds) where name.count >= 2 && !kept.contains(name) {
            guard let fresh = freshName(like: name, taken: taken) else { continue }
            taken.insert(fresh)
            newName[name] = fresh
        }
        var files = set.files
        for fileIndex in files.indices {
            var lines = files[fileIndex].text.split(separator: "\n", omittingEmptySubsequences: false).map {
                Array($0.unicodeScalars)
            }
            for site in sites.sites where site.file == fileIndex {
                guard let replacement = newName[site.name] else { continue }
                let start = site.column - 1
                lines[site.line - 1].replaceSubrange(
                    start..<start + site.name.unicodeScalars.count, with: replacement.unicodeScalars)
            }
            files[fileIndex].text = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        }
        let oldName = Dictionary(uniqueKeysWithValues: newName.map { ($0.value, $0.key) })
        return (FlowSet(name: set.name, files: files), oldName)
    }

    /// The identifier-like words of `text`.
    static func words(_ text: String) -> [String] {
        text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.map(String.init)
    }

    /// `text` with every word that `names` maps replaced by its value.
    static func replacingWords(in text: String, _ names: [String: String]) -> String {
        var result = ""
        var word = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                word.append(character)
            } else {
                result += names[word] ?? word
                word = ""
                result.append(character)
            }
        }
        return result + (names[word] ?? word)
    }

    /// A name made of rare letters, shaped like `name`, that no file uses.
    static func freshName(like name: String, taken: Set<String>) -> String? {
        let letters = Array("qzxjkvw")
        for attempt in 0..<64 {
            var hash = stableHash(name) &+ UInt64(attempt) &* 0x9E37_79B9_7F4A_7C15
            var candidate = ""
            for character in name {
                hash = splitMix(hash)
                let letter = letters[Int(hash % UInt64(letters.count))]
                if character.isNumber {
                    candidate.append(character)
                } else if character.isUppercase {
                    candidate += letter.uppercased()
                } else {
                    candidate.append(letter)
                }
            }
            if !taken.contains(candidate) { return candidate }
        }
        return nil
    }

    static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    static func splitMix(_ state: UInt64) -> UInt64 {
        var z = state &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // MARK: - Layout

    /// Whether a file can be rewritten from its node tree: it reads without a finding and has no
    /// anchors or aliases (which the tree expands, changing what they count as).
    static func isRewritable(_ file: FlowSource) -> Bool {
        FlowSet.read(file).diagnostics.isEmpty && !file.text.contains("&") && !file.text.contains("*")
            && !file.text.split(separator: "\n").contains { $0.hasPrefix("%") || $0.hasPrefix("...") }
    }

    /// Each rewritable file written anew from its node tree in block style, the keys of every map
    /// (without a repeated key) in an order `seed` picks (0: as written).
    static func rewrite(_ set: FlowSet, seed: UInt64) -> FlowSet {
        var files = set.files
        for index in files.indices where isRewritable(files[index]) {
            var state = seed &+ stableHash(files[index].path)
            var text = ""
            for (documentIndex, document) in FlowSet.read(files[index]).documents.enumerated() {
                if documentIndex > 0 || seed != 0 { text += "---\n" }
                text += block(document, indent: 0, seed: seed, state: &state)
            }
            files[index].text = text
        }
        return FlowSet(name: set.name, files: files)
    }

    /// `node` as block YAML starting at the beginning of a line, `indent` spaces in.
    private static func block(_ node: YAMLNode, indent: Int, seed: UInt64, state: inout UInt64) -> String {
        let pad = String(repeating: " ", count: indent)
        switch node.content {
        case .scalar(let scalar):
            return pad + written(scalar) + "\n"
        case .mapping(let pairs) where pairs.isEmpty:
            return pad + "{}\n"
        case .sequence(let items) where items.isEmpty:
            return pad + "[]\n"
        case .mapping(let pairs):
            var ordered = pairs
            let keys = pairs.map { $0.key.scalar?.text }
            if seed != 0, Set(keys).count == keys.count {
                for position in stride(from: ordered.count - 1, to: 0, by: -1) {
                    state = splitMix(state)
                    ordered.swapAt(position, Int(state % UInt64(position + 1)))
                }
            }
            var text = ""
            for pair in ordered {
                let key = pair.key.scalar.map(written) ?? "~"
                if let scalar = pair.value.scalar {
                    text += pad + key + ":" + (scalar.isNull && scalar.text.isEmpty ? "" : " " + written(scalar)) + "\n"
                } else if isEmptyCollection(pair.value) {
                    text += pad + key + ": " + block(pair.value, indent: 0, seed: seed, state: &state)
                } else {
                    text += pad + key + ":\n" + block(pair.value, indent: indent + 2, seed: seed, state: &state)
                }
            }
            return text
        case .sequence(let items):
            var text = ""
            for item in items {
                if let scalar = item.scalar {
                    text += pad + "-" + (scalar.isNull && scalar.text.isEmpty ? "" : " " + written(scalar)) + "\n"
                } else if isEmptyCollection(item) {
                    text += pad + "- " + block(item, indent: 0, seed: seed, state: &state)
                } else {
                    text += pad + "-\n" + block(item, indent: indent + 2, seed: seed, state: &state)
                }
            }
            return text
        }
    }

    private static func isEmptyCollection(_ node: YAMLNode) -> Bool {
        switch node.content {
        case .mapping(let pairs): return pairs.isEmpty
        case .sequence(let items): return items.isEmpty
        case .scalar: return false
        }
    }

    /// A scalar as it reads back the same: plain when it was plain and one line, else double-quoted.
    private static func written(_ scalar: YAMLScalar) -> String {
        if scalar.style == .plain && !scalar.text.contains("\n") && !scalar.text.isEmpty { return scalar.text }
        if scalar.style == .plain && scalar.text.isEmpty { return "~" }
        var result = "\""
        for character in scalar.text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where character.value < 0x20 || character.value == 0x7F:
                result += "\\x" + String(character.value, radix: 16, uppercase: true).leftPadded(to: 2)
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }

    // MARK: - Comments and blank lines

    /// Comment and blank lines put before lines where a map key starts the line (and before the
    /// first line), where `seed` picks. Returns the set and, per file, each old line's new number.
    static func comment(_ set: FlowSet, seed: UInt64) -> (FlowSet, [String: [Int]]) {
        var files = set.files
        var lineMaps: [String: [Int]] = [:]
        let insertions = ["", "# a comment", "    # an indented comment: with a colon", "\n# after a blank line", "#"]
        for index in files.indices {
            let file = files[index]
            var keyLines: Set<Int> = [1]
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            func collect(_ node: YAMLNode) {
                switch node.content {
                case .scalar: break
                case .sequence(let items): items.forEach(collect)
                case .mapping(let pairs):
                    for pair in pairs {
                        let line = pair.key.mark.line
                        if line >= 1, line <= lines.count,
                            lines[line - 1].prefix(pair.key.mark.column - 1).allSatisfy({ $0 == " " })
                        {
                            keyLines.insert(line)
                        }
                        collect(pair.value)
                    }
                }
            }
            FlowSet.read(file).documents.forEach(collect)
            var state = seed &+ stableHash(file.path)
            var output: [Substring] = []
            var newNumber: [Int] = [0]
            for (offset, line) in lines.enumerated() {
                if keyLines.contains(offset + 1) {
                    state = splitMix(state)
                    if state % 2 == 0 {
                        let insertion = insertions[Int((state >> 8) % UInt64(insertions.count))]
                        output += insertion.split(separator: "\n", omittingEmptySubsequences: false)
                    }
                }
                output.append(line)
                newNumber.append(output.count)
            }
            files[index].text = output.joined(separator: "\n")
            lineMaps[file.path] = newNumber
        }
        return (FlowSet(name: set.name, files: files), lineMaps)
    }

    // MARK: - Splitting and merging files

    /// Each file of several flows (that reads without a finding) as one file a flow, in its place.
    static func split(_ set: FlowSet) -> FlowSet {
        var files: [FlowSource] = []
        for file in set.files {
            let documents = FlowSet.read(file)
            guard documents.diagnostics.isEmpty, documents.documents.count > 1 else {
                files.append(file)
                continue
            }
            var pieces: [[Substring]] = []
            for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "---" || line.hasPrefix("--- ") || pieces.isEmpty {
                    pieces.append([line])
                } else {
                    pieces[pieces.count - 1].append(line)
                }
            }
            // What stands before the first `---` without a document joins the next piece.
            if pieces.count > documents.documents.count, pieces.count > 1 {
                pieces[1] = pieces[0] + pieces[1]
                pieces.removeFirst()
            }
            guard pieces.count == documents.documents.count else {
                files.append(file)
                continue
            }
            let stem = file.path.hasSuffix(".flow.yml") ? String(file.path.dropLast(9)) : String(file.path.dropLast(10))
            for (number, piece) in pieces.enumerated() {
                files.append(FlowSource(path: "\(stem).part\(number).flow.yaml", text: piece.joined(separator: "\n")))
            }
        }
        return FlowSet(name: set.name, files: files)
    }

    /// Each run of files that read without a finding, as one file of all their flows, in order.
    static func merge(_ set: FlowSet) -> FlowSet {
        var files: [FlowSource] = []
        var run: [FlowSource] = []
        func close() {
            guard !run.isEmpty else { return }
            var text = ""
            for (index, file) in run.enumerated() {
                let opensWithMarker = file.text.split(separator: "\n").first {
                    !$0.allSatisfy { $0 == " " } && !$0.hasPrefix("#")
                }.map { $0 == "---" || $0.hasPrefix("--- ") }
                if index > 0, opensWithMarker != true { text += "---\n" }
                text += file.text.hasSuffix("\n") ? file.text : file.text + "\n"
            }
            files.append(FlowSource(path: "merged\(files.count).flow.yaml", text: text))
            run = []
        }
        for file in set.files {
            let read = FlowSet.read(file)
            let hasDirectives = file.text.split(separator: "\n").contains { $0.hasPrefix("%") || $0.hasPrefix("...") }
            if read.diagnostics.isEmpty, !read.documents.isEmpty, !hasDirectives {
                run.append(file)
            } else {
                close()
                files.append(file)
            }
        }
        close()
        return FlowSet(name: set.name, files: files)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
