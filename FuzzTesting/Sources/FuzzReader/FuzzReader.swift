import FlowDiagnostics
import FlowYAML
import FuzzSupport

/// Small limits, so that short inputs reach every limit check.
let smallLimits = YAMLLimits(
    aliasExpansion: 64, nestingDepth: 16, fileSize: 4_096, scalarLength: 128, flowsPerFile: 8, screensPerFlow: 8)

/// libFuzzer's entry point: the bytes are one file, read into a YAML tree under small limits and
/// under the standard ones. A trap, a sanitizer report or a hang is a finding; so is a tree whose
/// structure does not hold together, a finding outside the text, or small limits that cut
/// nothing yet read a different tree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    let small = YAMLReader(limits: smallLimits).readTree(bytes, file: "f.yaml")
    check(small, bytes: bytes)
    let standard = YAMLReader().readTree(bytes, file: "f.yaml")
    check(standard, bytes: bytes)
    if small.diagnostics.isEmpty {
        precondition(standard.diagnostics.isEmpty, "\(standard.diagnostics)")
        precondition(small.nodes.count == standard.nodes.count && small.documents == standard.documents)
    }
    if !standard.diagnostics.isEmpty {
        precondition(!small.diagnostics.isEmpty, "small limits read what standard limits reject")
    }
    return 0
}

/// In each document (the nodes a reading cut short may leave after them are not part of any),
/// every subtree ends within the document and after its children, every scalar's bytes are in
/// the buffer, and every mark and finding is inside the text.
func check(_ tree: YAMLTree, bytes: [UInt8]) {
    // libyaml breaks lines at CR, LF, NEL, LS and PS: a bound on the lines it can count. A node
    // may stand one line further, where libyaml ends a text whose last line has no break; a
    // finding may not (it is put at the end of that line).
    let lines = bytes.reduce(2) { $0 + ([0x0A, 0x0D, 0x85, 0xA8, 0xA9].contains($1) ? 1 : 0) }
    for root in tree.documents {
        precondition(root >= 0 && root < tree.nodes.count, "document at \(root)")
        let documentEnd = Int(tree.nodes[root].end)
        precondition(documentEnd > root && documentEnd <= tree.nodes.count, "document \(root) ends at \(documentEnd)")
        for index in root..<documentEnd {
            check(tree.nodes[index], at: index, in: tree, end: documentEnd, lines: lines)
        }
    }
    for diagnostic in tree.diagnostics {
        precondition(diagnostic.rule == .syntax, "\(diagnostic)")
        precondition(diagnostic.location.line >= 1 && diagnostic.location.line < lines, "\(diagnostic)")
        precondition(diagnostic.location.column >= 1, "\(diagnostic)")
    }
}

func check(_ node: YAMLTree.Node, at index: Int, in tree: YAMLTree, end: Int, lines: Int) {
    precondition(Int(node.end) > index && Int(node.end) <= end, "node \(index) ends at \(node.end)")
    precondition(
        node.line >= 1 && Int(node.line) <= lines && node.column >= 1, "node \(index) at \(node.line):\(node.column)")
    switch node.kind {
    case .scalar:
        precondition(node.textStart >= 0 && Int(node.textStart) + Int(node.count) <= tree.bytes.count)
        precondition(Int(node.end) == index + 1)
    case .mapping, .sequence:
        var child = index + 1
        for _ in 0..<Int(node.count) {
            precondition(child < Int(node.end), "node \(index) has fewer children than it counts")
            child = Int(tree.nodes[child].end)
        }
        precondition(child == Int(node.end), "node \(index)'s children do not fill its subtree")
        if node.kind == .mapping { precondition(node.count % 2 == 0) }
    }
}

@_cdecl("FuzzReader_main")
public func fuzzReaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzReader)
}
