import FlowDiagnostics
import FlowModel
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `FUZZ_PRINT=1` (with `-runs=N` on corpus files): each input's flow set goes to standard error
/// and its findings' rule ids to standard output, to see what the corpus reaches.
let printing = getenv("FUZZ_PRINT") != nil

/// One decoder for the whole run. Its cache gives each type's text the parse it would get in any
/// input (the grammar writes a few dozen texts), so parsing each once per process checks what
/// parsing it in every input would. libFuzzer calls the entry point on one thread.
nonisolated(unsafe) private let decoder = FlowDecoder()

/// libFuzzer's entry point: the bytes pick a flow set from the grammar, mistakes included
/// (`FlowSetWriter`), which goes through the reader and the decoder, then the linker and every rule
/// (twice for one input in four: the findings must be the same both times); each finding must
/// point inside the set.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    var choices = Choices(bytes)
    let files = FlowSetWriter(mistakes: true).write(&choices)
    let decoded = DecodedFlowSet(files, decoder: decoder)
    let outcome = decoded.lint()
    if printing {
        let text = Array(describe(files).utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        for diagnostic in outcome.diagnostics { print(diagnostic.rule.rawValue) }
    }
    checkFindings(outcome.diagnostics, in: files)
    // The linker and the rules run on all cores: the order of their findings must not depend on
    // which finishes first. Decoding runs on this thread alone; both runs start from its files.
    // One input in four is linted again, chosen by its bytes so that a replay repeats the check:
    // an order that depends on timing shows on many inputs, and the time of a second lint of
    // every input (a quarter of the time) goes to new inputs instead.
    guard lintsAgain(bytes) else { return 0 }
    let again = decoded.lint()
    precondition(again.diagnostics == outcome.diagnostics, "a second lint found otherwise:\n\(describe(files))")
    return 0
}

/// Whether `bytes` is one of the inputs linted twice: a quarter of them, by the top two bits of
/// their FNV-1a hash (its low bits see only the low bits of each byte).
func lintsAgain(_ bytes: [UInt8]) -> Bool {
    bytes.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 } >> 30 == 0
}

@_cdecl("FuzzRules_main")
public func fuzzRulesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzRules)
}
