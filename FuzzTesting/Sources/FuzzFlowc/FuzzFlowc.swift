import FlowcKit

/// libFuzzer's entry point: the bytes, split into up to four files at NUL bytes, go through the
/// whole pipeline in memory (reader, decoder, linker, rules, every report format, both graph
/// formats, Swift emission and skeletons). A trap, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlowc(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let result = InMemoryPipeline.run(InMemoryPipeline.files(fromFuzzInput: bytes))
    // Every finding is in range and every report says something (but xcode, empty when clean).
    for diagnostic in result.lint.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
    }
    return 0
}
